// Training text for the tagger (decision 0037): each template document (a labelled document of
// the corpus genres) is kept as it is and rewritten `variants` times with other people and
// organisations from faker's locales of the same script, in the same case and shape (lower-case
// chat names stay lower-case, one-word names stay one word, legal forms and sector words stay),
// and sometimes with first names that are also English words. Deterministic for a seed.

import { prng } from "../eval/generate-corpus.js";
import { type LabelledDoc, parseMarkup } from "../eval/labelled-doc.js";
import { defaultGazetteer } from "../src/entities/gazetteer.js";
import { NAME_PARTICLES, ORG_HEADS, ORG_STEMS, ORG_SUFFIXES } from "../src/entities/word-lists.js";
import { EntityType } from "../src/entity-type.js";
import { Script, scriptOf } from "../src/tagger/tagger-tokens.js";
import { withOpeners } from "./chat-openers.js";
import { distractors } from "./distractors.js";
import { namePool, WORD_NAMES } from "./name-pools.js";
import { varyWords } from "./vary-words.js";

/** The evaluation corpus's seeded generator (mulberry32): the same seed gives the same text everywhere. */
export const rng = prng;

type Random = () => number;
const pick = <T>(r: Random, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

function scriptOfValue(value: string): Script {
  for (let i = 0; i < value.length; i++) {
    const s = scriptOf(value.charCodeAt(i));
    if (s !== Script.PUNCT && s !== Script.DIGIT && s !== Script.OTHER) return s;
  }
  return Script.LATIN;
}

function likeCase(model: string, value: string): string {
  if (model === model.toLowerCase() && model !== model.toUpperCase()) return value.toLowerCase();
  if (model.length > 1 && model === model.toUpperCase() && model !== model.toLowerCase())
    return value.toUpperCase();
  return value;
}

function personLike(r: Random, value: string): string {
  const script = scriptOfValue(value);
  const pool = namePool(script);
  const first = () => (script === Script.LATIN && r() < 0.12 ? pick(r, WORD_NAMES) : pick(r, pool.first));
  const last = () => pick(r, pool.last);
  if (/^[\p{Ll}\d]+[_.][\p{Ll}\d]+$/u.test(value)) {
    const [a, b] = [first(), last()];
    return `${a}${value.includes("_") ? "_" : "."}${r() < 0.5 ? b[0] : b}`.toLowerCase();
  }
  if (pool.joined && !value.includes(" "))
    return value.length <= 2 ? (r() < 0.5 ? last() : first()) : last() + first();
  const words = value.split(/\s+/);
  const parts =
    words.length === 1
      ? [r() < 0.5 ? first() : last()]
      : words.map((w, i) =>
          NAME_PARTICLES.has(w.toLowerCase()) ? w : i < Math.ceil(words.length / 2) ? first() : last(),
        );
  return likeCase(value, parts.join(" "));
}

function isStructural(word: string): boolean {
  const w = word.toLowerCase().replace(/[.,]$/, "");
  if (word === w && !/^\p{Lu}/u.test(word)) return true; // lower-case words: of, di, rechts der
  return (
    ORG_SUFFIXES.has(w) ||
    ORG_HEADS.has(w) ||
    NAME_PARTICLES.has(w) ||
    w.length <= 3 ||
    ORG_STEMS.some((s) => w.startsWith(s)) ||
    defaultGazetteer().commonWords.has(w)
  );
}

function orgLike(r: Random, value: string): string {
  const script = scriptOfValue(value);
  const pool = namePool(script);
  if (!value.includes(" ") && value === value.toLowerCase()) return pick(r, pool.last).toLowerCase();
  const sep = pool.joined ? "" : " ";
  if (script !== Script.LATIN || r() < 0.3) {
    const stem = r() < 0.3 ? `${pick(r, pool.last)}${sep}${pick(r, pool.last)}` : pick(r, pool.last);
    const prefix = pool.prefixes.length > 0 && r() < 0.4 ? `${pick(r, pool.prefixes)}${sep}` : "";
    const suffix = !prefix && pool.suffixes.length > 0 && r() < 0.85 ? `${sep}${pick(r, pool.suffixes)}` : "";
    return prefix + stem + suffix;
  }
  const words = value.split(" ");
  let changed = false;
  const out = words.map((w) => {
    if (isStructural(w)) return w;
    changed = true;
    return pick(r, pool.last);
  });
  if (!changed) out.unshift(pick(r, pool.last));
  return out.join(" ");
}

const MARK = /\[\[([A-Z_0-9]+)\|([^\]]+)\]\]/g;

/** One rewrite of a marked document with new PERSON and ORG values (consistent within it). */
export function rewrite(marked: string, r: Random): string {
  const memo = new Map<string, string>();
  return marked.replace(MARK, (all, type: string, value: string) => {
    if (type !== EntityType.PERSON && type !== EntityType.ORG) return all;
    const key = `${type}|${value}`;
    let next = memo.get(key);
    if (next === undefined) {
      next = (type === EntityType.PERSON ? personLike(r, value) : orgLike(r, value)).replace(/[[\]|]/g, "");
      memo.set(key, next);
    }
    return `[[${type}|${next}]]`;
  });
}

const SCRIPTS_OF_TEXT: readonly Script[] = [
  Script.LATIN,
  Script.CYRILLIC,
  Script.GREEK,
  Script.ARABIC,
  Script.HEBREW,
  Script.DEVANAGARI,
  Script.THAI,
  Script.HANGUL,
  Script.HAN,
  Script.KANA,
];

/** A line of non-name words: in the document's own script(s) mostly, Latin or another sometimes. */
function distractorLine(r: Random, scripts: readonly Script[]): string {
  const script = r() < 0.7 ? pick(r, scripts) : pick(r, SCRIPTS_OF_TEXT);
  const words = distractors(script);
  if (words.length === 0) return "";
  const n = 1 + Math.floor(r() * 6);
  const joined = script === Script.HAN || script === Script.KANA || script === Script.THAI;
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    let w = pick(r, words);
    const style = r();
    if (style < 0.35) w = w.toLowerCase();
    else if (style < 0.5) w = w.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
    parts.push(w);
  }
  const body = parts.join(joined && r() < 0.6 ? "" : " ");
  const label = r() < 0.3 ? `${pick(r, words).replace(/^\p{Ll}/u, (c) => c.toUpperCase())}: ` : "";
  return label + body + (r() < 0.3 ? "." : "");
}

function scriptsOf(text: string): Script[] {
  const found = new Set<Script>();
  for (let i = 0; i < text.length; i++) {
    const s = scriptOf(text.charCodeAt(i));
    if (SCRIPTS_OF_TEXT.includes(s)) found.add(s);
  }
  return found.size > 0 ? [...found].sort((a, b) => a - b) : [Script.LATIN];
}

/** Inserts a few distractor lines between the lines of a marked document. */
export function withDistractors(marked: string, r: Random): string {
  const lines = marked.split("\n");
  const scripts = scriptsOf(marked.replace(MARK, ""));
  const count = 1 + Math.floor(r() * 4);
  for (let i = 0; i < count; i++)
    lines.splice(Math.floor(r() * (lines.length + 1)), 0, distractorLine(r, scripts));
  return lines.join("\n");
}

/**
 * The templates themselves plus `variants` rewrites of each, as labelled documents; `openerRate`
 * of the rewrites' chat messages get an opener after their speaker (chat-openers.ts), and
 * `varyRate` of their capitalised non-name words become other non-name words (vary-words.ts).
 */
export function trainingDocs(
  templates: readonly string[],
  variants: number,
  seed: number,
  distractorRate = 0.6,
  openerRate = 0,
  varyRate = 0,
): LabelledDoc[] {
  const r = rng(seed);
  const out: LabelledDoc[] = [];
  templates.forEach((t, i) => {
    out.push(parseMarkup(`t${i}`, t));
    for (let v = 0; v < variants; v++) {
      const rewritten = rewrite(t, r);
      const varied = varyRate > 0 ? varyWords(rewritten, r, varyRate) : rewritten;
      const text = openerRate > 0 ? withOpeners(varied, r, openerRate, scriptOfValue) : varied;
      out.push(parseMarkup(`t${i}v${v}`, r() < distractorRate ? withDistractors(text, r) : text));
    }
  });
  return out;
}
