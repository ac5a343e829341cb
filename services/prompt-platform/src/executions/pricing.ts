import type { ModelRef } from "./manifest-graph.js";

/** USD per 1 000 tokens. */
export interface ModelPrice {
  input: number;
  output: number;
}

/** Keyed by `<provider>:<model>` or by `<provider>` (every model of it). */
export type PriceTable = Readonly<Record<string, ModelPrice>>;

/**
 * The maintained default table (issue 24), per 1M tokens as providers publish them: OpenAI's list
 * prices for its common chat models, through the `openai` provider (any OpenAI-compatible API; other
 * vendors' models behind it need PLATFORM_MODEL_PRICES). Review it when prices change, and move
 * DEFAULT_PRICES_AS_OF with it.
 */
export const DEFAULT_PRICES_AS_OF = "2026-03-21";
export const DEFAULT_PRICES_PER_1M: Readonly<Record<string, ModelPrice>> = {
  simulator: { input: 0.5, output: 1.5 },
  "openai:gpt-5": { input: 1.25, output: 10 },
  "openai:gpt-5-mini": { input: 0.25, output: 2 },
  "openai:gpt-5-nano": { input: 0.05, output: 0.4 },
  "openai:gpt-4.1": { input: 2, output: 8 },
  "openai:gpt-4.1-mini": { input: 0.4, output: 1.6 },
  "openai:gpt-4.1-nano": { input: 0.1, output: 0.4 },
  "openai:gpt-4o": { input: 2.5, output: 10 },
  "openai:gpt-4o-mini": { input: 0.15, output: 0.6 },
  "openai:o3": { input: 2, output: 8 },
  "openai:o4-mini": { input: 1.1, output: 4.4 },
  "openai:gpt-3.5-turbo": { input: 0.5, output: 1.5 },
};

const per1K = (p: ModelPrice): ModelPrice => ({ input: p.input / 1000, output: p.output / 1000 });

/** The defaults in the unit the platform computes with (USD per 1K tokens). */
export const DEFAULT_PRICES: PriceTable = Object.freeze(
  Object.fromEntries(Object.entries(DEFAULT_PRICES_PER_1M).map(([k, v]) => [k, per1K(v)])),
);

/** The most specific entry: `<provider>:<model>`, then `<provider>`; undefined when none is known. */
export function findPrice(table: PriceTable, ref: ModelRef): ModelPrice | undefined {
  return table[`${ref.provider}:${ref.model}`] ?? table[ref.provider];
}

/** The price a call that ran is charged at: free when none is known (refused beforehand under a hard budget). */
export function priceOf(table: PriceTable, ref: ModelRef): ModelPrice {
  return findPrice(table, ref) ?? { input: 0, output: 0 };
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

const KEY = /^[a-z][a-z0-9_-]*(:\S+)?$/;
const price = (v: unknown) => typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= 1_000_000;

/**
 * Parses PLATFORM_MODEL_PRICES: `{"<provider>[:<model>]": {"input": …, "output": …}}` in USD per 1K
 * tokens, or `{"inputPer1M": …, "outputPer1M": …}` per 1M tokens. Its entries are laid over the
 * default table (a key in both takes the configured price). Throws with every problem on a bad shape.
 */
export function parsePriceTable(text: string): PriceTable {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error("PLATFORM_MODEL_PRICES must be JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw new Error(
      'PLATFORM_MODEL_PRICES must be an object like {"openai:gpt-4o-mini":{"inputPer1M":0.15,"outputPer1M":0.6}}',
    );
  const problems: string[] = [];
  const table: Record<string, ModelPrice> = { ...DEFAULT_PRICES };
  for (const [key, value] of Object.entries(parsed)) {
    const v = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
    const fields = Object.keys(v).sort().join(",");
    if (!KEY.test(key))
      problems.push(`PLATFORM_MODEL_PRICES key "${key}" must be <provider> or <provider>:<model>`);
    else if (fields === "input,output" && price(v.input) && price(v.output))
      table[key] = { input: v.input as number, output: v.output as number };
    else if (fields === "inputPer1M,outputPer1M" && price(v.inputPer1M) && price(v.outputPer1M))
      table[key] = per1K({ input: v.inputPer1M as number, output: v.outputPer1M as number });
    else
      problems.push(
        `PLATFORM_MODEL_PRICES.${key} must be {input, output} in USD per 1K tokens or ` +
          "{inputPer1M, outputPer1M} in USD per 1M tokens (numbers from 0 to 1000000)",
      );
  }
  if (problems.length > 0) throw new Error(problems.join("; "));
  return Object.freeze(table);
}
