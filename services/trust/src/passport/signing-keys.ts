import { createPrivateKey, type KeyObject } from "node:crypto";
import { readJsonFile, writeJsonFileAtomic } from "@platform/service-kit";
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from "jose";

/** A published verification key: RFC 8037 OKP Ed25519, with its kid (RFC 7638 thumbprint). */
export interface PublicJwk {
  kty: "OKP";
  crv: "Ed25519";
  x: string;
  kid: string;
  alg: "EdDSA";
  use: "sig";
}

interface KeyFile {
  /** kid of the key that signs now. */
  active: string;
  /** Every key ever active, newest last; private parts only of keys generated here. */
  keys: Array<{ public: PublicJwk; private?: JWK; addedAt: string }>;
}

export interface PassportSigner {
  kid: string;
  privateKey: KeyObject;
  /** The active key and every earlier one, so passports signed before a rotation still verify. */
  jwks: { keys: PublicJwk[] };
}

/** Whether a value is a private Ed25519 JWK (what PASSPORT_SIGNING_KEY must hold). */
export function isPrivateEd25519Jwk(value: unknown): value is JWK {
  const jwk = value as JWK;
  return (
    typeof jwk === "object" &&
    jwk !== null &&
    jwk.kty === "OKP" &&
    jwk.crv === "Ed25519" &&
    typeof jwk.x === "string" &&
    typeof jwk.d === "string"
  );
}

async function publicOf(jwk: JWK): Promise<PublicJwk> {
  const bare = { kty: "OKP", crv: "Ed25519", x: jwk.x! } as const;
  return { ...bare, kid: await calculateJwkThumbprint(bare), alg: "EdDSA", use: "sig" };
}

/**
 * The passport signing key and the published key set (docs/decisions/0018). With
 * PASSPORT_SIGNING_KEY (a private Ed25519 JWK) that key signs; without it a key is generated once
 * and kept, private part included (mode 0600), in `path`. Either way the file lists every key that
 * has been active: setting a new PASSPORT_SIGNING_KEY rotates, and the old public keys stay in
 * /.well-known/jwks.json.
 */
export async function loadPassportSigner(
  path: string,
  configured: string | undefined,
  logger: { error(obj: object, msg: string): void; info(obj: object, msg: string): void },
  now: () => Date = () => new Date(),
): Promise<PassportSigner> {
  const file: KeyFile = readJsonFile<KeyFile>(path, logger) ?? { active: "", keys: [] };
  let privateJwk: JWK | undefined;
  if (configured) {
    privateJwk = JSON.parse(configured) as JWK;
    const pub = await publicOf(privateJwk);
    if (!file.keys.some((k) => k.public.kid === pub.kid)) {
      file.keys.push({ public: pub, addedAt: now().toISOString() });
      logger.info({ kid: pub.kid }, "passport signing key added from PASSPORT_SIGNING_KEY");
    }
    file.active = pub.kid;
  } else {
    privateJwk = file.keys.find((k) => k.public.kid === file.active)?.private;
    if (!privateJwk) {
      const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true });
      privateJwk = await exportJWK(privateKey);
      const pub = await publicOf(privateJwk);
      file.keys.push({ public: pub, private: privateJwk, addedAt: now().toISOString() });
      file.active = pub.kid;
      logger.info({ kid: pub.kid, path }, "passport signing key generated");
    }
  }
  writeJsonFileAtomic(path, file);
  return {
    kid: file.active,
    privateKey: createPrivateKey({
      key: { kty: "OKP", crv: "Ed25519", x: privateJwk.x!, d: privateJwk.d! },
      format: "jwk",
    }),
    jwks: { keys: [...file.keys].reverse().map((k) => k.public) },
  };
}
