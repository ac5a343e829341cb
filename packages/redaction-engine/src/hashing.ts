import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

// The engine stays synchronous and byte-identical in Node and in browsers: SHA-256 and HMAC are
// standard, so any correct implementation gives the same digests. In browsers that is the pure-JS
// one (@noble/hashes; Web Crypto is async). In Node it is node:crypto, 3-4x faster on these short
// messages (issue 22, speed), reached at run time through `process.getBuiltinModule` rather than an
// import, so no bundler pulls a Node built-in into the browser bundle (test/browser-safety.test.ts).

/** The part of node:crypto the engine uses (a local type: src/ imports no Node module or types). */
interface NativeCrypto {
  createHash(algorithm: "sha256"): NativeDigest;
  createHmac(algorithm: "sha256", key: string | Uint8Array): NativeDigest;
}
interface NativeDigest {
  /** A string is hashed as UTF-8 (lone surrogates as U+FFFD, as TextEncoder does). */
  update(data: string): { digest(encoding: "hex"): string };
}

/** node:crypto in Node (20.16+, 22.3+), undefined in browsers and other runtimes. */
function nativeCrypto(): NativeCrypto | undefined {
  const runtime = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  try {
    return runtime?.getBuiltinModule?.("node:crypto") as NativeCrypto | undefined;
  } catch {
    return undefined;
  }
}

const native = nativeCrypto();

/** Lower-case hex sha256 of the UTF-8 bytes of `text`. */
export const sha256Hex: (text: string) => string = native
  ? (text) => native.createHash("sha256").update(text).digest("hex")
  : pureSha256Hex;

/** A keyed HMAC-SHA256 function (hex digests). */
export function hmacSha256Hex(secret: string | Uint8Array): (message: string) => string {
  if (native) return (message) => native.createHmac("sha256", secret).update(message).digest("hex");
  return pureHmacSha256Hex(secret);
}

/** The pure-JS sha256 (the browser's); exported for the test that it equals the native one. */
export function pureSha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/**
 * The pure-JS HMAC (the browser's). The keyed state (key pads already hashed) is built once and
 * cloned per message, which halves the work for the short messages entity keys are.
 */
export function pureHmacSha256Hex(secret: string | Uint8Array): (message: string) => string {
  const key = typeof secret === "string" ? utf8ToBytes(secret) : secret;
  const keyed = hmac.create(sha256, key);
  return (message) => bytesToHex(keyed.clone().update(utf8ToBytes(message)).digest());
}

/** The HMAC as raw bytes, for deriving numbers (lookalike choices) from a key. */
export function hmacSha256Bytes(secret: string | Uint8Array, message: string): Uint8Array {
  const key = typeof secret === "string" ? utf8ToBytes(secret) : secret;
  return hmac(sha256, key, utf8ToBytes(message));
}
