import { canonicalHash } from "@platform/service-kit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { TrustError } from "../errors.js";
import type { IdempotencyStore } from "../state/idempotency-store.js";

const KEY_FORMAT = /^[A-Za-z0-9_:-]{8,255}$/;

export type IdempotencyMode = "required" | "optional";

export interface IdempotencyOptions {
  /** Where records live: this process, or Redis for every replica. */
  store: IdempotencyStore;
  now?: () => number;
  onHit?: (path: string) => void;
  onConflict?: (path: string) => void;
  logger?: { error(obj: object, msg: string): void };
}

declare module "fastify" {
  interface FastifyContextConfig {
    idempotency?: IdempotencyMode;
  }
  interface FastifyRequest {
    idempotency?: { key: string; token: string };
  }
}

/**
 * Idempotency-Key handling exactly as the spec's table: key format, required on the routes that say
 * so, body hashed as canonical JSON, replay with `idempotent-replay: true`, 409 on a different body,
 * only 2xx kept, 24 h TTL, 10 000 records with the oldest evicted, and an in-flight record so two
 * identical requests racing with one key run the handler once.
 */
export const idempotency = fp(
  async function idempotency(
    app: FastifyInstance,
    { store, now = Date.now, onHit, onConflict, logger }: IdempotencyOptions,
  ) {
    app.addHook("onClose", () => store.close());

    app.addHook(
      "preHandler",
      async function checkIdempotencyKey(request: FastifyRequest, reply: FastifyReply) {
        const mode = request.routeOptions.config?.idempotency;
        if (!mode || ["GET", "HEAD", "OPTIONS"].includes(request.method)) return;
        const header = request.headers["idempotency-key"];
        if (header === undefined) {
          if (mode === "required")
            throw new TrustError(
              400,
              "Idempotency-Key header is required for mutating requests",
              "IDEMPOTENCY_KEY_REQUIRED",
            );
          return;
        }
        if (typeof header !== "string" || !KEY_FORMAT.test(header)) {
          throw new TrustError(
            400,
            "Invalid Idempotency-Key format (8-255 chars of letters, digits, underscore, hyphen, colon)",
            "IDEMPOTENCY_KEY_INVALID",
          );
        }
        const path = request.routeOptions.url ?? "unmatched";
        const key = `${request.method} ${path} ${header}`;
        const hash = canonicalHash(request.body ?? null);
        for (;;) {
          const claim = await store.claim(key, hash, now());
          if (claim.state === "claimed") {
            request.idempotency = { key, token: claim.token };
            return;
          }
          if (claim.state === "conflict") {
            onConflict?.(path);
            throw new TrustError(
              409,
              "Idempotency-Key reused with different request body",
              "IDEMPOTENCY_CONFLICT",
            );
          }
          if (claim.state === "pending") {
            await claim.settled;
            continue;
          }
          onHit?.(path);
          return reply
            .code(claim.response.status)
            .header("idempotent-replay", "true")
            .type(claim.response.contentType)
            .send(claim.response.body);
        }
      },
    );

    app.addHook("onSend", async function storeIdempotentResponse(request, reply, payload) {
      const owned = request.idempotency;
      if (!owned) return payload;
      request.idempotency = undefined;
      try {
        if (reply.statusCode >= 200 && reply.statusCode < 300) {
          await store.complete(owned.key, owned.token, {
            status: reply.statusCode,
            body: String(payload ?? ""),
            contentType: String(reply.getHeader("content-type") ?? "application/json"),
          });
        } else {
          await store.release(owned.key, owned.token);
        }
      } catch (error) {
        // The work is done; failing its answer now would invite a retry that repeats it. The
        // in-flight marker expires on its own.
        logger?.error({ err: error }, "idempotency record not stored");
      }
      return payload;
    });

    // A request that ends without a reply (client gone, handler crash) must not leave its twins waiting.
    const release = async (request: FastifyRequest) => {
      const owned = request.idempotency;
      if (!owned) return;
      request.idempotency = undefined;
      await store.release(owned.key, owned.token).catch(() => undefined);
    };
    app.addHook("onResponse", release);
    app.addHook("onRequestAbort", release);
  },
  { name: "trust-idempotency" },
);
