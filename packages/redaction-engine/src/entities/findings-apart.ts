import type { Finding } from "../finding.js";

/**
 * The candidates that overlap no finding of `found` nor an earlier kept candidate, in one sweep of
 * both sorted by start (a check of each against all was quadratic in a text of many labels). Rules
 * that add to the label patterns' findings keep theirs apart with it.
 */
export function findingsApart(candidates: Finding[], found: readonly Finding[]): Finding[] {
  if (candidates.length === 0) return candidates;
  const byStart = (a: Finding, b: Finding) => a.start - b.start || a.end - b.end;
  const sorted = [...found].sort(byStart);
  const out: Finding[] = [];
  let next = 0;
  let foundEnd = -1;
  let keptEnd = -1;
  for (const c of candidates.sort(byStart)) {
    // The furthest end of the found spans that start before this candidate ends.
    while (next < sorted.length && sorted[next]!.start < c.end)
      foundEnd = Math.max(foundEnd, sorted[next++]!.end);
    if (foundEnd > c.start || keptEnd > c.start) continue;
    out.push(c);
    keptEnd = c.end;
  }
  return out;
}
