import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { httpErrors } from "./daemon-errors.js";

/**
 * A preHandler that demands `Authorization: Bearer <token>`. Both sides are hashed before the
 * constant-time comparison, so neither the token's content nor its length leaks through timing.
 */
export function bearerAuth(token: string) {
  const expected = createHash("sha256").update(token).digest();
  return async function requireBearer(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    const match = typeof header === "string" ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    const given = createHash("sha256")
      .update(match?.[1] ?? "")
      .digest();
    if (!match || !timingSafeEqual(given, expected)) throw httpErrors.unauthorized();
  };
}
