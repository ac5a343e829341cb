import { createHash, createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hmacSha256Bytes, hmacSha256Hex, sha256Hex } from "./hashing.js";

describe("pure-JS hashes", () => {
  it("match node:crypto for any text, including non-ASCII", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.string({ minLength: 1 }), (text, secret) => {
        expect(sha256Hex(text)).toBe(createHash("sha256").update(text).digest("hex"));
        expect(hmacSha256Hex(secret)(text)).toBe(createHmac("sha256", secret).update(text).digest("hex"));
      }),
      { numRuns: 200, seed: 20261122 },
    );
  });

  it("gives the known sha256 of the empty string and raw HMAC bytes", () => {
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(Buffer.from(hmacSha256Bytes("k", "v")).toString("hex")).toBe(
      createHmac("sha256", "k").update("v").digest("hex"),
    );
  });
});
