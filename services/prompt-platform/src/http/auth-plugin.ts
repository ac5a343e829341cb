import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { PlatformError } from "../errors.js";
import type { Authenticator } from "../tenancy/authenticator.js";
import type { Principal } from "../tenancy/principal.js";
import { can, PERMISSIONS, type Permission } from "../tenancy/roles.js";

export const SESSION_COOKIE = "platform_session";

declare module "fastify" {
  interface FastifyContextConfig {
    /** No credentials needed (health, audit verification, bootstrap). */
    public?: boolean;
    /** The permission a caller's role must hold; routes without one only need membership. */
    permission?: Permission;
    /** Honour Idempotency-Key on this route. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    principal?: Principal;
  }
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === "string" && value !== "" ? value : undefined;
};

/**
 * Authenticates every route that is not marked public, before the body is parsed (so a stranger
 * learns nothing from validation errors), then checks the route's declared permission.
 */
export const authPlugin = fp(
  async function authPlugin(app: FastifyInstance, { authenticator }: { authenticator: Authenticator }) {
    app.addHook("onRequest", async function authenticate(request) {
      const config = request.routeOptions.config;
      if (request.is404 || config?.public) return;
      const principal = await authenticator.authenticate({
        authorization:
          typeof request.headers.authorization === "string" ? request.headers.authorization : undefined,
        sessionToken: request.cookies?.[SESSION_COOKIE],
        userIdHeader: header(request, "x-user-id"),
        orgIdHeader: header(request, "x-org-id"),
      });
      const permission = config?.permission;
      if (permission && !can(principal.role, permission)) {
        throw new PlatformError(
          "FORBIDDEN",
          `Role ${principal.role} lacks ${permission} (needs ${PERMISSIONS[permission]} or above)`,
        );
      }
      request.principal = principal;
    });
  },
  { name: "platform-auth", dependencies: ["@fastify/cookie"] },
);

/** The authenticated caller; routes that are not public always have one. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new PlatformError("UNAUTHORIZED", "Authentication required");
  return request.principal;
}
