import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { canonicalHash } from "../canonical-json.js";
import type { IdempotencyStore, RecordKey, StoredResponse } from "./idempotency-store.js";

export type IdempotencyMode = "required" | "optional";
/** What a request with a valid key met; `in_flight` only where twins are refused. */
export type IdempotencyOutcome = "new" | "replay" | "conflict" | "in_flight";

/** The service's own errors (its error shape, codes and statuses), thrown by the hooks. */
export interface IdempotencyErrors {
  /** The route requires a key and none came. */
  missing(): Error;
  /** The header does not match `keyFormat`. */
  invalid(): Error;
  /** The key was used with another fingerprint. */
  conflict(): Error;
  /**
   * Given: a request whose twin is still running is refused with this error (set headers such as
   * Retry-After on `reply`). Not given: it waits for the twin and replays its answer.
   */
  inFlight?(reply: FastifyReply): Error;
}

export interface IdempotencyOptions {
  store: IdempotencyStore;
  errors: IdempotencyErrors;
  /** Default: visible ASCII, 1-255 characters. */
  keyFormat?: RegExp;
  /** Whether a request's route takes a key. Default: the route's `config.idempotency`. */
  mode?: (request: FastifyRequest) => IdempotencyMode | undefined;
  /** Who the key belongs to; undefined skips the request. Default: method and route template. */
  scope?: (request: FastifyRequest) => string | undefined;
  /** What must match for a replay. Default: sha256 of the body's canonical JSON. */
  fingerprint?: (request: FastifyRequest) => string;
  /** Set to `true` on a replayed answer. Default `idempotent-replay`. */
  replayHeader?: string;
  now?: () => number;
  onOutcome?: (outcome: IdempotencyOutcome, request: FastifyRequest) => void;
  /**
   * Given: a failure to store a finished answer is reported here and the answer still goes out (the
   * work is done; failing now invites a retry that repeats it). Not given: the request fails with it.
   */
  onStoreError?: (error: unknown, request: FastifyRequest) => void;
}

/** The record a request owns while its handler runs. */
export interface IdempotencySlot {
  /** Keeps a 2xx answer for replays. */
  complete(response: StoredResponse): Promise<void>;
  /** Frees the key so a retry runs again. */
  release(): Promise<void>;
}

declare module "fastify" {
  interface FastifyContextConfig {
    idempotency?: IdempotencyMode;
  }
  interface FastifyRequest {
    idempotencySlot?: IdempotencySlot;
  }
}

const VISIBLE_ASCII = /^[\x21-\x7e]{1,255}$/;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The Idempotency-Key hooks, for a service to attach to one route (`preHandler: [..., claim]`,
 * `onSend: store`, `onResponse: release`, `onRequestAbort: releaseAborted`) or to every route
 * through `idempotency`.
 * A service attaching them itself decorates the request with `idempotencySlot` (undefined), so
 * requests keep one shape.
 * The first request with a key claims it with its fingerprint and runs; a 2xx answer is kept and
 * replayed to a retry with the same fingerprint; another fingerprint is the `conflict` error; any
 * other answer (or none) frees the key.
 *
 * @example
 * const hooks = idempotencyHooks({ store, errors, scope: (r) => r.keyId });
 * app.post("/v1/x", { preHandler: hooks.claim, onSend: hooks.store, onRequestAbort: hooks.releaseAborted }, h);
 */
export function idempotencyHooks({
  store,
  errors,
  keyFormat = VISIBLE_ASCII,
  mode = (request) => request.routeOptions.config?.idempotency,
  scope = (request) => `${request.method} ${request.routeOptions.url ?? "unmatched"}`,
  fingerprint = (request) => canonicalHash(request.body ?? null),
  replayHeader = "idempotent-replay",
  now = Date.now,
  onOutcome,
  onStoreError,
}: IdempotencyOptions) {
  const slot = (id: RecordKey, token: string): IdempotencySlot => ({
    complete: (response) => store.complete(id, token, response),
    release: () => store.release(id, token),
  });

  /** The record a request names, or undefined when it takes no key. Throws the service's 400s. */
  function recordKey(request: FastifyRequest): RecordKey | undefined {
    const wanted = mode(request);
    if (!wanted || SAFE_METHODS.has(request.method)) return undefined;
    const owner = scope(request);
    if (owner === undefined) return undefined;
    const header = request.headers["idempotency-key"];
    if (header === undefined) {
      if (wanted === "required") throw errors.missing();
      return undefined;
    }
    if (typeof header !== "string" || !keyFormat.test(header)) throw errors.invalid();
    return { scope: owner, key: header };
  }

  /** Claims the record; true when a stored answer was replayed instead. */
  async function claimOrReplay(
    request: FastifyRequest,
    reply: FastifyReply,
    id: RecordKey,
  ): Promise<boolean> {
    const print = fingerprint(request);
    for (;;) {
      const claim = await store.claim(id, print, now());
      if (claim.state === "claimed") {
        onOutcome?.("new", request);
        request.idempotencySlot = slot(id, claim.token);
        return false;
      }
      if (claim.state === "conflict") {
        onOutcome?.("conflict", request);
        throw errors.conflict();
      }
      if (claim.state === "pending") {
        if (errors.inFlight) {
          onOutcome?.("in_flight", request);
          throw errors.inFlight(reply);
        }
        await claim.settled;
        continue;
      }
      onOutcome?.("replay", request);
      reply
        .code(claim.response.status)
        .header(replayHeader, "true")
        .type(claim.response.contentType)
        .send(claim.response.body);
      return true;
    }
  }

  // preHandler, callback style: a request without a key (most of them) costs no promise. After a
  // replay `done` is not called: the answer is out.
  function claimIdempotencyKey(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
    const id = recordKey(request);
    if (!id) return done();
    claimOrReplay(request, reply, id).then(
      (replayed) => {
        if (!replayed) done();
      },
      (error: Error) => done(error),
    );
  }

  async function keepOrFree(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    owned: IdempotencySlot,
  ) {
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300) {
        await owned.complete({
          status: reply.statusCode,
          body: String(payload ?? ""),
          contentType: String(reply.getHeader("content-type") ?? "application/json"),
        });
      } else {
        await owned.release();
      }
    } catch (error) {
      if (!onStoreError) throw error;
      onStoreError(error, request);
    }
  }

  // onSend and onResponse run for every response of the routes they are on: callback style, so a
  // response without a slot (most of them, replays included) costs no promise.
  function storeIdempotentAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: Error | null, payload?: unknown) => void,
  ) {
    const owned = takeIdempotencySlot(request);
    if (!owned) return done(null, payload);
    keepOrFree(request, reply, payload, owned).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  }

  /** onResponse: a request whose answer skipped onSend (a hijacked reply) must not hold its key. */
  function releaseIdempotencyKey(request: FastifyRequest, _reply: FastifyReply, done: () => void) {
    const owned = takeIdempotencySlot(request);
    if (owned) owned.release().catch(() => undefined);
    done();
  }

  /** onRequestAbort: the client is gone. */
  async function releaseAbortedRequest(request: FastifyRequest) {
    await takeIdempotencySlot(request)
      ?.release()
      .catch(() => undefined);
  }

  return {
    claim: claimIdempotencyKey,
    store: storeIdempotentAnswer,
    release: releaseIdempotencyKey,
    releaseAborted: releaseAbortedRequest,
  };
}

/**
 * Takes the request's slot over from the hooks: a route that answers outside Fastify's reply (a
 * hijacked event stream, which never reaches onSend) settles the key itself with it.
 */
export function takeIdempotencySlot(request: FastifyRequest): IdempotencySlot | undefined {
  const owned = request.idempotencySlot;
  if (owned) request.idempotencySlot = undefined;
  return owned;
}

/** The hooks on every route of the app (whose `mode` says which routes take a key). */
export const idempotency = fp(
  async function idempotency(app: FastifyInstance, options: IdempotencyOptions) {
    const hooks = idempotencyHooks(options);
    app.decorateRequest("idempotencySlot", undefined);
    app.addHook("onClose", () => options.store.close());
    app.addHook("preHandler", hooks.claim);
    app.addHook("onSend", hooks.store);
    app.addHook("onResponse", hooks.release);
    app.addHook("onRequestAbort", hooks.releaseAborted);
  },
  { name: "service-kit-idempotency" },
);
