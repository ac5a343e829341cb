import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { PlatformError } from "../errors.js";
import type { ApprovalPolicyStore } from "../tenancy/approval-policy-store.js";
import type { InvitationService } from "../tenancy/invitation-service.js";
import type { OrgService } from "../tenancy/org-service.js";
import { principalOf } from "./auth-plugin.js";
import { ApiKey, authed, errors, IdParams, Name, RoleSchema, Timestamp } from "./schemas.js";

export interface InvitationRoutesOptions {
  invitations: InvitationService;
  orgs: OrgService;
  policies: ApprovalPolicyStore;
}

export const Email = Type.String({ minLength: 3, maxLength: 320, pattern: "^[^@\\s]+@[^@\\s]+$" });
const Token = Type.String({ minLength: 1, maxLength: 200 });

export const Invitation = Type.Object({
  id: Type.String(),
  role: RoleSchema,
  email: Type.Union([Type.String(), Type.Null()]),
  invitedBy: Type.String(),
  createdAt: Timestamp,
  expiresAt: Timestamp,
  redeemedAt: Type.Union([Timestamp, Type.Null()]),
  redeemedBy: Type.Union([Type.String(), Type.Null()]),
  revokedAt: Type.Union([Timestamp, Type.Null()]),
  revokedBy: Type.Union([Type.String(), Type.Null()]),
});
export const IssuedInvitation = Type.Object({
  invitation: Invitation,
  token: Type.String({ description: "shown in this response only; stored only as its sha256" }),
});
const Redeemed = Type.Object({
  org: Type.Object({ id: Type.String(), name: Type.String() }),
  user: Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() }),
  role: RoleSchema,
  apiKey: ApiKey,
  secret: Type.String({ description: "the member's own API key, shown in this response only" }),
});
const Policy = Type.Object({
  independentApprovers: Type.Boolean(),
  approverMinMembershipHours: Type.Integer(),
  source: Type.Object({
    independentApprovers: Type.Union([Type.Literal("org"), Type.Literal("default")]),
    approverMinMembershipHours: Type.Union([Type.Literal("org"), Type.Literal("default")]),
  }),
});

/** Invitations (how members join), organisations a user creates, and the approval policy (issue 24). */
export const invitationRoutes: FastifyPluginAsyncTypebox<InvitationRoutesOptions> = async (app, o) => {
  app.post(
    "/api/invitations",
    {
      config: { permission: "member.manage", idempotent: true },
      schema: {
        tags: ["org"],
        description:
          "Creates a one-time invitation; the token is shown once. The invitee redeems it for their own API key.",
        body: Type.Object({ role: RoleSchema, email: Type.Optional(Email) }, { additionalProperties: false }),
        response: { 201: IssuedInvitation, ...authed("VALIDATION_ERROR") },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await o.invitations.create(principalOf(request), request.body)),
  );

  app.get(
    "/api/invitations",
    {
      config: { permission: "member.manage" },
      schema: {
        tags: ["org"],
        response: { 200: Type.Object({ items: Type.Array(Invitation) }), ...authed() },
      },
    },
    async (request) => ({ items: await o.invitations.list(principalOf(request).orgId) }),
  );

  app.delete(
    "/api/invitations/:id",
    {
      config: { permission: "member.manage" },
      schema: {
        tags: ["org"],
        description:
          "Revokes an invitation before it is redeemed: its token no longer redeems (404 INVITATION_INVALID). " +
          "409 INVITATION_NOT_REVOCABLE once redeemed or revoked. Audited (invitation.revoke).",
        params: IdParams,
        response: { 200: Invitation, ...authed("NOT_FOUND", "INVITATION_NOT_REVOCABLE") },
      },
    },
    async (request) => o.invitations.revoke(principalOf(request), request.params.id),
  );

  app.post(
    "/api/invitations/redeem",
    {
      config: { public: true },
      schema: {
        tags: ["org"],
        description:
          "A new user joins: creates their account and membership and returns their own API key (shown once).",
        body: Type.Object(
          { token: Token, name: Name, email: Type.Optional(Email) },
          { additionalProperties: false },
        ),
        response: {
          201: Redeemed,
          ...errors("VALIDATION_ERROR", "INVITATION_INVALID", "EMAIL_REGISTERED", "NAME_TAKEN"),
        },
      },
    },
    async (request, reply) => {
      const { token, ...who } = request.body;
      return reply.code(201).send(await o.invitations.redeem(token, who));
    },
  );

  app.post(
    "/api/invitations/accept",
    {
      schema: {
        tags: ["org"],
        description:
          "A signed-in user joins another organisation with an invitation; returns their key for it.",
        body: Type.Object({ token: Token }, { additionalProperties: false }),
        response: { 201: Redeemed, ...authed("VALIDATION_ERROR", "INVITATION_INVALID", "NAME_TAKEN") },
      },
    },
    async (request, reply) => {
      const userId = principalOf(request).userId;
      if (!userId) throw new PlatformError("FORBIDDEN", "Only users join organisations");
      return reply.code(201).send(await o.invitations.redeem(request.body.token, {}, { userId }));
    },
  );

  app.post(
    "/api/orgs",
    {
      config: { idempotent: true },
      schema: {
        tags: ["org"],
        description:
          "Creates an organisation owned by the caller; returns their owner key for it (shown once).",
        body: Type.Object({ name: Name }, { additionalProperties: false }),
        response: {
          201: Type.Object({
            org: Type.Object({ id: Type.String(), name: Type.String() }),
            apiKey: ApiKey,
            secret: Type.String(),
          }),
          ...authed("VALIDATION_ERROR"),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await o.orgs.create(principalOf(request), request.body.name)),
  );

  app.get(
    "/api/org/approval-policy",
    {
      config: { permission: "org.read" },
      schema: { tags: ["org"], response: { 200: Policy, ...authed() } },
    },
    async (request) => o.policies.get(principalOf(request).orgId),
  );

  app.put(
    "/api/org/approval-policy",
    {
      config: { permission: "member.manage", idempotent: true },
      schema: {
        tags: ["org"],
        description: "Owners only. null restores the deployment's default.",
        body: Type.Object(
          {
            independentApprovers: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
            approverMinMembershipHours: Type.Optional(
              Type.Union([Type.Integer({ minimum: 0, maximum: 24 * 365 }), Type.Null()]),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: Policy, ...authed("VALIDATION_ERROR") },
      },
    },
    async (request) => o.policies.set(principalOf(request), request.body),
  );
};
