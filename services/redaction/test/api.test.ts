import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeholders, type Service, startService } from "./fixtures.js";

const DOC =
  "Dr. Alice Johnson wrote to bob.smith@example.com from 10.20.30.40 about card 4111 1111 1111 1111 " +
  "and IBAN GB82 WEST 1234 5698 7654 32; call +1 415 555 0132.";
const VALUES = [
  "Alice Johnson",
  "bob.smith@example.com",
  "10.20.30.40",
  "4111 1111 1111 1111",
  "GB82 WEST 1234 5698 7654 32",
  "415 555 0132",
];

let s: Service;
beforeAll(async () => {
  s = await startService({ REDACT_RATE_BURST: "1000", REDACT_RATE_PER_SEC: "1000" });
});
afterAll(() => s.cleanup());

const problemOf = async (response: Response) => {
  expect(response.headers.get("content-type")).toBe("application/problem+json; charset=utf-8");
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({
    type: expect.stringMatching(/^urn:problem:redaction:[a-z-]+$/),
    title: expect.any(String),
    status: response.status,
    detail: expect.any(String),
    instance: expect.any(String),
    requestId: response.headers.get("x-request-id"),
  });
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/); // no stack trace
  return body;
};

describe("POST /v1/redact", () => {
  it("replaces every entity with a typed placeholder and reports spans, digest and policy version", async () => {
    const response = await s.redact({ text: DOC });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      text: string;
      spans: { start: number; end: number; type: string; placeholder: string }[];
      digest: string;
      policyVersion: string;
    };
    for (const value of VALUES) expect(body.text).not.toContain(value);
    expect(body.text).toMatch(/\[EMAIL_\d{4}\]/);
    expect(body.text).toMatch(/\[CREDIT_CARD_\d{4}\]/);
    expect(body.text).toMatch(/\[IBAN_\d{4}\]/);
    expect(body.text).toMatch(/\[IPV4_\d{4}\]/);
    expect(body.text).toMatch(/\[PHONE_E164_\d{4}\]/);
    expect(body.text).toMatch(/\[PERSON_\d{4}\]/);
    expect(body.digest).toBe(createHash("sha256").update(body.text).digest("hex"));
    expect(body.policyVersion).toBe("default");
    const email = body.spans.find((span) => span.type === "EMAIL")!;
    expect(DOC.slice(email.start, email.end)).toBe("bob.smith@example.com");
  });

  it("gives the same entity the same placeholder in every request, and another entity another one", async () => {
    const first = (await (await s.redact({ text: "Mail carol@example.org today." })).json()) as {
      text: string;
    };
    const second = (await (
      await s.redact({ text: "Copy dave@example.org and carol@example.org, please." })
    ).json()) as { text: string };
    const [carol] = placeholders(first.text);
    const [dave, carolAgain] = placeholders(second.text);
    expect(carolAgain).toBe(carol);
    expect(dave).not.toBe(carol);
  });

  it("leaves invalid look-alikes alone: a Luhn-failing number and an impossible IPv4", async () => {
    const text = "Order 4111 1111 1111 1112 shipped from 999.1.1.1 (version 1.2.3.4).";
    const body = (await (await s.redact({ text })).json()) as { text: string };
    expect(body.text).toBe(text);
  });

  it("returns an empty text unchanged", async () => {
    const body = (await (await s.redact({ text: "" })).json()) as { text: string; spans: unknown[] };
    expect(body).toMatchObject({ text: "", spans: [] });
  });

  it("keeps UTF-16 offsets right around emoji and accents", async () => {
    const text = "🙂 Café owner Zoë: zoe@example.com";
    const body = (await (await s.redact({ text })).json()) as { spans: { start: number; end: number }[] };
    expect(body.spans.map((span) => text.slice(span.start, span.end))).toEqual(["Zoë", "zoe@example.com"]);
  });
});

describe("errors are RFC 7807 problem details", () => {
  it("401 without a key and with a wrong key", async () => {
    const missing = await s.redact({ text: "x" }, { "x-api-key": "" });
    expect(missing.status).toBe(401);
    expect((await problemOf(missing)).detail).toBe("The X-API-Key header is required");
    const wrong = await s.redact({ text: "x" }, { "x-api-key": "not-a-key" });
    expect(wrong.status).toBe(401);
    expect((await problemOf(wrong)).type).toBe("urn:problem:redaction:unauthorized");
    const second = await s.redact({ text: "x" }, { "x-api-key": "second-key-abcdefghijkl" });
    expect(second.status).toBe(200);
  });

  it("400 for malformed JSON, 415 for another content type", async () => {
    const bad = await s.redact('{"text": "unterminated');
    expect(bad.status).toBe(400);
    expect((await problemOf(bad)).type).toBe("urn:problem:redaction:malformed-json");
    const plain = await fetch(`${s.url}/v1/redact`, {
      method: "POST",
      headers: { "content-type": "text/plain", "x-api-key": "test-key-0123456789abcdef" },
      body: "hello",
    });
    expect(plain.status).toBe(415);
    await problemOf(plain);
  });

  it("422 for each kind of invalid field, naming the field", async () => {
    const cases: [unknown, string][] = [
      [{}, "text"],
      [{ text: 5 }, "text"],
      [{ text: null }, "text"],
      [{ text: "x", mode: "shout" }, "mode"],
      [{ text: "x", policy: "" }, "policy"],
      [{ text: "x", extra: true }, "extra"],
      [["text"], "(body)"],
    ];
    for (const [body, field] of cases) {
      const response = await s.redact(body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      const problem = await problemOf(response);
      expect((problem.issues as { field: string }[]).map((i) => i.field)).toContain(field);
    }
    const unknown = await s.redact({ text: "x", policy: "no-such-policy" });
    expect(unknown.status).toBe(422);
    expect(await problemOf(unknown)).toMatchObject({
      type: "urn:problem:redaction:unknown-policy",
      available: ["default"],
    });
  });

  it("404 as a problem too", async () => {
    const response = await fetch(`${s.url}/v1/nothing`, {
      headers: { "x-api-key": "test-key-0123456789abcdef" },
    });
    expect(response.status).toBe(404);
    const problem = await problemOf(response);
    expect(problem.type).toBe("urn:problem:redaction:not-found");
    expect(problem.detail).toBe("No route GET /v1/nothing");
  });
});

describe("limits", () => {
  it("413 above the body limit, and a body at the limit passes", async () => {
    const small = await startService({ REDACT_BODY_LIMIT_BYTES: "2048" });
    try {
      const envelope = JSON.stringify({ text: "" }).length;
      const atLimit = await small.redact({ text: "a".repeat(2048 - envelope) });
      expect(atLimit.status).toBe(200);
      const over = await small.redact({ text: "a".repeat(2048 - envelope + 1) });
      expect(over.status).toBe(413);
      expect((await problemOf(over)).type).toBe("urn:problem:redaction:payload-too-large");
    } finally {
      await small.cleanup();
    }
  });

  it("413 text-too-large above REDACT_MAX_TEXT_BYTES (UTF-8 bytes), before any work; a text at the limit passes", async () => {
    const small = await startService({ REDACT_MAX_TEXT_BYTES: "100" });
    try {
      const auditLines = () => readFileSync(join(small.dir, "audit.jsonl"), "utf8").split("\n").length;
      // "é" is two bytes in UTF-8: 50 of them are exactly the limit, one more ASCII byte is over.
      const atLimit = await small.redact({ text: "é".repeat(50) });
      expect(atLimit.status).toBe(200);
      const linesBefore = auditLines();
      const over = await small.redact({ text: `${"é".repeat(50)}a` }, { "idempotency-key": "big-1" });
      expect(over.status).toBe(413);
      const problem = await problemOf(over);
      expect(problem).toMatchObject({
        type: "urn:problem:redaction:text-too-large",
        detail: "The text is 101 bytes (UTF-8); at most 100 are redacted per request",
        maxTextBytes: 100,
      });
      // Nothing ran: no audit line, and the Idempotency-Key was never claimed (a smaller text may use it).
      expect(auditLines()).toBe(linesBefore);
      const retry = await small.redact({ text: "short" }, { "idempotency-key": "big-1" });
      expect(retry.status).toBe(200);
    } finally {
      await small.cleanup();
    }
  });

  it("redacts a text of exactly 1 MiB with the default limits", async () => {
    const line = "Ticket from Anna Schmidt <anna.schmidt@example.com>, call +44 20 7946 0958.\n";
    const text = line.repeat(Math.ceil(1_048_576 / line.length)).slice(0, 1_048_576);
    // Its own service: the audit log of this request is 1 MB of offsets.
    const big = await startService();
    try {
      const response = await big.redact({ text });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { text: string };
      expect(body.text).not.toContain("anna.schmidt@example.com");
      const over = await big.redact({ text: `${text}x` });
      expect(over.status).toBe(413);
      expect((await problemOf(over)).type).toBe("urn:problem:redaction:text-too-large");
    } finally {
      await big.cleanup();
    }
  });

  it("429 with Retry-After once a key's bucket is empty; another key is unaffected", async () => {
    // One token per 100 s: no request of this test can be let through by a refill, however slow
    // the machine, and the wait the refusal names is the full 100 s less the little that passed.
    const limited = await startService({ REDACT_RATE_BURST: "3", REDACT_RATE_PER_SEC: "0.01" });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.redact({ text: "hi" })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await limited.redact({ text: "hi" });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(50);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(100);
      expect((await problemOf(refused)).type).toBe("urn:problem:redaction:rate-limited");
      const other = await limited.redact({ text: "hi" }, { "x-api-key": "second-key-abcdefghijkl" });
      expect(other.status).toBe(200);
    } finally {
      await limited.cleanup();
    }
  });

  it("holds the bucket under parallel requests: exactly the burst passes", async () => {
    const limited = await startService({ REDACT_RATE_BURST: "10", REDACT_RATE_PER_SEC: "0.01" });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 30 }, () => limited.redact({ text: "hi" }).then((r) => r.status)),
      );
      expect(statuses.filter((code) => code === 200)).toHaveLength(10);
      expect(statuses.filter((code) => code === 429)).toHaveLength(20);
    } finally {
      await limited.cleanup();
    }
  });
});

describe("Idempotency-Key", () => {
  it("replays the stored answer without running the pipeline again, and refuses another body", async () => {
    const auditLines = () => readFileSync(join(s.dir, "audit.jsonl"), "utf8").trim().split("\n").length;
    const first = await s.redact({ text: "Ping erin@example.net" }, { "idempotency-key": "retry-1" });
    const firstBody = await first.text();
    const linesAfterFirst = auditLines();
    const again = await s.redact({ text: "Ping erin@example.net" }, { "idempotency-key": "retry-1" });
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replay")).toBe("true");
    expect(await again.text()).toBe(firstBody);
    expect(auditLines()).toBe(linesAfterFirst);

    const other = await s.redact({ text: "Ping frank@example.net" }, { "idempotency-key": "retry-1" });
    expect(other.status).toBe(409);
    expect((await problemOf(other)).type).toBe("urn:problem:redaction:idempotency-key-reused");
    const bad = await s.redact({ text: "x" }, { "idempotency-key": "has space" });
    expect(bad.status).toBe(400);
  });

  it("keys are per API key: the same key string from another API key is a new request", async () => {
    const a = await s.redact({ text: "one" }, { "idempotency-key": "shared-key" });
    const b = await s.redact(
      { text: "two" },
      { "idempotency-key": "shared-key", "x-api-key": "second-key-abcdefghijkl" },
    );
    expect([a.status, b.status]).toEqual([200, 200]);
  });
});

describe("audit log", () => {
  it("records request id, key id, policy, types, offsets and counts, and never a value", async () => {
    const response = await s.redact({ text: DOC });
    const requestId = response.headers.get("x-request-id");
    const log = readFileSync(join(s.dir, "audit.jsonl"), "utf8");
    const entries = log
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    // A request id (a UUID) and a digest (sha256 hex) carry no text, but a random one may contain
    // "4111" or "0132": they are checked for their form and left out of the search for values.
    for (const e of entries) {
      expect(e.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(e.digest).toMatch(/^[0-9a-f]{64}$/);
    }
    const searched = entries.map(({ requestId: _, digest: __, ...rest }) => JSON.stringify(rest)).join("\n");
    for (const value of [
      ...VALUES,
      "Dr. Alice Johnson",
      "bob.smith",
      "example.com",
      "4111",
      "GB82",
      "0132",
    ]) {
      expect(searched).not.toContain(value);
    }
    const entry = entries.find((e) => e.requestId === requestId);
    expect(entry).toMatchObject({
      keyId: expect.stringMatching(/^[0-9a-f]{12}$/),
      policyVersion: "default",
      counts: { EMAIL: 1, CREDIT_CARD: 1, IBAN: 1, IPV4: 1, PHONE_E164: 1 },
    });
    expect(entry.entities[0]).toEqual({
      type: expect.any(String),
      start: expect.any(Number),
      end: expect.any(Number),
      action: "placeholder",
      detector: expect.any(String),
      confidence: expect.any(Number),
    });
    expect(log).not.toContain("test-key-0123456789abcdef");
  });
});

describe("policies from REDACT_POLICY_DIR", () => {
  it("applies a named policy version and reports it", async () => {
    const dir = s.dir;
    writeFileSync(
      join(dir, "mask-cards.yaml"),
      'version: "mask-cards-1"\ntypes:\n  CREDIT_CARD: { action: mask, keepLast: 4 }\n  EMAIL: {}\n',
    );
    const withPolicies = await startService({ REDACT_POLICY_DIR: dir });
    try {
      const body = (await (
        await withPolicies.redact({
          text: "Card 4111 1111 1111 1111, Dr. Alice Johnson",
          policy: "mask-cards-1",
        })
      ).json()) as { text: string; policyVersion: string };
      expect(body.policyVersion).toBe("mask-cards-1");
      expect(body.text).toContain("1111, Dr. Alice Johnson"); // PERSON is not in this policy
      expect(body.text).not.toContain("4111");
    } finally {
      await withPolicies.cleanup();
    }
  });

  it("refuses to start with an invalid policy file, naming the file and the problem", async () => {
    const dir = s.dir;
    writeFileSync(join(dir, "broken.yaml"), 'version: "x"\ntypes:\n  EMAIL: { action: explode }\n');
    await expect(startService({ REDACT_POLICY_DIR: dir })).rejects.toThrow(/broken\.yaml.*action/);
  });
});

describe("lookalike mode", () => {
  it("replaces names with plausible names, the same one for the same person", async () => {
    const text = "Dr. Alice Johnson met Dr. Alice Johnson.";
    const a = (await (await s.redact({ text, mode: "lookalike" })).json()) as { text: string };
    expect(a.text).not.toContain("Alice Johnson");
    expect(a.text).not.toMatch(/\[PERSON_/);
    const b = (await (await s.redact({ text, mode: "lookalike" })).json()) as { text: string };
    expect(b.text).toBe(a.text);
  });
});

describe("operations", () => {
  it("serves liveness, readiness and Prometheus metrics with entity and detector series", async () => {
    expect(await (await fetch(`${s.url}/healthz`)).json()).toEqual({ status: "ok", service: "redaction" });
    const ready = await fetch(`${s.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", checks: { store: "ok" } });
    const metrics = await (await fetch(`${s.url}/metrics`)).text();
    expect(metrics).toMatch(/redaction_entities_total\{type="EMAIL",action="placeholder"\} \d+/);
    expect(metrics).toMatch(/redaction_detector_seconds_count\{detector="[a-z-]+"\} \d+/);
    expect(metrics).toMatch(
      /redaction_http_requests_total\{method="POST",path="\/v1\/redact",status_class="2xx"\}/,
    );
    expect(metrics).not.toContain("bob.smith");
  });

  it("keeps placeholders across a restart on the same store file", async () => {
    const dir = s.dir;
    const before = (await (await s.redact({ text: "Write to grace@example.io" })).json()) as { text: string };
    const restarted = await startService({}, dir);
    try {
      const after = (await (await restarted.redact({ text: "Write to grace@example.io" })).json()) as {
        text: string;
      };
      expect(after.text).toBe(before.text);
    } finally {
      await restarted.close();
    }
  });

  it("works without keys in development mode", async () => {
    const dev = await startService({ REDACT_API_KEYS: "", REDACT_DEV_NO_AUTH: "true" });
    try {
      expect((await dev.redact({ text: "hi" }, { "x-api-key": "" })).status).toBe(200);
    } finally {
      await dev.cleanup();
    }
  });
});
