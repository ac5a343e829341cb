import { PRICES_USDC } from "../http/ops-routes.js";
import { schemas } from "./schemas.js";

/**
 * Completes the document @fastify/swagger builds from the routes with what the routes do not
 * declare: request bodies, every response and error with its schema, the headers (Idempotency-Key,
 * X-RateLimit-*, X-PAYMENT, HMAC) and the security schemes. Schemas live in components, so a client
 * generator names them. Declared here rather than as route schemas because Fastify would then
 * serialise answers through them.
 */
const json = (name: string) => ({ "application/json": { schema: { $ref: `#/components/schemas/${name}` } } });
const RATE_HEADERS = {
  "X-RateLimit-Limit": { $ref: "#/components/headers/X-RateLimit-Limit" },
  "X-RateLimit-Remaining": { $ref: "#/components/headers/X-RateLimit-Remaining" },
  "X-RateLimit-Reset": { $ref: "#/components/headers/X-RateLimit-Reset" },
  "X-Request-ID": { $ref: "#/components/headers/X-Request-ID" },
};
const answer = (description: string, schema: string, extraHeaders: object = {}) => ({
  description,
  headers: { ...RATE_HEADERS, ...extraHeaders },
  content: json(schema),
});
const error = (description: string) => answer(description, "Error");

interface Operation {
  method: "get" | "post" | "delete";
  path: string;
  summary: string;
  success: [status: number, schema: string];
  body?: string;
  wallet?: boolean;
  write?: boolean;
  hmac?: boolean;
  errors?: Record<number, string>;
}

const OPERATIONS: Operation[] = [
  {
    method: "get",
    path: "/score",
    summary: "Composite trust score",
    success: [200, "TrustScore"],
    wallet: true,
  },
  {
    method: "post",
    path: "/score/batch",
    summary: "GET /score for 1-100 wallets",
    success: [200, "ScoreBatchResponse"],
    body: "ScoreBatchRequest",
  },
  {
    method: "get",
    path: "/delegation",
    summary: "Delegation trust",
    success: [200, "DelegationScore"],
    wallet: true,
  },
  { method: "get", path: "/sybil-check", summary: "Sybil risk", success: [200, "SybilCheck"], wallet: true },
  { method: "get", path: "/reputation", summary: "Reputation", success: [200, "Reputation"], wallet: true },
  {
    method: "get",
    path: "/underwrite",
    summary: "Underwriting decision",
    success: [200, "Underwrite"],
    wallet: true,
  },
  {
    method: "get",
    path: "/trust-graph",
    summary: "Delegation graph around a wallet",
    success: [200, "TrustGraph"],
    wallet: true,
  },
  {
    method: "get",
    path: "/passport",
    summary: "Signed trust passport",
    success: [200, "Passport"],
    wallet: true,
  },
  {
    method: "get",
    path: "/verify",
    summary: "Light account verification",
    success: [200, "Verify"],
    wallet: true,
  },
  {
    method: "post",
    path: "/counterparty-check",
    summary: "Merchant counterparty check",
    success: [200, "Counterparty"],
    body: "CounterpartyRequest",
    wallet: true,
  },
  {
    method: "post",
    path: "/credit-estimate",
    summary: "Credit capacity",
    success: [200, "CreditEstimate"],
    body: "CreditRequest",
    wallet: true,
  },
  {
    method: "post",
    path: "/delegate",
    summary: "Write a delegation on chain",
    success: [201, "DelegateResult"],
    body: "DelegateRequest",
    write: true,
    hmac: true,
    errors: { 409: "Delegation already exists", 503: "Registry not configured" },
  },
  {
    method: "post",
    path: "/revoke",
    summary: "Revoke a delegation",
    success: [200, "RevokeResult"],
    body: "RevokeRequest",
    write: true,
    hmac: true,
    errors: { 404: "Delegation not found", 503: "Registry not configured" },
  },
  {
    method: "post",
    path: "/reputation/record",
    summary: "Record a reputation event",
    success: [201, "ReputationRecordResult"],
    body: "ReputationRecordRequest",
    write: true,
    hmac: true,
    errors: { 409: "Duplicate event or endorsement cycle", 503: "Operator not configured" },
  },
  {
    method: "post",
    path: "/reputation/subscribe",
    summary: "Subscribe a webhook",
    success: [201, "Subscription"],
    body: "SubscribeRequest",
    write: true,
    hmac: true,
  },
  {
    method: "get",
    path: "/reputation/subscribers",
    summary: "List webhook subscriptions",
    success: [200, "SubscriptionList"],
    hmac: true,
  },
  {
    method: "delete",
    path: "/reputation/subscribe/{id}",
    summary: "Unsubscribe a webhook",
    success: [200, "Unsubscribed"],
    write: true,
    hmac: true,
    errors: { 404: "Subscription not found" },
  },
  { method: "get", path: "/health", summary: "Liveness", success: [200, "Health"] },
  {
    method: "get",
    path: "/registry/status",
    summary: "Whether delegation writes can work",
    success: [200, "RegistryStatus"],
  },
  {
    method: "get",
    path: "/.well-known/jwks.json",
    summary: "Passport verification keys",
    success: [200, "Jwks"],
  },
];

function operation(o: Operation, existing: Record<string, unknown> | undefined) {
  const priced = PRICES_USDC[o.path] !== undefined;
  const responses: Record<string, object> = {
    [o.success[0]]: answer(
      "Success",
      o.success[1],
      priced
        ? {
            "X-PAYMENT-RESPONSE": { $ref: "#/components/headers/X-PAYMENT-RESPONSE" },
            "PAYMENT-RESPONSE": { $ref: "#/components/headers/PAYMENT-RESPONSE" },
          }
        : {},
    ),
    400: error("Invalid input: wallet, body field, amount range, nesting depth, JSON"),
    429: error("Rate limited"),
    500: error("Internal error (details logged with the request id)"),
  };
  if (o.body) responses[413] = error("Body above 100 kB");
  if (o.wallet) responses[404] = error("The chain does not know the wallet");
  if (o.hmac) responses[401] = error("HMAC signature missing, invalid, stale or replayed (with HMAC_SECRET)");
  if (priced)
    responses[402] = answer("x402 payment required (v1 body, v2 header)", "PaymentRequired", {
      "PAYMENT-REQUIRED": { $ref: "#/components/headers/PAYMENT-REQUIRED" },
    });
  for (const [status, description] of Object.entries(o.errors ?? {})) responses[status] = error(description);
  const parameters = [
    ...((existing?.parameters as object[]) ?? []),
    ...(o.write ? [{ $ref: "#/components/parameters/Idempotency-Key" }] : []),
    ...(priced
      ? [{ $ref: "#/components/parameters/X-PAYMENT" }, { $ref: "#/components/parameters/PAYMENT-SIGNATURE" }]
      : []),
  ];
  const security = [...(o.hmac ? [{ hmac: [] }] : []), ...(priced ? [{ x402: [] }] : [])];
  return {
    ...existing,
    summary: o.summary,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(o.body ? { requestBody: { required: true, content: json(o.body) } } : {}),
    responses,
    ...(security.length > 0 ? { security } : {}),
  };
}

const components = {
  schemas,
  headers: {
    "X-RateLimit-Limit": { description: "Requests allowed per 60 s window", schema: { type: "integer" } },
    "X-RateLimit-Remaining": {
      description: "Requests left in the window (floor 0)",
      schema: { type: "integer" },
    },
    "X-RateLimit-Reset": { description: "End of the window, unix seconds", schema: { type: "integer" } },
    "X-Request-ID": { description: "The request's id (echoed or generated)", schema: { type: "string" } },
    "X-PAYMENT-RESPONSE": {
      description: "base64 JSON settlement receipt of an x402 v1 payment (X-PAYMENT)",
      schema: { type: "string" },
    },
    "PAYMENT-RESPONSE": {
      description: "base64 JSON settlement receipt of an x402 v2 payment (PAYMENT-SIGNATURE)",
      schema: { type: "string" },
    },
    "PAYMENT-REQUIRED": {
      description: "x402 v2 payment requirements, base64 JSON {x402Version: 2, error, resource, accepts}",
      schema: { type: "string" },
    },
  },
  parameters: {
    "Idempotency-Key": {
      name: "Idempotency-Key",
      in: "header",
      required: true,
      description:
        "8-255 of A-Z a-z 0-9 _ : -; a repeat with the same body replays the stored 2xx answer for 24 h",
      schema: { type: "string", pattern: "^[A-Za-z0-9_:-]{8,255}$" },
    },
    "X-PAYMENT": {
      name: "X-PAYMENT",
      in: "header",
      required: false,
      description: "x402 v1 payment (base64 JSON) when X402_ENABLED; without a payment the answer is 402",
      schema: { type: "string" },
    },
    "PAYMENT-SIGNATURE": {
      name: "PAYMENT-SIGNATURE",
      in: "header",
      required: false,
      description: "x402 v2 payment (base64 JSON) when X402_ENABLED; wins over X-PAYMENT",
      schema: { type: "string" },
    },
  },
  securitySchemes: {
    hmac: {
      type: "apiKey",
      in: "header",
      name: "X-Signature",
      description:
        "With HMAC_SECRET: X-Signature = hex HMAC-SHA256 of METHOD\\npath\\nsha256(body)\\nX-Timestamp\\nX-Nonce, with X-Timestamp (unix ms) and X-Nonce (never reused)",
    },
    x402: {
      type: "apiKey",
      in: "header",
      name: "X-PAYMENT",
      description: "x402 payment in USDC when X402_ENABLED: X-PAYMENT (v1) or PAYMENT-SIGNATURE (v2)",
    },
  },
};

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document is arbitrary JSON
type Doc = Record<string, any>;

/** The generated document with every operation completed; operations it lacks are added. */
export function completeOpenApi(generated: Doc): Doc {
  const doc: Doc = structuredClone(generated);
  doc.paths ??= {};
  for (const o of OPERATIONS) {
    doc.paths[o.path] ??= {};
    const item = doc.paths[o.path];
    item[o.method] = operation(o, item[o.method]);
  }
  doc.components = { ...doc.components, ...components, schemas: { ...doc.components?.schemas, ...schemas } };
  return doc;
}
