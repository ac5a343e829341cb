import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.js";
import { manifestStrings } from "../src/firewall/manifest-scan.js";
import { fake } from "./firewall-fixtures.js";
import { BACKENDS, call, type RunningPlatform, type SeededOrg, seedOrg, startPlatform } from "./harness.js";

describe("manifest strings", () => {
  it("names every string by its JSON pointer, escaping ~ and / in keys", () => {
    expect(
      manifestStrings({ nodes: [{ prompt: "a", params: { n: 1, "x/y~z": "b" } }], output: "c" }),
    ).toEqual([
      { path: "/nodes/0/prompt", text: "a" },
      { path: "/nodes/0/params/x~1y~0z", text: "b" },
      { path: "/output", text: "c" },
    ]);
  });
});

describe.each(BACKENDS)("manifest scan on $name", (backend) => {
  let db: Database;
  let drop: () => Promise<void>;
  let p: RunningPlatform;
  let org: SeededOrg;
  let other: SeededOrg;

  beforeAll(async () => {
    ({ db, drop } = await backend.open());
    p = await startPlatform(db, { PLATFORM_AUTH: "true" });
    org = await seedOrg(p.services, "scan");
    other = await seedOrg(p.services, "scan-other");
  });
  afterAll(async () => {
    await p.close();
    await drop();
  });

  const store = async (manifest: Record<string, unknown>) => {
    const r = await call(p.url, "POST", "/api/manifests", { key: org.dev.key, body: { manifest } });
    expect(r.status).toBeLessThan(300);
    return r.body.hash as string;
  };
  const scan = (hash: string, key = org.viewer.key) =>
    call(p.url, "POST", `/api/manifests/${hash}/scan`, { key });

  it("reports each finding by path and offsets, never the value, and decides with the organisation's rules", async () => {
    const key = fake.openAiKey();
    const prompt = `Write to ${fake.email} about {{topic}}.`;
    const hash = await store({
      inputs: ["topic"],
      nodes: [{ id: "a", prompt, model: "simulator", params: { apiKey: key } }],
      output: "a",
    });
    const r = await scan(hash);
    expect(r.status).toBe(200);
    expect(r.body.decision).toBe("block");
    const email = prompt.indexOf(fake.email);
    // Stored manifests are canonical JSON (keys sorted): params come before prompt.
    expect(r.body.findings).toEqual([
      expect.objectContaining({
        path: "/nodes/0/params/apiKey",
        ruleId: "secret.openai_api_key",
        category: "secret",
        action: "block",
        start: 0,
        end: key.length,
      }),
      expect.objectContaining({
        path: "/nodes/0/prompt",
        ruleId: "pii.email",
        category: "pii",
        start: email,
        end: email + fake.email.length,
      }),
    ]);
    const text = JSON.stringify(r.body);
    expect(text).not.toContain(key);
    expect(text).not.toContain(fake.email);

    const relaxed = await call(p.url, "PUT", "/api/firewall/policy", {
      key: org.admin.key,
      body: { categories: { secret: "warn" }, rules: {} },
    });
    expect(relaxed.status).toBe(200);
    // The policy cache of this process is refreshed by the change it made.
    expect((await scan(hash)).body.decision).toBe("warn");
  });

  it("a clean manifest is allowed; an unknown hash is MANIFEST_NOT_FOUND; another organisation's is not found", async () => {
    const clean = await store({ nodes: [{ id: "a", prompt: "Summarise {{text}}.", model: "simulator" }] });
    expect((await scan(clean)).body).toEqual({ hash: clean, decision: "allow", findings: [] });
    const unknown = await scan("0".repeat(64));
    expect([unknown.status, unknown.body.error.code]).toEqual([404, "MANIFEST_NOT_FOUND"]);
    const foreign = await scan(clean, other.viewer.key);
    expect([foreign.status, foreign.body.error.code]).toEqual([404, "MANIFEST_NOT_FOUND"]);
    expect((await scan("not-a-hash")).status).toBe(422);
    expect((await call(p.url, "POST", `/api/manifests/${clean}/scan`)).status).toBe(401);
  });
});
