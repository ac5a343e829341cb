import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { AgentService } from "../tenancy/agent-service.js";
import type { ApiKeyService } from "../tenancy/api-key-service.js";
import type { InvitationService } from "../tenancy/invitation-service.js";
import type { MemberService } from "../tenancy/member-service.js";
import { principalOf } from "./auth-plugin.js";
import { Email, IssuedInvitation } from "./invitation-routes.js";
import { ApiKey, authed, IdParams, Member, Name, RoleSchema, Timestamp } from "./schemas.js";

export interface OrgRoutesOptions {
  members: MemberService;
  invitations: InvitationService;
  apiKeys: ApiKeyService;
  agents: AgentService;
}

const UserParams = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }) });
const Agent = Type.Object({ spiffeId: Type.String(), role: RoleSchema, createdAt: Timestamp });
const SpiffeId = Type.String({
  pattern: "^spiffe://[a-z0-9._-]+(/[A-Za-z0-9._~!$&'()*+,;=:@%-]+)+$",
  maxLength: 2048,
});
const AgentRole = Type.Union([Type.Literal("admin"), Type.Literal("developer"), Type.Literal("viewer")]);

/** Members, API keys and agent (SPIFFE) identities of the caller's organisation. */
export const orgRoutes: FastifyPluginAsyncTypebox<OrgRoutesOptions> = async (app, o) => {
  app.get(
    "/api/members",
    {
      config: { permission: "org.read" },
      schema: { tags: ["org"], response: { 200: Type.Object({ items: Type.Array(Member) }), ...authed() } },
    },
    async (request) => ({ items: await o.members.list(principalOf(request).orgId) }),
  );

  app.post(
    "/api/members",
    {
      config: { permission: "member.manage", idempotent: true },
      schema: {
        tags: ["org"],
        description:
          "Invites someone by e-mail (an invitation bound to that address; the token is shown once). " +
          "Answers the same whether or not the address is registered: nothing about users outside the " +
          "organisation is revealed, and nobody is enrolled until they redeem.",
        body: Type.Object({ email: Email, role: RoleSchema }, { additionalProperties: false }),
        response: { 201: IssuedInvitation, ...authed("VALIDATION_ERROR") },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await o.invitations.create(principalOf(request), request.body)),
  );

  app.put(
    "/api/members/:userId",
    {
      config: { permission: "member.manage", idempotent: true },
      schema: {
        tags: ["org"],
        params: UserParams,
        body: Type.Object({ role: RoleSchema }, { additionalProperties: false }),
        response: { 200: Member, ...authed("VALIDATION_ERROR", "NOT_FOUND", "LAST_OWNER") },
      },
    },
    async (request) => o.members.setRole(principalOf(request), request.params.userId, request.body.role),
  );

  app.delete(
    "/api/members/:userId",
    {
      config: { permission: "member.manage" },
      schema: {
        tags: ["org"],
        params: UserParams,
        response: { 200: Member, ...authed("NOT_FOUND", "LAST_OWNER") },
      },
    },
    async (request) => o.members.remove(principalOf(request), request.params.userId),
  );

  app.post(
    "/api/api-keys",
    {
      config: { permission: "api_key.manage_own", idempotent: true },
      schema: {
        tags: ["org"],
        description:
          "Creates a key for the caller (never for another member); `secret` is shown in this response only " +
          "and stored only as its sha256.",
        body: Type.Object(
          {
            name: Name,
            role: Type.Optional(RoleSchema),
            userId: Type.Optional(
              Type.String({
                minLength: 1,
                maxLength: 64,
                description: "only the caller's own id (issue 24)",
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object({ apiKey: ApiKey, secret: Type.String() }),
          ...authed("VALIDATION_ERROR", "NOT_FOUND"),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await o.apiKeys.create(principalOf(request), request.body)),
  );

  app.get(
    "/api/api-keys",
    {
      config: { permission: "api_key.manage_own" },
      schema: { tags: ["org"], response: { 200: Type.Object({ items: Type.Array(ApiKey) }), ...authed() } },
    },
    async (request) => ({ items: await o.apiKeys.list(principalOf(request)) }),
  );

  app.delete(
    "/api/api-keys/:id",
    {
      config: { permission: "api_key.manage_own" },
      schema: { tags: ["org"], params: IdParams, response: { 200: ApiKey, ...authed("NOT_FOUND") } },
    },
    async (request) => o.apiKeys.revoke(principalOf(request), request.params.id),
  );

  app.get(
    "/api/agents",
    {
      config: { permission: "org.read" },
      schema: { tags: ["org"], response: { 200: Type.Object({ items: Type.Array(Agent) }), ...authed() } },
    },
    async (request) => ({ items: await o.agents.list(principalOf(request).orgId) }),
  );

  app.post(
    "/api/agents",
    {
      config: { permission: "agent.manage", idempotent: true },
      schema: {
        tags: ["org"],
        body: Type.Object({ spiffeId: SpiffeId, role: AgentRole }, { additionalProperties: false }),
        response: { 201: Agent, ...authed("VALIDATION_ERROR", "NAME_TAKEN") },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await o.agents.register(principalOf(request), request.body)),
  );

  app.delete(
    "/api/agents",
    {
      config: { permission: "agent.manage" },
      schema: {
        tags: ["org"],
        querystring: Type.Object({ spiffeId: SpiffeId }),
        response: { 204: Type.Null(), ...authed("VALIDATION_ERROR", "NOT_FOUND") },
      },
    },
    async (request, reply) => {
      await o.agents.remove(principalOf(request), request.query.spiffeId);
      return reply.code(204).send(null);
    },
  );
};
