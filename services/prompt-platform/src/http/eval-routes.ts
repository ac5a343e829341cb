import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { EvalService } from "../evals/eval-service.js";
import type { SuiteService } from "../evals/suite-service.js";
import { principalOf } from "./auth-plugin.js";
import { CaseBody, EvalRun, EvalRunSummary, GraderBody, RunBody, Suite, SuiteBody } from "./eval-schemas.js";
import { authed, Id, IdParams, PageOf, PageQuery } from "./schemas.js";

const page = (q: { limit?: number; cursor?: string }) => ({ limit: q.limit ?? 50, cursor: q.cursor });

/** Eval suites (graders and cases) and their runs. The repository gate is in repo-routes. */
export const evalRoutes: FastifyPluginAsyncTypebox<{ suites: SuiteService; evals: EvalService }> = async (
  app,
  o,
) => {
  app.post(
    "/api/eval/suites",
    {
      config: { permission: "eval.write", idempotent: true },
      schema: {
        tags: ["evals"],
        body: SuiteBody,
        response: {
          201: Type.Object({ suite: Suite }),
          ...authed("VALIDATION_ERROR", "NOT_FOUND", "NAME_TAKEN"),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ suite: await o.suites.create(principalOf(request), request.body) }),
  );

  app.get(
    "/api/eval/suites",
    {
      config: { permission: "eval.read" },
      schema: {
        tags: ["evals"],
        querystring: Type.Object({ ...PageQuery.properties, capabilityId: Type.Optional(Id) }),
        response: { 200: PageOf(Suite), ...authed("VALIDATION_ERROR") },
      },
    },
    async (request) =>
      o.suites.list(
        principalOf(request).orgId,
        { capabilityId: request.query.capabilityId },
        page(request.query),
      ),
  );

  app.get(
    "/api/eval/suites/:id",
    {
      config: { permission: "eval.read" },
      schema: { tags: ["evals"], params: IdParams, response: { 200: Suite, ...authed("NOT_FOUND") } },
    },
    async (request) => o.suites.get(principalOf(request).orgId, request.params.id),
  );

  app.delete(
    "/api/eval/suites/:id",
    {
      config: { permission: "eval.write" },
      schema: {
        tags: ["evals"],
        description:
          "Deletes the suite with its graders, cases and runs (their case results too; the cases' executions stay). " +
          "Answers the suite as it was. Audited (eval_suite.delete).",
        params: IdParams,
        response: { 200: Suite, ...authed("NOT_FOUND") },
      },
    },
    async (request) => o.suites.delete(principalOf(request), request.params.id),
  );

  app.post(
    "/api/eval/suites/:id/graders",
    {
      config: { permission: "eval.write", idempotent: true },
      schema: {
        tags: ["evals"],
        params: IdParams,
        body: GraderBody,
        response: { 201: Suite, ...authed("VALIDATION_ERROR", "NOT_FOUND", "NAME_TAKEN") },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await o.suites.addGrader(principalOf(request), request.params.id, request.body)),
  );

  app.post(
    "/api/eval/suites/:id/cases",
    {
      config: { permission: "eval.write", idempotent: true },
      schema: {
        tags: ["evals"],
        params: IdParams,
        body: CaseBody,
        response: { 201: Suite, ...authed("VALIDATION_ERROR", "NOT_FOUND", "NAME_TAKEN") },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await o.suites.addCase(principalOf(request), request.params.id, request.body)),
  );

  app.post(
    "/api/eval/run",
    {
      config: { permission: "eval.run", idempotent: true },
      schema: {
        tags: ["evals"],
        description:
          "Runs a suite against its capability's active release, or a named releaseId, versionId, manifestHash, or repoId (+ ref).",
        body: RunBody,
        response: {
          201: EvalRun,
          ...authed(
            "VALIDATION_ERROR",
            "NOT_FOUND",
            "MANIFEST_NOT_FOUND",
            "RELEASE_NOT_RUNNABLE",
            "BUDGET_EXCEEDED",
            "INTEGRITY_ERROR",
          ),
        },
      },
    },
    async (request, reply) => reply.code(201).send(await o.evals.run(principalOf(request), request.body)),
  );

  app.get(
    "/api/eval/runs",
    {
      config: { permission: "eval.read" },
      schema: {
        tags: ["evals"],
        description: "Past runs, newest first (summaries; GET /api/eval/runs/:id has the case results).",
        querystring: Type.Object({
          ...PageQuery.properties,
          suiteId: Type.Optional(Id),
          capabilityId: Type.Optional(Id),
          repoId: Type.Optional(Id),
          branch: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        response: { 200: PageOf(EvalRunSummary), ...authed("VALIDATION_ERROR") },
      },
    },
    async (request) => {
      const { suiteId, capabilityId, repoId, branch } = request.query;
      return o.evals.list(
        principalOf(request).orgId,
        { suiteId, capabilityId, repoId, branch },
        page(request.query),
      );
    },
  );

  app.get(
    "/api/eval/runs/:id",
    {
      config: { permission: "eval.read" },
      schema: { tags: ["evals"], params: IdParams, response: { 200: EvalRun, ...authed("NOT_FOUND") } },
    },
    async (request) => o.evals.get(principalOf(request).orgId, request.params.id),
  );
};
