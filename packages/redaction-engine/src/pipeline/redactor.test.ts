import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createPatternDetector } from "../patterns/pattern-detector.js";
import { parsePolicy } from "../policy/parse-policy.js";
import { PolicyError } from "../policy/policy-error.js";
import { MemoryPlaceholderStore } from "../store/memory-placeholder-store.js";
import { parseDetectorChoice } from "./default-detectors.js";
import { createRedactor } from "./redactor.js";
import { RedactorConfigError } from "./redactor-config-error.js";

const SECRET = "test-secret-0123456789";

describe("createRedactor", () => {
  it("replaces entities with typed placeholders and reports spans, digest and policy version", async () => {
    const r = createRedactor({ secret: SECRET });
    const input = "Hi Sarah Johnson, mail sarah@example.com or call +1 (415) 555-0132.";
    const res = await r.redact(input);
    expect(res.text).toBe("Hi [PERSON_0001], mail [EMAIL_0001] or call [PHONE_E164_0001].");
    expect(res.digest).toBe(createHash("sha256").update(res.text).digest("hex"));
    expect(res.policyVersion).toBe("default");
    expect(
      res.spans.map((s) => [input.slice(s.start, s.end), s.type, s.placeholder, s.detector, s.action]),
    ).toEqual([
      // The rules and the tagger (decision 0037) agree on the name.
      ["Sarah Johnson", "PERSON", "[PERSON_0001]", "entity+tagger", "placeholder"],
      ["sarah@example.com", "EMAIL", "[EMAIL_0001]", "pattern", "placeholder"],
      ["+1 (415) 555-0132", "PHONE_E164", "[PHONE_E164_0001]", "pattern", "placeholder"],
    ]);
    for (const s of res.spans) expect(res.text.slice(s.outputStart, s.outputEnd)).toBe(s.placeholder);
  });

  it("gives the same entity the same placeholder across requests, and new entities the next counter", async () => {
    const r = createRedactor({ secret: SECRET, detectors: [createPatternDetector()] });
    const a = await r.redact("a@example.com then b@example.com");
    const b = await r.redact("B@Example.com and c@example.com and a@example.com");
    expect(a.text).toBe("[EMAIL_0001] then [EMAIL_0002]");
    expect(b.text).toBe("[EMAIL_0002] and [EMAIL_0003] and [EMAIL_0001]");
  });

  it("maps every written form of one phone number to one placeholder", async () => {
    const r = createRedactor({ secret: SECRET, detectors: [createPatternDetector()] });
    const res = await r.redact("(415) 555-0132, 415.555.0132, +1 415 555 0132, 1-415-555-0132");
    expect(res.text).toBe("[PHONE_E164_0001], [PHONE_E164_0001], [PHONE_E164_0001], [PHONE_E164_0001]");
  });

  it("shares placeholders between redactors that share a store and a secret", async () => {
    const store = new MemoryPlaceholderStore();
    const one = createRedactor({ secret: SECRET, store, detectors: [createPatternDetector()] });
    const two = createRedactor({ secret: SECRET, store, detectors: [createPatternDetector()] });
    await one.redact("x@example.com");
    expect((await two.redact("y@example.com x@example.com")).text).toBe("[EMAIL_0002] [EMAIL_0001]");
  });

  it("keys entities by the secret: another secret gives other keys in the same store", async () => {
    const store = new MemoryPlaceholderStore();
    await createRedactor({ secret: SECRET, store }).redact("x@example.com");
    await createRedactor({ secret: `${SECRET}-other`, store }).redact("x@example.com");
    expect(store.size).toBe(2);
    expect(JSON.stringify(store.snapshot())).not.toContain("example");
  });

  it("leaves invalid look-alikes in place and counts them in the audit", async () => {
    const r = createRedactor({ secret: SECRET });
    const input =
      "Card 4111 1111 1111 1112, IP 999.1.1.1, version 1.2.3.4, IBAN GB82WEST12345698765433, SSN 666-12-3456";
    const res = await r.redact(input);
    expect(res.text).toBe(input);
    expect(res.spans).toEqual([]);
    expect(res.audit.rejected).toEqual({ CREDIT_CARD: 1, IPV4: 2, IBAN: 1, SSN: 1 });
  });

  it("applies mask, keep and lookalike actions, allow-lists, thresholds and type selection", async () => {
    const policy = parsePolicy(`
version: v7
types:
  CREDIT_CARD: { action: mask, keepLast: 4 }
  URL: { action: keep }
  PERSON: { action: lookalike }
  EMAIL: { allow: [help@example.com] }
`);
    const r = createRedactor({ secret: SECRET, policy });
    const input =
      "Sarah Johnson paid with 4111-1111-1111-1111; see https://x.example.com, help@example.com, me@example.com, 10.0.0.1";
    const res = await r.redact(input);
    const person = res.spans.find((s) => s.type === "PERSON")!;
    expect(person.placeholder).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(res.text).toBe(
      `${person.placeholder} paid with ****-****-****-1111; see https://x.example.com, help@example.com, [EMAIL_0001], 10.0.0.1`,
    );
    expect(res.spans.find((s) => s.type === "URL")).toMatchObject({ action: "keep", placeholder: null });
    expect(res.policyVersion).toBe("v7");
    expect(res.audit.allowed).toBe(1);
    // The same person gets the same lookalike in a later request.
    expect((await r.redact("Thanks, Sarah Johnson")).text).toBe(`Thanks, ${person.placeholder}`);
  });

  it("keeps a finding exactly at the minimum confidence and drops it just above", async () => {
    // An honorific makes a PERSON finding of confidence 0.95.
    const at = createRedactor({
      secret: SECRET,
      policy: parsePolicy("version: s\ntypes:\n  PERSON: { minConfidence: 0.95 }"),
    });
    const above = createRedactor({
      secret: SECRET,
      policy: parsePolicy("version: s\ntypes:\n  PERSON: { minConfidence: 0.951 }"),
    });
    expect((await at.redact("Dr. Jane Roe")).text).toBe("Dr. [PERSON_0001]");
    expect((await above.redact("Dr. Jane Roe")).text).toBe("Dr. Jane Roe");
  });

  it("drops findings below the type's minimum confidence", async () => {
    const strict = createRedactor({
      secret: SECRET,
      policy: parsePolicy("version: s\ntypes:\n  PERSON: { minConfidence: 0.99 }"),
    });
    expect((await strict.redact("Hi Sarah Johnson")).text).toBe("Hi Sarah Johnson");
  });

  it("writes an audit record with types, offsets, detectors and counts, never the values", async () => {
    const r = createRedactor({
      secret: SECRET,
      policy: parsePolicy(
        "version: a1\ntypes:\n  EMAIL: {}\n  CREDIT_CARD: { action: mask, keepLast: 4 }\n  PERSON: { action: lookalike }",
      ),
    });
    const input = "Sarah Johnson <sarah.j@example.com> card 4111111111111111";
    const res = await r.redact(input);
    expect(res.audit).toEqual({
      policyVersion: "a1",
      digest: res.digest,
      inputLength: input.length,
      outputLength: res.text.length,
      detectors: ["pattern", "entity", "tagger"],
      entities: [
        // Agreement of the rules (0.95) and the tagger (0.6): 1 - 0.05 * 0.4.
        {
          type: "PERSON",
          start: 0,
          end: 13,
          action: "lookalike",
          detector: "entity+tagger",
          confidence: 0.98,
        },
        { type: "EMAIL", start: 15, end: 34, action: "placeholder", detector: "pattern", confidence: 0.99 },
        { type: "CREDIT_CARD", start: 41, end: 57, action: "mask", detector: "pattern", confidence: 0.99 },
      ],
      counts: { PERSON: 1, EMAIL: 1, CREDIT_CARD: 1 },
      rejected: {},
      allowed: 0,
    });
    const audit = JSON.stringify(res.audit);
    for (const value of ["Sarah", "Johnson", "sarah.j", "4111", "1111"]) expect(audit).not.toContain(value);
  });

  it("reports offsets in UTF-16 code units", async () => {
    const r = createRedactor({ secret: SECRET });
    // The emoji is two code units: the email starts at code unit 9 (code point 8).
    const input = "😀 Zoë → ze@example.com";
    const span = (await r.redact(input)).spans.find((s) => s.type === "EMAIL");
    expect(span).toMatchObject({ type: "EMAIL", start: 9, end: 23 });
    expect(input.slice(span!.start, span!.end)).toBe("ze@example.com");
  });

  it("handles empty text and text without entities", async () => {
    const r = createRedactor({ secret: SECRET });
    expect(await r.redact("")).toMatchObject({
      text: "",
      spans: [],
      digest: createHash("sha256").update("").digest("hex"),
    });
    expect((await r.redact("nothing to see here")).text).toBe("nothing to see here");
  });

  it("refuses a short secret and unknown detectors", () => {
    expect(() => createRedactor({ secret: "short" })).toThrow(
      new RedactorConfigError("secret must be at least 16 characters"),
    );
    expect(() => createRedactor({ secret: "x".repeat(15) })).toThrow(RedactorConfigError);
    expect(() => createRedactor({ secret: "x".repeat(16) })).not.toThrow();
    expect(() =>
      createRedactor({ secret: SECRET, policy: parsePolicy("version: 1\ndetectors: [pattern, gliner]") }),
    ).toThrow(
      new PolicyError([
        { path: "detectors", message: 'unknown detector "gliner" (available: pattern, entity, tagger)' },
      ]),
    );
  });

  it("runs only the detectors the policy names", async () => {
    const r = createRedactor({ secret: SECRET, policy: parsePolicy("version: 1\ndetectors: [pattern]") });
    expect(r.detectorNames).toEqual(["pattern"]);
    expect((await r.redact("Sarah Johnson a@example.com")).text).toBe("Sarah Johnson [EMAIL_0001]");
  });
});

describe("parseDetectorChoice", () => {
  it("accepts default, openmed and empty; refuses anything else", () => {
    expect(parseDetectorChoice(undefined)).toBe("default");
    expect(parseDetectorChoice("")).toBe("default");
    expect(parseDetectorChoice(" OpenMed ")).toBe("openmed");
    expect(() => parseDetectorChoice("gliner")).toThrow(
      'REDACT_DETECTOR must be "default" or "openmed", got "gliner"',
    );
  });
});

describe("detect", () => {
  it("returns the fused findings redact() replaces, synchronously and without touching the store", async () => {
    const store = new MemoryPlaceholderStore();
    const r = createRedactor({ secret: SECRET, store });
    const input = "Card 4111 1111 1111 1111 from Dr. Jane Roe";
    const detection = r.detect(input);
    expect(store.size).toBe(0);
    expect(detection.findings.map((f) => [f.type, input.slice(f.start, f.end), f.normalized])).toEqual([
      ["CREDIT_CARD", "4111 1111 1111 1111", "4111111111111111"],
      ["PERSON", "Jane Roe", "jane roe"],
    ]);
    const res = await r.redact(input);
    expect(res.spans.map((s) => [s.start, s.end])).toEqual(detection.findings.map((f) => [f.start, f.end]));
  });
});
