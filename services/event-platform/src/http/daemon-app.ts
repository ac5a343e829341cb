import { httpMetrics, requestIdHeader, requestIdOptions } from "@platform/service-kit";
import Fastify, { type FastifyInstance } from "fastify";
import { Registry } from "prom-client";
import { ConfigurationError } from "../errors.js";
import type { EventRuntime } from "../runtime/event-runtime.js";
import { installErrorHandler } from "./daemon-errors.js";
import { openApi } from "./openapi.js";
import { opsRoutes } from "./ops-routes.js";
import { PublishPolicy } from "./publish-policy.js";
import { publishRoutes } from "./publish-routes.js";

export const DAEMON_VERSION = "0.1.0";

export interface DaemonOptions {
  runtime: EventRuntime;
  /** Protect POST /v1/publish with `Authorization: Bearer <token>` (a token of `policy`). */
  requireAuth?: boolean;
  /** Shorthand for a policy whose one token is `apiToken` (external input types only). */
  apiToken?: string;
  /** Which token (or, without auth, anyone) may publish which event types. */
  policy?: PublishPolicy;
  bodyLimit?: number;
}

/**
 * The HTTP daemon around a runtime. Never listens. Throws ConfigurationError when auth is required
 * and no token is set, so the daemon cannot start open by mistake.
 */
export async function buildDaemon({
  runtime,
  requireAuth = false,
  apiToken,
  policy: given,
  bodyLimit = 256 * 1024,
}: DaemonOptions): Promise<FastifyInstance> {
  const policy =
    given ??
    PublishPolicy.load({
      file: "",
      env: { EVENTPLAT_API_TOKEN: apiToken },
      extraExternal: runtime.externalInputs(),
    });
  if (requireAuth && policy.tokenCount === 0) {
    throw new ConfigurationError("--require-auth needs EVENTPLAT_API_TOKEN to be set");
  }
  const app = Fastify({
    ...requestIdOptions("x-request-id"),
    logger: false,
    bodyLimit,
    trustProxy: false,
    // A misspelt field ("paylod") is an error, not silently dropped; no type coercion either.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  });
  const httpRegistry = new Registry();
  installErrorHandler(app, runtime.logger.child("http"));
  await app.register(requestIdHeader, { header: "X-Request-ID" });
  await app.register(httpMetrics, {
    registry: httpRegistry,
    prefix: "eventplat_",
    skipPaths: ["/v1/metrics"],
  });
  await openApi(app, { version: DAEMON_VERSION });
  await app.register(opsRoutes, { runtime, httpRegistry, version: DAEMON_VERSION });
  await app.register(publishRoutes, { runtime, policy, requireAuth });
  return app;
}
