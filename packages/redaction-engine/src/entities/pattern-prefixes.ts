// What a regular expression's matches can start with, read from its source: the trigger that
// `firstCharacterScan` (sticky-scan.ts) runs before the exact pattern. A small reader of regex
// source (groups, look-arounds, classes and ranges, escapes, quantifiers) that throws on anything it
// cannot list, so a pattern it does not understand fails loudly at the first scan, never silently.

/**
 * The trigger of `firstCharacterScan`, global and non-Unicode: the first `length` characters a
 * match can start with, as a tree of alternatives (after a first character, the characters that may
 * follow it, and so on; none listed where any may: `°` before a separator). A longer trigger fires
 * at fewer places where the exact pattern then fails: each such try of a long Unicode alternation
 * costs more than the trigger's scan.
 */
export function firstCharacterTrigger(exact: RegExp, notAfter = "", length = 2): RegExp {
  const prefixes = matchPrefixes(exact.source, length);
  const chars = new Set(prefixes.flat().filter((c): c is string => c !== null && c.length === 1));
  const folded = foldedClasses(chars, exact.flags.includes("i"), exact.flags.includes("u"));
  const root: TriggerNode = new Map();
  for (const prefix of prefixes) {
    const first = folded.get(prefix[0]!);
    if (!first) throw new Error(`a first character outside the BMP (${prefix[0]}) needs a surrogate trigger`);
    let node = root;
    for (let i = 0; i < prefix.length; i++) {
      const unit = i === 0 ? first : prefix[i] ? folded.get(prefix[i]!) : undefined;
      // A character not listed (or outside the BMP) may be anything: the trigger ends before it.
      if (unit === undefined) {
        node.set(ANY, null);
        break;
      }
      const next = node.get(unit);
      if (next === null) break;
      if (i === prefix.length - 1) {
        node.set(unit, null);
        break;
      }
      const child: TriggerNode = next ?? new Map();
      node.set(unit, child);
      node = child;
    }
  }
  return new RegExp(`${notAfter}${triggerSource(root)}`, "g");
}

/** Per class of a next character, what may follow it; null: anything (the trigger ends there). */
type TriggerNode = Map<string, TriggerNode | null>;
const ANY = "";

function triggerSource(node: TriggerNode): string {
  // A prefix that ends here lets anything follow: the rest of the tree adds nothing.
  if (node.has(ANY)) return "";
  // Characters with the same continuation share one class (`[ab]` for `a`, `b` at a prefix's end).
  const byRest = new Map<string, string[]>();
  for (const [unit, next] of node) {
    const rest = next ? triggerSource(next) : "";
    const units = byRest.get(rest);
    if (units) units.push(unit);
    else byRest.set(rest, [unit]);
  }
  const alternatives = [...byRest].map(([rest, units]) => `[${units.join("")}]${rest}`);
  return `(?:${alternatives.join("|")})`;
}

/** The first characters a match of the regex `source` can consume (see `matchPrefixes`). */
export function firstCharacters(source: string): Set<string> {
  return new Set(matchPrefixes(source, 1).map((p) => p[0]!));
}

/**
 * What a match of the regex `source` can start with: each prefix is `length` characters long, or
 * shorter when a match can end there, and `null` stands for a character not listed (`.`, `\p{L}`,
 * `\d`, a negated set). Look-arounds and anchors consume nothing; an optional item lets the next
 * one follow; a repeated item may be followed by anything. Throws where a match may be empty or
 * start with an unlisted character.
 */
export function matchPrefixes(source: string, length: number): Prefix[] {
  const reader = { source, at: 0, length };
  const prefixes = alternation(reader);
  if (reader.at !== source.length) throw new Error(`unbalanced ) at ${reader.at} in /${source}/`);
  if (prefixes.some((p) => p.length === 0 || p[0] === null))
    throw new Error(`no first character to read in /${source}/`);
  return prefixes;
}

/** Characters a match can start with, `null` for any. */
export type Prefix = readonly (string | null)[];
type Reader = { source: string; at: number; length: number };

function complete(p: Prefix, length: number): boolean {
  return p.length >= length || p[p.length - 1] === null;
}

function distinct(prefixes: Prefix[]): Prefix[] {
  return [...new Map(prefixes.map((p) => [JSON.stringify(p), p])).values()];
}

function alternation(r: Reader): Prefix[] {
  const prefixes: Prefix[] = [];
  for (;;) {
    prefixes.push(...sequence(r));
    if (r.source[r.at] !== "|") return distinct(prefixes);
    r.at++;
  }
}

function sequence(r: Reader): Prefix[] {
  let prefixes: Prefix[] = [[]];
  while (r.at < r.source.length && r.source[r.at] !== "|" && r.source[r.at] !== ")") {
    const item = atom(r);
    const repeat = quantifier(r);
    if (prefixes.every((p) => complete(p, r.length))) continue;
    const once = repeat.max > 1 ? item.map((p) => (complete(p, r.length) ? p : [...p, null])) : item;
    const quantified = repeat.min === 0 ? [...once, []] : once;
    prefixes = distinct(
      prefixes.flatMap((p) =>
        complete(p, r.length) ? [p] : quantified.map((q) => [...p, ...q].slice(0, r.length)),
      ),
    );
  }
  return prefixes;
}

const ZERO_WIDTH: Prefix[] = [[]];
const UNLISTED: Prefix[] = [[null]];

function atom(r: Reader): Prefix[] {
  const c = r.source[r.at++]!;
  if (c === "^" || c === "$") return ZERO_WIDTH;
  if (c === ".") return UNLISTED;
  if (c === "[") return characterSet(r);
  if (c === "\\" && (r.source[r.at] === "b" || r.source[r.at] === "B")) {
    // A word boundary (outside a set, where `[\b]` is a backspace) consumes nothing.
    r.at++;
    return ZERO_WIDTH;
  }
  if (c === "\\") return [[escapedCharacter(r)]];
  if (c === "(") {
    const head = /^(?:\?(?:<?[=!]|:|<[A-Za-z_$][\w$]*>))?/.exec(r.source.slice(r.at, r.at + 40))![0];
    r.at += head.length;
    const inner = alternation(r);
    if (r.source[r.at++] !== ")") throw new Error(`unclosed ( in /${r.source}/`);
    return /[=!]/.test(head) ? ZERO_WIDTH : inner;
  }
  const code = r.source.codePointAt(r.at - 1)!;
  if (code > 0xffff) r.at++;
  return [[String.fromCodePoint(code)]];
}

/** After `[`: one prefix per character, ranges expanded; any character for a negated set or a class escape. */
function characterSet(r: Reader): Prefix[] {
  const negated = r.source[r.at] === "^";
  if (negated) r.at++;
  let chars: Set<string> | null = new Set();
  while (r.source[r.at] !== "]") {
    if (r.at >= r.source.length) throw new Error(`unclosed [ in /${r.source}/`);
    const low = setMember(r);
    if (r.source[r.at] === "-" && r.source[r.at + 1] !== "]") {
      r.at++;
      const high = setMember(r);
      if (low === null || high === null) chars = null;
      else
        for (let code = low.codePointAt(0)!; code <= high.codePointAt(0)!; code++)
          chars?.add(String.fromCodePoint(code));
    } else if (low === null) chars = null;
    else chars?.add(low);
  }
  r.at++;
  return negated || !chars ? UNLISTED : [...chars].map((c) => [c]);
}

function setMember(r: Reader): string | null {
  if (r.source[r.at] === "\\") {
    r.at++;
    return escapedCharacter(r);
  }
  const code = r.source.codePointAt(r.at)!;
  r.at += code > 0xffff ? 2 : 1;
  return String.fromCodePoint(code);
}

/** After `\`: the one character escaped, or null for a class or an assertion (`\d`, `\p{L}`, `\b`). */
function escapedCharacter(r: Reader): string | null {
  const c = r.source[r.at++]!;
  const hex = /^(?:u\{([0-9a-fA-F]+)\}|u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2}))/.exec(r.source.slice(r.at - 1));
  if (hex) {
    r.at += hex[0].length - 1;
    return String.fromCodePoint(Number.parseInt(hex[1] ?? hex[2] ?? hex[3]!, 16));
  }
  if (c === "p" || c === "P") {
    r.at = r.source.indexOf("}", r.at) + 1;
    return null;
  }
  const controls: Record<string, string> = { n: "\n", t: "\t", r: "\r", f: "\f", v: "\v" };
  if (c in controls) return controls[c]!;
  return /[A-Za-z0-9]/.test(c) ? null : c;
}

/** Reads a quantifier after an item, if any: how often the item may occur. */
function quantifier(r: Reader): { min: number; max: number } {
  const q = /^(?:([?*+])|\{(\d+)(,(\d*))?\})\??/.exec(r.source.slice(r.at, r.at + 20));
  if (!q) return { min: 1, max: 1 };
  r.at += q[0].length;
  if (q[1] === "?") return { min: 0, max: 1 };
  if (q[1] === "*") return { min: 0, max: Number.POSITIVE_INFINITY };
  if (q[1] === "+") return { min: 1, max: Number.POSITIVE_INFINITY };
  const min = Number(q[2]);
  return { min, max: q[3] === undefined ? min : q[4] ? Number(q[4]) : Number.POSITIVE_INFINITY };
}

/**
 * Each BMP character of `chars` as the escaped class of the code units it matches: itself, and
 * with `ignoreCase` every unit that folds to the same letter under the pattern's own case rules
 * (with or without the u flag: they differ for a few letters), found among the units one scan of
 * the whole BMP finds for all of them.
 */
function foldedClasses(chars: ReadonlySet<string>, ignoreCase: boolean, unicode = true): Map<string, string> {
  const members = [...chars].filter((c) => c.length === 1);
  const classes = new Map<string, string>();
  if (!ignoreCase) {
    for (const c of members) classes.set(c, unitEscape(c.charCodeAt(0)));
    return classes;
  }
  const flags = unicode ? "iu" : "i";
  const any = new RegExp(`[${members.map((c) => unitEscape(c.charCodeAt(0))).join("")}]`, `g${flags}`);
  const candidates = [...everyBmpUnit().matchAll(any)].map((m) => m[0]);
  for (const c of members) {
    const same = new RegExp(`^${unitEscape(c.charCodeAt(0))}$`, flags);
    classes.set(
      c,
      candidates
        .filter((u) => same.test(u))
        .map((u) => unitEscape(u.charCodeAt(0)))
        .join(""),
    );
  }
  return classes;
}

// Every BMP code unit but the surrogates, in order: one regex scan of it lists a set's case
// variants far faster than 63 000 separate tests.
let bmpUnits: string | undefined;
function everyBmpUnit(): string {
  if (bmpUnits === undefined) {
    const parts: string[] = [];
    for (let start = 0; start <= 0xffff; start += 0x800) {
      if (start >= 0xd800 && start <= 0xdfff) continue;
      parts.push(String.fromCharCode(...Array.from({ length: 0x800 }, (_, i) => start + i)));
    }
    bmpUnits = parts.join("");
  }
  return bmpUnits;
}

function unitEscape(unit: number): string {
  return `\\u${unit.toString(16).padStart(4, "0")}`;
}
