import { REQUEST_ID } from "./input-hygiene.js";

// Issue 24 point 9: what the route schemas cannot say, added to the generated document.

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is plain JSON here
type Json = any;

/** `/api/releases/:id` → `/api/releases/{id}` (the document's path form). */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

const EXECUTION_EVENTS =
  "Server-sent events, one per line pair `event: <name>` / `data: <json>`: execution_start {executionId, " +
  "manifestHash}; node_start {executionId, nodeId}; node_complete {executionId, nodeId, output}; node_error " +
  "{executionId, nodeId, code, message}; execution_complete {executionId, output, tokens} or execution_error " +
  "{executionId, nodeId, code, message}; then done with data [DONE].";

/**
 * Adds to every operation the X-Request-Id request and response header, to idempotent operations the
 * Idempotency-Key header, to POST /api/executions its text/event-stream answer, and the SVID scheme.
 */
export function addOpenApiExtras(generated: Json, idempotent: ReadonlySet<string>): Json {
  // A copy: the generator may hand the same object to every call.
  const document = structuredClone(generated);
  const requestId = {
    name: "X-Request-Id",
    in: "header",
    required: false,
    description:
      "Kept when it is 1-128 characters of [A-Za-z0-9._:-], otherwise replaced by a new UUID; echoed on the response",
    schema: { type: "string", pattern: REQUEST_ID.source, maxLength: 128 },
  };
  const idempotencyKey = {
    name: "Idempotency-Key",
    in: "header",
    required: false,
    description:
      "1-255 visible ASCII characters. A retry with the same key and body answers the first response again " +
      "(24 h); the same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first runs, 409 IDEMPOTENCY_KEY_IN_PROGRESS",
    schema: { type: "string", pattern: "^[\\x21-\\x7e]{1,255}$" },
  };
  for (const [path, operations] of Object.entries<Json>(document.paths ?? {})) {
    for (const [method, op] of Object.entries<Json>(operations)) {
      op.parameters = [...(op.parameters ?? []), requestId];
      if (idempotent.has(`${method.toUpperCase()} ${path}`)) op.parameters.push(idempotencyKey);
      for (const response of Object.values<Json>(op.responses ?? {}))
        response.headers = {
          ...response.headers,
          "X-Request-Id": {
            description: "the request's id (the caller's, if kept)",
            schema: { type: "string" },
          },
        };
    }
  }
  const run = document.paths?.["/api/executions"]?.post;
  if (run)
    run.responses["200"] = {
      description: "With `Accept: text/event-stream`: the run as it happens",
      headers: { "X-Request-Id": { schema: { type: "string" } } },
      content: { "text/event-stream": { schema: { type: "string", description: EXECUTION_EVENTS } } },
    };
  document.components ??= {};
  document.components.securitySchemes = {
    ...document.components.securitySchemes,
    svid: {
      type: "http",
      scheme: "SVID",
      bearerFormat: "JWT-SVID",
      description:
        "Authorization: SVID <JWT-SVID> for registered agent (SPIFFE) identities; verified against PLATFORM_SVID_PUBLIC_KEY_PEM",
    },
  };
  document.security = [...(document.security ?? []), { svid: [] }];
  return document;
}
