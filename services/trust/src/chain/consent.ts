import { createPrivateKey, createPublicKey, sign, verify } from "node:crypto";
import algosdk from "algosdk";

/**
 * Sponsor consent (decision 0014). A delegation is written with the sponsor's Ed25519 signature —
 * an Algorand address is its public key — over a domain-separated message naming the registry,
 * the agent, the amount and an expiry; a revocation with the sponsor's or the agent's signature.
 * The registry program verifies the same bytes with ed25519verify_bare; the service checks them
 * first so a bad signature costs no transaction.
 */
export const DELEGATE_DOMAIN = "trust-registry:delegate:v1";
export const REVOKE_DOMAIN = "trust-registry:revoke:v1";

const u64 = (n: number | bigint) => algosdk.encodeUint64(BigInt(n));
const key = (address: string) => algosdk.decodeAddress(address).publicKey;
const join = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/** "trust-registry:delegate:v1" ‖ app id(8) ‖ agent(32) ‖ amount in micro-USDC(8) ‖ expiry(8). */
export function delegateMessage(appId: number, agent: string, microUsdc: bigint, expiry: number): Uint8Array {
  return join(new TextEncoder().encode(DELEGATE_DOMAIN), u64(appId), key(agent), u64(microUsdc), u64(expiry));
}

/** "trust-registry:revoke:v1" ‖ app id(8) ‖ sponsor(32) ‖ agent(32) ‖ expiry(8). */
export function revokeMessage(appId: number, sponsor: string, agent: string, expiry: number): Uint8Array {
  return join(new TextEncoder().encode(REVOKE_DOMAIN), u64(appId), key(sponsor), key(agent), u64(expiry));
}

const PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");
const SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");

/** Signs a consent message with an Algorand account's key (a 25-word mnemonic or algosdk secret key). */
export function signConsent(secret: string | Uint8Array, message: Uint8Array): Uint8Array {
  const sk = typeof secret === "string" ? algosdk.mnemonicToSecretKey(secret).sk : secret;
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_PREFIX, sk.subarray(0, 32)]),
    format: "der",
    type: "pkcs8",
  });
  return new Uint8Array(sign(null, message, privateKey));
}

/** True when `signature` is `signer`'s Ed25519 signature of `message`. */
export function verifyConsent(signer: string, message: Uint8Array, signature: Uint8Array): boolean {
  if (signature.length !== 64) return false;
  const publicKey = createPublicKey({
    key: Buffer.concat([SPKI_PREFIX, key(signer)]),
    format: "der",
    type: "spki",
  });
  return verify(null, message, publicKey, signature);
}

/**
 * For a sponsor: the `sponsorSignature` of POST /delegate, base64. `amount` in USDC as sent to the
 * endpoint; `expiry` in unix seconds (the registry refuses it once a block is later).
 */
export function sponsorSignature(
  sponsorMnemonic: string,
  consent: { registryAppId: number; agent: string; amount: number; expiry: number },
): string {
  const micro = BigInt(Math.round(consent.amount * 1_000_000));
  const message = delegateMessage(consent.registryAppId, consent.agent, micro, consent.expiry);
  return Buffer.from(signConsent(sponsorMnemonic, message)).toString("base64");
}

/** For a sponsor or an agent: the `signature` of POST /revoke, base64. */
export function revocationSignature(
  signerMnemonic: string,
  consent: { registryAppId: number; sponsor: string; agent: string; expiry: number },
): string {
  const message = revokeMessage(consent.registryAppId, consent.sponsor, consent.agent, consent.expiry);
  return Buffer.from(signConsent(signerMnemonic, message)).toString("base64");
}
