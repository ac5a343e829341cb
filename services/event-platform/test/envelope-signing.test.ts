import { statSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { Identity } from "../src/crypto/identity.js";
import { KeyRegistry } from "../src/crypto/key-registry.js";
import { InlineVerifier } from "../src/crypto/signature-verifier.js";
import { VerifierPool } from "../src/crypto/verifier-pool.js";
import { AuthzError, ProtocolError } from "../src/errors.js";
import { type EventEnvelope, isoTimestamp, signingBytes, validateEnvelope } from "../src/events/envelope.js";
import { tempDir } from "./helpers.js";

const alice = Identity.generate("alice");
const verifier = new InlineVerifier();
const verifies = (e: EventEnvelope) => verifier.verify(signingBytes(e), e.signature, e.source_key);

describe("envelope and signatures", () => {
  it("creates a complete envelope: UUID4 id, correlation = own id, no causation, a trace id", () => {
    const e = alice.createEvent(
      { event_type: "fee.assess", payload: { amount: 10 } },
      new Date("2026-01-02T03:04:05.678Z"),
    );
    expect(e.event_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(e).toMatchObject({
      event_type: "fee.assess",
      source: "alice",
      source_key: alice.sourceKey,
      timestamp: "2026-01-02T03:04:05.678Z",
      correlation_id: e.event_id,
      causation_id: null,
    });
    expect(e.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(e.signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(() => validateEnvelope(e)).not.toThrow();
    expect(verifies(e)).toBe(true);
  });

  it("signs a canonical encoding: key order does not matter, any change breaks the signature", () => {
    const e = alice.createEvent({ event_type: "a.b", payload: { b: 1, a: { d: 2, c: [1, 2] } } });
    const reordered = { ...e, payload: { a: { c: [1, 2], d: 2 }, b: 1 } };
    expect(signingBytes(reordered).equals(signingBytes(e))).toBe(true);
    expect(verifies(reordered)).toBe(true);
    for (const tampered of [
      { ...e, payload: { ...e.payload, b: 2 } },
      { ...e, event_type: "a.c" },
      { ...e, timestamp: new Date(0).toISOString() },
      { ...e, causation_id: "x" },
      { ...e, source: "mallory" },
    ]) {
      expect(verifies(tampered)).toBe(false);
    }
  });

  it("rejects a signature made by another key than source_key", () => {
    const mallory = Identity.generate("alice");
    const forged = { ...mallory.createEvent({ event_type: "x.y" }), source_key: alice.sourceKey };
    expect(verifies(forged)).toBe(false);
  });

  it("raises ProtocolError for non-finite numbers and every malformed field", () => {
    const e = alice.createEvent({ event_type: "x.y" });
    expect(() => signingBytes({ ...e, payload: { n: Number.NaN } })).toThrow(ProtocolError);
    expect(() => signingBytes({ ...e, payload: { n: Number.POSITIVE_INFINITY } })).toThrow(
      /non-finite number at \$\.payload\.n/,
    );
    const bad: Array<[Record<string, unknown>, RegExp]> = [
      [{ event_id: "nope" }, /event_id must be a UUID/],
      [{ event_type: "" }, /event_type must be/],
      [{ event_type: "has space" }, /event_type must be/],
      [{ source: 42 }, /source must be/],
      [{ source_key: "short" }, /source_key must be/],
      [{ timestamp: "yesterday" }, /timestamp must be/],
      [{ trace_id: "0".repeat(32) }, /trace_id must be/],
      [{ signature: "x" }, /signature must be/],
      [{ causation_id: 5 }, /causation_id must be null/],
      [{ payload: [] }, /payload must be a JSON object/],
      [{ payload: null }, /payload must be a JSON object/],
      [{ extra: 1 }, /unknown envelope field: extra/],
    ];
    for (const [patch, message] of bad) {
      expect(() => validateEnvelope({ ...e, ...patch })).toThrow(message);
    }
    expect(() => validateEnvelope("text")).toThrow("event must be an object");
  });

  it("checks every field of every event, whatever valid events came just before", () => {
    // Validation remembers the last event type, source, source key and timestamp that passed, and a
    // correlation id equal to the event's UUID passes as one: none of that may let a bad value by.
    const e = alice.createEvent({ event_type: "x.y" }, new Date("2026-01-02T03:04:05.678Z"));
    const bad: Array<[Record<string, unknown>, RegExp]> = [
      [{ event_type: undefined }, /event_type must be/],
      [{ event_type: 5 }, /event_type must be/],
      [{ event_type: "x y" }, /event_type must be/],
      [{ source: undefined }, /source must be/],
      [{ source: "9lives" }, /source must be/],
      [{ source_key: undefined }, /source_key must be/],
      [{ source_key: `${alice.sourceKey}=` }, /source_key must be/],
      [{ timestamp: undefined }, /timestamp must be/],
      [{ timestamp: "2026-13-02T03:04:05.678Z" }, /timestamp must be/],
      [{ timestamp: "2026-01-02 03:04:05Z" }, /timestamp must be/],
      [{ correlation_id: undefined }, /correlation_id must be/],
      [{ correlation_id: "has space" }, /correlation_id must be/],
      [{ event_id: "nope", correlation_id: "nope" }, /event_id must be a UUID/],
    ];
    for (const [patch, message] of bad) {
      expect(() => validateEnvelope(e)).not.toThrow();
      expect(() => validateEnvelope({ ...e, ...patch })).toThrow(message);
    }
    const upper = e.event_id.toUpperCase();
    expect(() => validateEnvelope({ ...e, event_id: upper, correlation_id: upper })).not.toThrow();
    expect(() => validateEnvelope({ ...e, correlation_id: "flow:42" })).not.toThrow();
  });

  it("stamps an event with the clock's time; events of one millisecond share the text", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      for (const iso of [
        "2026-01-02T03:04:05.678Z",
        "2026-01-02T03:04:05.679Z",
        "2025-12-31T23:59:59.999Z",
      ]) {
        vi.setSystemTime(new Date(iso));
        const first = alice.createEvent({ event_type: "x.y" });
        const second = alice.createEvent({ event_type: "x.y" });
        expect([first.timestamp, second.timestamp]).toEqual([iso, iso]);
        expect(verifies(first) && verifies(second)).toBe(true);
      }
    } finally {
      vi.useRealTimers();
    }
    for (const ms of [0, 1, 1, 1_764_000_000_123, 1_764_000_000_123, 1_764_000_000_124, 5]) {
      expect(isoTimestamp(ms)).toBe(new Date(ms).toISOString());
    }
  });

  it("saves the private key with mode 0600 and loads the same identity back", () => {
    const dir = tempDir();
    const paths = alice.save(dir);
    expect(statSync(paths.privateKey).mode & 0o777).toBe(0o600);
    const loaded = Identity.load(dir, "alice")!;
    expect(loaded.sourceKey).toBe(alice.sourceKey);
    expect(verifies(loaded.createEvent({ event_type: "x.y" }))).toBe(true);
    expect(Identity.load(dir, "bob")).toBeUndefined();
    expect(() => Identity.load(dir, "../etc")).toThrow(/invalid identity name/);
  });

  it("verifies on worker threads with the same verdicts", async () => {
    const pool = new VerifierPool(2, 4);
    try {
      const events = Array.from({ length: 10 }, (_, i) =>
        alice.createEvent({ event_type: "x.y", payload: { i } }),
      );
      const tampered = { ...events[3]!, payload: { i: 99 } };
      const verdicts = await Promise.all(
        [...events, tampered].map((e) => pool.verify(signingBytes(e), e.signature, e.source_key)),
      );
      expect(verdicts).toEqual([...Array(10).fill(true), false]);
    } finally {
      await pool.close();
    }
  });
});

describe("key rotation and the signature replay window", () => {
  it("accepts the previous key within the window, refuses it after, and refuses unknown keys", () => {
    let now = 0;
    const keys = new KeyRegistry({ replayWindowMs: 300_000, now: () => now });
    const oldKey = Identity.generate("svc");
    const newKey = Identity.generate("svc");
    keys.register("svc", oldKey.sourceKey);
    keys.check("svc", oldKey.sourceKey);
    now = 1_000;
    keys.register("svc", newKey.sourceKey);
    keys.check("svc", newKey.sourceKey);
    now = 1_000 + 300_000;
    expect(() => keys.check("svc", oldKey.sourceKey)).not.toThrow();
    now += 1;
    expect(() => keys.check("svc", oldKey.sourceKey)).toThrow(AuthzError);
    expect(() => keys.check("svc", Identity.generate("svc").sourceKey)).toThrow(
      "source_key is not a key of svc",
    );
    keys.check("stranger", oldKey.sourceKey);
    const strict = new KeyRegistry({ replayWindowMs: 0, strict: true });
    expect(() => strict.check("stranger", oldKey.sourceKey)).toThrow("unknown source: stranger");
  });
});
