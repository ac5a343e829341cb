/** Where the ALGO price in USD comes from, as reported in answers. */
export type PriceSource = "ALGO_USD_PRICE" | "ALGO_PRICE_URL" | "none";

export interface AlgoPrice {
  /** USD per ALGO; undefined when no price is known (ALGO is then valued at 0). */
  usd: number | undefined;
  source: PriceSource;
}

export interface PriceFeedOptions {
  fixed?: number;
  url?: string;
  refreshMs: number;
  timeoutMs: number;
  now?: () => number;
  logger: { warn(obj: object, msg: string): void };
}

/**
 * The ALGO price: ALGO_USD_PRICE when set, else the feed at ALGO_PRICE_URL, which answers
 * `{"algoUsd": <positive number>}` (docs/trust-service.md). The feed is read at most once per
 * `refreshMs`, one request at a time; when it fails the last good price is kept, and until one
 * is known ALGO is valued at 0 (conservative: a risk team would rather undervalue than guess).
 */
export function algoPriceSource(o: PriceFeedOptions): () => Promise<AlgoPrice> {
  if (o.fixed !== undefined) {
    const fixed: AlgoPrice = { usd: o.fixed, source: "ALGO_USD_PRICE" };
    return async () => fixed;
  }
  if (!o.url) return async () => ({ usd: undefined, source: "none" });
  const url = o.url;
  const now = o.now ?? Date.now;
  let last: number | undefined;
  let readAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<void> | undefined;
  const refresh = async () => {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(o.timeoutMs) });
      const body = (await res.json()) as { algoUsd?: unknown };
      if (
        !res.ok ||
        typeof body.algoUsd !== "number" ||
        !(body.algoUsd > 0) ||
        !Number.isFinite(body.algoUsd)
      )
        throw new Error(`unexpected answer ${res.status}`);
      last = body.algoUsd;
    } catch (error) {
      o.logger.warn({ err: error, url }, "ALGO price feed failed; keeping the last price");
    } finally {
      readAt = now();
      pending = undefined;
    }
  };
  return async () => {
    if (now() - readAt >= o.refreshMs) {
      pending ??= refresh();
      await pending;
    }
    return { usd: last, source: "ALGO_PRICE_URL" };
  };
}
