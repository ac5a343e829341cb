import { randomUUID } from "node:crypto";
import { connect, createServer, type Socket } from "node:net";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY, type Service, startService } from "./fixtures.js";

type Media = Record<string, { schema: object }>;
type Operation = {
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Media };
  responses: Record<string, { content?: Media; headers?: Record<string, { schema: object }> }>;
};
type OpenApi = {
  openapi: string;
  components: { schemas: Record<string, object>; securitySchemes: Record<string, object> };
  paths: Record<string, Record<string, Operation>>;
};
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.CI === "true") throw new Error("TEST_REDIS_URL must be set in CI");

/** A TCP relay to Redis that the test can cut, so that the service's readiness check fails. */
async function redisRelay(target: string) {
  const { hostname, port, pathname } = new URL(target);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(port || 6379), hostname);
    client.pipe(upstream).pipe(client);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => undefined);
      socket.on("close", () => sockets.delete(socket));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port: local } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${local}${pathname}`,
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

type Exchange = { method: string; path: string; status: number; headers: Headers; body: string };

/** The JSON pointer of `path` inside the document (`/` and `~` escaped). */
const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

describe("OpenAPI 3.1 document of the redaction service (GET /openapi.json)", () => {
  let s: Service;
  let limited: Service;
  let relayed: Service | undefined;
  let relay: Awaited<ReturnType<typeof redisRelay>> | undefined;
  let doc: OpenApi;
  const exchanges: Exchange[] = [];

  beforeAll(async () => {
    s = await startService({
      REDACT_MAX_TEXT_BYTES: "2000",
      REDACT_BODY_LIMIT_BYTES: "4096",
      REDACT_RATE_BURST: "1000",
      REDACT_RATE_PER_SEC: "1000",
    });
    // One token and (practically) no refill: the second request of a key is a 429.
    limited = await startService({ REDACT_RATE_BURST: "1", REDACT_RATE_PER_SEC: "0.001" });
    if (redisUrl) {
      relay = await redisRelay(redisUrl);
      relayed = await startService({ REDIS_URL: relay.url, REDIS_KEY_PREFIX: `openapi-${randomUUID()}:` });
    }
    // Without a key: the document is public, like /healthz.
    const response = await fetch(`${s.url}/openapi.json`);
    expect(response.status).toBe(200);
    doc = (await response.json()) as OpenApi;
  });
  afterAll(async () => {
    await s?.cleanup();
    await limited?.cleanup();
    await relayed?.cleanup();
    await relay?.cut();
  });

  /** Calls the service over its socket and keeps the exchange to hold against the document. */
  async function call(service: Service, method: string, path: string, init: RequestInit = {}) {
    const response = await fetch(`${service.url}${path}`, { method, ...init });
    const body = await response.text();
    exchanges.push({ method, path, status: response.status, headers: response.headers, body });
    return response;
  }
  const redact = (service: Service, body: unknown, headers: Record<string, string> = {}) =>
    call(service, "POST", "/v1/redact", {
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "content-type": "application/json", "x-api-key": API_KEY, ...headers },
    });

  it("is OpenAPI 3.1 and documents every route, with request and response schemas and the API key", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual(
      ["/demo", "/demo/redaction-engine.js", "/healthz", "/metrics", "/readyz", "/v1/redact"].sort(),
    );
    expect(doc.components.securitySchemes).toEqual({
      apiKey: expect.objectContaining({ type: "apiKey", in: "header", name: "X-API-Key" }),
    });
    const redactOp = doc.paths["/v1/redact"]!.post!;
    expect(redactOp.security).toEqual([{ apiKey: [] }]);
    expect(redactOp.parameters).toEqual([expect.objectContaining({ name: "Idempotency-Key", in: "header" })]);
    expect(redactOp.requestBody!.content["application/json"]!.schema).toMatchObject({
      type: "object",
      required: ["text"],
      additionalProperties: false,
    });
    expect(Object.keys(redactOp.responses).sort()).toEqual(
      ["200", "400", "401", "409", "413", "415", "422", "429", "500"].sort(),
    );
    expect(redactOp.responses["200"]!.content!["application/json"]!.schema).toEqual({
      $ref: "#/components/schemas/RedactResult",
    });
    expect(redactOp.responses["401"]!.content!["application/problem+json"]!.schema).toEqual({
      $ref: "#/components/schemas/Problem",
    });
    expect(Object.keys(redactOp.responses["429"]!.headers!).sort()).toEqual([
      "RateLimit-Remaining",
      "Retry-After",
    ]);
    expect(Object.keys(doc.components.schemas).sort()).toEqual(["Problem", "RedactResult"]);
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(operations)) {
        expect(op.summary, `${method} ${path}`).toBeTruthy();
        for (const [status, response] of Object.entries(op.responses))
          expect(response.content, `${method} ${path} ${status}`).toBeDefined();
      }
  });

  it("real answers of every route, successes and errors, match their documented schemas", async () => {
    await call(s, "GET", "/healthz");
    await call(s, "GET", "/readyz");
    await call(s, "GET", "/metrics");
    await call(s, "GET", "/demo");
    await call(s, "GET", "/demo/redaction-engine.js");

    const text = "Mail Sarah Johnson at sarah@example.com, card 4111 1111 1111 1111.";
    expect((await redact(s, { text })).status).toBe(200);
    expect((await redact(s, { text, mode: "lookalike" })).status).toBe(200);
    expect((await redact(s, { text: "nothing personal here" })).status).toBe(200);
    const first = await redact(s, { text }, { "idempotency-key": "openapi-1" });
    expect(first.status).toBe(200);
    const replay = await redact(s, { text }, { "idempotency-key": "openapi-1" });
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replay")).toBe("true");

    const problems: [number, string, Promise<Response>][] = [
      [400, "malformed-json", redact(s, "{not json")],
      [400, "malformed-json", redact(s, "")],
      [400, "invalid-idempotency-key", redact(s, { text }, { "idempotency-key": "with space" })],
      [401, "unauthorized", redact(s, { text }, { "x-api-key": "" })],
      [401, "unauthorized", redact(s, { text }, { "x-api-key": "not-a-key-at-all" })],
      [409, "idempotency-key-reused", redact(s, { text: "other" }, { "idempotency-key": "openapi-1" })],
      [413, "text-too-large", redact(s, { text: "a".repeat(2001) })],
      [413, "payload-too-large", redact(s, { text: "a".repeat(5000) })],
      [
        415,
        "unsupported-media-type",
        call(s, "POST", "/v1/redact", {
          body: text,
          headers: { "content-type": "text/plain", "x-api-key": API_KEY },
        }),
      ],
      [422, "invalid-fields", redact(s, { text: 5 })],
      [422, "invalid-fields", redact(s, { text, extra: true })],
      [422, "unknown-policy", redact(s, { text, policy: "no-such-policy" })],
    ];
    for (const [status, slug, pending] of problems) {
      const response = await pending;
      expect(`${response.status} ${response.headers.get("content-type")}`, slug).toBe(
        `${status} application/problem+json; charset=utf-8`,
      );
    }
    // The exchanges ran concurrently above; their bodies name their problem.
    for (const [status, slug] of problems)
      expect(
        exchanges.some((x) => x.status === status && x.body.includes(`"urn:problem:redaction:${slug}"`)),
        slug,
      ).toBe(true);

    if (relayed && relay) {
      expect((await call(relayed, "GET", "/readyz")).status).toBe(200);
      await relay.cut(); // Redis unreachable: readiness names it and answers 503
      const notReady = await call(relayed, "GET", "/readyz");
      expect(notReady.status).toBe(503);
      expect(JSON.parse(exchanges.at(-1)!.body)).toEqual({
        status: "not_ready",
        checks: { redis: "failing" },
      });
      // ... and a redaction, which needs Redis, fails as the documented 500 without internals.
      expect((await redact(relayed, { text })).status).toBe(500);
      expect(JSON.parse(exchanges.at(-1)!.body)).toMatchObject({
        type: "urn:problem:redaction:internal",
        detail: "The request failed; the request id is logged",
      });
    }

    expect((await redact(limited, { text })).status).toBe(200);
    const tooMany = await redact(limited, { text });
    expect(tooMany.status).toBe(429);
    expect(tooMany.headers.get("retry-after")).toMatch(/^[1-9][0-9]*$/);

    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ ...doc, $id: "redaction-openapi" });
    const mismatches: string[] = [];
    for (const x of exchanges) {
      const label = `${x.method} ${x.path} ${x.status}`;
      const method = x.method.toLowerCase();
      const response = doc.paths[x.path]?.[method]?.responses[String(x.status)];
      if (!response?.content) {
        mismatches.push(`${label}: not documented`);
        continue;
      }
      const type = x.headers.get("content-type")!;
      const mediaType = Object.keys(response.content).find((t) => t.split(";")[0] === type.split(";")[0]);
      if (!mediaType) {
        mismatches.push(`${label}: content type ${type} not documented`);
        continue;
      }
      const json = /[/+]json/.test(mediaType);
      const at = pointer(
        "paths",
        x.path,
        method,
        "responses",
        String(x.status),
        "content",
        mediaType,
        "schema",
      );
      const validate = ajv.compile({ $ref: `redaction-openapi#/${at}` });
      if (!validate(json ? JSON.parse(x.body) : x.body))
        mismatches.push(`${label}: ${ajv.errorsText(validate.errors)} in ${x.body.slice(0, 200)}`);
      for (const [name, header] of Object.entries(response.headers ?? {})) {
        const value = x.headers.get(name);
        if (value === null) continue; // response headers are optional unless said otherwise
        const check = ajv.compile(header.schema);
        if (!check(value)) mismatches.push(`${label}: header ${name}: ${ajv.errorsText(check.errors)}`);
      }
    }
    expect(mismatches).toEqual([]);

    // Every documented answer was seen at least once (the readiness 503 and the 500 only when there
    // is a Redis to cut).
    const seen = new Set(exchanges.map((x) => `${x.method.toLowerCase()} ${x.path} ${x.status}`));
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([m, op]) =>
        Object.keys(op.responses).map((code) => `${m} ${path} ${code}`),
      ),
    );
    expect(documented.filter((d) => !seen.has(d)).sort()).toEqual(
      redisUrl ? [] : ["get /readyz 503", "post /v1/redact 500"],
    );
  });

  it("an unknown route is a problem of the documented shape (404 not-found)", async () => {
    const response = await fetch(`${s.url}/v1/nothing-here`, { headers: { "x-api-key": API_KEY } });
    expect(response.status).toBe(404);
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ ...doc, $id: "redaction-openapi" });
    const validate = ajv.compile({ $ref: "redaction-openapi#/components/schemas/Problem" });
    const body = await response.json();
    expect(validate(body), ajv.errorsText(validate.errors)).toBe(true);
    expect(body).toMatchObject({ type: "urn:problem:redaction:not-found", status: 404 });
  });
});
