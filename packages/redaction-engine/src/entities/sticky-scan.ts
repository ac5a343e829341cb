/**
 * The first match of the sticky regex `re` that starts at a position in [from, to), trying each in
 * turn, or null. Rules whose matches can only start near a cheap trigger (a `.`, a comma) run their
 * Unicode pattern from those few positions instead of scanning the whole text with it. A trail
 * surrogate is never tried: a Unicode pattern's global scan never starts inside a pair, and V8
 * would move such a start back to the lead surrogate.
 */
export function firstStickyMatch(re: RegExp, text: string, from: number, to: number): RegExpExecArray | null {
  for (let at = Math.max(0, from); at < to; at++) {
    const unit = text.charCodeAt(at);
    if (unit >= 0xdc00 && unit <= 0xdfff) continue;
    re.lastIndex = at;
    const m = re.exec(text);
    if (m) return m;
  }
  return null;
}

/**
 * Where the run of possible word characters ending at `end` starts, not before `floor`: ASCII
 * letters, apostrophes, hyphens and every non-ASCII code unit (a superset of letters and marks,
 * so a name ending at `end` never starts before the returned position).
 */
export function wordRunStart(text: string, end: number, floor: number): number {
  let at = end;
  while (at > floor && wordUnit(text.charCodeAt(at - 1))) at--;
  return at;
}

/** A code unit that may be (part of) an upper-case letter: A-Z or any non-ASCII unit. */
export function mayBeCapital(unit: number): boolean {
  return (unit >= 0x41 && unit <= 0x5a) || unit >= 0x80;
}

function wordUnit(unit: number): boolean {
  return (
    (unit >= 0x61 && unit <= 0x7a) ||
    (unit >= 0x41 && unit <= 0x5a) ||
    unit === 0x27 ||
    unit === 0x2d ||
    unit >= 0x80
  );
}

/**
 * The matches a global scan with `exact` would find, found faster: `trigger` (global, without the
 * u flag, so quick to scan) must match wherever `exact` can start a match; `exact` (sticky) is
 * then run only there. A rejected candidate moves the scan on by one position, an accepted match
 * past its end, as a global scan does.
 */
export function triggeredMatches(trigger: RegExp, exact: RegExp, text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  trigger.lastIndex = 0;
  for (let t = trigger.exec(text); t; t = trigger.exec(text)) {
    exact.lastIndex = t.index;
    const m = exact.exec(text);
    if (m) found.push(m);
    trigger.lastIndex = m && m[0].length > 0 ? m.index + m[0].length : t.index + 1;
  }
  return found;
}

/**
 * The scan `triggeredMatches` makes for the global Unicode regex `exact`, its trigger built from
 * `exact` itself: every code unit that can be the first character a match consumes, with its
 * case variants under the `i` flag (`K` Kelvin sign for `k`, `ſ` for `s`), read from the pattern
 * source so that an alternative added later is never missed. `notAfter` (a non-Unicode look-behind
 * such as `(?<![A-Za-z0-9])`) may narrow the trigger where `exact` itself rejects those starts.
 */
export function firstCharacterScan(exact: RegExp, notAfter = ""): (text: string) => RegExpExecArray[] {
  const sticky = new RegExp(exact.source, `${exact.flags.replace("g", "")}y`);
  const trigger = firstCharacterTrigger(exact, notAfter);
  return (text) => triggeredMatches(trigger, sticky, text);
}

/** The trigger of `firstCharacterScan`: a global non-Unicode class of the possible first units. */
export function firstCharacterTrigger(exact: RegExp, notAfter = ""): RegExp {
  const units = foldedUnits(firstCharacters(exact.source), exact.flags.includes("i"));
  return new RegExp(`${notAfter}[${units.map(unitEscape).join("")}]`, "g");
}

/**
 * The characters a match of the regex `source` can consume first. Look-arounds and anchors
 * consume nothing, optional items let the next one be first. Throws where the first character is
 * a class it does not list (`.`, `\p{L}`, `\d`, a negated set) or a match may be empty.
 */
export function firstCharacters(source: string): Set<string> {
  const reader = { source, at: 0 };
  const first = alternation(reader);
  if (reader.at !== source.length) throw new Error(`unbalanced ) at ${reader.at} in /${source}/`);
  if (first.nullable || !first.chars) throw new Error(`no first character to read in /${source}/`);
  return first.chars;
}

/** The first characters of a pattern part (null: not listable), and whether it may consume none. */
type First = { chars: Set<string> | null; nullable: boolean };
type Reader = { source: string; at: number };

function alternation(r: Reader): First {
  let chars: Set<string> | null = new Set();
  let nullable = false;
  for (;;) {
    const branch = sequence(r);
    chars = chars && branch.chars ? new Set([...chars, ...branch.chars]) : null;
    nullable ||= branch.nullable;
    if (r.source[r.at] !== "|") return { chars, nullable };
    r.at++;
  }
}

function sequence(r: Reader): First {
  let chars: Set<string> | null = new Set();
  let open = true;
  while (r.at < r.source.length && r.source[r.at] !== "|" && r.source[r.at] !== ")") {
    const item = atom(r);
    const optional = quantifierAllowsNone(r);
    if (!open) continue;
    chars = chars && item.chars ? new Set([...chars, ...item.chars]) : null;
    if (!item.nullable && !optional) open = false;
  }
  return { chars, nullable: open };
}

const ZERO_WIDTH: First = { chars: new Set(), nullable: true };
const UNLISTED: First = { chars: null, nullable: false };

function atom(r: Reader): First {
  const c = r.source[r.at++]!;
  if (c === "^" || c === "$") return ZERO_WIDTH;
  if (c === ".") return UNLISTED;
  if (c === "[") return characterSet(r);
  if (c === "\\") {
    const escaped = escapedCharacter(r);
    return escaped === null ? UNLISTED : { chars: new Set([escaped]), nullable: false };
  }
  if (c === "(") {
    const head = /^(?:\?(?:<?[=!]|:|<[A-Za-z_$][\w$]*>))?/.exec(r.source.slice(r.at, r.at + 40))![0];
    r.at += head.length;
    const inner = alternation(r);
    if (r.source[r.at++] !== ")") throw new Error(`unclosed ( in /${r.source}/`);
    return /[=!]/.test(head) ? ZERO_WIDTH : inner;
  }
  const code = r.source.codePointAt(r.at - 1)!;
  if (code > 0xffff) r.at++;
  return { chars: new Set([String.fromCodePoint(code)]), nullable: false };
}

/** After `[`: the set's characters, ranges expanded; null for a negated set or a class escape. */
function characterSet(r: Reader): First {
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
  return { chars: negated ? null : chars, nullable: false };
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

/** Reads a quantifier after an item, if any; true when it allows no repetition (`?`, `*`, `{0,n}`). */
function quantifierAllowsNone(r: Reader): boolean {
  const q = /^(?:[?*+]|\{(\d+)(?:,\d*)?\})\??/.exec(r.source.slice(r.at, r.at + 20));
  if (!q) return false;
  r.at += q[0].length;
  return q[0][0] === "?" || q[0][0] === "*" || q[1] === "0";
}

/**
 * The BMP code units a character of `chars` matches: itself, and with `ignoreCase` every unit that
 * folds to the same letter as one of them under the u flag, found by trying each unit once.
 */
function foldedUnits(chars: ReadonlySet<string>, ignoreCase: boolean): number[] {
  const members = [...chars];
  const astral = members.find((c) => c.length > 1);
  if (astral) throw new Error(`a first character outside the BMP (${astral}) needs a surrogate trigger`);
  if (!ignoreCase) return members.map((c) => c.charCodeAt(0));
  const folds = new RegExp(`[${members.map((c) => unitEscape(c.charCodeAt(0))).join("")}]`, "giu");
  return [...everyBmpUnit().matchAll(folds)].map((m) => m[0].charCodeAt(0));
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
