import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply, FastifyRequest } from "fastify";
import { Type } from "typebox";
import type { ExecutionService, PreparedExecution } from "../executions/execution-service.js";
import { principalOf } from "./auth-plugin.js";
import { Execution, ExecutionBody, PlaygroundBody, ReplayList } from "./execution-schemas.js";
import { authed, Id, IdParams, ManifestDocument, PageOf, PageQuery } from "./schemas.js";
import { openEventStream, takeIdempotencySlot, wantsEventStream } from "./sse.js";

export interface ExecutionRoutesOptions {
  executions: ExecutionService;
}

const STREAM_DESCRIPTION =
  "Buffered JSON (201) by default. With `Accept: text/event-stream` the answer is 200 text/event-stream: " +
  "execution_start {executionId, manifestHash}; node_start {executionId, nodeId} and node_complete " +
  "{executionId, nodeId, output} per node; execution_complete {executionId, output, tokens}; done [DONE]. " +
  "A failing node sends node_error {executionId, nodeId, code, message} and the run ends with " +
  "execution_error {executionId, nodeId, code, message} before done.";

const page = (q: { limit?: number; cursor?: string }) => ({ limit: q.limit ?? 50, cursor: q.cursor });

/** Executions: run a released capability (buffered or streamed), read, replay, compare replays. */
export const executionRoutes: FastifyPluginAsyncTypebox<ExecutionRoutesOptions> = async (app, o) => {
  /** Runs a prepared execution, answering as JSON or as an event stream, as the caller asked. */
  const answer = async (request: FastifyRequest, reply: FastifyReply, prepared: PreparedExecution) => {
    if (!wantsEventStream(request)) return reply.code(201).send(await o.executions.run(prepared));
    const slot = takeIdempotencySlot(request);
    const stream = openEventStream(request, reply);
    const executionId = prepared.id;
    stream.send("execution_start", { executionId, manifestHash: prepared.manifestHash });
    try {
      const execution = await o.executions.run(prepared, {
        nodeStart: (nodeId) => stream.send("node_start", { executionId, nodeId }),
        nodeComplete: (trace) =>
          trace.status === "succeeded"
            ? stream.send("node_complete", { executionId, nodeId: trace.nodeId, output: trace.output })
            : stream.send("node_error", { executionId, nodeId: trace.nodeId, ...trace.error }),
      });
      await slot
        .store(201, execution)
        .catch((err: unknown) => request.log.error({ err }, "idempotency store"));
      if (execution.error) stream.send("execution_error", { executionId, ...execution.error });
      else
        stream.send("execution_complete", {
          executionId,
          output: execution.output,
          tokens: execution.tokens.total,
        });
    } catch (error) {
      request.log.error({ err: error, requestId: request.id }, "streamed execution failed");
      await slot.release().catch(() => {});
      stream.send("execution_error", {
        executionId,
        code: "INTERNAL_ERROR",
        message: `Internal server error (request id ${request.id})`,
      });
    }
    stream.done();
    return reply;
  };

  app.post(
    "/api/executions",
    {
      config: { permission: "execution.run", idempotent: true },
      schema: {
        tags: ["executions"],
        description: `Runs a capability's active release (or releaseId). ${STREAM_DESCRIPTION}`,
        body: ExecutionBody,
        response: {
          201: Execution,
          ...authed(
            "VALIDATION_ERROR",
            "NOT_FOUND",
            "MANIFEST_NOT_FOUND",
            "RELEASE_NOT_RUNNABLE",
            "BUDGET_EXCEEDED",
          ),
        },
      },
    },
    async (request, reply) =>
      answer(request, reply, await o.executions.prepare(principalOf(request), request.body)),
  );

  app.post(
    "/api/versions/:id/playground",
    {
      config: { permission: "catalog.write", idempotent: true },
      schema: {
        tags: ["executions"],
        description:
          "Runs any version (a draft too) with inputs, without a release: an execution of kind playground, " +
          "through the firewall and the budget, costed and audited (execution.playground), never part of an " +
          `eval run or the gate. ${STREAM_DESCRIPTION}`,
        params: IdParams,
        body: PlaygroundBody,
        response: {
          201: Execution,
          ...authed(
            "VALIDATION_ERROR",
            "NOT_FOUND",
            "MANIFEST_NOT_FOUND",
            "FIREWALL_BLOCKED",
            "PRICE_UNKNOWN",
            "BUDGET_EXCEEDED",
          ),
        },
      },
    },
    async (request, reply) =>
      answer(
        request,
        reply,
        await o.executions.preparePlayground(
          principalOf(request),
          request.params.id,
          request.body.inputs ?? {},
        ),
      ),
  );

  app.post(
    "/api/manifests/validate",
    {
      config: { permission: "catalog.read" },
      schema: {
        tags: ["executions"],
        description:
          "Checks a manifest as an execution graph without storing it: 200 with the dependency order, or 422 VALIDATION_ERROR listing every problem.",
        body: Type.Object({ manifest: ManifestDocument }, { additionalProperties: false }),
        response: {
          200: Type.Object({
            valid: Type.Literal(true),
            order: Type.Array(Type.String()),
            inputs: Type.Array(Type.String()),
            output: Type.String(),
          }),
          ...authed("VALIDATION_ERROR"),
        },
      },
    },
    async (request) => {
      const graph = o.executions.validate(request.body.manifest);
      return {
        valid: true as const,
        order: graph.nodes.map((n) => n.id),
        inputs: graph.inputs,
        output: graph.output,
      };
    },
  );

  app.get(
    "/api/executions",
    {
      config: { permission: "execution.read" },
      schema: {
        tags: ["executions"],
        querystring: Type.Object({ ...PageQuery.properties, capabilityId: Type.Optional(Id) }),
        response: { 200: PageOf(Execution), ...authed("VALIDATION_ERROR") },
      },
    },
    async (request) =>
      o.executions.list(
        principalOf(request).orgId,
        { capabilityId: request.query.capabilityId },
        page(request.query),
      ),
  );

  app.get(
    "/api/executions/:id",
    {
      config: { permission: "execution.read" },
      schema: {
        tags: ["executions"],
        description:
          "The execution with its manifest, inputs, per-node outputs and trace (404 until it has finished).",
        params: IdParams,
        response: { 200: Execution, ...authed("NOT_FOUND") },
      },
    },
    async (request) => o.executions.get(principalOf(request).orgId, request.params.id),
  );

  app.post(
    "/api/executions/:id/replay",
    {
      config: { permission: "execution.run", idempotent: true },
      schema: {
        tags: ["executions"],
        description: `Runs again with the same manifest, models, environment and inputs. ${STREAM_DESCRIPTION}`,
        params: IdParams,
        response: {
          201: Execution,
          ...authed("VALIDATION_ERROR", "NOT_FOUND", "MANIFEST_NOT_FOUND", "BUDGET_EXCEEDED"),
        },
      },
    },
    async (request, reply) =>
      answer(request, reply, await o.executions.prepareReplay(principalOf(request), request.params.id)),
  );

  app.get(
    "/api/executions/:id/replays",
    {
      config: { permission: "execution.read" },
      schema: {
        tags: ["executions"],
        description:
          "Every replay of the execution's original, oldest first, with its outcome and per-node diff.",
        params: IdParams,
        querystring: PageQuery,
        response: { 200: ReplayList, ...authed("VALIDATION_ERROR", "NOT_FOUND") },
      },
    },
    async (request) =>
      o.executions.replays(principalOf(request).orgId, request.params.id, page(request.query)),
  );
};
