import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import {
  type IdempotencyOptions,
  type IdempotencyOutcome,
  idempotency,
  MemoryIdempotencyStore,
  takeIdempotencySlot,
} from "../src/index.js";

class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const errors = {
  missing: () => new HttpError(400, "key required"),
  invalid: () => new HttpError(400, "key invalid"),
  conflict: () => new HttpError(409, "key reused"),
};

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** A real server on port 0 whose handler counts its runs and can be held open by a gate. */
async function serve(options: Partial<IdempotencyOptions> = {}) {
  const outcomes: IdempotencyOutcome[] = [];
  const state = { runs: 0, gate: Promise.resolve(), status: 201 };
  const app = Fastify();
  apps.push(app);
  app.setErrorHandler((error: HttpError, _request, reply) =>
    reply.code(error.statusCode ?? 500).send({ error: error.message }),
  );
  await app.register(idempotency, {
    store: new MemoryIdempotencyStore(),
    errors,
    onOutcome: (outcome) => outcomes.push(outcome),
    ...options,
  });
  app.post("/required", { config: { idempotency: "required" } }, async (request, reply) => {
    state.runs++;
    await state.gate;
    return reply.code(state.status).send({ run: state.runs, body: request.body });
  });
  app.post("/optional", { config: { idempotency: "optional" } }, async () => ({ run: ++state.runs }));
  app.post("/plain", async () => ({ run: ++state.runs }));
  app.post("/stream", { config: { idempotency: "optional" } }, async (request, reply) => {
    const slot = takeIdempotencySlot(request);
    reply.hijack();
    state.runs++;
    await slot?.complete({ status: 201, body: '{"streamed":true}', contentType: "application/json" });
    reply.raw.writeHead(200, { "content-type": "text/event-stream" });
    reply.raw.end("data: done\n\n");
  });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  const post = (path: string, body: unknown, key?: string) =>
    fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
      body: JSON.stringify(body),
    });
  return { post, state, outcomes };
}

describe("idempotency plugin", () => {
  it("runs once, replays the 2xx answer with the replay header, refuses another body", async () => {
    const { post, state, outcomes } = await serve();
    const first = await post("/required", { a: 1, b: 2 }, "key-0001");
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replay")).toBeNull();
    // Key order does not matter: the fingerprint is canonical JSON.
    const again = await post("/required", { b: 2, a: 1 }, "key-0001");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replay")).toBe("true");
    expect(await again.json()).toEqual({ run: 1, body: { a: 1, b: 2 } });
    const other = await post("/required", { a: 2 }, "key-0001");
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ error: "key reused" });
    expect(state.runs).toBe(1);
    expect(outcomes).toEqual(["new", "replay", "conflict"]);
  });

  it("requires a key where the route says so, checks its format, ignores routes without config", async () => {
    const { post, state } = await serve({ keyFormat: /^[a-z0-9-]{8,16}$/ });
    expect((await post("/required", {})).status).toBe(400);
    expect(await (await post("/required", {})).json()).toEqual({ error: "key required" });
    // 16 characters pass, 17 do not.
    expect((await post("/required", {}, "a".repeat(16))).status).toBe(201);
    const long = await post("/required", {}, "a".repeat(17));
    expect([long.status, await long.json()]).toEqual([400, { error: "key invalid" }]);
    expect((await post("/optional", {})).status).toBe(200);
    await post("/plain", {}, "plain-key-1");
    expect((await post("/plain", {}, "plain-key-1")).headers.get("idempotent-replay")).toBeNull();
    // One /required with a 16-character key, one /optional without a key, /plain twice.
    expect(state.runs).toBe(4);
  });

  it("keeps no failed answer: the same key runs again after a 4xx", async () => {
    const { post, state } = await serve();
    state.status = 422;
    expect((await post("/required", {}, "key-fail-1")).status).toBe(422);
    state.status = 201;
    const retried = await post("/required", {}, "key-fail-1");
    expect(retried.status).toBe(201);
    expect(retried.headers.get("idempotent-replay")).toBeNull();
    expect(state.runs).toBe(2);
  });

  it("lets a twin wait for the first answer and replay it (no inFlight error)", async () => {
    const { post, state } = await serve();
    let open = () => {};
    state.gate = new Promise((r) => {
      open = r;
    });
    const first = post("/required", { n: 1 }, "key-twin-1");
    while (state.runs === 0) await new Promise((r) => setTimeout(r, 5));
    const twin = post("/required", { n: 1 }, "key-twin-1");
    open();
    const answers = await Promise.all([first, twin]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers[1]!.headers.get("idempotent-replay")).toBe("true");
    expect(state.runs).toBe(1);
  });

  it("refuses a twin with the service's inFlight error, headers included", async () => {
    const { post, state, outcomes } = await serve({
      errors: {
        ...errors,
        inFlight: (reply) => {
          reply.header("retry-after", "1");
          return new HttpError(409, "in progress");
        },
      },
      replayHeader: "idempotent-replayed",
    });
    let open = () => {};
    state.gate = new Promise((r) => {
      open = r;
    });
    const first = post("/required", {}, "key-busy-1");
    while (state.runs === 0) await new Promise((r) => setTimeout(r, 5));
    const twin = await post("/required", {}, "key-busy-1");
    expect([twin.status, twin.headers.get("retry-after"), await twin.json()]).toEqual([
      409,
      "1",
      { error: "in progress" },
    ]);
    open();
    expect((await first).status).toBe(201);
    const replay = await post("/required", {}, "key-busy-1");
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(outcomes).toEqual(["new", "in_flight", "replay"]);
  });

  it("skips requests whose scope is undefined and separates scopes", async () => {
    const { post, state } = await serve({
      scope: (request) => (request.headers["x-tenant"] as string | undefined) ?? undefined,
    });
    await post("/optional", {}, "key-anon-1");
    await post("/optional", {}, "key-anon-1");
    expect(state.runs).toBe(2);
  });

  it("lets a hijacked route keep its own answer for replays", async () => {
    const { post, state } = await serve();
    const streamed = await post("/stream", {}, "key-stream-1");
    expect(await streamed.text()).toBe("data: done\n\n");
    const replay = await post("/stream", {}, "key-stream-1");
    expect([replay.status, replay.headers.get("idempotent-replay"), await replay.text()]).toEqual([
      201,
      "true",
      '{"streamed":true}',
    ]);
    expect(state.runs).toBe(1);
  });

  it("answers anyway when storing fails and onStoreError is given; fails the request otherwise", async () => {
    const failing = new MemoryIdempotencyStore();
    failing.complete = async () => {
      throw new Error("disk full");
    };
    const reported: unknown[] = [];
    const kept = await serve({ store: failing, onStoreError: (error) => reported.push(error) });
    expect((await kept.post("/required", {}, "key-store-1")).status).toBe(201);
    expect(reported).toHaveLength(1);
    const strict = await serve({ store: failing });
    expect((await strict.post("/required", {}, "key-store-2")).status).toBe(500);
  });
});
