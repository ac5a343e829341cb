import type { ModelRef } from "./manifest-graph.js";

/** USD per 1 000 tokens. */
export interface ModelPrice {
  input: number;
  output: number;
}

/** Keyed by `<provider>:<model>` or by `<provider>` (every model of it). */
export type PriceTable = Readonly<Record<string, ModelPrice>>;

export const DEFAULT_PRICES: PriceTable = { simulator: { input: 0.0005, output: 0.0015 } };

/** The most specific entry: `<provider>:<model>`, then `<provider>`, else free. */
export function priceOf(table: PriceTable, ref: ModelRef): ModelPrice {
  return table[`${ref.provider}:${ref.model}`] ?? table[ref.provider] ?? { input: 0, output: 0 };
}

/**
 * Cost in micro-USD (integers, so sums are exact):
 * round((promptTokens × input + completionTokens × output) / 1000 × 1 000 000).
 */
export function costMicros(price: ModelPrice, promptTokens: number, completionTokens: number): number {
  return Math.round((promptTokens * price.input + completionTokens * price.output) * 1000);
}

export const microsToUsd = (micros: number) => micros / 1_000_000;
export const usdToMicros = (usd: number) => Math.round(usd * 1_000_000);

/** Parses PLATFORM_MODEL_PRICES; throws with a readable message on a bad shape. */
export function parsePriceTable(text: string): PriceTable {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error("PLATFORM_MODEL_PRICES must be JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw new Error(
      'PLATFORM_MODEL_PRICES must be an object like {"simulator":{"input":0.0005,"output":0.0015}}',
    );
  for (const [key, value] of Object.entries(parsed)) {
    const v = value as Partial<ModelPrice> | null;
    if (
      typeof v !== "object" ||
      v === null ||
      typeof v.input !== "number" ||
      typeof v.output !== "number" ||
      v.input < 0 ||
      v.output < 0
    )
      throw new Error(`PLATFORM_MODEL_PRICES.${key} must be {input, output} in USD per 1K tokens (>= 0)`);
  }
  return Object.freeze(parsed as PriceTable);
}
