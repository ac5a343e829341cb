import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insecureStartWarning, readPromptConfig } from "../src/config.js";
import type { Database } from "../src/db/database.js";
import { inputProblem, MAX_INPUT_DEPTH } from "../src/http/input-hygiene.js";
import { startSidecar } from "./firewall-fixtures.js";
import { BACKENDS, call, type RunningPlatform, type SeededOrg, seedOrg, startPlatform } from "./harness.js";

/** `{"a": {"a": … "leaf" }}` with `levels` objects. */
const nested = (levels: number): unknown => {
  let value: unknown = "leaf";
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

describe("input hygiene rules", () => {
  it("allow nesting up to MAX_INPUT_DEPTH objects below the root and refuse one more", () => {
    expect(MAX_INPUT_DEPTH).toBe(64);
    expect(inputProblem(nested(MAX_INPUT_DEPTH), "/body")).toBeUndefined();
    expect(inputProblem(nested(MAX_INPUT_DEPTH + 1), "/body")).toEqual({
      path: `/body${"/a".repeat(MAX_INPUT_DEPTH)}`,
      message: "nests deeper than 64 levels",
    });
  });

  it("refuse NUL and unpaired surrogates in values and keys, and accept paired ones", () => {
    expect(inputProblem({ a: ["ok", "x\u0000"] }, "/body")?.path).toBe("/body/a/1");
    expect(inputProblem({ a: "\ud800" }, "/body")?.path).toBe("/body/a");
    expect(inputProblem({ a: "x\udc00" }, "/body")?.path).toBe("/body/a");
    expect(inputProblem({ "k\u0000": 1 }, "/body")?.message).toBe(
      "keys must not contain NUL characters or unpaired UTF-16 surrogates",
    );
    expect(inputProblem({ a: "😀 ünïcode" }, "/body")).toBeUndefined();
  });
});

describe("safe default bind", () => {
  it("listens on loopback without authentication unless HOST is set, and warns", () => {
    const dev = readPromptConfig({});
    expect(dev.listenHost).toBe("127.0.0.1");
    expect(insecureStartWarning(dev)).toBe(
      "PLATFORM_AUTH=false: every caller can act as any user with X-User-Id; listening on 127.0.0.1 " +
        "(set HOST to listen elsewhere)",
    );
    const exposed = readPromptConfig({ HOST: "0.0.0.0" });
    expect(exposed.listenHost).toBe("0.0.0.0");
    expect(insecureStartWarning(exposed)).toMatch(/HOST is set: reachable beyond this machine/);
    const prod = readPromptConfig({ PLATFORM_AUTH: "true" });
    expect(prod.listenHost).toBe("0.0.0.0");
    expect(insecureStartWarning(prod)).toBeUndefined();
  });
});

describe.each(BACKENDS)("input hygiene over HTTP on $name", (backend) => {
  let db: Database;
  let drop: () => Promise<void>;
  let p: RunningPlatform;
  let org: SeededOrg;

  beforeAll(async () => {
    ({ db, drop } = await backend.open());
    p = await startPlatform(db, { PLATFORM_AUTH: "true" });
    org = await seedOrg(p.services, "hyg");
  });
  afterAll(async () => {
    await p.close();
    await drop();
  });

  const raw = (path: string, body: string) =>
    fetch(`${p.url}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${org.dev.key}`, "content-type": "application/json" },
      body,
    });

  it("answers 422 VALIDATION_ERROR, not 500, for NUL bytes and lone surrogates anywhere", async () => {
    const nul = await call(p.url, "POST", "/api/workspaces", {
      key: org.dev.key,
      body: { name: "a\u0000b" },
    });
    expect(nul.status).toBe(422);
    expect(nul.body.error).toEqual({
      code: "VALIDATION_ERROR",
      message: "Invalid input at /body/name: must not contain NUL characters or unpaired UTF-16 surrogates",
      issues: [
        { path: "/body/name", message: "must not contain NUL characters or unpaired UTF-16 surrogates" },
      ],
    });
    // JSON's \ud800 escape decodes to a lone surrogate.
    const lone = await raw("/api/workspaces", '{"name":"x\\ud800"}');
    expect(lone.status).toBe(422);
    expect(((await lone.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_ERROR");
    const inPath = await call(p.url, "GET", "/api/releases/a%00b", { key: org.dev.key });
    expect(inPath.status).toBe(422);
    expect(inPath.body.error.issues).toEqual([
      { path: "/params/id", message: "must not contain NUL characters or unpaired UTF-16 surrogates" },
    ]);
    const inQuery = await call(p.url, "GET", "/api/releases?cursor=%00", { key: org.dev.key });
    expect(inQuery.status).toBe(422);
    const fine = await call(p.url, "POST", "/api/workspaces", { key: org.dev.key, body: { name: "😀 ws" } });
    expect(fine.status).toBe(201);
    expect(fine.body.name).toBe("😀 ws");
  });

  it("answers 422 for a 10 000-deep manifest, and stores one at the limit", async () => {
    // Written as text: JSON.stringify itself overflows the stack on such a document.
    const deepText = `{"manifest":${'{"a":'.repeat(10_000)}"leaf"${"}".repeat(10_000)}}`;
    const deep = await raw("/api/manifests", deepText);
    expect(deep.status).toBe(422);
    const deepBody = (await deep.json()) as { error: { code: string; message: string } };
    expect(deepBody.error.code).toBe("VALIDATION_ERROR");
    expect(deepBody.error.message).toMatch(
      /^Invalid input at \/body\/manifest(\/a)+: nests deeper than 64 levels$/,
    );
    // body (0) -> manifest (1) -> 62 more objects: the deepest object sits at depth 63.
    const atLimit = await call(p.url, "POST", "/api/manifests", {
      key: org.dev.key,
      body: { manifest: nested(MAX_INPUT_DEPTH - 1) },
    });
    expect(atLimit.status).toBe(201);
    const overLimit = await call(p.url, "POST", "/api/manifests", {
      key: org.dev.key,
      body: { manifest: nested(MAX_INPUT_DEPTH) },
    });
    expect(overLimit.status).toBe(422);
  });

  it("keeps an X-Request-Id of up to 128 safe characters and replaces anything else", async () => {
    const kept = "trace-01:span.2_x";
    const max = "a".repeat(128);
    for (const id of [kept, max]) {
      const reply = await call(p.url, "GET", "/api/health", { headers: { "x-request-id": id } });
      expect(reply.headers.get("x-request-id")).toBe(id);
    }
    for (const id of ["a".repeat(129), "has space", "semi;colon"]) {
      const reply = await call(p.url, "GET", "/api/health", { headers: { "x-request-id": id } });
      expect(reply.headers.get("x-request-id")).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
  });

  it("the sidecar refuses NUL bytes too, in the OpenAI error shape, and keeps safe request ids", async () => {
    const sidecar = await startSidecar(db);
    try {
      const reply = await fetch(`${sidecar.sidecar}/v1/chat/completions`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${org.dev.key}`,
          "content-type": "application/json",
          "x-request-id": "client-7:retry.1",
        },
        body: JSON.stringify({ model: "m", messages: [{ role: "user", content: "hi\u0000" }] }),
      });
      expect(reply.status).toBe(422);
      expect(reply.headers.get("x-request-id")).toBe("client-7:retry.1");
      const body = (await reply.json()) as { error: { code: string; type: string; message: string } };
      expect(body.error).toMatchObject({ code: "validation_error", type: "invalid_request_error" });
      expect(body.error.message).toBe(
        "Invalid input at /body/messages/0/content: must not contain NUL characters or unpaired UTF-16 surrogates",
      );
    } finally {
      await sidecar.close();
    }
  });
});
