import { canonicalHash } from "@platform/service-kit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { TrustError } from "../errors.js";

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_SWEEP_MS = 5 * 60 * 1000;
export const IDEMPOTENCY_MAX_RECORDS = 10_000;
const KEY_FORMAT = /^[A-Za-z0-9_:-]{8,255}$/;

export type IdempotencyMode = "required" | "optional";

interface StoredResponse {
  status: number;
  body: string;
  contentType: string;
}

interface IdempotencyRecord {
  hash: string;
  createdAt: number;
  response?: StoredResponse;
  /** Settles when the first request with this key finishes, so a racing twin replays its result. */
  done: Promise<void>;
  finish: () => void;
}

export interface IdempotencyOptions {
  now?: () => number;
  onHit?: (path: string) => void;
  onConflict?: (path: string) => void;
}

declare module "fastify" {
  interface FastifyContextConfig {
    idempotency?: IdempotencyMode;
  }
  interface FastifyRequest {
    idempotencyKey?: string;
  }
}

/**
 * Idempotency-Key handling exactly as the spec's table: key format, required on the routes that say
 * so, body hashed as canonical JSON, replay with `idempotent-replay: true`, 409 on a different body,
 * only 2xx kept, 24 h TTL swept every 5 minutes, 10 000 records with the oldest evicted, and an
 * in-flight record so two identical requests racing with one key run the handler once.
 */
export const idempotency = fp(
  async function idempotency(
    app: FastifyInstance,
    { now = Date.now, onHit, onConflict }: IdempotencyOptions,
  ) {
    const records = new Map<string, IdempotencyRecord>();
    const sweep = setInterval(() => {
      const cutoff = now() - IDEMPOTENCY_TTL_MS;
      for (const [key, record] of records)
        if (record.response && record.createdAt <= cutoff) records.delete(key);
    }, IDEMPOTENCY_SWEEP_MS);
    sweep.unref();
    app.addHook("onClose", async () => clearInterval(sweep));

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
          const record = records.get(key);
          if (record && record.createdAt <= now() - IDEMPOTENCY_TTL_MS && record.response)
            records.delete(key);
          const live = records.get(key);
          if (!live) break;
          if (live.hash !== hash) {
            onConflict?.(path);
            throw new TrustError(
              409,
              "Idempotency-Key reused with different request body",
              "IDEMPOTENCY_CONFLICT",
            );
          }
          if (!live.response) {
            await live.done;
            continue;
          }
          onHit?.(path);
          return reply
            .code(live.response.status)
            .header("idempotent-replay", "true")
            .type(live.response.contentType)
            .send(live.response.body);
        }
        let finish = () => {};
        const done = new Promise<void>((resolve) => {
          finish = resolve;
        });
        records.set(key, { hash, createdAt: now(), done, finish });
        while (records.size > IDEMPOTENCY_MAX_RECORDS) records.delete(records.keys().next().value as string);
        request.idempotencyKey = key;
      },
    );

    app.addHook("onSend", async function storeIdempotentResponse(request, reply, payload) {
      const key = request.idempotencyKey;
      if (!key) return payload;
      const record = records.get(key);
      if (record && !record.response) {
        if (reply.statusCode >= 200 && reply.statusCode < 300) {
          record.response = {
            status: reply.statusCode,
            body: String(payload ?? ""),
            contentType: String(reply.getHeader("content-type") ?? "application/json"),
          };
        } else {
          records.delete(key);
        }
        record.finish();
      }
      return payload;
    });

    // A request that ends without a reply (client gone, handler crash) must not leave its twins waiting.
    const release = async (request: FastifyRequest) => {
      const key = request.idempotencyKey;
      const record = key ? records.get(key) : undefined;
      if (key && record && !record.response) {
        records.delete(key);
        record.finish();
      }
    };
    app.addHook("onResponse", release);
    app.addHook("onRequestAbort", release);
  },
  { name: "trust-idempotency" },
);
