import { API_REFERENCE_CSP, visitApiReference } from "@platform/service-kit";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDaemon } from "../src/http/daemon-app.js";
import { EventRuntime } from "../src/runtime/event-runtime.js";
import { testConfig } from "./helpers.js";

type Operation = {
  summary?: string;
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
  security?: unknown;
};
type OpenApi = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>> };

const TOKEN = "t".repeat(40);

describe("OpenAPI 3.1 document of the daemon (GET /v1/openapi.json)", () => {
  let app: FastifyInstance;
  let runtime: EventRuntime;
  let url: string;
  let doc: OpenApi;
  const exchanges: Array<{ method: string; path: string; status: number; type: string; body: string }> = [];

  beforeAll(async () => {
    runtime = await EventRuntime.start({ config: testConfig() });
    app = await buildDaemon({ runtime, requireAuth: true, apiToken: TOKEN });
    url = await app.listen({ host: "127.0.0.1", port: 0 });
    doc = (await (await fetch(`${url}/v1/openapi.json`)).json()) as OpenApi;
  });
  afterAll(async () => {
    await app.close();
    await runtime.stop();
  });

  /** Calls the daemon over its socket and keeps the exchange to hold against the document. */
  async function call(method: string, path: string, init: RequestInit = {}) {
    const response = await fetch(`${url}${path}`, { method, ...init });
    const body = await response.text();
    exchanges.push({
      method,
      path,
      status: response.status,
      type: response.headers.get("content-type")!,
      body,
    });
    return response;
  }

  const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}`, ...headers },
  });

  it("is OpenAPI 3.1 and documents every route, with request and response schemas", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual(
      ["/health", "/healthz", "/readyz", "/v1/health", "/v1/metrics", "/v1/publish"].sort(),
    );
    const publish = doc.paths["/v1/publish"]!.post!;
    expect(publish.requestBody!.content["application/json"]!.schema).toMatchObject({
      type: "object",
      required: ["event_type"],
    });
    expect(Object.keys(publish.responses).sort()).toEqual([
      "202",
      "400",
      "401",
      "403",
      "413",
      "415",
      "500",
      "503",
    ]);
    expect(Object.keys(doc.paths["/v1/metrics"]!.get!.responses["200"]!.content!)).toEqual([
      "text/plain; version=0.0.4; charset=utf-8",
    ]);
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(operations)) {
        expect(op.summary ?? path, `${method} ${path}`).toBeTruthy();
        expect(Object.keys(op.responses).length, `${method} ${path}`).toBeGreaterThan(0);
      }
  });

  it("real answers of every route, successes and errors, match their documented schemas", async () => {
    await call("GET", "/healthz");
    await call("GET", "/readyz");
    await call("GET", "/v1/health");
    await call("GET", "/health");
    await call("GET", "/v1/metrics");
    expect(
      (await call("POST", "/v1/publish", json({ event_type: "mechanism.ping", payload: { a: 1 } }))).status,
    ).toBe(202);
    expect(
      (await call("POST", "/v1/publish", json({ event_type: "mechanism.ping", paylod: {} }))).status,
    ).toBe(400);
    expect(
      (await call("POST", "/v1/publish", json({ event_type: "x" }, { authorization: "Bearer nope" }))).status,
    ).toBe(401);
    // An internal event type (the risk service's output) is not the publisher's to send.
    expect(
      (
        await call(
          "POST",
          "/v1/publish",
          json({ event_type: "risk.scored", payload: { application_id: "A-1" } }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call(
          "POST",
          "/v1/publish",
          json({ event_type: "a.b", payload: { blob: "x".repeat(300 * 1024) } }),
        )
      ).status,
    ).toBe(413);
    expect(
      (
        await call("POST", "/v1/publish", {
          body: "<event/>",
          headers: { "content-type": "application/xml", authorization: `Bearer ${TOKEN}` },
        })
      ).status,
    ).toBe(415);
    // Draining: readiness, health and publish answer 503, as documented.
    await runtime.bus.drain(1_000);
    expect((await call("GET", "/readyz")).status).toBe(503);
    expect((await call("GET", "/v1/health")).status).toBe(503);
    expect((await call("GET", "/health")).status).toBe(503);
    expect((await call("POST", "/v1/publish", json({ event_type: "mechanism.ping" }))).status).toBe(503);

    const ajv = new Ajv2020({ strict: false });
    const problems: string[] = [];
    for (const x of exchanges) {
      const label = `${x.method} ${x.path} ${x.status}`;
      const response = doc.paths[x.path]?.[x.method.toLowerCase()]?.responses[String(x.status)];
      if (!response?.content) {
        problems.push(`${label}: not documented`);
        continue;
      }
      const mediaType = Object.keys(response.content).find((t) => t.split(";")[0] === x.type.split(";")[0]);
      if (!mediaType) {
        problems.push(`${label}: content type ${x.type} not documented`);
        continue;
      }
      const body = mediaType.startsWith("application/json") ? JSON.parse(x.body) : x.body;
      const validate = ajv.compile(response.content[mediaType]!.schema);
      if (!validate(body))
        problems.push(`${label}: ${ajv.errorsText(validate.errors)} in ${x.body.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
    // Every documented answer was seen at least once, but the 500s.
    const seen = new Set(exchanges.map((x) => `${x.method.toLowerCase()} ${x.path} ${x.status}`));
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([m, op]) => Object.keys(op.responses).map((s) => `${m} ${path} ${s}`)),
    );
    expect(documented.filter((d) => !d.endsWith(" 500") && !seen.has(d))).toEqual([]);
  });

  it("GET /docs, with auth required, is the reference page over this document: 200 HTML, local assets", async () => {
    const visit = await visitApiReference(url);
    expect(visit.status).toBe(200);
    expect(visit.contentType).toBe("text/html; charset=utf-8");
    expect(visit.contentSecurityPolicy).toBe(API_REFERENCE_CSP);
    expect(Object.keys(visit.assets)).toContain("/docs/static/swagger-ui-bundle.js");
    expect(Object.values(visit.assets).every((status) => status === 200)).toBe(true);
    expect(visit.externalUrls).toEqual([]);
    expect(visit.document).toEqual(await (await fetch(`${url}/v1/openapi.json`)).json());
  });
});
