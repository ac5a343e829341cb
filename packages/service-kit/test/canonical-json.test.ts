import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalHash, canonicalJson, sha256Hex } from "../src/index.js";

describe("canonicalJson", () => {
  it("sorts keys recursively, inside arrays too", () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }], é: null })).toBe(
      '{"a":[{"c":3,"d":2}],"b":1,"é":null}',
    );
  });

  it("drops undefined fields like JSON.stringify", () => {
    expect(canonicalJson({ a: undefined, b: 2 })).toBe('{"b":2}');
  });

  it("refuses non-finite numbers instead of writing null", () => {
    expect(() => canonicalJson({ a: [1, Number.NaN] })).toThrow("non-finite number at $.a[1]");
    expect(() => canonicalJson(Number.POSITIVE_INFINITY)).toThrow(TypeError);
  });

  it("gives the same text whatever the key order", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        const reversed = Object.fromEntries(Object.entries(value).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(value));
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('keeps a "__proto__" key as data', () => {
    expect(canonicalJson(JSON.parse('{"__proto__":0,"a":1}'))).toBe('{"__proto__":0,"a":1}');
  });

  it("hashes with sha256 hex", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(canonicalHash({ b: 1, a: 2 })).toBe(sha256Hex('{"a":2,"b":1}'));
  });
});
