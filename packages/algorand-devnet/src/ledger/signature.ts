import { createPublicKey, type KeyObject, verify } from "node:crypto";
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
  return verify(null, stxn.txn.bytesToSign(), publicKey(signer.publicKey), stxn.sig);
}

/** Parsing a key costs more than verifying with it; the busy senders are few, so keep theirs. */
const keys = new Map<string, KeyObject>();
const KEY_CACHE_SIZE = 10_000;

function publicKey(raw: Uint8Array): KeyObject {
  const id = Buffer.from(raw).toString("hex");
  let key = keys.get(id);
  if (!key) {
    key = createPublicKey({ key: Buffer.concat([SPKI_ED25519_PREFIX, raw]), format: "der", type: "spki" });
    if (keys.size >= KEY_CACHE_SIZE) keys.delete(keys.keys().next().value!);
    keys.set(id, key);
  }
  return key;
}
