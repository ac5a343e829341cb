import { canonicalJson } from "@platform/service-kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Identity } from "../src/crypto/identity.js";
import { canonicalText } from "../src/events/canonical-text.js";
import { signingBytes } from "../src/events/envelope.js";

const outcome = (fn: () => string) => {
  try {
    return { text: fn() };
  } catch (error) {
    return { error: `${(error as Error).name}: ${(error as Error).message}` };
  }
};

describe("canonical text (the signed encoding)", () => {
  it("is byte for byte service-kit's canonicalJson for any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalText(value)).toBe(canonicalJson(value));
      }),
      { numRuns: 2_000 },
    );
    // Keys and strings with quotes, backslashes, control characters and lone surrogates.
    const text = fc.string({ unit: "binary" });
    fc.assert(
      fc.property(fc.dictionary(text, fc.oneof(text, fc.array(text))), (value) => {
        expect(canonicalText(value)).toBe(canonicalJson(value));
      }),
      { numRuns: 2_000 },
    );
  });

  it("matches canonicalJson, result or error, for values JSON cannot carry", () => {
    const samples: unknown[] = [
      { n: Number.NaN },
      [1, Number.POSITIVE_INFINITY],
      { when: new Date("2026-01-02T03:04:05Z") },
      { list: [1, undefined, () => 1] },
      { skip: undefined, fn: () => 1, keep: 1 },
      { custom: { toJSON: () => ({ b: 1, a: 2 }) } },
      Object.assign(Object.create(null), { b: 1, a: 2 }),
      JSON.parse('{"__proto__": {"x": 1}, "a": [-0, 1e21, 5e-324]}'),
      { big: 10n },
    ];
    for (const value of samples)
      expect(outcome(() => canonicalText(value))).toEqual(outcome(() => canonicalJson(value)));
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: false, withMap: true, withSet: true, withDate: true }),
        (value) => {
          expect(outcome(() => canonicalText(value))).toEqual(outcome(() => canonicalJson(value)));
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it("keeps signatures made before it verifying (the signed bytes did not change)", () => {
    const event = Identity.generate("svc").createEvent({
      event_type: "a.b",
      payload: { z: [1, { y: "é" }], a: null },
    });
    const { signature: _s, ...unsigned } = event;
    expect(signingBytes(event).toString("utf8")).toBe(`eventplat.v1\n${canonicalJson(unsigned)}`);
  });
});
