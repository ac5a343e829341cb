import { createHash, generateKeyPairSync } from "node:crypto";
import { canonicalJson } from "@platform/service-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.js";
import { signerFor } from "./delivery-fixtures.js";
import { BACKENDS, call, type RunningPlatform, type SeededOrg, seedOrg, startPlatform } from "./harness.js";

const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe.each(BACKENDS)("repositories on $name", (backend) => {
  let db: Database;
  let drop: () => Promise<void>;
  let p: RunningPlatform;
  let org: SeededOrg;
  let other: SeededOrg;
  let workspaceId: string;
  let dev: Awaited<ReturnType<typeof signerFor>>;
  let dev2: Awaited<ReturnType<typeof signerFor>>;

  beforeAll(async () => {
    ({ db, drop } = await backend.open());
    p = await startPlatform(db, { PLATFORM_AUTH: "true" });
    org = await seedOrg(p.services, "repo");
    other = await seedOrg(p.services, "repo-other");
    workspaceId = (
      await call(p.url, "POST", "/api/workspaces", { key: org.dev.key, body: { name: "prompts" } })
    ).body.id;
    dev = await signerFor(p.url, org.dev);
    dev2 = await signerFor(p.url, org.dev2);
  });
  afterAll(async () => {
    await p.close();
    await drop();
  });

  const newRepo = async (name = `repo-${Math.random().toString(36).slice(2)}`) => {
    const r = await call(p.url, "POST", "/api/repos", { key: org.dev.key, body: { workspaceId, name } });
    expect(r.status).toBe(201);
    return r.body.id as string;
  };
  const head = async (repoId: string, name: string) =>
    (await call(p.url, "GET", `/api/repos/${repoId}/branches`, { key: org.viewer.key })).body.items.find(
      (b: { name: string }) => b.name === name,
    )?.commitId as string | undefined;

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

  it("moves branches only by compare-and-swap, also under concurrency", async () => {
    const repoId = await newRepo();
    const a = (await dev.commit(repoId, "main", { "f.txt": "a" })).body.commit.id;
    const b = (await dev.commit(repoId, "main", { "f.txt": "b" })).body.commit.id;
    const created = await call(p.url, "POST", `/api/repos/${repoId}/branches`, {
      key: org.dev.key,
      body: { name: "release", commitId: a },
    });
    expect(created.status).toBe(201);
    const dup = await call(p.url, "POST", `/api/repos/${repoId}/branches`, {
      key: org.dev.key,
      body: { name: "release", commitId: b },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe("REF_CONFLICT");
    const stale = await call(p.url, "PUT", `/api/repos/${repoId}/branches/release`, {
      key: org.dev.key,
      body: { commitId: b, expected: b },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(`Branch release is at ${a}, not ${b}; fetch it and retry`);
    const racers = await Promise.all(
      [0, 1, 2, 3, 4].map(() =>
        call(p.url, "PUT", `/api/repos/${repoId}/branches/release`, {
          key: org.dev.key,
          body: { commitId: b, expected: a },
        }),
      ),
    );
    expect(racers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await head(repoId, "release")).toBe(b);
    // Two commits on the same parent: the second one's branch move is refused.
    const one = await dev.commit(repoId, "main", { "g.txt": "1" }, "one", { parent: b });
    const two = await dev2.commit(repoId, "main", { "g.txt": "2" }, "two", { parent: b });
    expect(one.status).toBe(201);
    expect(two.status).toBe(409);
    expect(two.body.error.code).toBe("REF_CONFLICT");
    const fresh = await dev.commit(repoId, "new-branch", { "g.txt": "3" }, "x", {
      parent: b,
      expectedHead: null,
    });
    expect(fresh.status).toBe(201);
    expect(
      (await call(p.url, "GET", `/api/repos/${repoId}/commits?ref=nope`, { key: org.viewer.key })).status,
    ).toBe(404);
  });

  it("merge requests: review, approval by someone other than the author, fast-forward merge", async () => {
    const repoId = await newRepo();
    await dev.commit(repoId, "main", { "p.txt": "v1" });
    const base = await head(repoId, "main");
    await dev.commit(repoId, "feature", { "p.txt": "v2" }, "v2", { parent: base!, expectedHead: null });
    const mr = await call(p.url, "POST", "/api/merge-requests", {
      key: org.dev.key,
      body: { repoId, sourceBranch: "feature", title: "Better prompt" },
    });
    expect(mr.status).toBe(201);
    expect(mr.body).toMatchObject({
      state: "open",
      targetBranch: "main",
      authorUserId: org.dev.id,
      approvalCount: 0,
    });
    const id = mr.body.id;
    const own = await call(p.url, "POST", `/api/merge-requests/${id}/reviews`, {
      key: org.dev.key,
      body: { verdict: "approve" },
    });
    expect(own.status).toBe(403);
    expect(own.body.error.code).toBe("CREATOR_CANNOT_APPROVE");
    const early = await call(p.url, "POST", `/api/merge-requests/${id}/merge`, { key: org.dev.key });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("APPROVAL_REQUIRED");
    await call(p.url, "POST", `/api/merge-requests/${id}/reviews`, {
      key: org.viewer.key,
      body: { verdict: "comment", body: "nice" },
    }).then((r) => expect(r.status).toBe(403));
    const comment = await call(p.url, "POST", `/api/merge-requests/${id}/reviews`, {
      key: org.dev2.key,
      body: { verdict: "request_changes", body: "tweak" },
    });
    expect(comment.body.approvalCount).toBe(0);
    const approved = await call(p.url, "POST", `/api/merge-requests/${id}/reviews`, {
      key: org.dev2.key,
      body: { verdict: "approve" },
    });
    expect(approved.body.approvalCount).toBe(1);
    const twice = await call(p.url, "POST", `/api/merge-requests/${id}/reviews`, {
      key: org.dev2.key,
      body: { verdict: "approve" },
    });
    expect(twice.body.error.code).toBe("ALREADY_APPROVED");
    // A new push to the source resets approvals.
    await dev.commit(repoId, "feature", { "p.txt": "v3" });
    expect(
      (await call(p.url, "GET", `/api/merge-requests/${id}`, { key: org.viewer.key })).body.approvalCount,
    ).toBe(0);
    await call(p.url, "POST", `/api/merge-requests/${id}/reviews`, {
      key: org.admin.key,
      body: { verdict: "approve" },
    });
    const preview = await call(p.url, "GET", `/api/merge-requests/${id}/merge-preview`, {
      key: org.viewer.key,
    });
    expect(preview.body).toMatchObject({
      method: "fast_forward",
      targetHead: base,
      conflicts: [],
      commit: null,
    });
    const merged = await call(p.url, "POST", `/api/merge-requests/${id}/merge`, { key: org.dev.key });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ state: "merged", mergeMethod: "fast-forward" });
    expect(await head(repoId, "main")).toBe(await head(repoId, "feature"));
    expect(merged.body.mergeCommitId).toBe(await head(repoId, "feature"));
    const again = await call(p.url, "POST", `/api/merge-requests/${id}/merge`, { key: org.dev.key });
    expect(again.body.error.code).toBe("INVALID_TRANSITION");
    const list = await call(p.url, "GET", `/api/merge-requests?repoId=${repoId}&state=merged`, {
      key: org.viewer.key,
    });
    expect(list.body.items.map((m: { id: string }) => m.id)).toEqual([id]);
  });

  it("three-way merges prompt files line by line with a signed merge commit, and reports conflicts", async () => {
    const repoId = await newRepo();
    const text = ["You are a helpful assistant.", "Answer in English.", "Be brief.", "Cite sources."].join(
      "\n",
    );
    await dev.commit(repoId, "main", { "system.txt": text, "other.txt": "o" });
    const base = (await head(repoId, "main"))!;
    await dev.commit(
      repoId,
      "tone",
      { "system.txt": text.replace("Cite sources.", "Cite your sources.") },
      "tone",
      {
        parent: base,
        expectedHead: null,
      },
    );
    await dev2.commit(repoId, "main", {
      "system.txt": text.replace("Answer in English.", "Answer in French."),
      "new.txt": "n",
    });
    const mr = (
      await call(p.url, "POST", "/api/merge-requests", {
        key: org.dev.key,
        body: { repoId, sourceBranch: "tone", targetBranch: "main", title: "tone" },
      })
    ).body;
    await call(p.url, "POST", `/api/merge-requests/${mr.id}/reviews`, {
      key: org.dev2.key,
      body: { verdict: "approve" },
    });
    const noCommit = await call(p.url, "POST", `/api/merge-requests/${mr.id}/merge`, {
      key: org.dev2.key,
      body: {},
    });
    expect(noCommit.status).toBe(422);
    const preview = await call(
      p.url,
      "GET",
      `/api/merge-requests/${mr.id}/merge-preview?keyId=${dev2.keyId}`,
      {
        key: org.dev2.key,
      },
    );
    expect(preview.body.method).toBe("merge");
    expect(preview.body.mergeBase).toBe(base);
    expect(preview.body.commit.parents).toEqual([preview.body.targetHead, preview.body.sourceHead]);
    const merged = await call(p.url, "POST", `/api/merge-requests/${mr.id}/merge`, {
      key: org.dev2.key,
      body: { commit: dev2.sign(preview.body.commit) },
    });
    expect(merged.status).toBe(200);
    expect(merged.body.mergeMethod).toBe("merge-commit");
    const content = await call(p.url, "GET", `/api/repos/${repoId}/file?ref=main&path=system.txt`, {
      key: org.viewer.key,
    });
    expect(content.body.content).toBe(
      ["You are a helpful assistant.", "Answer in French.", "Be brief.", "Cite your sources."].join("\n"),
    );
    const files = await call(p.url, "GET", `/api/repos/${repoId}/files?ref=main`, { key: org.viewer.key });
    expect(files.body.files.map((f: { path: string }) => f.path)).toEqual([
      "new.txt",
      "other.txt",
      "system.txt",
    ]);
    const mergeCommit = await call(
      p.url,
      "GET",
      `/api/repos/${repoId}/commits/${merged.body.mergeCommitId}`,
      {
        key: org.viewer.key,
      },
    );
    expect(mergeCommit.body.verified).toBe(true);
    expect(mergeCommit.body.parents).toHaveLength(2);

    // Both sides change the same line (changes to adjacent lines conflict too): the conflict is reported
    // with both versions, and the merge is refused.
    const base2 = (await head(repoId, "main"))!;
    const merged2 = content.body.content as string;
    await dev.commit(
      repoId,
      "french",
      { "system.txt": merged2.replace("Cite your sources.", "Cite two sources.") },
      "a",
      {
        parent: base2,
        expectedHead: null,
      },
    );
    await dev2.commit(repoId, "main", {
      "system.txt": merged2.replace("Cite your sources.", "Never cite sources."),
      "other.txt": null,
    });
    const mr2 = (
      await call(p.url, "POST", "/api/merge-requests", {
        key: org.dev.key,
        body: { repoId, sourceBranch: "french", title: "sources" },
      })
    ).body;
    await call(p.url, "POST", `/api/merge-requests/${mr2.id}/reviews`, {
      key: org.dev2.key,
      body: { verdict: "approve" },
    });
    const conflict = await call(p.url, "GET", `/api/merge-requests/${mr2.id}/merge-preview`, {
      key: org.viewer.key,
    });
    expect(conflict.body.method).toBe("conflict");
    expect(conflict.body.conflicts.map((c: { path: string; kind: string }) => [c.path, c.kind])).toEqual([
      ["system.txt", "content"],
    ]);
    expect(conflict.body.conflicts[0].hunks[0].ours).toContain("Never cite sources.");
    expect(conflict.body.conflicts[0].hunks[0].theirs).toContain("Cite two sources.");
    const refused = await call(p.url, "POST", `/api/merge-requests/${mr2.id}/merge`, {
      key: org.dev2.key,
      body: {},
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: "MERGE_CONFLICT",
      message: "Merge conflicts in system.txt (content); resolve them on french",
    });
    const closed = await call(p.url, "POST", `/api/merge-requests/${mr2.id}/close`, { key: org.dev.key });
    expect(closed.body).toMatchObject({ state: "closed", closedAt: expect.any(String) });
    expect(
      (await call(p.url, "POST", `/api/merge-requests/${mr2.id}/close`, { key: org.dev.key })).status,
    ).toBe(409);
    expect(
      (await call(p.url, "POST", `/api/merge-requests/${mr2.id}/merge`, { key: org.dev2.key })).status,
    ).toBe(409);
  });

  it("no repository, object, branch, merge request or signing key of another organisation is reachable", async () => {
    const repoId = await newRepo();
    const c = (await dev.commit(repoId, "main", { "f.txt": "x" })).body.commit;
    await dev.commit(repoId, "side", { "f.txt": "y" }, "side", { parent: c.id, expectedHead: null });
    const mr = (
      await call(p.url, "POST", "/api/merge-requests", {
        key: org.dev.key,
        body: { repoId, sourceBranch: "side", title: "t" },
      })
    ).body;
    const key = other.owner.key;
    const reads = [
      `/api/repos/${repoId}`,
      `/api/repos/${repoId}/branches`,
      `/api/repos/${repoId}/commits?ref=main`,
      `/api/repos/${repoId}/commits/${c.id}`,
      `/api/repos/${repoId}/files?ref=main`,
      `/api/repos/${repoId}/file?ref=main&path=f.txt`,
      `/api/merge-requests/${mr.id}`,
      `/api/merge-requests/${mr.id}/merge-preview`,
    ];
    for (const path of reads) expect((await call(p.url, "GET", path, { key })).status, path).toBe(404);
    const theirs = await signerFor(p.url, other.dev);
    const writes: [string, string, unknown][] = [
      ["PUT", `/api/repos/${repoId}/capabilities`, { capabilities: [] }],
      ["POST", `/api/repos/${repoId}/branches`, { name: "x", commitId: c.id }],
      ["PUT", `/api/repos/${repoId}/branches/main`, { commitId: c.id, expected: c.id }],
      [
        "POST",
        `/api/repos/${repoId}/commits/prepare`,
        { branch: "main", files: {}, message: "m", keyId: theirs.keyId },
      ],
      ["POST", `/api/repos/${repoId}/eval-gate`, {}],
      ["POST", "/api/merge-requests", { repoId, sourceBranch: "side", title: "t" }],
      ["POST", `/api/merge-requests/${mr.id}/reviews`, { verdict: "approve" }],
      ["POST", `/api/merge-requests/${mr.id}/merge`, {}],
      ["POST", `/api/merge-requests/${mr.id}/close`, undefined],
      ["DELETE", `/api/signing-keys/${dev.keyId}`, undefined],
    ];
    for (const [method, path, body] of writes)
      expect((await call(p.url, method, path, { key, ...(body ? { body } : {}) })).status, path).toBe(404);
    const lists = JSON.stringify([
      (await call(p.url, "GET", "/api/repos?limit=200", { key })).body,
      (await call(p.url, "GET", "/api/merge-requests?limit=200", { key })).body,
      (await call(p.url, "GET", "/api/signing-keys", { key })).body,
    ]);
    for (const id of [repoId, mr.id, dev.keyId]) expect(lists).not.toContain(id);
    // A repository cannot be created in another organisation's workspace, nor linked to its capabilities.
    const cross = await call(p.url, "POST", "/api/repos", {
      key: other.dev.key,
      body: { workspaceId, name: "x" },
    });
    expect(cross.status).toBe(404);
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
