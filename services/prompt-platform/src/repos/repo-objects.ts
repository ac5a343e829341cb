import { createHash, createPublicKey, type KeyObject, sign, verify } from "node:crypto";
import { canonicalHash, canonicalJson } from "@platform/service-kit";

/**
 * The object format (docs/prompt-platform.md, "Repositories"). Every object is a JSON document; its id
 * is the sha256 (hex) of its canonical JSON (keys sorted recursively, no whitespace, UTF-8), and it is
 * stored as exactly that text, so a read re-hashes the stored bytes and compares with the id.
 */
export interface Blob {
  type: "blob";
  /** UTF-8 text (prompt files, manifests). */
  content: string;
}

export interface TreeEntry {
  name: string;
  type: "blob" | "tree";
  id: string;
}

export interface Tree {
  type: "tree";
  /** Sorted by name (UTF-16 code units); names are unique, non-empty, without "/", not "." or "..". */
  entries: TreeEntry[];
}

export interface Person {
  name: string;
  email: string;
}

/** What the committer signs: the commit without its signature. */
export interface CommitPayload {
  type: "commit";
  tree: string;
  parents: string[];
  author: Person;
  committer: { userId: string; keyId: string };
  message: string;
  timestamp: string;
}

export interface Commit extends CommitPayload {
  /** base64 Ed25519 signature of the UTF-8 bytes of canonicalJson(payload). */
  signature: string;
}

export type RepoObject = Blob | Tree | Commit;

export const objectBody = (object: RepoObject) => canonicalJson(object);
export const objectId = (object: RepoObject) => canonicalHash(object);
export const sha256Text = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** The exact bytes a committer signs. */
export function signingInput(payload: CommitPayload): string {
  const { type, tree, parents, author, committer, message, timestamp } = payload;
  return canonicalJson({ type, tree, parents, author, committer, message, timestamp });
}

export function signCommit(payload: CommitPayload, privateKey: KeyObject): Commit {
  const signature = sign(null, Buffer.from(signingInput(payload), "utf8"), privateKey).toString("base64");
  return { ...payload, signature };
}

export function verifyCommit(commit: Commit, publicKey: KeyObject): boolean {
  try {
    return verify(
      null,
      Buffer.from(signingInput(commit), "utf8"),
      publicKey,
      Buffer.from(commit.signature, "base64"),
    );
  } catch {
    return false;
  }
}

/** Parses an Ed25519 SPKI PEM; throws a readable Error for anything else. */
export function parseSigningKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPublicKey(pem);
  } catch {
    throw new Error("publicKeyPem is not a PEM public key");
  }
  if (key.asymmetricKeyType !== "ed25519")
    throw new Error(`publicKeyPem must be an Ed25519 key, not ${key.asymmetricKeyType}`);
  return key;
}

/** A key's id: the first 32 hex characters of sha256 over its SPKI DER encoding. */
export function keyIdOf(key: KeyObject): string {
  return createHash("sha256")
    .update(key.export({ type: "spki", format: "der" }))
    .digest("hex")
    .slice(0, 32);
}

/** 1-255 characters, no "/" and no control characters. */
const SEGMENT = /^[^/\p{Cc}]{1,255}$/u;

/** Splits "dir/file.json" into checked segments; throws a readable Error for a bad path. */
export function pathSegments(path: string): string[] {
  const parts = path.split("/");
  if (path.length > 1024 || parts.some((p) => !SEGMENT.test(p) || p === "." || p === ".."))
    throw new Error(`bad path "${path}" (segments separated by "/", no empty, "." or ".." segments)`);
  return parts;
}
