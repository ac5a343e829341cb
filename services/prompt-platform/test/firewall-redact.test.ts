import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.js";
import { type FakeOpenAi, releasedCapability, startFakeOpenAi } from "./delivery-fixtures.js";
import { type RunningSidecar, readChatStream, redactSample, startSidecar } from "./firewall-fixtures.js";
import { BACKENDS, call, type SeededOrg, seedOrg } from "./harness.js";

const { name: NAME, email: EMAIL, phone: PHONE, text: PROMPT, masked: MASKED } = redactSample;

const chat = (content: string) => ({
  model: "gpt-test",
  messages: [
    { role: "system", content: `You assist ${NAME}'s team.` },
    { role: "user", content },
  ],
});

async function post(base: string, body: unknown, key: string) {
  const res = await fetch(`${base}/v1/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
}

describe.each(BACKENDS)("the firewall's redact action on $name", (backend) => {
  let db: Database;
  let drop: () => Promise<void>;
  let upstream: FakeOpenAi;
  let fw: RunningSidecar;
  /** The sidecar with the built-in simulator, which echoes the last message (streamed in 32-character chunks). */
  let sim: RunningSidecar;
  let org: SeededOrg;
  let other: SeededOrg;

  const setPolicy = (o: SeededOrg, body: unknown) =>
    call(fw.api, "PUT", "/api/firewall/policy", { key: o.admin.key, body });
  const lastSent = () => JSON.stringify(upstream.requests.at(-1)!.body);

  beforeAll(async () => {
    ({ db, drop } = await backend.open());
    upstream = await startFakeOpenAi("sk-upstream");
    fw = await startSidecar(db, {
      PLATFORM_SIDECAR_UPSTREAM_URL: upstream.url,
      PLATFORM_SIDECAR_UPSTREAM_API_KEY: "sk-upstream",
      PLATFORM_OPENAI_BASE_URL: upstream.url,
      PLATFORM_OPENAI_API_KEY: "sk-upstream",
      // Each policy change is seen by the next request.
      PLATFORM_FIREWALL_POLICY_CACHE_SEC: "0",
      // Seeded members are seconds old (as in startPlatform): releases can be approved.
      PLATFORM_APPROVER_MIN_MEMBERSHIP_HOURS: "0",
    });
    sim = await startSidecar(db, { PLATFORM_FIREWALL_POLICY_CACHE_SEC: "0" });
    org = await seedOrg(fw.services, "redact");
    other = await seedOrg(fw.services, "redact-other");
  });
  afterAll(async () => {
    await Promise.all([fw?.close(), sim?.close()]);
    await upstream?.close();
    await drop?.();
  });

  it("accepts redact for the pii category only, with restore on by default, and audits the change", async () => {
    const onRule = await setPolicy(org, { rules: { "pii.email": "redact" } });
    expect(onRule.status).toBe(422);
    expect(onRule.body.error).toMatchObject({
      code: "VALIDATION_ERROR",
      issues: [
        { path: "/body/rules/pii.email", message: "redact is a category action (categories.pii) only" },
      ],
    });
    const onSecrets = await setPolicy(org, { categories: { secret: "redact" } });
    expect(onSecrets.status).toBe(422);
    expect(onSecrets.body.error.issues).toEqual([
      { path: "/body/categories/secret", message: "redact applies to the pii category only" },
    ]);
    const set = await setPolicy(org, { categories: { pii: "redact" } });
    expect(set.status).toBe(200);
    expect(set.body.policy).toMatchObject({ categories: { pii: "redact", secret: "block" }, restore: true });
    const read = await call(fw.api, "GET", "/api/firewall/policy", { key: org.viewer.key });
    expect(read.body.policy.restore).toBe(true);
    const frames = (await call(fw.api, "GET", "/api/audit/frames?limit=1", { key: org.viewer.key })).body
      .items;
    expect(frames[0]).toMatchObject({
      action: "firewall.policy.update",
      details: { categories: { pii: "redact" }, restore: true },
    });
  });

  it("sidecar: the upstream sees placeholders, never the name, e-mail or phone; the caller gets the values back", async () => {
    await setPolicy(org, { categories: { pii: "redact" } });
    const before = upstream.requests.length;
    const r = await post(fw.sidecar, chat(PROMPT), org.dev.key);
    expect(r.status).toBe(200);
    expect(r.headers.get("x-firewall-decision")).toBe("redact");
    expect(upstream.requests.length).toBe(before + 1);
    const sent = upstream.requests.at(-1)!.body;
    // One placeholder per entity across the request's messages (the name in the system message too).
    expect(sent.messages).toEqual([
      { role: "system", content: "You assist [PERSON_0001]'s team." },
      { role: "user", content: MASKED },
    ]);
    for (const value of [NAME, EMAIL, PHONE, "Maria", "415 555"]) expect(lastSent()).not.toContain(value);
    // The fake upstream echoes the prompt: every placeholder in its answer is put back.
    expect(r.json().choices[0].message.content).toBe(`AI: ${PROMPT}`);

    const frames = (await call(fw.api, "GET", "/api/audit/frames?limit=5", { key: org.viewer.key })).body
      .items;
    const frame = frames.find((f: { action: string }) => f.action === "firewall.decision");
    expect(frame.details).toMatchObject({ decision: "redact", restore: true });
    expect(frame.details.redactions).toEqual([
      { path: "/messages/0/content", type: "PERSON", start: 11, end: 22 },
      { path: "/messages/1/content", type: "PERSON", start: 16, end: 27 },
      { path: "/messages/1/content", type: "EMAIL", start: 31, end: 52 },
      { path: "/messages/1/content", type: "PHONE_E164", start: 68, end: 83 },
    ]);
    // The firewall's own PII findings are recorded with the action, by rule and offsets.
    expect(
      frame.details.findings.map((f: { ruleId: string; action: string }) => [f.ruleId, f.action]),
    ).toEqual([
      ["pii.email", "redact"],
      ["pii.phone", "redact"],
    ]);
    for (const value of [NAME, EMAIL, PHONE]) expect(JSON.stringify(frame)).not.toContain(value);
  });

  it("placeholders start again at 0001 on each request (the mapping lives only in that request)", async () => {
    await setPolicy(org, { categories: { pii: "redact" } });
    await post(fw.sidecar, chat(`Call ${PHONE} first.`), org.dev.key);
    const r = await post(fw.sidecar, chat("Then write to john.smith@example.org please."), org.dev.key);
    expect(r.headers.get("x-firewall-decision")).toBe("redact");
    expect(upstream.requests.at(-1)!.body.messages[1]!.content).toBe("Then write to [EMAIL_0001] please.");
    expect(r.json().choices[0].message.content).toBe("AI: Then write to john.smith@example.org please.");
  });

  it("restore off: the caller gets the model's answer with the placeholders", async () => {
    const set = await setPolicy(org, { categories: { pii: "redact" }, restore: false });
    expect(set.body.policy.restore).toBe(false);
    const r = await post(fw.sidecar, chat(PROMPT), org.dev.key);
    expect(r.headers.get("x-firewall-decision")).toBe("redact");
    expect(r.json().choices[0].message.content).toBe(`AI: ${MASKED}`);
    const frames = (await call(fw.api, "GET", "/api/audit/frames?limit=5", { key: org.viewer.key })).body
      .items;
    expect(frames.find((f: { action: string }) => f.action === "firewall.decision").details.restore).toBe(
      false,
    );
  });

  it("streamed answers are restored too, a placeholder split across events included", async () => {
    await setPolicy(org, { categories: { pii: "redact" } });
    const streamed = await post(sim.sidecar, { ...chat(PROMPT), stream: true }, org.dev.key);
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(streamed.headers.get("x-firewall-decision")).toBe("redact");
    // The simulator's chunks cut [PHONE_E164_0001] in two; the caller still reads the original text.
    expect(readChatStream(streamed.text)).toEqual({ content: PROMPT, done: true });
    for (const value of ["[PERSON_", "[EMAIL_", "[PHONE_"]) expect(streamed.text).not.toContain(value);
    // With restore off the same stream shows what the model was sent.
    await setPolicy(org, { categories: { pii: "redact" }, restore: false });
    const masked = await post(sim.sidecar, { ...chat(PROMPT), stream: true }, org.dev.key);
    expect(readChatStream(masked.text)).toEqual({ content: MASKED, done: true });
    expect(masked.text).not.toContain(EMAIL);
  });

  it("a request with nothing to mask is allowed and forwarded as sent; a secret is still blocked", async () => {
    await setPolicy(org, { categories: { pii: "redact" } });
    const clean = await post(
      fw.sidecar,
      { model: "gpt-test", messages: [{ role: "user", content: "What is the capital of France?" }] },
      org.dev.key,
    );
    expect(clean.headers.get("x-firewall-decision")).toBe("allow");
    expect(upstream.requests.at(-1)!.body.messages[0]!.content).toBe("What is the capital of France?");
    const before = upstream.requests.length;
    const token = `gh${"p"}_${"aB3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6"}`;
    const blocked = await post(fw.sidecar, chat(`${PROMPT} Token: ${token}`), org.dev.key);
    expect(blocked.status).toBe(400);
    expect(blocked.headers.get("x-firewall-decision")).toBe("block");
    expect(upstream.requests.length).toBe(before);
  });

  it("another organisation's policy is its own: without redact, PII is warned and forwarded", async () => {
    await setPolicy(org, { categories: { pii: "redact" } });
    const r = await post(fw.sidecar, chat(PROMPT), other.dev.key);
    expect(r.headers.get("x-firewall-decision")).toBe("warn");
    expect(upstream.requests.at(-1)!.body.messages[1]!.content).toBe(PROMPT);
  });

  it("executions: the provider gets placeholders, the execution's output has the values back", async () => {
    await setPolicy(org, { categories: { pii: "redact" } });
    const cap = await releasedCapability(fw.api, org, {
      inputs: ["text"],
      nodes: [
        { id: "summary", prompt: "Summarise: {{text}}", model: "openai:gpt-4o-mini" },
        { id: "reply", prompt: "Reply to: {{nodes.summary}}", model: "openai:gpt-4o-mini" },
      ],
      output: "reply",
    });
    const before = upstream.requests.length;
    const ran = await call(fw.api, "POST", "/api/executions", {
      key: org.dev.key,
      body: { capabilityId: cap.capabilityId, inputs: { text: PROMPT } },
    });
    expect(ran.body.error ?? null).toBeNull();
    expect(ran.status).toBe(201);
    // Two model calls, each masked; the second node's prompt is the first's restored output, masked again.
    expect(upstream.requests.length).toBe(before + 2);
    const prompts = upstream.requests.slice(before).map((r) => r.body.messages.at(-1)?.content);
    expect(prompts).toEqual([`Summarise: ${MASKED}`, `Reply to: AI: Summarise: ${MASKED}`]);
    for (const value of [NAME, EMAIL, PHONE]) expect(JSON.stringify(prompts)).not.toContain(value);
    expect(ran.body.output).toBe(`AI: Reply to: AI: Summarise: ${PROMPT}`);
    expect(ran.body.firewall).toMatchObject({ decision: "redact", restore: true });
    expect(ran.body.firewall.redactions.map((r: { type: string }) => r.type)).toEqual([
      "PERSON",
      "EMAIL",
      "PHONE_E164",
    ]);
    for (const value of [NAME, EMAIL, PHONE]) expect(JSON.stringify(ran.body.firewall)).not.toContain(value);
    const frames = (await call(fw.api, "GET", "/api/audit/frames?limit=5", { key: org.viewer.key })).body
      .items;
    const frame = frames.find((f: { resource: string }) => f.resource === `execution:${ran.body.id}`);
    expect(frame.details.firewall.decision).toBe("redact");
    expect(JSON.stringify(frame)).not.toContain(EMAIL);

    await setPolicy(org, { categories: { pii: "redact" }, restore: false });
    const masked = await call(fw.api, "POST", "/api/executions", {
      key: org.dev.key,
      body: { capabilityId: cap.capabilityId, inputs: { text: PROMPT } },
    });
    expect(masked.body.output).toBe(`AI: Reply to: AI: Summarise: ${MASKED}`);
    const clean = await call(fw.api, "POST", "/api/executions", {
      key: org.dev.key,
      body: { capabilityId: cap.capabilityId, inputs: { text: "the launch plan" } },
    });
    expect(clean.status).toBe(201);
    expect(clean.body.firewall).toEqual({ decision: "allow", findings: [] });
  });
});
