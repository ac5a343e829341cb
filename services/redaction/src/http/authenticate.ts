import type { FastifyRequest } from "fastify";
import { problems } from "../errors.js";
import type { ApiKeys } from "./api-keys.js";

declare module "fastify" {
  interface FastifyRequest {
    keyId: string;
    tenant: string;
  }
}

/**
 * onRequest hook for `/v1/` routes: the X-API-Key names the caller's key id and tenant, or the
 * request is 401. Without keys (REDACT_DEV_NO_AUTH) every caller is `dev`.
 *
 * @example app.addHook("onRequest", authenticate({ keys }));
 */
export function authenticate({ keys }: { keys: ApiKeys | undefined }) {
  // Callback style (a throw is the hook's error): no promise on every request.
  return function authenticateApiKey(request: FastifyRequest, _reply: unknown, done: () => void) {
    if (!request.url.startsWith("/v1/")) return done();
    if (!keys) {
      request.keyId = "dev";
      request.tenant = "dev";
      return done();
    }
    const header = request.headers["x-api-key"];
    const presented = typeof header === "string" && header !== "" ? header : undefined;
    const caller = presented === undefined ? undefined : keys.identify(presented);
    if (!caller) throw problems.unauthorized(presented !== undefined);
    request.keyId = caller.keyId;
    request.tenant = caller.tenant;
    done();
  };
}
