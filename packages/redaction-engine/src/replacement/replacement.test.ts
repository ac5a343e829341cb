import { describe, expect, it } from "vitest";
import { createLookalikes } from "./lookalike.js";
import { maskValue } from "./mask.js";
import { formatPlaceholder, PLACEHOLDER_PATTERN } from "./placeholder.js";

describe("formatPlaceholder", () => {
  it("pads to four digits and grows past 9999", () => {
    expect(formatPlaceholder("EMAIL", 7)).toBe("[EMAIL_0007]");
    expect(formatPlaceholder("PHONE_E164", 9999)).toBe("[PHONE_E164_9999]");
    expect(formatPlaceholder("PERSON", 10000)).toBe("[PERSON_10000]");
    expect(
      [..."[PHONE_E164_0001] [ORG_12345]".matchAll(PLACEHOLDER_PATTERN)].map((m) => [m[1], m[2]]),
    ).toEqual([
      ["PHONE_E164", "0001"],
      ["ORG", "12345"],
    ]);
  });
});

describe("maskValue", () => {
  it("masks letters and digits, keeps separators and the last N", () => {
    expect(maskValue("4111 1111 1111 1111", "*", 4)).toBe("**** **** **** 1111");
    expect(maskValue("a.b@x.io", "#", 0)).toBe("#.#@#.##");
    expect(maskValue("12", "*", 5)).toBe("12");
  });
});

describe("createLookalikes", () => {
  it("is deterministic per secret and counter, and differs between secrets", () => {
    const a = createLookalikes("secret-one-0123456789");
    const b = createLookalikes("secret-one-0123456789");
    const c = createLookalikes("secret-two-0123456789");
    expect(a("PERSON", 1)).toBe(b("PERSON", 1));
    expect([1, 2, 3].map((n) => a("PERSON", n))).not.toEqual([1, 2, 3].map((n) => c("PERSON", n)));
    expect(a("PERSON", 1)).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(a("ORG", 1)).toMatch(/^[A-Z][a-z]+ .+/);
  });

  it("never gives two counters the same name", () => {
    const look = createLookalikes("secret-one-0123456789");
    for (const type of ["PERSON", "ORG"] as const) {
      const names = new Set(Array.from({ length: 5000 }, (_, i) => look(type, i + 1)));
      expect(names.size).toBe(5000);
    }
  });
});
