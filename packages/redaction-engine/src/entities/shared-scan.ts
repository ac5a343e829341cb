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
  return (text) => {
    if (!own || !union || !atStart) {
      // Each trigger is read once: its own (sticky, after `notAfter`) and its part of the union.
      const bare = patterns.map((p) => firstCharacterTrigger(p, "", length).source);
      own = bare.map((source) => new RegExp(`${notAfter}${source}`, "y"));
      const any = `(?:${bare.join("|")})`;
      union = new RegExp(notAfterClass === undefined ? any : `[^${notAfterClass}]${any}`, "g");
      atStart = new RegExp(any, "y");
    }
    const found: RegExpExecArray[][] = patterns.map(() => []);
    // Per pattern, where its own scan would look next.
    const next = patterns.map(() => 0);
    // The union finds places after a character it consumed: none precedes the first.
    atStart.lastIndex = 0;
    if (notAfterClass !== undefined && atStart.test(text)) runAt(0, text, own, exact, next, found);
    const before = notAfterClass === undefined ? 0 : 1;
    union.lastIndex = 0;
    for (let t = union.exec(text); t; t = union.exec(text)) {
      const at = t.index + before;
      runAt(at, text, own, exact, next, found);
      // The next place is after `at`: its consumed character may be the one at `at`.
      union.lastIndex = at + 1 - before;
    }
    return found;
  };
}

/** Runs, at `at`, each pattern whose own trigger fires there and whose scan has reached it. */
function runAt(
  at: number,
  text: string,
  own: readonly RegExp[],
  exact: readonly RegExp[],
  next: number[],
  found: RegExpExecArray[][],
): void {
  for (let k = 0; k < exact.length; k++) {
    if (at < next[k]!) continue;
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

/** The class of a one-class negative look-behind (`A-Za-z0-9` of `(?<![A-Za-z0-9])`), or undefined for "". */
function lookBehindClass(notAfter: string): string | undefined {
  if (notAfter === "") return undefined;
  const one = /^\(\?<!\[([^\]\\]+)\]\)$/.exec(notAfter);
  if (!one) throw new Error(`a shared scan's look-behind must be one class, not ${notAfter}`);
  return one[1];
}
