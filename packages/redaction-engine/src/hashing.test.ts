import { createHash, createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hmacSha256Bytes, hmacSha256Hex, pureHmacSha256Hex, pureSha256Hex, sha256Hex } from "./hashing.js";

describe("hashes", () => {
  it("match node:crypto for any text, including non-ASCII, in the pure-JS (browser) and the Node paths", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.string({ minLength: 1 }), (text, secret) => {
        const sha = createHash("sha256").update(text).digest("hex");
        const mac = createHmac("sha256", secret).update(text).digest("hex");
        expect(pureSha256Hex(text)).toBe(sha);
        expect(sha256Hex(text)).toBe(sha);
        expect(pureHmacSha256Hex(secret)(text)).toBe(mac);
        expect(hmacSha256Hex(secret)(text)).toBe(mac);
      }),
      { numRuns: 200, seed: 20261122 },
    );
  });

  it("agree on lone surrogates (both hash them as U+FFFD) and on byte secrets", () => {
    for (const text of ["\ud800", "a\udc00b", "x\ud83d"]) {
      expect(sha256Hex(text)).toBe(pureSha256Hex(text));
      expect(hmacSha256Hex("sixteen-chars-key")(text)).toBe(pureHmacSha256Hex("sixteen-chars-key")(text));
    }
    const key = new Uint8Array([1, 2, 3, 250, 251, 252, 0, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(hmacSha256Hex(key)("PERSON\u001fjane roe")).toBe(pureHmacSha256Hex(key)("PERSON\u001fjane roe"));
  });

  it("equal node:crypto's HMAC for keys of 64 bytes (padded) and 65 (hashed first), and for messages that outgrow the reused buffer", () => {
    const mac = (key: string | Uint8Array, m: string) => createHmac("sha256", key).update(m).digest("hex");
    const long = `PERSON\u001f${"Zoë 李娜 🙂 ".repeat(400)}`;
    for (const key of ["k".repeat(63), "k".repeat(64), "k".repeat(65), "é".repeat(32), "é".repeat(33)]) {
      const keyed = hmacSha256Hex(key);
      for (const m of ["", "short", long, "short again", long.slice(0, 300), "\ud800 lone"]) {
        expect(keyed(m)).toBe(mac(key, m));
      }
    }
    const bytes = new Uint8Array(65).map((_, i) => (i * 37) % 256);
    expect(hmacSha256Hex(bytes)(long)).toBe(mac(bytes, long));
    expect(hmacSha256Hex(bytes.subarray(0, 64))("x")).toBe(mac(bytes.subarray(0, 64), "x"));
  });

  it("gives the known sha256 of the empty string and raw HMAC bytes", () => {
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(Buffer.from(hmacSha256Bytes("k", "v")).toString("hex")).toBe(
      createHmac("sha256", "k").update("v").digest("hex"),
    );
  });
});
