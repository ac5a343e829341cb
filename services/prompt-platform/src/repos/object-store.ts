import type { Queryable } from "../db/database.js";
import { PlatformError } from "../errors.js";
import {
  type Blob,
  type Commit,
  objectBody,
  objectId,
  type RepoObject,
  sha256Text,
  type Tree,
  verifyCommit,
} from "./repo-objects.js";
import type { SigningKeyService } from "./signing-key-service.js";
import { type FileMap, flattenTree } from "./tree-ops.js";

const integrity = (message: string) => new PlatformError("INTEGRITY_ERROR", message);

/**
 * A repository's content-addressed objects. Every read re-hashes the stored text against the id, and
 * every commit read also checks its Ed25519 signature against the committer's registered key, so a
 * row changed in the database is refused with INTEGRITY_ERROR instead of being served.
 */
export class ObjectStore {
  constructor(private readonly deps: { keys: SigningKeyService; now: () => string }) {}

  /** Stores objects (already-present ids are kept as they are); returns their ids in order. */
  async put(tx: Queryable, orgId: string, repoId: string, objects: RepoObject[]): Promise<string[]> {
    const ids = objects.map(objectId);
    if (objects.length === 0) return ids;
    const values: unknown[] = [];
    const tuples = objects.map((object, i) => {
      values.push(repoId, ids[i], orgId, object.type, objectBody(object), this.deps.now());
      const b = i * 6;
      return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6})`;
    });
    await tx.query(
      `INSERT INTO repo_objects (repo_id, id, org_id, type, body, created_at) VALUES ${tuples.join(", ")}
       ON CONFLICT (repo_id, id) DO NOTHING`,
      values,
    );
    return ids;
  }

  /** An object of the repository, or undefined; INTEGRITY_ERROR when its text no longer hashes to its id. */
  async find(q: Queryable, repoId: string, id: string): Promise<RepoObject | undefined> {
    const [row] = await q.query<{ body: string }>(
      "SELECT body FROM repo_objects WHERE repo_id = $1 AND id = $2",
      [repoId, id],
    );
    if (!row) return undefined;
    if (sha256Text(row.body) !== id) throw integrity(`Object ${id} does not hash to its id: it was altered`);
    return JSON.parse(row.body) as RepoObject;
  }

  async blob(q: Queryable, repoId: string, id: string): Promise<Blob> {
    return this.#typed(q, repoId, id, "blob");
  }

  async tree(q: Queryable, repoId: string, id: string): Promise<Tree> {
    return this.#typed(q, repoId, id, "tree");
  }

  /** A commit whose hash and signature both check out. */
  async commit(q: Queryable, orgId: string, repoId: string, id: string): Promise<Commit> {
    const commit = await this.#typed<Commit>(q, repoId, id, "commit");
    const signer = await this.deps.keys.lookup(q, orgId, commit.committer.keyId);
    if (!signer)
      throw integrity(`Commit ${id} is signed with key ${commit.committer.keyId}, which is not registered`);
    if (signer.userId !== commit.committer.userId)
      throw integrity(
        `Commit ${id} names committer ${commit.committer.userId}, but key ${commit.committer.keyId} is not theirs`,
      );
    if (!verifyCommit(commit, signer.key))
      throw integrity(`Commit ${id}: the signature does not verify with key ${commit.committer.keyId}`);
    return commit;
  }

  /** path → blob id of a commit's tree. */
  async filesOf(q: Queryable, repoId: string, commit: Commit): Promise<FileMap> {
    return flattenTree(commit.tree, (id) => this.tree(q, repoId, id));
  }

  /** path → content of a commit's tree. */
  async contentsOf(q: Queryable, repoId: string, commit: Commit): Promise<Map<string, string>> {
    const files = await this.filesOf(q, repoId, commit);
    const out = new Map<string, string>();
    for (const [path, blobId] of files) out.set(path, (await this.blob(q, repoId, blobId)).content);
    return out;
  }

  async #typed<T extends RepoObject>(q: Queryable, repoId: string, id: string, type: T["type"]): Promise<T> {
    const object = await this.find(q, repoId, id);
    if (!object) throw new PlatformError("NOT_FOUND", `${type} ${id} not found in repository ${repoId}`);
    if (object.type !== type)
      throw new PlatformError("NOT_FOUND", `${id} is a ${object.type}, not a ${type}`);
    return object as T;
  }
}
