import { createPublicKey, type KeyObject } from "node:crypto";
import { errors as joseErrors, jwtVerify } from "jose";
import { PlatformError } from "../errors.js";

/** spiffe://<trust domain>/<path>, per the SPIFFE ID spec (lower-case trust domain, non-empty path). */
const SPIFFE_ID = /^spiffe:\/\/[a-z0-9._-]+(\/[A-Za-z0-9._~!$&'()*+,;=:@%-]+)+$/;

export interface SvidClaims {
  spiffeId: string;
  /** The `org` claim, when the token names its organisation. */
  org: string | undefined;
}

export interface SvidOptions {
  publicKeyPem: string | undefined;
  maxAgeSec: number;
  audience?: string | undefined;
  clockToleranceSec?: number;
  now?: () => number;
}

function algorithmsFor(key: KeyObject): string[] {
  switch (key.asymmetricKeyType) {
    case "ed25519":
      return ["EdDSA"];
    case "ec":
      return ["ES256", "ES384", "ES512"];
    case "rsa":
    case "rsa-pss":
      return ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512"];
    default:
      throw new Error(`unsupported SVID key type ${key.asymmetricKeyType}`);
  }
}

/**
 * Verifies JWT-SVIDs: signature by the configured public key (algorithm fixed by the key type, so
 * `alg: none` or an HMAC confusion cannot pass), `exp` required and not passed, `iat` required and
 * no older than maxAgeSec, audience when configured, and a SPIFFE id as subject.
 */
export class SvidVerifier {
  readonly #key: KeyObject | undefined;
  readonly #algorithms: string[];

  constructor(private readonly opts: SvidOptions) {
    this.#key = opts.publicKeyPem ? createPublicKey(opts.publicKeyPem) : undefined;
    this.#algorithms = this.#key ? algorithmsFor(this.#key) : [];
  }

  async verify(token: string): Promise<SvidClaims> {
    if (!this.#key) {
      throw new PlatformError(
        "SVID_PUBLIC_KEY_NOT_CONFIGURED",
        "SVID authentication is not available: PLATFORM_SVID_PUBLIC_KEY_PEM is not set",
      );
    }
    let payload: Record<string, unknown>;
    try {
      const now = this.opts.now?.() ?? Date.now();
      ({ payload } = await jwtVerify(token, this.#key, {
        algorithms: this.#algorithms,
        maxTokenAge: this.opts.maxAgeSec,
        requiredClaims: ["sub", "iat", "exp"],
        clockTolerance: this.opts.clockToleranceSec ?? 5,
        currentDate: new Date(now),
        ...(this.opts.audience ? { audience: this.opts.audience } : {}),
      }));
    } catch (error) {
      throw new PlatformError("INVALID_SVID", svidFailure(error));
    }
    const sub = payload.sub;
    if (typeof sub !== "string" || !SPIFFE_ID.test(sub))
      throw new PlatformError(
        "INVALID_SVID",
        "SVID subject must be a SPIFFE id (spiffe://trust-domain/path)",
      );
    return { spiffeId: sub, org: typeof payload.org === "string" ? payload.org : undefined };
  }
}

function svidFailure(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return "SVID has expired";
  if (error instanceof joseErrors.JWTClaimValidationFailed)
    return `SVID claim check failed: ${error.message}`;
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return "SVID signature verification failed";
  if (error instanceof joseErrors.JOSEAlgNotAllowed)
    return "SVID algorithm not allowed for the configured key";
  return "SVID is malformed or its signature is invalid";
}

export function isSpiffeId(value: string): boolean {
  return SPIFFE_ID.test(value);
}
