import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { ReleaseService } from "../releases/release-service.js";
import { principalOf } from "./auth-plugin.js";
import {
  authed,
  Description,
  Id,
  IdParams,
  PageOf,
  PageQuery,
  Release,
  ReleaseStateSchema,
} from "./schemas.js";

/** Releases: created under a capability, moved through their states by one POST per transition. */
export const releaseRoutes: FastifyPluginAsyncTypebox<{ releases: ReleaseService }> = async (
  app,
  { releases },
) => {
  app.post(
    "/api/capabilities/:id/releases",
    {
      config: { permission: "release.create", idempotent: true },
      schema: {
        tags: ["releases"],
        params: IdParams,
        body: Type.Object(
          { versionId: Id, notes: Type.Optional(Description) },
          { additionalProperties: false },
        ),
        response: { 201: Release, ...authed("VALIDATION_ERROR", "NOT_FOUND") },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await releases.create(principalOf(request), request.params.id, request.body)),
  );

  app.get(
    "/api/releases",
    {
      config: { permission: "release.read" },
      schema: {
        tags: ["releases"],
        querystring: Type.Object({
          ...PageQuery.properties,
          capabilityId: Type.Optional(Id),
          state: Type.Optional(ReleaseStateSchema),
        }),
        response: { 200: PageOf(Release), ...authed("VALIDATION_ERROR") },
      },
    },
    async (request) => {
      const { limit, cursor, capabilityId, state } = request.query;
      return releases.list(
        principalOf(request).orgId,
        { capabilityId, state },
        { limit: limit ?? 50, cursor },
      );
    },
  );

  app.get(
    "/api/releases/:id",
    {
      config: { permission: "release.read" },
      schema: { tags: ["releases"], params: IdParams, response: { 200: Release, ...authed("NOT_FOUND") } },
    },
    async (request) => releases.get(principalOf(request).orgId, request.params.id),
  );

  const transition = { tags: ["releases"], params: IdParams };
  app.post(
    "/api/releases/:id/submit",
    {
      config: { permission: "release.create", idempotent: true },
      schema: { ...transition, response: { 200: Release, ...authed("NOT_FOUND", "INVALID_TRANSITION") } },
    },
    async (request) => releases.submit(principalOf(request), request.params.id),
  );

  app.post(
    "/api/releases/:id/approve",
    {
      config: { permission: "release.approve", idempotent: true },
      // The body is optional: no body means no comment.
      preValidation: async function defaultApprovalBody(request) {
        request.body ??= {};
      },
      schema: {
        ...transition,
        body: Type.Object({ comment: Type.Optional(Description) }, { additionalProperties: false }),
        response: {
          200: Release,
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
    async (request) => releases.approve(principalOf(request), request.params.id, request.body.comment ?? ""),
  );

  app.post(
    "/api/releases/:id/activate",
    {
      config: { permission: "release.activate", idempotent: true },
      schema: {
        ...transition,
        response: { 200: Release, ...authed("NOT_FOUND", "APPROVAL_REQUIRED", "INVALID_TRANSITION") },
      },
    },
    async (request) => releases.activate(principalOf(request), request.params.id),
  );

  app.post(
    "/api/releases/:id/rollback",
    {
      config: { permission: "release.activate", idempotent: true },
      schema: { ...transition, response: { 200: Release, ...authed("NOT_FOUND", "INVALID_TRANSITION") } },
    },
    async (request) => releases.rollback(principalOf(request), request.params.id),
  );

  app.post(
    "/api/releases/:id/cancel",
    {
      // The route needs release.create; the service lets only the creator or release.manage_any through.
      config: { permission: "release.create", idempotent: true },
      preValidation: async function defaultCancelBody(request) {
        request.body ??= {};
      },
      schema: {
        ...transition,
        description:
          "Withdraws a draft, pending or approved release (terminal); the reason goes to the audit chain.",
        body: Type.Object({ reason: Type.Optional(Description) }, { additionalProperties: false }),
        response: { 200: Release, ...authed("VALIDATION_ERROR", "NOT_FOUND", "INVALID_TRANSITION") },
      },
    },
    async (request) => releases.cancel(principalOf(request), request.params.id, request.body.reason ?? ""),
  );

  app.delete(
    "/api/releases/:id",
    {
      config: { permission: "release.create" },
      schema: {
        ...transition,
        description:
          "Deletes a release that never served (draft, pending_approval, approved, cancelled) and its approvals.",
        response: { 200: Release, ...authed("NOT_FOUND", "INVALID_TRANSITION", "RELEASE_IN_USE") },
      },
    },
    async (request) => releases.delete(principalOf(request), request.params.id),
  );
};
