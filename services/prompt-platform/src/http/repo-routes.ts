import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { GateService } from "../evals/eval-gate.js";
import type { RepoService } from "../repos/repo-service.js";
import type { SigningKeyService } from "../repos/signing-key-service.js";
import { can } from "../tenancy/roles.js";
import { principalOf } from "./auth-plugin.js";
import { GateResult } from "./eval-schemas.js";
import {
  Branch,
  BranchName,
  CapabilityLink,
  CommitView,
  Path,
  PreparedCommit,
  Repo,
  RepoBody,
  SignedCommit,
  SigningKey,
} from "./repo-schemas.js";
import { authed, Id, IdParams, Name, PageOf, PageQuery, Sha256 } from "./schemas.js";

export interface RepoRoutesOptions {
  repos: RepoService;
  keys: SigningKeyService;
  gate: GateService;
}

const Ref = Type.String({ minLength: 1, maxLength: 100, description: "a branch name or a commit id" });
const page = (q: { limit?: number; cursor?: string }) => ({ limit: q.limit ?? 50, cursor: q.cursor });

/** Repositories, their objects, branches and commits, commit-signing keys, and the eval gate. */
export const repoRoutes: FastifyPluginAsyncTypebox<RepoRoutesOptions> = async (app, o) => {
  app.post(
    "/api/repos",
    {
      config: { permission: "repo.write", idempotent: true },
      schema: {
        tags: ["repos"],
        body: RepoBody,
        response: { 201: Repo, ...authed("VALIDATION_ERROR", "NOT_FOUND", "NAME_TAKEN") },
      },
    },
    async (request, reply) => reply.code(201).send(await o.repos.create(principalOf(request), request.body)),
  );

  app.get(
    "/api/repos",
    {
      config: { permission: "repo.read" },
      schema: {
        tags: ["repos"],
        querystring: Type.Object({ ...PageQuery.properties, workspaceId: Type.Optional(Id) }),
        response: { 200: PageOf(Repo), ...authed("VALIDATION_ERROR") },
      },
    },
    async (request) =>
      o.repos.list(
        principalOf(request).orgId,
        { workspaceId: request.query.workspaceId },
        page(request.query),
      ),
  );

  app.get(
    "/api/repos/:id",
    {
      config: { permission: "repo.read" },
      schema: { tags: ["repos"], params: IdParams, response: { 200: Repo, ...authed("NOT_FOUND") } },
    },
    async (request) => o.repos.get(principalOf(request).orgId, request.params.id),
  );

  app.put(
    "/api/repos/:id/capabilities",
    {
      config: { permission: "repo.write", idempotent: true },
      schema: {
        tags: ["repos"],
        description:
          "Replaces the capabilities the repository holds manifests for (capabilityId → file path).",
        params: IdParams,
        body: Type.Object(
          { capabilities: Type.Array(CapabilityLink, { maxItems: 100 }) },
          { additionalProperties: false },
        ),
        response: { 200: Repo, ...authed("VALIDATION_ERROR", "NOT_FOUND") },
      },
    },
    async (request) =>
      o.repos.setCapabilities(principalOf(request), request.params.id, request.body.capabilities),
  );

  app.post(
    "/api/repos/:id/commits/prepare",
    {
      config: { permission: "repo.write" },
      schema: {
        tags: ["repos"],
        description:
          "Stores the blobs and trees for a change on top of `parent` or `branch` and returns the unsigned commit and the exact text to sign.",
        params: IdParams,
        body: Type.Object(
          {
            branch: Type.Optional(BranchName),
            parent: Type.Optional(Sha256),
            files: Type.Record(
              Type.String({ minLength: 1, maxLength: 1024 }),
              Type.Union([Type.String({ maxLength: 1_000_000 }), Type.Null()]),
            ),
            message: Type.String({ maxLength: 10_000 }),
            keyId: Type.String({ minLength: 1, maxLength: 64 }),
            author: Type.Optional(
              Type.Object(
                { name: Name, email: Type.String({ maxLength: 320 }) },
                { additionalProperties: false },
              ),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: PreparedCommit, ...authed("VALIDATION_ERROR", "NOT_FOUND", "INTEGRITY_ERROR") },
      },
    },
    async (request) => o.repos.prepareCommit(principalOf(request), request.params.id, request.body),
  );

  app.post(
    "/api/repos/:id/commits",
    {
      config: { permission: "repo.write", idempotent: true },
      schema: {
        tags: ["repos"],
        description:
          "Stores a commit signed by the caller's registered key; with `branch`, moves it by compare-and-swap from `expectedHead` (default: the first parent; null: a new branch).",
        params: IdParams,
        body: Type.Object(
          {
            commit: SignedCommit,
            branch: Type.Optional(BranchName),
            expectedHead: Type.Optional(Type.Union([Sha256, Type.Null()])),
          },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object({ commit: CommitView, branch: Type.Union([Branch, Type.Null()]) }),
          ...authed("VALIDATION_ERROR", "NOT_FOUND", "SIGNATURE_INVALID", "REF_CONFLICT", "INTEGRITY_ERROR"),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await o.repos.createCommit(principalOf(request), request.params.id, request.body)),
  );

  app.get(
    "/api/repos/:id/commits",
    {
      config: { permission: "repo.read" },
      schema: {
        tags: ["repos"],
        description:
          "Commits reachable from `ref` (default: the default branch), newest first; each verified.",
        params: IdParams,
        querystring: Type.Object({ ...PageQuery.properties, ref: Type.Optional(Ref) }),
        response: { 200: PageOf(CommitView), ...authed("VALIDATION_ERROR", "NOT_FOUND", "INTEGRITY_ERROR") },
      },
    },
    async (request) => {
      const { orgId } = principalOf(request);
      const ref = request.query.ref ?? (await o.repos.get(orgId, request.params.id)).defaultBranch;
      return o.repos.log(orgId, request.params.id, ref, page(request.query));
    },
  );

  app.get(
    "/api/repos/:id/commits/:sha",
    {
      config: { permission: "repo.read" },
      schema: {
        tags: ["repos"],
        description: "One commit, re-hashed and signature-checked (409 INTEGRITY_ERROR when either fails).",
        params: Type.Object({ id: Id, sha: Sha256 }),
        response: { 200: CommitView, ...authed("VALIDATION_ERROR", "NOT_FOUND", "INTEGRITY_ERROR") },
      },
    },
    async (request) => o.repos.readCommit(principalOf(request).orgId, request.params.id, request.params.sha),
  );

  app.get(
    "/api/repos/:id/branches",
    {
      config: { permission: "repo.read" },
      schema: {
        tags: ["repos"],
        params: IdParams,
        response: { 200: Type.Object({ items: Type.Array(Branch) }), ...authed("NOT_FOUND") },
      },
    },
    async (request) => ({ items: await o.repos.branches(principalOf(request).orgId, request.params.id) }),
  );

  app.post(
    "/api/repos/:id/branches",
    {
      config: { permission: "repo.write", idempotent: true },
      schema: {
        tags: ["repos"],
        params: IdParams,
        body: Type.Object({ name: BranchName, commitId: Sha256 }, { additionalProperties: false }),
        response: {
          201: Branch,
          ...authed("VALIDATION_ERROR", "NOT_FOUND", "REF_CONFLICT", "INTEGRITY_ERROR"),
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await o.repos.setBranch(
            principalOf(request),
            request.params.id,
            request.body.name,
            null,
            request.body.commitId,
          ),
        ),
  );

  app.put(
    "/api/repos/:id/branches/:name",
    {
      config: { permission: "repo.write", idempotent: true },
      schema: {
        tags: ["repos"],
        description:
          "Compare-and-swap: moves the branch to commitId only if it is still at `expected` (409 REF_CONFLICT otherwise).",
        params: Type.Object({ id: Id, name: BranchName }),
        body: Type.Object({ commitId: Sha256, expected: Sha256 }, { additionalProperties: false }),
        response: {
          200: Branch,
          ...authed("VALIDATION_ERROR", "NOT_FOUND", "REF_CONFLICT", "INTEGRITY_ERROR"),
        },
      },
    },
    async (request) =>
      o.repos.setBranch(
        principalOf(request),
        request.params.id,
        request.params.name,
        request.body.expected,
        request.body.commitId,
      ),
  );

  app.get(
    "/api/repos/:id/files",
    {
      config: { permission: "repo.read" },
      schema: {
        tags: ["repos"],
        params: IdParams,
        querystring: Type.Object({ ref: Ref }),
        response: {
          200: Type.Object({
            commitId: Sha256,
            files: Type.Array(Type.Object({ path: Type.String(), blobId: Sha256 })),
          }),
          ...authed("VALIDATION_ERROR", "NOT_FOUND", "INTEGRITY_ERROR"),
        },
      },
    },
    async (request) => o.repos.files(principalOf(request).orgId, request.params.id, request.query.ref),
  );

  app.get(
    "/api/repos/:id/file",
    {
      config: { permission: "repo.read" },
      schema: {
        tags: ["repos"],
        params: IdParams,
        querystring: Type.Object({ ref: Ref, path: Path }),
        response: {
          200: Type.Object({ commitId: Sha256, path: Type.String(), blobId: Sha256, content: Type.String() }),
          ...authed("VALIDATION_ERROR", "NOT_FOUND", "INTEGRITY_ERROR"),
        },
      },
    },
    async (request) =>
      o.repos.file(principalOf(request).orgId, request.params.id, request.query.ref, request.query.path),
  );

  app.post(
    "/api/repos/:id/eval-gate",
    {
      config: { permission: "eval.run" },
      // The body is optional: CI may post nothing to gate the default branch.
      preValidation: async function defaultGateBody(request) {
        request.body ??= {};
      },
      schema: {
        tags: ["repos", "evals"],
        description:
          "Runs every suite of every linked capability on the manifests at `ref` (default: the target branch) and compares each with its last passing run on `targetBranch` (default: the default branch).",
        params: IdParams,
        body: Type.Object(
          {
            ref: Type.Optional(Ref),
            targetBranch: Type.Optional(BranchName),
            tolerance: Type.Optional(Type.Number({ minimum: 0, maximum: 1, default: 0 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: GateResult,
          ...authed(
            "VALIDATION_ERROR",
            "NOT_FOUND",
            "MANIFEST_NOT_FOUND",
            "BUDGET_EXCEEDED",
            "INTEGRITY_ERROR",
          ),
        },
      },
    },
    async (request) => o.gate.gate(principalOf(request), request.params.id, request.body),
  );

  app.post(
    "/api/signing-keys",
    {
      config: { permission: "repo.write", idempotent: true },
      schema: {
        tags: ["repos"],
        description: "Registers the caller's Ed25519 public key (SPKI PEM) for signing commits.",
        body: Type.Object(
          { name: Name, publicKeyPem: Type.String({ maxLength: 4096 }) },
          { additionalProperties: false },
        ),
        response: { 201: SigningKey, ...authed("VALIDATION_ERROR", "NAME_TAKEN") },
      },
    },
    async (request, reply) => reply.code(201).send(await o.keys.register(principalOf(request), request.body)),
  );

  app.get(
    "/api/signing-keys",
    {
      config: { permission: "repo.read" },
      schema: {
        tags: ["repos"],
        querystring: Type.Object({ userId: Type.Optional(Id) }),
        response: { 200: Type.Object({ items: Type.Array(SigningKey) }), ...authed("VALIDATION_ERROR") },
      },
    },
    async (request) => ({ items: await o.keys.list(principalOf(request).orgId, request.query.userId) }),
  );

  app.delete(
    "/api/signing-keys/:keyId",
    {
      config: { permission: "repo.write" },
      schema: {
        tags: ["repos"],
        description: "Revokes one of the caller's keys (admins: anyone's). Commits it signed still verify.",
        params: Type.Object({ keyId: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: SigningKey, ...authed("NOT_FOUND") },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return o.keys.revoke(principal, request.params.keyId, can(principal.role, "member.manage"));
    },
  );
};
