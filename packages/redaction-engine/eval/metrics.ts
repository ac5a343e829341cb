import type { EntityType } from "../src/entity-type.js";
import type { GoldSpan } from "./labelled-doc.js";

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export interface Score {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
  readonly support: number;
}

export function score({ tp, fp, fn }: Counts): Score {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, support: tp + fn };
}

/** Per-type and overall counts, accumulated over documents. */
export class Tally {
  readonly byType = new Map<EntityType, Counts>();

  add(type: EntityType, kind: keyof Counts, n = 1): void {
    const c = this.byType.get(type) ?? { tp: 0, fp: 0, fn: 0 };
    this.byType.set(type, c);
    c[kind] += n;
  }

  overall(types?: ReadonlySet<EntityType>): Counts {
    const total = { tp: 0, fp: 0, fn: 0 };
    for (const [type, c] of this.byType) {
      if (types && !types.has(type)) continue;
      total.tp += c.tp;
      total.fp += c.fp;
      total.fn += c.fn;
    }
    return total;
  }
}

/** Span-exact: a prediction counts only with the same start, end and type as a gold span. */
export function tallySpans(
  tally: Tally,
  gold: readonly GoldSpan[],
  predicted: readonly GoldSpan[],
  types: ReadonlySet<EntityType>,
): void {
  const key = (s: GoldSpan) => `${s.start}:${s.end}:${s.type}`;
  const goldKeys = new Set(gold.filter((s) => types.has(s.type)).map(key));
  const predKeys = new Set(predicted.filter((s) => types.has(s.type)).map(key));
  for (const s of gold) if (types.has(s.type)) tally.add(s.type, predKeys.has(key(s)) ? "tp" : "fn");
  for (const s of predicted) if (types.has(s.type) && !goldKeys.has(key(s))) tally.add(s.type, "fp");
}

const TOKEN = /[\p{L}\p{N}]+/gu;

/**
 * Token-level: every word token of the text gets the type of the span covering it (or none);
 * a token is a true positive when gold and prediction give it the same type.
 */
export function tallyTokens(
  tally: Tally,
  text: string,
  gold: readonly GoldSpan[],
  predicted: readonly GoldSpan[],
  types: ReadonlySet<EntityType>,
): void {
  const labelAt = (spans: readonly GoldSpan[], start: number, end: number) =>
    spans.find((s) => types.has(s.type) && s.start < end && s.end > start)?.type;
  for (const m of text.matchAll(TOKEN)) {
    const start = m.index;
    const end = start + m[0].length;
    const g = labelAt(gold, start, end);
    const p = labelAt(predicted, start, end);
    if (g && p === g) tally.add(g, "tp");
    else {
      if (g) tally.add(g, "fn");
      if (p) tally.add(p, "fp");
    }
  }
}
