import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { WorkspaceService } from "../workspaces/workspace-service.js";
import { principalOf } from "./auth-plugin.js";
import { authed, Description, IdParams, Name, PageOf, PageQuery, Workspace } from "./schemas.js";

const WorkspaceBody = Type.Object(
  { name: Name, description: Type.Optional(Description) },
  { additionalProperties: false },
);

/** The spec's workspace endpoints. */
export const workspaceRoutes: FastifyPluginAsyncTypebox<{ workspaces: WorkspaceService }> = async (
  app,
  { workspaces },
) => {
  app.get(
    "/api/workspaces",
    {
      config: { permission: "workspace.read" },
      schema: {
        tags: ["workspaces"],
        querystring: PageQuery,
        response: { 200: PageOf(Workspace), ...authed("VALIDATION_ERROR") },
      },
    },
    async (request) =>
      workspaces.list(principalOf(request).orgId, {
        limit: request.query.limit ?? 50,
        cursor: request.query.cursor,
      }),
  );

  app.post(
    "/api/workspaces",
    {
      config: { permission: "workspace.write", idempotent: true },
      schema: {
        tags: ["workspaces"],
        body: WorkspaceBody,
        response: { 201: Workspace, ...authed("VALIDATION_ERROR", "NAME_TAKEN") },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await workspaces.create(principalOf(request), request.body)),
  );

  app.get(
    "/api/workspaces/:id",
    {
      config: { permission: "workspace.read" },
      schema: {
        tags: ["workspaces"],
        params: IdParams,
        response: { 200: Workspace, ...authed("NOT_FOUND") },
      },
    },
    async (request) => workspaces.get(principalOf(request).orgId, request.params.id),
  );

  app.put(
    "/api/workspaces/:id",
    {
      config: { permission: "workspace.write", idempotent: true },
      schema: {
        tags: ["workspaces"],
        params: IdParams,
        body: WorkspaceBody,
        response: { 200: Workspace, ...authed("VALIDATION_ERROR", "NOT_FOUND", "NAME_TAKEN") },
      },
    },
    async (request) => workspaces.update(principalOf(request), request.params.id, request.body),
  );

  app.delete(
    "/api/workspaces/:id",
    {
      config: { permission: "workspace.delete" },
      schema: {
        tags: ["workspaces"],
        params: IdParams,
        response: { 200: Workspace, ...authed("NOT_FOUND", "WORKSPACE_NOT_EMPTY") },
      },
    },
    async (request) => workspaces.delete(principalOf(request), request.params.id),
  );
};
