import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import type { WorkMeter } from "../work-meter.js";

/**
 * Consensus fusion of every detector's findings into non-overlapping spans:
 * 1. the same span and type from several detectors becomes one finding whose confidence is
 *    1 - prod(1 - c_i) (independent agreement raises confidence) and whose detector names are joined by "+";
 * 2. overlaps are resolved greedily in rank order: validated pattern spans first, then higher
 *    confidence, then the longer span, then the earlier start;
 * 3. PERSON spans separated only by a space or a hyphen (`Jean` + `Dupont`) are joined.
 * The result is sorted by start. Ranking is total, so the output never depends on detector order.
 *
 * Cost is linear in the text and the findings: overlap is checked against a per-position coverage
 * map (each finding reads only its own positions) instead of a sorted list with inserts.
 */
export function fuse(text: string, findings: readonly Finding[], meter?: WorkMeter): Finding[] {
  const ranked = agree(findings).sort(byRank);
  const covered = new Uint8Array(text.length + 1);
  const kept: Finding[] = [];
  let scanned = 0;
  for (const f of ranked) {
    let free = true;
    for (let i = f.start; i < f.end; i++) {
      scanned++;
      if (covered[i] === 1) {
        free = false;
        break;
      }
    }
    if (!free) continue;
    covered.fill(1, f.start, f.end);
    kept.push(f);
  }
  meter?.add(findings.length + scanned);
  kept.sort((a, b) => a.start - b.start);
  return joinNameParts(text, kept);
}

function agree(findings: readonly Finding[]): Finding[] {
  const byKey = new Map<string, Finding>();
  for (const f of findings) {
    const key = `${f.start}:${f.end}:${f.type}`;
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, f);
      continue;
    }
    if (seen.detector.split("+").includes(f.detector)) {
      if (f.confidence > seen.confidence) byKey.set(key, { ...seen, confidence: f.confidence });
      continue;
    }
    const better = rankValue(f) > rankValue(seen) ? f : seen;
    byKey.set(key, {
      ...better,
      confidence: 1 - (1 - seen.confidence) * (1 - f.confidence),
      detector: [...seen.detector.split("+"), f.detector].sort().join("+"),
      verdict: seen.verdict === "valid" || f.verdict === "valid" ? "valid" : better.verdict,
    });
  }
  return [...byKey.values()];
}

function rankValue(f: Finding): number {
  return (f.verdict === "valid" ? 2 : 0) + f.confidence;
}

function byRank(a: Finding, b: Finding): number {
  return (
    rankValue(b) - rankValue(a) ||
    b.end - b.start - (a.end - a.start) ||
    a.start - b.start ||
    (a.type < b.type ? -1 : a.type > b.type ? 1 : 0)
  );
}

function joinNameParts(text: string, spans: readonly Finding[]): Finding[] {
  const out: Finding[] = [];
  for (const f of spans) {
    const prev = out[out.length - 1];
    if (
      prev &&
      prev.type === EntityType.PERSON &&
      f.type === EntityType.PERSON &&
      /^[ -]$/.test(text.slice(prev.end, f.start))
    ) {
      const gap = text.slice(prev.end, f.start);
      out[out.length - 1] = {
        ...prev,
        end: f.end,
        confidence: Math.max(prev.confidence, f.confidence),
        normalized: `${prev.normalized}${gap === "-" ? "-" : " "}${f.normalized}`,
      };
      continue;
    }
    out.push(f);
  }
  return out;
}
