import { CompactSign } from "jose";
import type { PassportSigner } from "./signing-keys.js";

/**
 * Adds `attestation`: a compact JWS (EdDSA, `kid` in the protected header) whose payload is the
 * passport without `attestation`, as JSON. A merchant verifies it offline against
 * /.well-known/jwks.json with any JOSE library (docs/trust-service.md, "Passport").
 */
export async function attest<T extends Record<string, unknown>>(
  passport: T,
  signer: PassportSigner,
): Promise<T & { attestation: string }> {
  const { attestation: _ignored, ...payload } = passport as T & { attestation?: string };
  const attestation = await new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: "EdDSA", kid: signer.kid, typ: "trust-passport+jws" })
    .sign(signer.privateKey);
  return { ...(payload as T), attestation };
}
