import { firstCharacterTrigger } from "./pattern-prefixes.js";

/**
 * The scans `firstCharacterScan` (sticky-scan.ts) makes for each of several global Unicode
 * patterns, made with one pass over the text: one trigger, the union of the patterns' own (their
 * first `length` characters after `notAfter`), finds every place where any of them may start; the
 * pattern whose own trigger fires there is then run, sticky, at that place. Each pattern's matches
 * are exactly those of its own scan (a rejected place moves that pattern on by one position, an
 * accepted match past its end), listed per pattern in the order given. The label scans of one
 * document each walked the whole text with their own trigger; the shared one walks it once.
 */
export function sharedFirstCharacterScan(
  patterns: readonly RegExp[],
  notAfter = "",
  length = 2,
): (text: string) => RegExpExecArray[][] {
  const exact = patterns.map((p) => new RegExp(p.source, `${p.flags.replace("g", "")}y`));
  // Built at the first scan, not at import: reading the case variants takes a few milliseconds.
  let own: RegExp[] | undefined;
  let union: RegExp | undefined;
  return (text) => {
    if (!own || !union) {
      // Each trigger is read once: its own (sticky, after `notAfter`) and its part of the union.
      const bare = patterns.map((p) => firstCharacterTrigger(p, "", length).source);
      own = bare.map((source) => new RegExp(`${notAfter}${source}`, "y"));
      union = new RegExp(`${notAfter}(?:${bare.join("|")})`, "g");
    }
    const found: RegExpExecArray[][] = patterns.map(() => []);
    // Per pattern, where its own scan would look next.
    const next = patterns.map(() => 0);
    union.lastIndex = 0;
    for (let t = union.exec(text); t; t = union.exec(text)) {
      const at = t.index;
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
      union.lastIndex = at + 1;
    }
    return found;
  };
}
