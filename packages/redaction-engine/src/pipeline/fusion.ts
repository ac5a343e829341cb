import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { TAGGER_DETECTOR } from "../tagger/tagger-detector.js";
import type { WorkMeter } from "../work-meter.js";
import { dropAbbreviationSpans } from "./abbreviation-spans.js";
import { dropFieldLabelOrgs } from "./field-label-orgs.js";
import { dropOrgSubUnits } from "./org-sub-units.js";

/**
 * Consensus fusion of every detector's findings into non-overlapping spans:
 * 1. the same span and type from several detectors becomes one finding whose confidence is
 *    1 - prod(1 - c_i) (independent agreement raises confidence) and whose detector names are joined by "+";
 * 2. overlaps are resolved greedily in rank order: validated pattern spans first, then higher
 *    confidence, then the longer span, then the earlier start;
 * 3. a kept name or organisation grows to a learned tagger's span of the same type that holds it,
 *    where no other kept span stands: the rules' `Turner` becomes the tagger's `Will Turner`, whose
 *    `Will` the rules, reading a word, left out;
 * 4. PERSON spans separated only by a space or a hyphen (`Jean` + `Dupont`) are joined;
 * 5. a name or organisation that ends a line after an organisation and a separator is a part of
 *    it, not an entity (org-sub-units.ts); a one-word organisation before a number labels it
 *    (`NHS No. 423 929 2441`, `BP 124/78`; field-label-orgs.ts); an abbreviation is no name
 *    (`Dr.`, `Pat.-Nr.`, `M.Sc.`; abbreviation-spans.ts).
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
  const joined = joinNameParts(text, widenToTaggerSpans(kept, findings));
  return dropAbbreviationSpans(text, dropFieldLabelOrgs(text, dropOrgSubUnits(text, joined)));
}

const WIDENED_TYPES: ReadonlySet<EntityType> = new Set([EntityType.PERSON, EntityType.ORG]);

/**
 * Each kept PERSON or ORG span strictly inside a tagger span of its type takes the tagger's extent
 * when no other kept span overlaps that extent. `kept` is sorted by start and non-overlapping, so
 * neighbours are the only spans to check.
 */
function widenToTaggerSpans(kept: Finding[], findings: readonly Finding[]): Finding[] {
  const tagger = findings.filter((f) => f.detector === TAGGER_DETECTOR && WIDENED_TYPES.has(f.type));
  if (tagger.length === 0) return kept;
  tagger.sort((a, b) => a.start - b.start);
  let t = 0;
  return kept.map((f, i) => {
    while (t < tagger.length && tagger[t]!.start < f.start - MAX_WIDENING) t++;
    if (!WIDENED_TYPES.has(f.type)) return f;
    for (let j = t; j < tagger.length && tagger[j]!.start <= f.start; j++) {
      const g = tagger[j]!;
      if (g.type !== f.type || g.end < f.end || g.end - g.start === f.end - f.start) continue;
      const prev = kept[i - 1];
      const next = kept[i + 1];
      if ((prev && prev.end > g.start) || (next && next.start < g.end)) continue;
      return { ...f, start: g.start, end: g.end, normalized: g.normalized };
    }
    return f;
  });
}
// A tagger span starts at most this many characters before the span it widens (names are short):
// the scan stays linear.
const MAX_WIDENING = 64;

/**
 * Merges findings of one span and type. Spans are looked up by start, then end, in maps keyed by
 * numbers: no key string is built per finding.
 */
function agree(findings: readonly Finding[]): Finding[] {
  // Per start, per end, the index in `merged` of each type's finding (at most one per type).
  const byStart = new Map<number, Map<number, number[]>>();
  const merged: Finding[] = [];
  for (const f of findings) {
    let byEnd = byStart.get(f.start);
    if (!byEnd) {
      byEnd = new Map();
      byStart.set(f.start, byEnd);
    }
    let slots = byEnd.get(f.end);
    if (!slots) {
      slots = [];
      byEnd.set(f.end, slots);
    }
    const at = slots.find((i) => merged[i]!.type === f.type);
    if (at === undefined) {
      slots.push(merged.push(f) - 1);
      continue;
    }
    const seen = merged[at]!;
    if (seen.detector.split("+").includes(f.detector)) {
      if (f.confidence > seen.confidence) merged[at] = { ...seen, confidence: f.confidence };
      continue;
    }
    const better = rankValue(f) > rankValue(seen) ? f : seen;
    merged[at] = {
      ...better,
      confidence: 1 - (1 - seen.confidence) * (1 - f.confidence),
      detector: [...seen.detector.split("+"), f.detector].sort().join("+"),
      verdict: seen.verdict === "valid" || f.verdict === "valid" ? "valid" : better.verdict,
    };
  }
  return merged;
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
