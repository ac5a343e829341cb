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
  /** One-shot digest (Node 20.12+, 21.7+): no Hash object per call. */
  hash?: {
    (algorithm: "sha256", data: string | Uint8Array, encoding: "hex" | "latin1"): string;
    (algorithm: "sha256", data: string | Uint8Array, encoding: "buffer"): Uint8Array;
  };
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
export const sha256Hex: (text: string) => string = native?.hash
  ? (text) => native.hash!("sha256", text, "hex")
  : native
    ? (text) => native.createHash("sha256").update(text).digest("hex")
    : pureSha256Hex;

/** A keyed HMAC-SHA256 function (hex digests). */
export function hmacSha256Hex(secret: string | Uint8Array): (message: string) => string {
  if (native?.hash) return nativePadHmac(native.hash, secret);
  if (native) return (message) => native.createHmac("sha256", secret).update(message).digest("hex");
  return pureHmacSha256Hex(secret);
}

const SHA256_BLOCK = 64;
const SHA256_BYTES = 32;

/**
 * HMAC-SHA256 by its definition (RFC 2104), H((K ^ opad) || H((K ^ ipad) || m)), with the two
 * padded keys made once and two one-shot digests per message: `createHmac` per message builds a
 * stream object and re-derives the padded keys, which made it most of the pipeline's own cost
 * around the detectors. The inner buffer is reused (it grows for a longer message) and wiped after
 * each message; each call finishes synchronously, so no two messages share it at once.
 */
function nativePadHmac(hash: NonNullable<NativeCrypto["hash"]>, secret: string | Uint8Array) {
  let key = typeof secret === "string" ? utf8ToBytes(secret) : secret;
  if (key.length > SHA256_BLOCK) key = hash("sha256", key, "buffer");
  const outer = new Uint8Array(SHA256_BLOCK + SHA256_BYTES);
  let inner = new Uint8Array(SHA256_BLOCK + 256);
  for (let i = 0; i < SHA256_BLOCK; i++) {
    inner[i] = (key[i] ?? 0) ^ 0x36;
    outer[i] = (key[i] ?? 0) ^ 0x5c;
  }
  const encoder = new TextEncoder();
  return (message: string): string => {
    // UTF-8 takes at most three bytes per UTF-16 unit (a surrogate pair: four for two).
    if (SHA256_BLOCK + message.length * 3 > inner.length) {
      const grown = new Uint8Array(SHA256_BLOCK + message.length * 3);
      grown.set(inner.subarray(0, SHA256_BLOCK));
      inner = grown;
    }
    const { written } = encoder.encodeInto(message, inner.subarray(SHA256_BLOCK));
    // The inner digest as latin1 (one character per byte), copied in: a byte-array object per message cost
    // more than the digest itself (0.5 against 0.8 microseconds a call, issue 22, speed).
    const digest = hash("sha256", inner.subarray(0, SHA256_BLOCK + written), "latin1");
    for (let i = 0; i < SHA256_BYTES; i++) outer[SHA256_BLOCK + i] = digest.charCodeAt(i);
    // The message is an entity's value in clear: it must not outlive the call in the reused buffer.
    inner.fill(0, SHA256_BLOCK, SHA256_BLOCK + written);
    return hash("sha256", outer, "hex");
  };
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
