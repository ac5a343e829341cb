import swagger from "@fastify/swagger";
import { apiReference } from "@platform/service-kit";
import type { FastifyInstance } from "fastify";
import { problemSchema, redactResultSchema } from "./openapi-schemas.js";

export const SERVICE_VERSION = "0.1.0";

/** What the document cannot learn from the route schemas: the request headers of POST /v1/redact. */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "1-255 visible ASCII characters. A retry with the same key and body gets the stored answer " +
    "(Idempotent-Replay: true) and the pipeline does not run; keys are scoped by API key.",
  schema: { type: "string", pattern: "^[\\x21-\\x7e]{1,255}$" },
} as const;

type Document = { paths?: Record<string, Record<string, { parameters?: unknown[] }>> };

/**
 * The service's OpenAPI 3.1 document at GET /openapi.json, made by @fastify/swagger from the routes'
 * own schemas, and an interactive reference (Swagger UI, its assets from the npm package, nothing
 * fetched from elsewhere) at GET /docs. Neither needs a key: the auth hook guards /v1/ only.
 * Register before the routes, so that every route is seen.
 */
export async function openApi(app: FastifyInstance): Promise<void> {
  app.addSchema(problemSchema);
  app.addSchema(redactResultSchema);
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Redaction service",
        version: SERVICE_VERSION,
        description:
          "Finds personal data in a text and replaces it with stable placeholders (the same value gets the " +
          "same placeholder across requests and replicas, per tenant). Every error is RFC 7807 " +
          "`application/problem+json`; an unknown route is a 404 `not-found` problem.",
      },
      components: {
        securitySchemes: {
          apiKey: {
            type: "apiKey",
            in: "header",
            name: "X-API-Key",
            description:
              "A key of REDACT_API_KEYS (`key` or `tenant:key`); not needed with REDACT_DEV_NO_AUTH",
          },
        },
      },
    },
    // Shared schemas keep their own names under components/schemas (Problem, RedactResult).
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    transformObject: (documents) => {
      if (!("openapiObject" in documents)) return documents.swaggerObject;
      const doc = documents.openapiObject as Document;
      const redact = doc.paths?.["/v1/redact"]?.post;
      if (redact) redact.parameters = [...(redact.parameters ?? []), IDEMPOTENCY_KEY_PARAMETER];
      return documents.openapiObject;
    },
  });
  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  await apiReference(app, { title: "Redaction service API" });
}
