// The shape of a run of digit groups around a phone candidate: where it may start, what may stand
// between its groups, whether it stands alone, where its groups end, whether it reads as a date.
// Split from phone-recognizer.ts, which uses them.

// An extension written right after the number: `415-867-5309x12`, `0161 496 0123ext.5`.
const GLUED_EXTENSION = /(?:x|ext\.?)\d{1,6}(?![A-Za-z0-9])/iy;

/** One run of digits in the text. */
export interface Group {
  readonly start: number; // offsets into the text
  readonly end: number;
  readonly digits: string;
}

/** No digit group right before or after `start..end` (brackets and one separator allowed). */
export function standsAlone(text: string, start: number, end: number): boolean {
  return (
    !/\d[ .-]?\(?$/.test(text.slice(Math.max(0, start - 3), start)) &&
    !/^\)?[ .-]?\d/.test(text.slice(end, end + 3))
  );
}

/** Where the written groups end, as digit counts (`0371 4458-0`: 4, 8), the last excluded. */
export function boundaries(run: readonly Group[]): number[] {
  const out: number[] = [];
  let at = 0;
  for (const g of run.slice(0, -1)) {
    at += g.digits.length;
    out.push(at);
  }
  return out;
}

/** `02.11.2026`, `2026-11-02`, `14/03/61`: a date, whatever a numbering plan would say. */
export function dateShaped(text: string, run: readonly Group[], sizes: string): boolean {
  // A date with a four-digit year and what follows it (`2026-11-20 09:12`, `2026-11-07-8841`) is
  // a date too; a short date only alone (`06.12.34.56.78` is a French number).
  const shape = run.length === 3 ? /^(?:[12]-[12]-(?:2|4)|4-[12]-[12])$/ : /^(?:[12]-[12]-4|4-[12]-[12])-/;
  if (run.length < 3 || !shape.test(sizes)) return false;
  const year = run.slice(0, 3).find((g) => g.digits.length === 4);
  if (year && !/^(?:19|20)/.test(year.digits)) return false;
  const gap = text.slice(run[0]!.end, run[1]!.start);
  if (gap !== "." && gap !== "/" && gap !== "-") return false;
  // Day and month in either order (`75.12.34` is a number of New Caledonia, not a date).
  const [a, b] = (sizes[0] === "4" ? run.slice(1) : run.slice(0, 2)).map((g) => Number(g.digits)) as [
    number,
    number,
  ];
  return a >= 1 && b >= 1 && ((a <= 31 && b <= 12) || (a <= 12 && b <= 31));
}

export function extensionAt(text: string, at: number): boolean {
  GLUED_EXTENSION.lastIndex = at;
  return GLUED_EXTENSION.test(text);
}

/** A number may start at a group only after whitespace (optionally then `(` or `+`), never mid-number. */
export function startsAfterSpace(text: string, group: Group): boolean {
  let i = group.start - 1;
  if (text[i] === "(") i--;
  if (text[i] === "+") i--;
  const c = text.charCodeAt(i);
  return c === 32 || c === 0xa0 || c === 9 || c === 10 || c === 13;
}

/**
 * Allowed between two digit groups: a space, a dash or a dot (optionally spaced), or a bracket.
 * Written as a scan because this runs for every candidate run (the stage's hot path).
 */
export function separatorOk(text: string, from: number, to: number): boolean {
  const len = to - from;
  if (len === 0 || len > 3) return false;
  let marks = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 0xa0) continue;
    if (c === 45 || c === 46 || c === 40 || c === 41) marks++;
    else return false;
  }
  return marks <= 1 || (len <= 3 && text[from] === ")" && (text[from + 1] === " " || text[from + 1] === "-"));
}

export function lineBreaks(text: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

/** A line break between two groups, with at most a space on either side of it. */
export function wrappedAt(text: string, from: number, to: number): boolean {
  const gap = text.slice(from, to);
  return gap.length <= 3 && /^ ?\n ?$/.test(gap);
}

// A prefix of two to five digits, then groups of two or three, at least one of two
// (`915 27 483`, `91 402 37 18`, `24310 28 417`); not a thousands grouping (`48 220 000`).
const PREFIX_THEN_SHORT_GROUPS = /^[2-5](?:-[23])*-2(?:-[23])*$/;
const THOUSANDS = /^[12](?:-3)+$/;

/**
 * Whether the run is written as people write numbers in many regions whose plan libphonenumber
 * formats otherwise (Norway's mobiles `915 27 483`, formatted `91 52 74 83`; Madrid's
 * `91 402 37 18`, formatted `914 02 37 18`): an area code or prefix, then groups of two or three
 * digits, single spaces between them. Such a run may be read in the document's regions without
 * their format's grouping; dashes (`1234-5678-90`, a serial) and long later groups must follow it.
 */
export function prefixThenShortGroups(text: string, run: readonly Group[], sizes: string): boolean {
  if (!PREFIX_THEN_SHORT_GROUPS.test(sizes) || THOUSANDS.test(sizes)) return false;
  for (let i = 1; i < run.length; i++) {
    const from = run[i - 1]!.end;
    if (run[i]!.start - from !== 1 || (text.charCodeAt(from) !== 32 && text.charCodeAt(from) !== 0xa0))
      return false;
  }
  return true;
}
