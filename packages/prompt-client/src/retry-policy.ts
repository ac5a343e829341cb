/** When and how long to wait before trying an idempotent call again. */
export interface RetryPolicy {
  /** Further attempts after the first (0 turns retries off). */
  retries: number;
  /** The first backoff's ceiling; each further one doubles it. */
  baseDelayMs: number;
  /** No wait is longer than this, `Retry-After` included. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: Readonly<RetryPolicy> = Object.freeze({
  retries: 3,
  baseDelayMs: 200,
  maxDelayMs: 5_000,
});

/** Statuses worth another try of an idempotent call: the server or a proxy was briefly unable. */
const RETRYABLE_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);

/** Methods that HTTP defines as idempotent. A POST is retried only with an Idempotency-Key. */
const IDEMPOTENT_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

export function isIdempotent(method: string, idempotencyKey: string | undefined): boolean {
  return IDEMPOTENT_METHODS.has(method) || idempotencyKey !== undefined;
}

/**
 * Whether a status (with the platform's error code) is transient. A 409 `IDEMPOTENCY_KEY_IN_PROGRESS`
 * means the first request with the same key is still running: waiting and asking again replays it.
 */
export function isRetryableStatus(status: number, code: string | undefined): boolean {
  return RETRYABLE_STATUSES.has(status) || (status === 409 && code === "IDEMPOTENCY_KEY_IN_PROGRESS");
}

/**
 * The wait before retry number `attempt` (1, 2, …): exponential with "equal jitter", half of
 * `min(maxDelayMs, baseDelayMs * 2^(attempt-1))` plus a random part of the other half, so
 * concurrent clients spread out but every wait still grows. A server's `Retry-After` (seconds or an
 * HTTP date) wins when it is longer, capped at `maxDelayMs`.
 */
export function backoffDelay(
  attempt: number,
  policy: RetryPolicy,
  retryAfter: string | null = null,
  random: () => number = Math.random,
  now: number = Date.now(),
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  const jittered = ceiling / 2 + random() * (ceiling / 2);
  const asked = parseRetryAfter(retryAfter, now);
  return Math.round(Math.min(policy.maxDelayMs, Math.max(jittered, asked ?? 0)));
}

function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
