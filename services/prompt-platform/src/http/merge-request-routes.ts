import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { MergeRequestService } from "../repos/merge-request-service.js";
import { principalOf } from "./auth-plugin.js";
import { BranchName, MergePreview, MergeRequest, MergeRequestState, SignedCommit } from "./repo-schemas.js";
import { authed, Description, Id, IdParams, Name, PageOf, PageQuery } from "./schemas.js";

const page = (q: { limit?: number; cursor?: string }) => ({ limit: q.limit ?? 50, cursor: q.cursor });

/** Merge requests: open, review, merge (fast-forward or a signed three-way merge commit), close. */
export const mergeRequestRoutes: FastifyPluginAsyncTypebox<{ mergeRequests: MergeRequestService }> = async (
  app,
  o,
) => {
  app.post(
    "/api/merge-requests",
    {
      config: { permission: "repo.write", idempotent: true },
      schema: {
        tags: ["repos"],
        body: Type.Object(
          {
            repoId: Type.String({ minLength: 1, maxLength: 64 }),
            sourceBranch: BranchName,
            targetBranch: Type.Optional(BranchName),
            title: Name,
            description: Type.Optional(Description),
          },
          { additionalProperties: false },
        ),
        response: { 201: MergeRequest, ...authed("VALIDATION_ERROR", "NOT_FOUND") },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await o.mergeRequests.open(principalOf(request), request.body)),
  );

  app.get(
    "/api/merge-requests",
    {
      config: { permission: "repo.read" },
      schema: {
        tags: ["repos"],
        querystring: Type.Object({
          ...PageQuery.properties,
          repoId: Type.Optional(Id),
          state: Type.Optional(MergeRequestState),
        }),
        response: { 200: PageOf(MergeRequest), ...authed("VALIDATION_ERROR") },
      },
    },
    async (request) =>
      o.mergeRequests.list(
        principalOf(request).orgId,
        { repoId: request.query.repoId, state: request.query.state },
        page(request.query),
      ),
  );

  app.get(
    "/api/merge-requests/:id",
    {
      config: { permission: "repo.read" },
      schema: { tags: ["repos"], params: IdParams, response: { 200: MergeRequest, ...authed("NOT_FOUND") } },
    },
    async (request) => o.mergeRequests.get(principalOf(request).orgId, request.params.id),
  );

  app.post(
    "/api/merge-requests/:id/reviews",
    {
      config: { permission: "repo.write", idempotent: true },
      schema: {
        tags: ["repos"],
        description:
          "approve (never the author's own; counts at the source's current head), comment or request_changes.",
        params: IdParams,
        body: Type.Object(
          {
            verdict: Type.Union([
              Type.Literal("approve"),
              Type.Literal("comment"),
              Type.Literal("request_changes"),
            ]),
            body: Type.Optional(Description),
          },
          { additionalProperties: false },
        ),
        response: {
          201: MergeRequest,
          ...authed(
            "VALIDATION_ERROR",
            "NOT_FOUND",
            "INVALID_TRANSITION",
            "CREATOR_CANNOT_APPROVE",
            "ALREADY_APPROVED",
          ),
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await o.mergeRequests.review(principalOf(request), request.params.id, request.body)),
  );

  app.get(
    "/api/merge-requests/:id/merge-preview",
    {
      config: { permission: "repo.read" },
      schema: {
        tags: ["repos"],
        description:
          "How a merge would go now: up_to_date, fast_forward, merge (with the unsigned merge commit for keyId to sign) or conflict (with every conflicting file).",
        params: IdParams,
        querystring: Type.Object({ keyId: Type.Optional(Type.String({ maxLength: 64 })) }),
        response: { 200: MergePreview, ...authed("VALIDATION_ERROR", "NOT_FOUND", "INTEGRITY_ERROR") },
      },
    },
    async (request) => o.mergeRequests.preview(principalOf(request), request.params.id, request.query.keyId),
  );

  app.post(
    "/api/merge-requests/:id/merge",
    {
      config: { permission: "repo.merge", idempotent: true },
      preValidation: async function defaultMergeBody(request) {
        request.body ??= {};
      },
      schema: {
        tags: ["repos"],
        description:
          "Fast-forwards the target when possible; otherwise needs `commit`: the preview's merge commit, signed by the caller.",
        params: IdParams,
        body: Type.Object({ commit: Type.Optional(SignedCommit) }, { additionalProperties: false }),
        response: {
          200: MergeRequest,
          ...authed(
            "VALIDATION_ERROR",
            "NOT_FOUND",
            "INVALID_TRANSITION",
            "APPROVAL_REQUIRED",
            "MERGE_CONFLICT",
            "REF_CONFLICT",
            "SIGNATURE_INVALID",
            "INTEGRITY_ERROR",
          ),
        },
      },
    },
    async (request) => o.mergeRequests.merge(principalOf(request), request.params.id, request.body.commit),
  );

  app.post(
    "/api/merge-requests/:id/close",
    {
      config: { permission: "repo.write", idempotent: true },
      schema: {
        tags: ["repos"],
        params: IdParams,
        response: { 200: MergeRequest, ...authed("NOT_FOUND", "INVALID_TRANSITION") },
      },
    },
    async (request) => o.mergeRequests.close(principalOf(request), request.params.id),
  );
};
