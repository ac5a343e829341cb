import { sign } from "node:crypto";
import type { PassportSigner } from "./signing-keys.js";

const base64url = (bytes: Buffer | string) => Buffer.from(bytes).toString("base64url");

/**
 * Adds `attestation`: a compact JWS (RFC 7515; EdDSA, `kid` in the protected header) whose payload is
 * the passport without `attestation`, as JSON. A merchant verifies it offline against
 * /.well-known/jwks.json with any JOSE library (docs/trust-service.md, "Passport"). Signed with
 * node:crypto's Ed25519 directly: through WebCrypto (jose's CompactSign) the signature was an
 * eighth of an uncached passport's CPU, nearly all of it the asynchronous job around it.
 */
export function attest<T extends Record<string, unknown>>(
  passport: T,
  signer: PassportSigner,
): T & { attestation: string } {
  const { attestation: _ignored, ...payload } = passport as T & { attestation?: string };
  const header = base64url(JSON.stringify({ alg: "EdDSA", kid: signer.kid, typ: "trust-passport+jws" }));
  const signingInput = `${header}.${base64url(JSON.stringify(payload))}`;
  const signature = base64url(sign(null, Buffer.from(signingInput), signer.privateKey));
  return { ...(payload as T), attestation: `${signingInput}.${signature}` };
}
