// Branches move by compare-and-swap; merge requests are reviewed, approved and merged (fast-forward or
// three-way), or refused on conflicts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, call, type RunningPlatform, type SeededOrg } from "./harness.js";
import { openRepoRig, type RepoRig, type Signer } from "./repo-fixture.js";

describe.each(BACKENDS)("repositories on $name", (backend) => {
  let p: RunningPlatform;
  let org: SeededOrg;
  let dev: Signer;
  let dev2: Signer;
  let newRepo: RepoRig["newRepo"];
  let head: RepoRig["head"];
  let close: RepoRig["close"];

  beforeAll(async () => {
    ({ p, org, dev, dev2, newRepo, head, close } = await openRepoRig(backend));
  });
  afterAll(() => close());

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
});
