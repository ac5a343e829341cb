import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

// Pure-JS hashes (no node:crypto, no Web Crypto) keep the engine synchronous and byte-identical
// in Node and in browsers.

/** Lower-case hex sha256 of the UTF-8 bytes of `text`. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/**
 * A keyed HMAC-SHA256 function. The keyed state (key pads already hashed) is built once and
 * cloned per message, which halves the work for the short messages entity keys are.
 */
export function hmacSha256Hex(secret: string | Uint8Array): (message: string) => string {
  const key = typeof secret === "string" ? utf8ToBytes(secret) : secret;
  const keyed = hmac.create(sha256, key);
  return (message) => bytesToHex(keyed.clone().update(utf8ToBytes(message)).digest());
}

/** The HMAC as raw bytes, for deriving numbers (lookalike choices) from a key. */
export function hmacSha256Bytes(secret: string | Uint8Array, message: string): Uint8Array {
  const key = typeof secret === "string" ? utf8ToBytes(secret) : secret;
  return hmac(sha256, key, utf8ToBytes(message));
}
