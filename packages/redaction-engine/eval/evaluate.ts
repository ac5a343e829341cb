import { type EntityType, PATTERN_TYPES } from "../src/entity-type.js";
import type { LabelledDoc } from "./labelled-doc.js";
import { type Score, score, Tally, tallySpans, tallyTokens } from "./metrics.js";

export interface Evaluation {
  readonly spanExact: ReadonlyMap<EntityType, Score>;
  readonly tokenLevel: ReadonlyMap<EntityType, Score>;
  readonly overallSpan: Score;
  readonly overallToken: Score;
  readonly patternSpan: Score;
  /** Gold pattern values (emails, cards, ...) still present verbatim in the redacted text. */
  readonly leaks: number;
  /** Mistakes, for reading: [doc id, "FN"/"FP", type, text]. */
  readonly errors: readonly (readonly [string, string, EntityType, string])[];
}

/** Anything that redacts text and says where: our redactor, or an adapter around another library. */
export interface SpanRedactor {
  redact(text: string): Promise<{
    readonly text: string;
    readonly spans: readonly { start: number; end: number; type: EntityType }[];
  }>;
}

/** Runs a redactor over labelled documents and scores its spans against the gold spans. */
export async function evaluate(
  redactor: SpanRedactor,
  docs: readonly LabelledDoc[],
  types: ReadonlySet<EntityType>,
): Promise<Evaluation> {
  const spans = new Tally();
  const tokens = new Tally();
  const errors: [string, string, EntityType, string][] = [];
  let leaks = 0;
  for (const doc of docs) {
    const result = await redactor.redact(doc.text);
    const predicted = result.spans.map(({ start, end, type }) => ({ start, end, type }));
    tallySpans(spans, doc.spans, predicted, types);
    tallyTokens(tokens, doc.text, doc.spans, predicted, types);
    const key = (s: { start: number; end: number; type: EntityType }) => `${s.start}:${s.end}:${s.type}`;
    const predKeys = new Set(predicted.map(key));
    const goldKeys = new Set(doc.spans.map(key));
    for (const s of doc.spans) {
      if (!types.has(s.type)) continue;
      if (!predKeys.has(key(s))) errors.push([doc.id, "FN", s.type, doc.text.slice(s.start, s.end)]);
      if (PATTERN_TYPES.includes(s.type) && result.text.includes(doc.text.slice(s.start, s.end))) leaks++;
    }
    for (const s of predicted)
      if (types.has(s.type) && !goldKeys.has(key(s)))
        errors.push([doc.id, "FP", s.type, doc.text.slice(s.start, s.end)]);
  }
  const scores = (t: Tally) =>
    new Map([...t.byType].filter(([type]) => types.has(type)).map(([type, c]) => [type, score(c)]));
  const patternTypes = new Set(PATTERN_TYPES.filter((t) => types.has(t)));
  return {
    spanExact: scores(spans),
    tokenLevel: scores(tokens),
    overallSpan: score(spans.overall(types)),
    overallToken: score(tokens.overall(types)),
    patternSpan: score(spans.overall(patternTypes)),
    leaks,
    errors,
  };
}
