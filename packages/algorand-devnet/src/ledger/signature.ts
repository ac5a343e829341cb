import { createPublicKey, verify } from "node:crypto";
import type algosdk from "algosdk";

const SPKI_ED25519_PREFIX = Buffer.from("302a300506032b6570032100", "hex");

/**
 * Checks a single-signature transaction against its sender. The devnet has no rekeying, so a
 * signature by any other key (algosdk marks it with `sgnr`) is refused, as algod would.
 */
export function verifySignature(stxn: algosdk.SignedTransaction): boolean {
  if (!stxn.sig) return false;
  const signer = stxn.txn.sender;
  if (stxn.sgnr && !stxn.sgnr.equals(signer)) return false;
  const key = createPublicKey({
    key: Buffer.concat([SPKI_ED25519_PREFIX, Buffer.from(signer.publicKey)]),
    format: "der",
    type: "spki",
  });
  return verify(null, stxn.txn.bytesToSign(), key, stxn.sig);
}
