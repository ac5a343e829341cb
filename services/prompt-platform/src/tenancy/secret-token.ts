import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

const API_KEY = /^ppk_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;

/** `ppk_<key id without dashes>_<32 random bytes, base64url>`: the id finds the row, the hash checks it. */
export function newApiKeyToken(keyId: string): string {
  return `ppk_${keyId.replaceAll("-", "")}_${randomBytes(32).toString("base64url")}`;
}

/** The key id a token claims, or undefined when it is not shaped like one of our keys. */
export function apiKeyIdOf(token: string): string | undefined {
  const hex = API_KEY.exec(token)?.[1];
  if (!hex) return undefined;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A random session token (32 bytes, base64url). */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Secrets are stored only as this: sha256, hex. */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** Compares a presented secret with a stored hash in constant time (equal-length digests). */
export function secretMatches(secret: string, storedHash: string): boolean {
  const presented = createHash("sha256").update(secret).digest();
  const stored = Buffer.from(storedHash, "hex");
  return stored.length === presented.length && timingSafeEqual(presented, stored);
}
