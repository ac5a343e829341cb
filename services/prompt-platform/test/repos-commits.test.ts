// Commit objects and their integrity: the object format, signed commits, verification on read.
// Branches and merges are in repos-branches.test.ts; isolation between organisations in repos-tenancy.test.ts.
import { createHash, generateKeyPairSync } from "node:crypto";
import { canonicalJson } from "@platform/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.js";
import { signerFor } from "./delivery-fixtures.js";
import { BACKENDS, call, type RunningPlatform, type SeededOrg } from "./harness.js";
import { openRepoRig, type RepoRig, type Signer } from "./repo-fixture.js";

const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe.each(BACKENDS)("repositories on $name", (backend) => {
  let db: Database;
  let p: RunningPlatform;
  let org: SeededOrg;
  let dev: Signer;
  let dev2: Signer;
  let newRepo: RepoRig["newRepo"];
  let close: RepoRig["close"];

  beforeAll(async () => {
    ({ db, p, org, dev, dev2, newRepo, close } = await openRepoRig(backend));
  });
  afterAll(() => close());

  it("stores blobs, trees and commits by sha256 of their canonical JSON, as documented", async () => {
    const repoId = await newRepo("format");
    const created = await dev.commit(
      repoId,
      "main",
      { "prompts/summary.txt": "Summarise {{text}}", "README.md": "hi" },
      "first",
    );
    expect(created.status).toBe(201);
    const commit = created.body.commit;
    expect(created.body.branch).toMatchObject({ name: "main", commitId: commit.id });
    // Recompute every id from the object format alone.
    const blobA = sha(canonicalJson({ type: "blob", content: "Summarise {{text}}" }));
    const blobB = sha(canonicalJson({ type: "blob", content: "hi" }));
    const sub = sha(
      canonicalJson({ type: "tree", entries: [{ name: "summary.txt", type: "blob", id: blobA }] }),
    );
    const root = sha(
      canonicalJson({
        type: "tree",
        entries: [
          { name: "README.md", type: "blob", id: blobB },
          { name: "prompts", type: "tree", id: sub },
        ],
      }),
    );
    expect(commit.tree).toBe(root);
    const { id, verified, ...object } = commit;
    expect(verified).toBe(true);
    expect(id).toBe(sha(canonicalJson(object)));
    expect(object).toMatchObject({
      type: "commit",
      parents: [],
      message: "first",
      committer: { userId: org.dev.id, keyId: dev.keyId },
      author: { name: expect.any(String), email: expect.stringContaining("@") },
    });
    const read = await call(p.url, "GET", `/api/repos/${repoId}/commits/${id}`, { key: org.viewer.key });
    expect(read.body).toEqual(commit);
    const files = await call(p.url, "GET", `/api/repos/${repoId}/files?ref=main`, { key: org.viewer.key });
    expect(files.body).toEqual({
      commitId: id,
      files: [
        { path: "README.md", blobId: blobB },
        { path: "prompts/summary.txt", blobId: blobA },
      ],
    });
    const file = await call(p.url, "GET", `/api/repos/${repoId}/file?ref=${id}&path=prompts/summary.txt`, {
      key: org.viewer.key,
    });
    expect(file.body).toEqual({
      commitId: id,
      path: "prompts/summary.txt",
      blobId: blobA,
      content: "Summarise {{text}}",
    });
    const second = await dev.commit(repoId, "main", { "README.md": null, "prompts/new.txt": "x" }, "second");
    expect(second.body.commit.parents).toEqual([id]);
    const log = await call(p.url, "GET", `/api/repos/${repoId}/commits?ref=main&limit=1`, {
      key: org.viewer.key,
    });
    expect(log.body.items.map((c: { message: string }) => c.message)).toEqual(["second"]);
    const rest = await call(
      p.url,
      "GET",
      `/api/repos/${repoId}/commits?ref=main&limit=1&cursor=${log.body.nextCursor}`,
      {
        key: org.viewer.key,
      },
    );
    expect(rest.body.items.map((c: { message: string }) => c.message)).toEqual(["first"]);
    expect(rest.body.nextCursor).toBeNull();
    const bad = await call(p.url, "POST", `/api/repos/${repoId}/commits/prepare`, {
      key: org.dev.key,
      body: { branch: "main", files: { "a/../b": "x" }, message: "m", keyId: dev.keyId },
    });
    expect(bad.status).toBe(422);
    const missing = await call(p.url, "POST", `/api/repos/${repoId}/commits/prepare`, {
      key: org.dev.key,
      body: { branch: "main", files: { "nope.txt": null }, message: "m", keyId: dev.keyId },
    });
    expect(missing.body.error.message).toBe('cannot delete "nope.txt": no such file');
  });

  it("accepts only commits signed by the caller's own registered, unrevoked key", async () => {
    const repoId = await newRepo();
    const prepared = await call(p.url, "POST", `/api/repos/${repoId}/commits/prepare`, {
      key: org.dev.key,
      body: { branch: "main", files: { "a.txt": "a" }, message: "m", keyId: dev.keyId },
    });
    const payload = prepared.body.commit;
    expect(prepared.body.signingInput).toBe(canonicalJson(payload));
    const post = (commit: unknown, key = org.dev.key) =>
      call(p.url, "POST", `/api/repos/${repoId}/commits`, { key, body: { commit, branch: "main" } });
    const forged = await post({ ...dev.sign(payload), signature: dev2.sign(payload).signature });
    expect(forged.status).toBe(422);
    expect(forged.body.error).toEqual({
      code: "SIGNATURE_INVALID",
      message: `The signature does not verify with key ${dev.keyId}`,
    });
    const tampered = await post({ ...dev.sign(payload), message: "changed after signing" });
    expect(tampered.body.error.code).toBe("SIGNATURE_INVALID");
    const someoneElses = await post(
      dev2.sign({ ...payload, committer: { userId: org.dev.id, keyId: dev2.keyId } }),
    );
    expect(someoneElses.body.error.message).toContain(
      "is not a registered, unrevoked signing key of the caller",
    );
    const impersonated = await post(dev.sign(payload), org.dev2.key);
    expect(impersonated.body.error.message).toBe("commit.committer.userId must be the caller's user id");
    expect((await post(dev.sign(payload), org.viewer.key)).status).toBe(403);
    const ok = await post(dev.sign(payload));
    expect(ok.status).toBe(201);
    // A key that is not Ed25519 is refused at registration; a revoked key signs nothing new.
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 }).publicKey.export({
      type: "spki",
      format: "pem",
    });
    const notEd = await call(p.url, "POST", "/api/signing-keys", {
      key: org.dev.key,
      body: { name: "rsa", publicKeyPem: rsa.toString() },
    });
    expect(notEd.body.error.message).toBe("publicKeyPem must be an Ed25519 key, not rsa");
    const temp = await signerFor(p.url, org.admin);
    const revoked = await call(p.url, "DELETE", `/api/signing-keys/${temp.keyId}`, { key: org.admin.key });
    expect(revoked.body.revokedAt).not.toBeNull();
    const late = await temp.commit(repoId, "main", { "b.txt": "b" });
    expect(late.status).toBe(422);
    expect(late.body.error.code).toBe("SIGNATURE_INVALID");
    const listed = await call(p.url, "GET", `/api/signing-keys?userId=${org.dev.id}`, {
      key: org.viewer.key,
    });
    expect(listed.body.items.map((k: { keyId: string }) => k.keyId)).toEqual([dev.keyId]);
  });

  it("verifies on read: an altered object or a bad signature is refused with INTEGRITY_ERROR", async () => {
    const repoId = await newRepo();
    const first = (await dev.commit(repoId, "main", { "p.txt": "one" })).body.commit;
    const stored = await db.query<{ body: string }>(
      "SELECT body FROM repo_objects WHERE repo_id = $1 AND id = $2",
      [repoId, first.id],
    );
    await db.query("UPDATE repo_objects SET body = $3 WHERE repo_id = $1 AND id = $2", [
      repoId,
      first.id,
      stored[0]!.body.replace('"message":"change"', '"message":"rewritten"'),
    ]);
    const altered = await call(p.url, "GET", `/api/repos/${repoId}/commits/${first.id}`, {
      key: org.viewer.key,
    });
    expect(altered.status).toBe(409);
    expect(altered.body.error).toEqual({
      code: "INTEGRITY_ERROR",
      message: `Object ${first.id} does not hash to its id: it was altered`,
    });
    expect(
      (await call(p.url, "GET", `/api/repos/${repoId}/files?ref=main`, { key: org.viewer.key })).status,
    ).toBe(409);
    // A commit inserted with a consistent hash but a signature that does not verify.
    const { id: _id, verified: _v, ...object } = first;
    const forged = { ...object, message: "forged", signature: first.signature };
    const forgedId = sha(canonicalJson(forged));
    await db.query(
      "INSERT INTO repo_objects (repo_id, id, org_id, type, body, created_at) VALUES ($1, $2, $3, 'commit', $4, now())",
      [repoId, forgedId, org.orgId, canonicalJson(forged)],
    );
    const bad = await call(p.url, "GET", `/api/repos/${repoId}/commits/${forgedId}`, { key: org.viewer.key });
    expect(bad.body.error).toEqual({
      code: "INTEGRITY_ERROR",
      message: `Commit ${forgedId}: the signature does not verify with key ${dev.keyId}`,
    });
    // A blob altered in place is caught when the file is read.
    const repo2 = await newRepo();
    const c = (await dev.commit(repo2, "main", { "f.txt": "original" })).body.commit;
    const blobId = sha(canonicalJson({ type: "blob", content: "original" }));
    await db.query("UPDATE repo_objects SET body = $3 WHERE repo_id = $1 AND id = $2", [
      repo2,
      blobId,
      canonicalJson({ type: "blob", content: "evil" }),
    ]);
    const file = await call(p.url, "GET", `/api/repos/${repo2}/file?ref=${c.id}&path=f.txt`, {
      key: org.viewer.key,
    });
    expect(file.status).toBe(409);
    expect(file.body.error.code).toBe("INTEGRITY_ERROR");
  });

  it("a workspace with a repository cannot be deleted", async () => {
    const ws = (
      await call(p.url, "POST", "/api/workspaces", { key: org.dev.key, body: { name: "with-repo" } })
    ).body.id;
    await call(p.url, "POST", "/api/repos", { key: org.dev.key, body: { workspaceId: ws, name: "r" } });
    const del = await call(p.url, "DELETE", `/api/workspaces/${ws}`, { key: org.admin.key });
    expect(del.status).toBe(409);
    expect(del.body.error.code).toBe("WORKSPACE_NOT_EMPTY");
  });
});
