// Repositories and everything in them belong to one organisation: another reaches none of it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signerFor } from "./delivery-fixtures.js";
import { BACKENDS, call, type RunningPlatform, type SeededOrg } from "./harness.js";
import { openRepoRig, type RepoRig, type Signer } from "./repo-fixture.js";

describe.each(BACKENDS)("repositories on $name", (backend) => {
  let p: RunningPlatform;
  let org: SeededOrg;
  let other: SeededOrg;
  let workspaceId: string;
  let dev: Signer;
  let newRepo: RepoRig["newRepo"];
  let close: RepoRig["close"];

  beforeAll(async () => {
    ({ p, org, other, workspaceId, dev, newRepo, close } = await openRepoRig(backend));
  });
  afterAll(() => close());

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
});
