import type { EntityType } from "../src/entity-type.js";
import type { SpanRedactor } from "./evaluate.js";
import type { GoldSpan, LabelledDoc } from "./labelled-doc.js";
import { type Counts, type Score, score } from "./metrics.js";

/** Per-type scores of one redactor on one corpus, exact and overlapping, and what leaked. */
export interface TypeReport {
  readonly exact: Score;
  readonly overlap: Score;
  /** Gold values still present, character for character, in the redacted text. */
  readonly verbatim: number;
  readonly gold: number;
}

export interface CorpusReport {
  readonly byType: ReadonlyMap<EntityType, TypeReport>;
  readonly overall: TypeReport;
  /** [doc id, type, value] of every gold value left verbatim, for reading. */
  readonly leaked: readonly (readonly [string, EntityType, string])[];
}

const empty = (): Counts => ({ tp: 0, fp: 0, fn: 0 });

/**
 * Scores spans two ways: exact (same start, end and type) and overlapping (a gold span is found
 * when a predicted span of its type overlaps it; a predicted span is right when it overlaps a gold
 * span of its type). "Verbatim" is the number the leak targets count: a gold value that
 * still appears in the output, whatever the spans say (a value found twice but replaced once leaks).
 */
export async function evaluateOverlap(
  redactor: SpanRedactor,
  docs: readonly LabelledDoc[],
  types: ReadonlySet<EntityType>,
): Promise<CorpusReport> {
  const exact = new Map<EntityType, Counts>();
  const overlap = new Map<EntityType, Counts>();
  const verbatim = new Map<EntityType, number>();
  const gold = new Map<EntityType, number>();
  const leaked: [string, EntityType, string][] = [];
  const at = (m: Map<EntityType, Counts>, t: EntityType) => {
    const c = m.get(t) ?? empty();
    m.set(t, c);
    return c;
  };
  for (const doc of docs) {
    const result = await redactor.redact(doc.text);
    const predicted = result.spans.filter((s) => types.has(s.type));
    const goldSpans = doc.spans.filter((s) => types.has(s.type));
    const same = (a: GoldSpan, b: GoldSpan) => a.start === b.start && a.end === b.end && a.type === b.type;
    const meets = (a: GoldSpan, b: GoldSpan) => a.type === b.type && a.start < b.end && b.start < a.end;
    for (const g of goldSpans) {
      gold.set(g.type, (gold.get(g.type) ?? 0) + 1);
      at(exact, g.type)[predicted.some((p) => same(g, p)) ? "tp" : "fn"]++;
      at(overlap, g.type)[predicted.some((p) => meets(g, p)) ? "tp" : "fn"]++;
      const value = doc.text.slice(g.start, g.end);
      if (result.text.includes(value)) {
        verbatim.set(g.type, (verbatim.get(g.type) ?? 0) + 1);
        leaked.push([doc.id, g.type, value]);
      }
    }
    for (const p of predicted) {
      if (!goldSpans.some((g) => same(g, p))) at(exact, p.type).fp++;
      if (!goldSpans.some((g) => meets(g, p))) at(overlap, p.type).fp++;
    }
  }
  const byType = new Map<EntityType, TypeReport>();
  const sum = (m: Map<EntityType, Counts>) => {
    const t = empty();
    for (const c of m.values()) {
      t.tp += c.tp;
      t.fp += c.fp;
      t.fn += c.fn;
    }
    return t;
  };
  for (const type of [...types].sort()) {
    if (!gold.has(type) && !exact.has(type)) continue;
    byType.set(type, {
      exact: score(exact.get(type) ?? empty()),
      overlap: score(overlap.get(type) ?? empty()),
      verbatim: verbatim.get(type) ?? 0,
      gold: gold.get(type) ?? 0,
    });
  }
  const overall: TypeReport = {
    exact: score(sum(exact)),
    overlap: score(sum(overlap)),
    verbatim: [...verbatim.values()].reduce((a, b) => a + b, 0),
    gold: [...gold.values()].reduce((a, b) => a + b, 0),
  };
  return { byType, overall, leaked };
}

/** A markdown table: one row per type, exact and overlapping P/R/F1, values left verbatim. */
export function formatCorpusReport(title: string, r: CorpusReport): string {
  const f = (x: number) => x.toFixed(3);
  const row = (name: string, t: TypeReport) =>
    `| ${name} | ${f(t.exact.precision)} | ${f(t.exact.recall)} | ${f(t.exact.f1)} | ${f(t.overlap.precision)} | ${f(t.overlap.recall)} | ${f(t.overlap.f1)} | ${t.verbatim} / ${t.gold} |`;
  return [
    `### ${title}`,
    "",
    "| type | exact P | exact R | exact F1 | overlap P | overlap R | overlap F1 | left verbatim / gold |",
    "|---|---|---|---|---|---|---|---|",
    ...[...r.byType].map(([type, t]) => row(type, t)),
    row("**all**", r.overall),
  ].join("\n");
}
