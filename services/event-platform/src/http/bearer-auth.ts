import type { FastifyRequest } from "fastify";
import { httpErrors } from "./daemon-errors.js";
import type { Publisher, PublishPolicy } from "./publish-policy.js";

/**
 * A preHandler that demands `Authorization: Bearer <token>` with a token of `policy`, and notes
 * which publisher it is (for the publish route's authorisation). 401 otherwise.
 */
export function bearerPublisher(policy: PublishPolicy, publishers: WeakMap<FastifyRequest, Publisher>) {
  return async function requirePublisher(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    const match = typeof header === "string" ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    const publisher = policy.identify(match?.[1] ?? "");
    if (!match || !publisher) throw httpErrors.unauthorized();
    publishers.set(request, publisher);
  };
}
