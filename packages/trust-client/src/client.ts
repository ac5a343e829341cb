import type { components, paths } from "./generated/trust-api.js";

export type Schemas = components["schemas"];
type Method = "get" | "post" | "delete";
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type Body<R> = R extends { content: { "application/json": infer B } } ? B : never;

/** One documented answer: its status and the body documented for that status, as a union. */
export type Answer<P extends keyof paths, M extends Method> = {
  [S in keyof Operation<P, M>["responses"]]: {
    status: S;
    body: Body<Operation<P, M>["responses"][S]>;
    headers: Headers;
  };
}[keyof Operation<P, M>["responses"]];

export interface TrustClientOptions {
  /** The service's base URL, e.g. http://127.0.0.1:3000 */
  baseUrl: string;
  /** Headers sent with every request (an x402 payment, for instance). */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

/** Per-call headers: the Idempotency-Key writes need, HMAC signature headers, X-PAYMENT. */
export type CallHeaders = Record<string, string>;

/**
 * A typed client for the trust service: one method per operation, each resolving with the status
 * and the body the OpenAPI document gives that status (never throwing on an HTTP error status, so
 * callers switch on `status`). Types come from src/generated/trust-api.ts.
 */
export function createTrustClient(options: TrustClientOptions) {
  const doFetch = options.fetch ?? fetch;
  async function call<P extends keyof paths, M extends Method>(
    method: M,
    path: P,
    init: {
      query?: Record<string, string>;
      body?: unknown;
      headers?: CallHeaders;
      pathParams?: Record<string, string>;
    } = {},
  ): Promise<Answer<P, M>> {
    let resolved = String(path);
    for (const [name, value] of Object.entries(init.pathParams ?? {}))
      resolved = resolved.replace(`{${name}}`, encodeURIComponent(value));
    const url = new URL(resolved, options.baseUrl);
    for (const [name, value] of Object.entries(init.query ?? {})) url.searchParams.set(name, value);
    const res = await doFetch(url, {
      method: method.toUpperCase(),
      headers: {
        ...options.headers,
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: text === "" ? undefined : JSON.parse(text),
      headers: res.headers,
    } as Answer<P, M>;
  }

  return {
    score: (wallet: string, headers?: CallHeaders) => call("get", "/score", { query: { wallet }, headers }),
    scoreBatch: (wallets: unknown[], headers?: CallHeaders) =>
      call("post", "/score/batch", { body: { wallets } satisfies Schemas["ScoreBatchRequest"], headers }),
    delegation: (wallet: string) => call("get", "/delegation", { query: { wallet } }),
    sybilCheck: (wallet: string) => call("get", "/sybil-check", { query: { wallet } }),
    reputation: (wallet: string) => call("get", "/reputation", { query: { wallet } }),
    underwrite: (wallet: string) => call("get", "/underwrite", { query: { wallet } }),
    trustGraph: (wallet: string, simulateSponsorLost?: string) =>
      call("get", "/trust-graph", {
        query: simulateSponsorLost === undefined ? { wallet } : { wallet, simulateSponsorLost },
      }),
    passport: (wallet: string) => call("get", "/passport", { query: { wallet } }),
    verify: (wallet: string) => call("get", "/verify", { query: { wallet } }),
    counterpartyCheck: (body: Schemas["CounterpartyRequest"]) =>
      call("post", "/counterparty-check", { body }),
    creditEstimate: (body: Schemas["CreditRequest"]) => call("post", "/credit-estimate", { body }),
    delegate: (body: Schemas["DelegateRequest"], headers: CallHeaders) =>
      call("post", "/delegate", { body, headers }),
    revoke: (body: Schemas["RevokeRequest"], headers: CallHeaders) =>
      call("post", "/revoke", { body, headers }),
    recordReputation: (body: Schemas["ReputationRecordRequest"], headers: CallHeaders) =>
      call("post", "/reputation/record", { body, headers }),
    subscribe: (body: Schemas["SubscribeRequest"], headers: CallHeaders) =>
      call("post", "/reputation/subscribe", { body, headers }),
    unsubscribe: (id: string, headers: CallHeaders) =>
      call("delete", "/reputation/subscribe/{id}", { pathParams: { id }, headers }),
    subscribers: (headers?: CallHeaders) => call("get", "/reputation/subscribers", { headers }),
    registryStatus: () => call("get", "/registry/status"),
    jwks: () => call("get", "/.well-known/jwks.json"),
    health: () => call("get", "/health"),
  };
}

export type TrustClient = ReturnType<typeof createTrustClient>;
