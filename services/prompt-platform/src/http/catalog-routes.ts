import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { ManifestStore } from "../catalog/manifest-store.js";
import type { ProjectService } from "../catalog/project-service.js";
import type { VersionService } from "../catalog/version-service.js";
import { principalOf } from "./auth-plugin.js";
import {
  authed,
  Capability,
  Description,
  IdParams,
  ManifestDocument,
  Name,
  PageOf,
  PageQuery,
  Project,
  Sha256,
  StoredManifest,
  Version,
} from "./schemas.js";

export interface CatalogRoutesOptions {
  projects: ProjectService;
  manifests: ManifestStore;
  versions: VersionService;
}

const NamedBody = Type.Object(
  { name: Name, description: Type.Optional(Description) },
  { additionalProperties: false },
);
const page = (q: { limit?: number; cursor?: string }) => ({ limit: q.limit ?? 50, cursor: q.cursor });

/**
 * Projects live in workspaces, capabilities in projects, versions in capabilities; a child is
 * created and listed under its parent's path and fetched by its own id.
 */
export const catalogRoutes: FastifyPluginAsyncTypebox<CatalogRoutesOptions> = async (app, o) => {
  app.get(
    "/api/workspaces/:id/projects",
    {
      config: { permission: "catalog.read" },
      schema: {
        tags: ["catalog"],
        params: IdParams,
        querystring: PageQuery,
        response: { 200: PageOf(Project), ...authed("VALIDATION_ERROR", "NOT_FOUND") },
      },
    },
    async (request) =>
      o.projects.listProjects(principalOf(request).orgId, request.params.id, page(request.query)),
  );

  app.post(
    "/api/workspaces/:id/projects",
    {
      config: { permission: "catalog.write", idempotent: true },
      schema: {
        tags: ["catalog"],
        params: IdParams,
        body: NamedBody,
        response: { 201: Project, ...authed("VALIDATION_ERROR", "NOT_FOUND", "NAME_TAKEN") },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await o.projects.createProject(principalOf(request), request.params.id, request.body)),
  );

  app.get(
    "/api/projects/:id",
    {
      config: { permission: "catalog.read" },
      schema: { tags: ["catalog"], params: IdParams, response: { 200: Project, ...authed("NOT_FOUND") } },
    },
    async (request) => o.projects.getProject(principalOf(request).orgId, request.params.id),
  );

  app.put(
    "/api/projects/:id",
    {
      config: { permission: "catalog.write", idempotent: true },
      schema: {
        tags: ["catalog"],
        params: IdParams,
        body: NamedBody,
        response: { 200: Project, ...authed("VALIDATION_ERROR", "NOT_FOUND", "NAME_TAKEN") },
      },
    },
    async (request) => o.projects.updateProject(principalOf(request), request.params.id, request.body),
  );

  app.delete(
    "/api/projects/:id",
    {
      config: { permission: "catalog.delete" },
      schema: {
        tags: ["catalog"],
        description: "Deletes an empty project (409 PROJECT_NOT_EMPTY while it has capabilities).",
        params: IdParams,
        response: { 200: Project, ...authed("NOT_FOUND", "PROJECT_NOT_EMPTY") },
      },
    },
    async (request) => o.projects.deleteProject(principalOf(request), request.params.id),
  );

  app.get(
    "/api/projects/:id/capabilities",
    {
      config: { permission: "catalog.read" },
      schema: {
        tags: ["catalog"],
        params: IdParams,
        querystring: PageQuery,
        response: { 200: PageOf(Capability), ...authed("VALIDATION_ERROR", "NOT_FOUND") },
      },
    },
    async (request) =>
      o.projects.listCapabilities(principalOf(request).orgId, request.params.id, page(request.query)),
  );

  app.post(
    "/api/projects/:id/capabilities",
    {
      config: { permission: "catalog.write", idempotent: true },
      schema: {
        tags: ["catalog"],
        params: IdParams,
        body: NamedBody,
        response: { 201: Capability, ...authed("VALIDATION_ERROR", "NOT_FOUND", "NAME_TAKEN") },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await o.projects.createCapability(principalOf(request), request.params.id, request.body)),
  );

  app.get(
    "/api/capabilities/:id",
    {
      config: { permission: "catalog.read" },
      schema: { tags: ["catalog"], params: IdParams, response: { 200: Capability, ...authed("NOT_FOUND") } },
    },
    async (request) => o.projects.getCapability(principalOf(request).orgId, request.params.id),
  );

  app.put(
    "/api/capabilities/:id",
    {
      config: { permission: "catalog.write", idempotent: true },
      schema: {
        tags: ["catalog"],
        params: IdParams,
        body: NamedBody,
        response: { 200: Capability, ...authed("VALIDATION_ERROR", "NOT_FOUND", "NAME_TAKEN") },
      },
    },
    async (request) => o.projects.updateCapability(principalOf(request), request.params.id, request.body),
  );

  app.delete(
    "/api/capabilities/:id",
    {
      config: { permission: "catalog.delete" },
      schema: {
        tags: ["catalog"],
        description:
          "Deletes a capability with no versions (409 CAPABILITY_NOT_EMPTY otherwise: versions are immutable).",
        params: IdParams,
        response: { 200: Capability, ...authed("NOT_FOUND", "CAPABILITY_NOT_EMPTY") },
      },
    },
    async (request) => o.projects.deleteCapability(principalOf(request), request.params.id),
  );

  app.post(
    "/api/manifests",
    {
      config: { permission: "catalog.write", idempotent: true },
      schema: {
        tags: ["catalog"],
        description: "Stores a manifest by content hash: 201 when new, 200 when already stored.",
        body: Type.Object({ manifest: ManifestDocument }, { additionalProperties: false }),
        response: { 200: StoredManifest, 201: StoredManifest, ...authed("VALIDATION_ERROR") },
      },
    },
    async (request, reply) => {
      const { created, ...stored } = await o.manifests.put(principalOf(request), request.body.manifest);
      return reply.code(created ? 201 : 200).send(stored);
    },
  );

  app.get(
    "/api/manifests/:hash",
    {
      config: { permission: "catalog.read" },
      schema: {
        tags: ["catalog"],
        params: Type.Object({ hash: Sha256 }),
        response: { 200: StoredManifest, ...authed("VALIDATION_ERROR", "MANIFEST_NOT_FOUND") },
      },
    },
    async (request) => o.manifests.get(principalOf(request).orgId, request.params.hash),
  );

  app.get(
    "/api/capabilities/:id/versions",
    {
      config: { permission: "catalog.read" },
      schema: {
        tags: ["catalog"],
        params: IdParams,
        querystring: PageQuery,
        response: { 200: PageOf(Version), ...authed("VALIDATION_ERROR", "NOT_FOUND") },
      },
    },
    async (request) => o.versions.list(principalOf(request).orgId, request.params.id, page(request.query)),
  );

  app.post(
    "/api/capabilities/:id/versions",
    {
      config: { permission: "catalog.write", idempotent: true },
      schema: {
        tags: ["catalog"],
        description:
          "Creates the next version from a stored manifest (manifestHash) or an inline one (manifest).",
        params: IdParams,
        body: Type.Object(
          {
            manifestHash: Type.Optional(Sha256),
            manifest: Type.Optional(ManifestDocument),
            notes: Type.Optional(Description),
          },
          { additionalProperties: false },
        ),
        response: { 201: Version, ...authed("VALIDATION_ERROR", "NOT_FOUND", "MANIFEST_NOT_FOUND") },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await o.versions.create(principalOf(request), request.params.id, request.body)),
  );

  app.get(
    "/api/versions/:id",
    {
      config: { permission: "catalog.read" },
      schema: { tags: ["catalog"], params: IdParams, response: { 200: Version, ...authed("NOT_FOUND") } },
    },
    async (request) => o.versions.get(principalOf(request).orgId, request.params.id),
  );
};
