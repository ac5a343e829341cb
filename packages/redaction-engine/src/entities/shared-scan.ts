import { firstCharacterTrigger } from "./pattern-prefixes.js";

/**
 * The scans `firstCharacterScan` (sticky-scan.ts) makes for each of several global Unicode
 * patterns, made with one pass over the text: one trigger, the union of the patterns' own (their
 * first `length` characters after `notAfter`), finds every place where any of them may start; the
 * pattern whose own trigger fires there is then run, sticky, at that place. Each pattern's matches
 * are exactly those of its own scan (a rejected place moves that pattern on by one position, an
 * accepted match past its end), listed per pattern in the order given. The label scans of one
 * document each walked the whole text with their own trigger; the shared one walks it once.
 *
 * `notAfter` is "" or a look-behind of one class, `(?<![A-Za-z0-9])`. The union consumes the
 * character before a place instead (`[^A-Za-z0-9]`), and the text's first place is tried apart:
 * a look-behind tried at every position made the union scan a quarter slower (issue 22, speed).
 */
export function sharedFirstCharacterScan(
  patterns: readonly RegExp[],
  notAfter = "",
  length = 2,
): (text: string) => RegExpExecArray[][] {
  const notAfterClass = lookBehindClass(notAfter);
  const exact = patterns.map((p) => new RegExp(p.source, `${p.flags.replace("g", "")}y`));
  // Built at the first scan, not at import: reading the case variants takes a few milliseconds.
  let own: RegExp[] | undefined;
  let union: RegExp | undefined;
  let atStart: RegExp | undefined;
  let starts: Uint8Array | undefined;
  return (text) => {
    if (!own || !union || !atStart || !starts) {
      // Each trigger is read once: its own (sticky, after `notAfter`) and its part of the union.
      const bare = patterns.map((p) => firstCharacterTrigger(p, "", length).source);
      own = bare.map((source) => new RegExp(`${notAfter}${source}`, "y"));
      const any = `(?:${bare.join("|")})`;
      union = new RegExp(notAfterClass === undefined ? any : `[^${notAfterClass}]${any}`, "g");
      atStart = new RegExp(any, "y");
      starts = startingUnits(patterns);
    }
    const found: RegExpExecArray[][] = patterns.map(() => []);
    // Per pattern, where its own scan would look next.
    const next = patterns.map(() => 0);
    // The union finds places after a character it consumed: none precedes the first.
    atStart.lastIndex = 0;
    if (notAfterClass !== undefined && atStart.test(text)) runAt(0, text, own, exact, starts, next, found);
    const before = notAfterClass === undefined ? 0 : 1;
    union.lastIndex = 0;
    for (let t = union.exec(text); t; t = union.exec(text)) {
      const at = t.index + before;
      runAt(at, text, own, exact, starts, next, found);
      // The next place is after `at`: its consumed character may be the one at `at`.
      union.lastIndex = at + 1 - before;
    }
    return found;
  };
}

/**
 * Runs, at `at`, each pattern whose own trigger fires there and whose scan has reached it. Only
 * the patterns that may start with the unit at `at` (`starts`) try their trigger: trying all of
 * them at every place the union found cost about as much as the union's scan.
 */
function runAt(
  at: number,
  text: string,
  own: readonly RegExp[],
  exact: readonly RegExp[],
  starts: Uint8Array,
  next: number[],
  found: RegExpExecArray[][],
): void {
  const may = starts[text.charCodeAt(at)]!;
  for (let k = 0; k < exact.length; k++) {
    if ((may & (1 << k)) === 0 || at < next[k]!) continue;
    const trigger = own[k]!;
    trigger.lastIndex = at;
    if (!trigger.test(text)) continue;
    const re = exact[k]!;
    re.lastIndex = at;
    const m = re.exec(text);
    if (m) found[k]!.push(m);
    next[k] = m && m[0].length > 0 ? m.index + m[0].length : at + 1;
  }
}

/** Patterns per shared scan: one bit each in a code unit's entry of `startingUnits`. */
const MOST_PATTERNS = 8;

/**
 * Per UTF-16 code unit, a bit for each pattern whose match may start with it: its one-character
 * trigger (case variants included) run over every unit once, when the scan is built.
 */
function startingUnits(patterns: readonly RegExp[]): Uint8Array {
  if (patterns.length > MOST_PATTERNS)
    throw new Error(`a shared scan takes at most ${MOST_PATTERNS} patterns`);
  const units = new Uint8Array(0x10000);
  // Every unit at its own index (in slices: a call takes a bounded number of arguments).
  const slices: string[] = [];
  for (let from = 0; from < 0x10000; from += 0x800)
    slices.push(String.fromCharCode(...Array.from({ length: 0x800 }, (_, u) => from + u)));
  const every = slices.join("");
  patterns.forEach((p, k) => {
    for (const m of every.matchAll(firstCharacterTrigger(p, "", 1))) units[m.index]! |= 1 << k;
  });
  return units;
}

/** The class of a one-class negative look-behind (`A-Za-z0-9` of `(?<![A-Za-z0-9])`), or undefined for "". */
function lookBehindClass(notAfter: string): string | undefined {
  if (notAfter === "") return undefined;
  const one = /^\(\?<!\[([^\]\\]+)\]\)$/.exec(notAfter);
  if (!one) throw new Error(`a shared scan's look-behind must be one class, not ${notAfter}`);
  return one[1];
}
