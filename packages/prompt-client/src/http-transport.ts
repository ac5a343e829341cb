import { PlatformApiError, PlatformConnectionError } from "./errors.js";
import {
  backoffDelay,
  DEFAULT_RETRY_POLICY,
  isIdempotent,
  isRetryableStatus,
  type RetryPolicy,
} from "./retry-policy.js";

export interface TransportOptions {
  /** The platform's base URL, e.g. `http://127.0.0.1:8080` (a path prefix is kept). */
  baseUrl: string;
  /** An API key (`ppk_…`), sent as `Authorization: Bearer`. Without one only public routes answer. */
  apiKey?: string | undefined;
  /** A fetch implementation; the platform's `globalThis.fetch` by default. */
  fetch?: typeof fetch;
  /** Retries of idempotent calls; `{retries: 0}` turns them off. */
  retry?: Partial<RetryPolicy>;
  /** Per attempt: until the whole body has arrived (JSON) or until the headers have (streams). */
  timeoutMs?: number;
  /** Sent on every request (e.g. `X-Org-Id` to pick an organisation). */
  headers?: Record<string, string>;
}

/** Per-call options every client method takes last. */
export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * The `Idempotency-Key` of a create or transition call. The client makes one up for every such
   * call (so it can retry it safely); pass your own to make a retry from another process safe too.
   */
  idempotencyKey?: string;
  /** Sent as `X-Request-Id` (the platform keeps a UUID, and otherwise makes its own). */
  requestId?: string;
  headers?: Record<string, string>;
}

export type QueryValue = string | number | boolean | undefined | null;

export interface CallOptions extends RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** The route honours `Idempotency-Key`: send one (the caller's or a new one) and allow retries. */
  keyed?: boolean;
  accept?: string;
  /** Keep the response open (a stream): the timeout stops once the headers have arrived. */
  stream?: boolean;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

/** HTTP on the platform fetch: auth, JSON, errors with method/path/status/body, bounded retries. */
export class HttpTransport {
  readonly baseUrl: string;
  private readonly fetchFn: typeof fetch;
  private readonly policy: RetryPolicy;
  private readonly timeoutMs: number;

  constructor(private readonly options: TransportOptions) {
    if (!options.baseUrl) throw new TypeError("PlatformClient: baseUrl is required");
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    const fetchFn = options.fetch ?? globalThis.fetch;
    if (typeof fetchFn !== "function") throw new TypeError("PlatformClient: no fetch available; pass one");
    // Browsers refuse a detached fetch ("Illegal invocation"): keep it bound to the global object.
    this.fetchFn = options.fetch ?? fetchFn.bind(globalThis);
    this.policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** Sends a call and returns its parsed JSON body (`undefined` for an empty one). */
  async json<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
    const { text } = await this.send(method, path, options);
    if (!text) return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      return text as T;
    }
  }

  /** Sends a call and hands back the open response (2xx only) for the caller to read as a stream. */
  async stream(method: string, path: string, options: CallOptions = {}): Promise<Response> {
    const { response } = await this.send(method, path, { ...options, stream: true });
    return response;
  }

  private async send(
    method: string,
    path: string,
    options: CallOptions,
  ): Promise<{ response: Response; text: string }> {
    const target = path + queryString(options.query);
    const idempotencyKey = options.keyed ? (options.idempotencyKey ?? newIdempotencyKey()) : undefined;
    const retries = isIdempotent(method, idempotencyKey) ? this.policy.retries : 0;
    const headers = this.headers(options, idempotencyKey);
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);

    for (let attempt = 1; ; attempt++) {
      const deadline = abortAfter(this.timeoutMs, options.signal);
      let response: Response;
      let text = "";
      try {
        response = await this.fetchFn(this.baseUrl + target, {
          method,
          headers,
          signal: deadline.signal,
          ...(body !== undefined ? { body } : {}),
        });
        if (!options.stream || !response.ok) text = await response.text();
      } catch (error) {
        deadline.clear();
        if (options.signal?.aborted) throw options.signal.reason ?? error;
        if (attempt <= retries) {
          await sleep(backoffDelay(attempt, this.policy), options.signal);
          continue;
        }
        throw new PlatformConnectionError(method, target, this.baseUrl, attempt, {
          cause: deadline.timedOut() ? new Error(`timed out after ${this.timeoutMs} ms`) : error,
        });
      }
      // A stream keeps the caller's signal (to cancel it later) but is no longer under the timeout.
      if (options.stream && response.ok) deadline.stopTimer();
      else deadline.clear();
      if (response.ok) return { response, text };
      const error = new PlatformApiError(
        method,
        target,
        response.status,
        response.statusText,
        text,
        response.headers.get("x-request-id") ?? undefined,
      );
      if (attempt > retries || !isRetryableStatus(error.status, error.code)) throw error;
      await sleep(backoffDelay(attempt, this.policy, response.headers.get("retry-after")), options.signal);
    }
  }

  private headers(options: CallOptions, idempotencyKey: string | undefined): Record<string, string> {
    const headers: Record<string, string> = {
      accept: options.accept ?? "application/json",
      ...this.options.headers,
      ...options.headers,
    };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
    if (options.requestId) headers["x-request-id"] = options.requestId;
    return headers;
  }
}

function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== null) params.append(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A UUID v4 from Web Crypto (Node 19+, browsers), or from `getRandomValues`, or as a last resort Math.random. */
export function newIdempotencyKey(): string {
  const webCrypto = globalThis.crypto;
  if (typeof webCrypto?.randomUUID === "function") return webCrypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof webCrypto?.getRandomValues === "function") webCrypto.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An AbortSignal that fires on the caller's signal or after `ms` (AbortSignal.any is not in Node 18). */
function abortAfter(ms: number, outer: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener("abort", onAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error(`timed out after ${ms} ms`));
  }, ms);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    stopTimer: () => clearTimeout(timer),
    clear() {
      clearTimeout(timer);
      outer?.removeEventListener("abort", onAbort);
    },
  };
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
