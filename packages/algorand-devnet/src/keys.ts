import { createHash } from "node:crypto";
import algosdk from "algosdk";

/** 32 bytes derived from the seed and a label: the same seed always gives the same ledger. */
export function derive(seed: string, label: string): Uint8Array {
  return new Uint8Array(createHash("sha512-256").update(`${seed}:${label}`).digest());
}

export interface KeyedAccount {
  address: string;
  mnemonic: string;
  secretKey: Uint8Array;
}

/** A real key pair (it can sign), deterministic from seed and label. */
export function keyedAccount(seed: string, label: string): KeyedAccount {
  const mnemonic = algosdk.mnemonicFromSeed(derive(seed, label));
  const { addr, sk } = algosdk.mnemonicToSecretKey(mnemonic);
  return { address: addr.toString(), mnemonic, secretKey: sk };
}

/**
 * A valid address with no known key: enough for wallets that only need to exist and have history.
 * Deriving it is a hash, not a key generation, so 100 000 of them cost milliseconds.
 */
export function addressOnly(seed: string, label: string): string {
  return algosdk.encodeAddress(derive(seed, label));
}

/** Deterministic 52-character transaction id (base32 of a sha512/256), the shape of a real one. */
export function syntheticTxId(seed: string, label: string): string {
  return base32(derive(seed, `tx:${label}`)).slice(0, 52);
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** A small deterministic PRNG (mulberry32) for seeded histories. */
export function prng(seedBytes: Uint8Array): () => number {
  let state = (seedBytes[0]! | (seedBytes[1]! << 8) | (seedBytes[2]! << 16) | (seedBytes[3]! << 24)) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
