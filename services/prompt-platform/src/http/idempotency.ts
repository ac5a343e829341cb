import { canonicalHash } from "@platform/service-kit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/database.js";
import { PlatformError } from "../errors.js";

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
/** A key whose first request never finished (crash between commit and reply) can be taken over after this. */
export const ABANDONED_AFTER_MS = 60_000;

declare module "fastify" {
  interface FastifyRequest {
    idempotencySlot?: { orgId: string; key: string };
  }
}

export interface IdempotencyOptions {
  db: Database;
  ttlMs: number;
  clock: () => number;
}

/**
 * Idempotency-Key on routes marked `idempotent`, stored in the database so every replica agrees:
 * the first request claims (org, key) with its fingerprint (method, route, params, body); a retry
 * with the same fingerprint gets the stored 2xx response back (`Idempotent-Replayed: true`), a
 * different fingerprint is 422 IDEMPOTENCY_KEY_REUSED, and a retry while the first is still running
 * is 409 IDEMPOTENCY_KEY_IN_PROGRESS. Failed (non-2xx) responses release the key for a retry.
 */
export const idempotency = fp(
  async function idempotency(app: FastifyInstance, { db, ttlMs, clock }: IdempotencyOptions) {
    const sweep = setInterval(
      () => {
        db.query("DELETE FROM idempotency_keys WHERE created_at < $1", [
          new Date(clock() - ttlMs).toISOString(),
        ]).catch((error: unknown) => app.log.error({ err: error }, "idempotency sweep failed"));
      },
      60 * 60 * 1000,
    );
    sweep.unref();
    app.addHook("onClose", async () => clearInterval(sweep));

    app.addHook("preHandler", async function claimIdempotencyKey(request, reply) {
      if (!request.routeOptions.config?.idempotent || !request.principal) return;
      const key = request.headers["idempotency-key"];
      if (key === undefined) return;
      if (typeof key !== "string" || !KEY_FORMAT.test(key))
        throw new PlatformError(
          "IDEMPOTENCY_KEY_INVALID",
          "Idempotency-Key must be 1-255 visible ASCII characters",
        );
      const orgId = request.principal.orgId;
      const fingerprint = canonicalHash({
        method: request.method,
        route: request.routeOptions.url,
        params: request.params ?? null,
        body: request.body ?? null,
      });
      const now = clock();
      await db.query("DELETE FROM idempotency_keys WHERE org_id = $1 AND key = $2 AND created_at < $3", [
        orgId,
        key,
        new Date(now - ttlMs).toISOString(),
      ]);
      const claimed = await db.query(
        `INSERT INTO idempotency_keys (org_id, key, fingerprint, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (org_id, key) DO NOTHING RETURNING key`,
        [orgId, key, fingerprint, new Date(now).toISOString()],
      );
      if (claimed.length > 0) {
        request.idempotencySlot = { orgId, key };
        return;
      }
      const [stored] = await db.query<{
        fingerprint: string;
        status: number | null;
        response: string | null;
      }>("SELECT fingerprint, status, response FROM idempotency_keys WHERE org_id = $1 AND key = $2", [
        orgId,
        key,
      ]);
      if (!stored)
        throw new PlatformError("IDEMPOTENCY_KEY_IN_PROGRESS", "Idempotency-Key is being released; retry");
      if (stored.fingerprint !== fingerprint)
        throw new PlatformError(
          "IDEMPOTENCY_KEY_REUSED",
          "Idempotency-Key was already used with a different request (method, path or body)",
        );
      if (stored.status === null) {
        const taken = await db.query(
          `UPDATE idempotency_keys SET created_at = $3 WHERE org_id = $1 AND key = $2
           AND status IS NULL AND created_at < $4 RETURNING key`,
          [orgId, key, new Date(now).toISOString(), new Date(now - ABANDONED_AFTER_MS).toISOString()],
        );
        if (taken.length === 0) {
          reply.header("retry-after", "1");
          throw new PlatformError(
            "IDEMPOTENCY_KEY_IN_PROGRESS",
            "A request with this Idempotency-Key is still in progress",
          );
        }
        request.idempotencySlot = { orgId, key };
        return;
      }
      return reply
        .code(stored.status)
        .header("idempotent-replayed", "true")
        .type("application/json; charset=utf-8")
        .send(stored.response);
    });

    app.addHook("onSend", async function storeIdempotentResponse(request, reply, payload) {
      const slot = request.idempotencySlot;
      if (!slot) return payload;
      request.idempotencySlot = undefined;
      if (reply.statusCode >= 200 && reply.statusCode < 300) {
        await db.query(
          "UPDATE idempotency_keys SET status = $3, response = $4 WHERE org_id = $1 AND key = $2",
          [slot.orgId, slot.key, reply.statusCode, String(payload ?? "")],
        );
      } else {
        await release(slot);
      }
      return payload;
    });

    const release = (slot: { orgId: string; key: string }) =>
      db.query("DELETE FROM idempotency_keys WHERE org_id = $1 AND key = $2 AND status IS NULL", [
        slot.orgId,
        slot.key,
      ]);
    app.addHook("onRequestAbort", async function releaseOnAbort(request: FastifyRequest) {
      if (request.idempotencySlot) await release(request.idempotencySlot);
    });
  },
  { name: "platform-idempotency" },
);
