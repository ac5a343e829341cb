// Other non-name words in a template's rewrites. A rewrite changes every name of a template but
// kept its other words, so each capitalised non-name word (`Haustür`, `Juicio`, `Batam`) was seen
// nine times as the same word and the model learned those words, not their context: on a new
// writer, a capitalised word it had never seen looked like the names, which are always new. Here
// some capitalised words outside the marks, and some Korean words, become other non-name words of
// their script (distractors.ts: faker's word lists and places), so new words are seen as non-names
// too. Words beside a mark or before a colon stay: they are the context of the names (`Dr`,
// `Patient:`, `Frau`).
import { type Script, scriptOf } from "../src/tagger/tagger-tokens.js";
import { distractors } from "./distractors.js";

type Random = () => number;
const pick = <T>(r: Random, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

const MARK = /\[\[[A-Z_0-9]+\|[^\]]+\]\]/g;
// A capitalised word of four letters or more, or a run of two or more Hangul syllables.
const WORD =
  /(?<![\p{L}\p{M}\d@._/#-])(?:\p{Lu}[\p{Ll}\p{M}]{3,}|[\uAC00-\uD7A3]{2,})(?![\p{L}\p{M}\d@_/-])/gu;

const singleCache = new Map<Script, readonly string[]>();
/** One-word distractors of a script, capitalised where the script has case. */
function singleWords(script: Script): readonly string[] {
  const seen = singleCache.get(script);
  if (seen) return seen;
  const list = distractors(script)
    .filter((w) => !/[\s.'’-]/.test(w) && w.length >= 2)
    .map((w) => w.replace(/^\p{Ll}/u, (c) => c.toUpperCase()));
  singleCache.set(script, list);
  return list;
}

/** Replaces each eligible word outside the marks with another non-name word at `rate`. */
export function varyWords(marked: string, r: Random, rate: number): string {
  let out = "";
  let last = 0;
  const varySegment = (segment: string, beforeMark: boolean) =>
    segment.replace(WORD, (word: string, at: number) => {
      const before = segment.slice(Math.max(0, at - 2), at);
      const after = segment.slice(at + word.length, at + word.length + 2);
      // The context of a name stays as written: the word after a name, a label before a colon,
      // and up to two words before a name (`Sehr geehrte Frau [[PERSON|…]]`, `Αγαπητέ κ. [[…`).
      if ((at < 2 && last > 0) || /\S$/.test(before) || /^ ?[:：]/.test(after)) return word;
      const rest = segment.slice(at + word.length).trim();
      if (beforeMark && (rest === "" || rest.split(/\s+/).length <= 2)) return word;
      if (r() >= rate) return word;
      const words = singleWords(scriptOf(word.charCodeAt(0)));
      return words.length > 0 ? pick(r, words) : word;
    });
  for (const m of marked.matchAll(MARK)) {
    out += varySegment(marked.slice(last, m.index), true) + m[0];
    last = m.index! + m[0].length;
  }
  return out + varySegment(marked.slice(last), false);
}
