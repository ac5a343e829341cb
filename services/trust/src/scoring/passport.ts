import { canonicalHash } from "@platform/service-kit";

export const PASSPORT_SCHEMA_VERSION = "1.0.0";

/** Adds `checksum` = sha256 of the canonical JSON of the document without it, so anyone can verify it. */
export function sealPassport<T extends Record<string, unknown>>(document: T): T & { checksum: string } {
  const { checksum: _ignored, ...rest } = document as T & { checksum?: string };
  return { ...(rest as T), checksum: canonicalHash(rest) };
}

/** The checksum covers every field but itself and `attestation` (the signature, added after it). */
export function verifyPassportChecksum(document: Record<string, unknown>): boolean {
  const { checksum, attestation: _signature, ...rest } = document;
  return typeof checksum === "string" && canonicalHash(rest) === checksum;
}
