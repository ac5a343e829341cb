import type { ServerResponse } from "node:http";
import { pipeline, Readable } from "node:stream";
import { TypeBoxValidatorCompiler } from "@fastify/type-provider-typebox";
import { httpMetrics, type Logger, requestIdHeader } from "@platform/service-kit";
import Fastify, { type FastifyBaseLogger, LogController } from "fastify";
import type { Registry } from "prom-client";
import { Type } from "typebox";
import type { PromptConfig } from "../config.js";
import type { Database } from "../db/database.js";
import { databaseProbe } from "../db/database-probe.js";
import { PlatformError } from "../errors.js";
import { streamRestorer } from "../firewall/masking/stream-restorer.js";
import { type ChatRequest, restoreAnswer, withTexts } from "../firewall/sidecar/chat-request.js";
import {
  type ChatUpstream,
  HttpChatUpstream,
  SimulatorChatUpstream,
} from "../firewall/sidecar/chat-upstream.js";
import type { FirewallGuard } from "../firewall/sidecar/firewall-guard.js";
import { SidecarMetrics } from "../firewall/sidecar/sidecar-metrics.js";
import type { Authenticator } from "../tenancy/authenticator.js";
import type { Principal } from "../tenancy/principal.js";
import { can } from "../tenancy/roles.js";
import { installSidecarErrorHandler, openAiError } from "./firewall-sidecar-errors.js";
import { installInputHygiene, requestIdRule } from "./input-hygiene.js";
import { opsRoutes } from "./ops-routes.js";

/** Response headers of the sidecar (docs/prompt-firewall.md). */
export const DECISION_HEADER = "x-firewall-decision";
/** On a warn decision: the rule ids that warned, comma-separated. */
export const WARNING_HEADER = "x-firewall-warning";
/** The audit-chain sequence number of the decision's frame. */
export const AUDIT_SEQUENCE_HEADER = "x-firewall-audit-sequence";
/**
 * Where the sidecar's time went (W3C Server-Timing, milliseconds): `scan` (scan and policy), `audit`
 * (the decision's frame, committed), `upstream` (until the upstream's answer, or a stream's headers),
 * `total` (from the request's arrival to this answer's headers). The sidecar's own cost is total minus
 * upstream; the frame is written while the upstream works, so audit and upstream overlap.
 */
export const SERVER_TIMING_HEADER = "server-timing";

interface SidecarTimings {
  scan: number;
  audit?: number;
  upstream?: number;
  total?: number;
}

/** A Server-Timing header value: `scan;dur=0.142, audit;dur=…`, the parts measured, in this order. */
export function serverTiming(t: SidecarTimings): string {
  return (["scan", "audit", "upstream", "total"] as const)
    .flatMap((name) => (t[name] === undefined ? [] : [`${name};dur=${t[name].toFixed(3)}`]))
    .join(", ");
}

const Part = Type.Object({ type: Type.String(), text: Type.Optional(Type.String()) });
/** Only what the firewall reads is checked; every other OpenAI field passes through untouched. */
const ChatBody = Type.Object({
  model: Type.Optional(Type.String({ maxLength: 200 })),
  stream: Type.Optional(Type.Boolean()),
  max_tokens: Type.Optional(Type.Integer({ minimum: 1 })),
  max_completion_tokens: Type.Optional(Type.Integer({ minimum: 1 })),
  messages: Type.Array(
    Type.Object({
      role: Type.String({ minLength: 1 }),
      content: Type.Optional(Type.Union([Type.String(), Type.Array(Part), Type.Null()])),
    }),
    { minItems: 1 },
  ),
});

/** The upstream the configuration names: an OpenAI-compatible URL, else the built-in simulator. */
export function sidecarUpstreamOf(config: PromptConfig): ChatUpstream {
  return config.PLATFORM_SIDECAR_UPSTREAM_URL
    ? new HttpChatUpstream({
        baseUrl: config.PLATFORM_SIDECAR_UPSTREAM_URL,
        apiKey: config.PLATFORM_SIDECAR_UPSTREAM_API_KEY,
        timeoutMs: config.PLATFORM_SIDECAR_UPSTREAM_TIMEOUT_MS,
      })
    : new SimulatorChatUpstream();
}

export interface SidecarDeps {
  config: PromptConfig;
  authenticator: Authenticator;
  guard: FirewallGuard;
  /** For the readiness probe: the sidecar answers nothing it cannot record. */
  db: Database;
  /** The platform's metrics registry: the sidecar's series are scraped from the platform's /metrics. */
  registry: Registry;
  service: { name: string; version: string };
  upstream?: ChatUpstream;
  logger?: Logger | undefined;
  clock?: () => number;
}

declare module "fastify" {
  interface FastifyRequest {
    sidecarCaller?: Principal;
    /** performance.now() when the request arrived (Server-Timing's `total`). */
    sidecarArrivedAt?: number;
  }
}

/** Aborts the upstream call when the caller goes away before its answer is complete. */
function abortOnDisconnect(raw: ServerResponse): AbortSignal {
  const controller = new AbortController();
  raw.on("close", () => {
    if (!raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * The firewall sidecar: its own listener with `POST /v1/chat/completions`. Callers authenticate with
 * a platform API key (Bearer) or an SVID and need the execution.run permission; each request is
 * scanned, decided by the organisation's policy and recorded in the audit chain; allowed and warned
 * requests go to the upstream, blocked ones never do. `GET /api/health` and `GET /api/ready` answer
 * without credentials, as on the platform's port. Never listens.
 */
export async function buildSidecarApp({
  config,
  authenticator,
  guard,
  db,
  registry,
  service,
  upstream,
  logger,
  clock = Date.now,
}: SidecarDeps) {
  const target = upstream ?? sidecarUpstreamOf(config);
  const metrics = new SidecarMetrics(registry, "promptplat_sidecar_");
  const app = Fastify({
    ...requestIdRule("x-request-id"),
    loggerInstance: logger as FastifyBaseLogger | undefined,
    logController: new LogController({ disableRequestLogging: config.LOG_LEVEL !== "debug" }),
    bodyLimit: config.PLATFORM_SIDECAR_BODY_LIMIT_BYTES,
    trustProxy: false,
  });
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  installSidecarErrorHandler(app);
  installInputHygiene(app);
  await app.register(requestIdHeader, { header: "X-Request-Id" });
  await app.register(httpMetrics, { registry, prefix: "promptplat_sidecar_" });

  // Before the body is read: a caller without a key learns nothing, and sends no large body in vain.
  app.addHook("onRequest", async function authenticateSidecarCaller(request) {
    request.sidecarArrivedAt = performance.now();
    if (request.is404 || request.routeOptions.config.public) return;
    const authorization = request.headers.authorization;
    if (typeof authorization !== "string")
      throw new PlatformError("UNAUTHORIZED", "Send Authorization: Bearer <platform API key>");
    const principal = await authenticator.authenticate({ authorization });
    if (!can(principal.role, "execution.run"))
      throw new PlatformError("FORBIDDEN", `Role ${principal.role} lacks execution.run (needs developer)`);
    request.sidecarCaller = principal;
  });

  app.post(
    "/v1/chat/completions",
    { schema: { body: ChatBody } },
    async function chatCompletions(request, reply) {
      const caller = request.sidecarCaller!;
      const body = request.body as ChatRequest;
      const since = (start: number) => performance.now() - start;
      const scanStarted = performance.now();
      const verdict = await guard.inspect(caller.orgId, body);
      const timings: SidecarTimings = { scan: since(scanStarted) };
      metrics.decided(verdict);
      const finish = () => {
        timings.total = since(request.sidecarArrivedAt!);
        reply.header(SERVER_TIMING_HEADER, serverTiming(timings));
      };
      reply.header(DECISION_HEADER, verdict.decision);
      if (verdict.decision === "block") {
        const auditStarted = performance.now();
        const frame = await guard.record(caller, request.id, body, verdict, null);
        timings.audit = since(auditStarted);
        const blocking = verdict.findings.filter((f) => f.action === "block");
        const where = blocking.map((f) => `${f.ruleId} at ${f.path} [${f.start}, ${f.end})`).join("; ");
        finish();
        return reply
          .code(400)
          .header(AUDIT_SEQUENCE_HEADER, frame.sequence)
          .send(openAiError(400, "firewall_blocked", `Blocked by the prompt firewall: ${where}`));
      }
      if (verdict.decision === "warn" || verdict.decision === "redact") {
        const rules = new Set(verdict.findings.filter((f) => f.action === "warn").map((f) => f.ruleId));
        if (rules.size > 0) reply.header(WARNING_HEADER, [...rules].join(","));
      }
      // redact: the upstream gets the placeholders, never the values (the caller's body stays as sent).
      const masking = verdict.masking;
      const forwarded = masking ? withTexts(body, masking.texts) : body;
      // The frame is written while the upstream works; the answer is sent only once both are done.
      const upstreamStarted = performance.now();
      const sending = target.send(forwarded, abortOnDisconnect(reply.raw)).then((answer) => {
        timings.upstream = since(upstreamStarted);
        return answer;
      });
      // Handled now, awaited below: an upstream failing while the frame is written must not count as unhandled.
      sending.catch(() => {});
      // Let the upstream request reach the wire first: on PGlite the frame's statement runs on this
      // thread and would otherwise hold the request back for its whole duration.
      await new Promise(setImmediate);
      const auditStarted = performance.now();
      const frame = await guard.record(caller, request.id, body, verdict, target.name).catch((error) => {
        sending.then((r) => r.body instanceof Readable && r.body.destroy()).catch(() => {});
        throw error;
      });
      timings.audit = since(auditStarted);
      const answer = await sending;
      finish();
      reply
        .code(answer.status)
        .header("content-type", answer.contentType)
        .header(AUDIT_SEQUENCE_HEADER, frame.sequence);
      if (answer.contentType.startsWith("text/event-stream")) reply.header("cache-control", "no-cache");
      // restore: the original values back in a whole JSON answer, or in a stream's content deltas.
      if (masking && verdict.restore) {
        if (!(answer.body instanceof Readable))
          return reply.send(restoreAnswer(answer.body.toString(), masking.restore));
        // pipeline: an upstream failure ends the caller's stream, and a caller leaving ends the upstream's.
        return reply.send(pipeline(answer.body, streamRestorer(masking.restore), () => {}));
      }
      return reply.send(answer.body);
    },
  );
  await app.register(opsRoutes, {
    database: databaseProbe(db),
    service: service.name,
    version: service.version,
    startedAt: clock(),
    clock,
  });
  return app;
}
