import { firstCharacterTrigger } from "./pattern-prefixes.js";

/**
 * What `[...text.matchAll(re)]` returns for the global regex `re`, without the copy of `re` that
 * every `matchAll` makes (about a microsecond and a half for a long pattern, paid by each rule on
 * each document however short): `re` itself runs from 0 and is left at 0, as a finished scan
 * leaves it. An empty match moves on by one character (one code point under the u flag).
 */
export function allMatches(re: RegExp, text: string): RegExpExecArray[] {
  if (!re.global) throw new TypeError(`allMatches needs a global pattern: /${re.source}/${re.flags}`);
  const found: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    found.push(m);
    if (m[0].length === 0) re.lastIndex = nextIndex(text, re.lastIndex, re.unicode);
  }
  return found;
}

function nextIndex(text: string, at: number, unicode: boolean): number {
  if (!unicode || at + 1 >= text.length) return at + 1;
  const lead = text.charCodeAt(at);
  const trail = text.charCodeAt(at + 1);
  return lead >= 0xd800 && lead <= 0xdbff && trail >= 0xdc00 && trail <= 0xdfff ? at + 2 : at + 1;
}

/**
 * The matches a global scan with `exact` (a `^...` pattern with the m flag) would find, for a
 * pattern whose every match holds, on its line, a character that `mark` (global, without the u
 * flag, never a line end) finds: `exact` (sticky) is tried only at the starts of lines holding one
 * (`Name:` needs its colon), each at most once. Each character is walked back over once.
 */
export function markedLineMatches(mark: RegExp, exact: RegExp, text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  // Line starts below `next` are tried or inside a match; characters below `walked` are read.
  let next = 0;
  let walked = 0;
  mark.lastIndex = 0;
  for (let t = mark.exec(text); t; t = mark.exec(text)) {
    const floor = Math.max(next, walked);
    let at = t.index;
    while (at > floor && !lineEnd(text.charCodeAt(at - 1))) at--;
    walked = t.index + 1;
    if (at === 0 || lineEnd(text.charCodeAt(at - 1))) {
      exact.lastIndex = at;
      const m = exact.exec(text);
      if (m) found.push(m);
      next = m ? m.index + Math.max(1, m[0].length) : at + 1;
    }
    mark.lastIndex = Math.max(t.index + 1, next);
  }
  return found;
}

/** Where `^` matches after, under the m flag: \n, \r, U+2028, U+2029. */
function lineEnd(unit: number): boolean {
  return unit === 0x0a || unit === 0x0d || unit === 0x2028 || unit === 0x2029;
}

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
 * The matches a global scan with `exact` would find, for a pattern whose every match holds a place
 * that `trigger` (global, without the u flag) finds, and starts at or after
 * `windowStart(text, place, floor)` (never below `floor`, never after `place`; a later place's
 * window never starts before an earlier one's). `exact` (sticky) is tried at each position of those
 * windows once, in order, as the global scan would try it: rules whose Unicode pattern starts with
 * a name (`Levent Bey`) are found from the rare word after the name.
 */
export function matchesBeforeTriggers(
  trigger: RegExp,
  exact: RegExp,
  text: string,
  windowStart: (text: string, place: number, floor: number) => number,
): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  let next = 0;
  trigger.lastIndex = 0;
  for (let t = trigger.exec(text); t; t = trigger.exec(text)) {
    const place = t.index;
    const m = firstStickyMatch(exact, text, windowStart(text, place, next), place + 1);
    if (m) found.push(m);
    next = m ? m.index + Math.max(1, m[0].length) : place + 1;
    trigger.lastIndex = Math.max(place + 1, next);
  }
  return found;
}

/**
 * The scan `triggeredMatches` makes for the global Unicode regex `exact`, its trigger built from
 * `exact` itself: the first two characters a match can consume, each with its case variants under
 * the `i` flag (`K` Kelvin sign for `k`, `ſ` for `s`), read from the pattern source so that an
 * alternative added later is never missed. `notAfter` (a non-Unicode look-behind such as
 * `(?<![A-Za-z0-9])`) may narrow the trigger where `exact` itself rejects those starts.
 */
export function firstCharacterScan(
  exact: RegExp,
  notAfter = "",
  length = 2,
): (text: string) => RegExpExecArray[] {
  const sticky = new RegExp(exact.source, `${exact.flags.replace("g", "")}y`);
  // Built at the first scan, not at import: reading the case variants takes a few milliseconds.
  let trigger: RegExp | undefined;
  return (text) => {
    trigger ??= firstCharacterTrigger(exact, notAfter, length);
    return triggeredMatches(trigger, sticky, text);
  };
}
