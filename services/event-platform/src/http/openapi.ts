import swagger from "@fastify/swagger";
import { apiReference } from "@platform/service-kit";
import type { FastifyInstance, RouteOptions } from "fastify";

/** Every error the daemon sends: the spec's `{error, status_code}`. */
export const errorBodySchema = {
  type: "object",
  required: ["error", "status_code"],
  additionalProperties: false,
  properties: {
    error: { type: "string", description: "what went wrong; never details of a 5xx (they are logged)" },
    status_code: { type: "integer", minimum: 400, maximum: 599 },
  },
} as const;

const ERROR_DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: "invalid body or event content (ProtocolError)",
  401: "missing or wrong bearer token (only with --require-auth)",
  403: "the token may not publish this event type",
  413: "body larger than 256 KiB",
  415: "body is not application/json",
  500: "internal error",
  503: "shutting down (the bus is draining), or not ready",
};

/**
 * The error answers each route can give, documented beside its own schema. Kept here, by path, so
 * that the routes stay what they were and the document grows with this table.
 */
const ROUTE_ERRORS: Readonly<Record<string, readonly number[]>> = {
  "/v1/publish": [400, 401, 403, 413, 415, 500, 503],
  "/v1/health": [500],
  "/health": [500],
  "/v1/metrics": [500],
};

/**
 * Serves the daemon's OpenAPI 3.1 document at GET /v1/openapi.json, made by @fastify/swagger from
 * the routes' own JSON schemas (the same ones Fastify validates requests and serialises answers
 * with), so the document cannot drift from what the daemon does, and Swagger UI over it at GET /docs.
 * Register before the routes.
 */
export async function openApi(app: FastifyInstance, { version }: { version: string }): Promise<void> {
  app.addHook("onRoute", (route: RouteOptions) => {
    const codes = ROUTE_ERRORS[route.url];
    if (!codes || route.method === "HEAD") return;
    const schema = (route.schema ?? {}) as { response?: Record<string, unknown> };
    const errors = Object.fromEntries(
      codes.map((code) => [code, { description: ERROR_DESCRIPTIONS[code], ...errorBodySchema }]),
    );
    route.schema = { ...schema, response: { ...errors, ...schema.response } };
  });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Event platform daemon (eventctl serve)",
        version,
        description:
          "Publishes signed events onto the lending-compliance event bus; health and Prometheus metrics. " +
          "Every error body is {error, status_code}.",
      },
      components: {
        securitySchemes: {
          bearer: {
            type: "http",
            scheme: "bearer",
            description: "EVENTPLAT_API_TOKEN; required on POST /v1/publish only with --require-auth",
          },
        },
      },
    },
  });
  app.get("/v1/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  // The interactive reference over the same document, at /docs; never behind auth.
  await apiReference(app, { title: "Event platform daemon API" });
}
