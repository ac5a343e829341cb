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

function wordUnit(unit: number): boolean {
  return (
    (unit >= 0x61 && unit <= 0x7a) ||
    (unit >= 0x41 && unit <= 0x5a) ||
    unit === 0x27 ||
    unit === 0x2d ||
    unit >= 0x80
  );
}
