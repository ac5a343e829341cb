import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply } from "fastify";
import { Type } from "typebox";
import { PlatformError } from "../errors.js";
import type { ApiKeyService } from "../tenancy/api-key-service.js";
import type { BootstrapService } from "../tenancy/bootstrap-service.js";
import type { MemberService } from "../tenancy/member-service.js";
import type { SessionGrant, SessionStore } from "../tenancy/session-store.js";
import { principalOf, SESSION_COOKIE } from "./auth-plugin.js";
import { authed, errors, Me, Name, RoleSchema } from "./schemas.js";

export interface AuthRoutesOptions {
  bootstrap: BootstrapService;
  sessions: SessionStore;
  apiKeys: ApiKeyService;
  members: MemberService;
  secureCookies: boolean;
  sessionTtlSec: number;
}

const Email = Type.String({ minLength: 3, maxLength: 320, pattern: "^[^@\\s]+@[^@\\s]+$" });

/** First-run bootstrap, console sign-in (a session from an API key), sign-out, and "who am I". */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, o) => {
  const openSession = async (reply: FastifyReply, grant: SessionGrant) => {
    const { token } = await o.sessions.create(grant);
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      secure: o.secureCookies,
      sameSite: "lax",
      path: "/",
      maxAge: o.sessionTtlSec,
    });
  };

  app.get(
    "/api/bootstrap/status",
    {
      config: { public: true },
      schema: {
        tags: ["auth"],
        response: { 200: Type.Object({ bootstrapped: Type.Boolean() }), ...errors() },
      },
    },
    async () => ({ bootstrapped: await o.bootstrap.isBootstrapped() }),
  );

  app.post(
    "/api/bootstrap/admin",
    {
      config: { public: true },
      schema: {
        tags: ["auth"],
        body: Type.Object(
          { userName: Name, userEmail: Email, orgName: Name },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object({
            user: Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() }),
            org: Type.Object({ id: Type.String(), name: Type.String() }),
            role: RoleSchema,
          }),
          ...errors("VALIDATION_ERROR", "ALREADY_BOOTSTRAPPED"),
        },
      },
    },
    async (request, reply) => {
      const result = await o.bootstrap.bootstrap(request.body);
      await openSession(reply, {
        userId: result.user.id,
        orgId: result.org.id,
        role: result.role,
        selfIssued: true,
      });
      return reply.code(201).send(result);
    },
  );

  app.post(
    "/api/auth/login",
    {
      config: { public: true },
      schema: {
        tags: ["auth"],
        body: Type.Object(
          { apiKey: Type.String({ minLength: 1, maxLength: 200 }) },
          { additionalProperties: false },
        ),
        response: { 200: Me, ...errors("VALIDATION_ERROR", "UNAUTHORIZED") },
      },
    },
    async (request, reply) => {
      const principal = await o.apiKeys.authenticate(request.body.apiKey);
      if (!principal?.userId) throw new PlatformError("UNAUTHORIZED", "Invalid or revoked API key");
      await openSession(reply, {
        userId: principal.userId,
        orgId: principal.orgId,
        role: principal.role,
        selfIssued: principal.selfIssued === true,
      });
      return o.members.me({ ...principal, via: "session", actor: `user:${principal.userId}` });
    },
  );

  app.post(
    "/api/auth/logout",
    { config: { public: true }, schema: { tags: ["auth"], response: { 204: Type.Null(), ...errors() } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await o.sessions.delete(token);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/me",
    { schema: { tags: ["auth"], response: { 200: Me, ...authed("NOT_ORG_MEMBER") } } },
    async (request) => o.members.me(principalOf(request)),
  );
};
