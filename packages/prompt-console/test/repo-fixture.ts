import { generateKeyPairSync, sign } from "node:crypto";
import { canonicalJson } from "@platform/service-kit";
import type { Page } from "playwright-core";

/**
 * A repository made through a signed-in page's session (the browser console makes no commits: they
 * are signed with a key it does not hold): `main` with one capability file, a `sharper` branch one
 * commit ahead, and a merge request from it, so the console can show the diff, review and
 * fast-forward merge.
 */
export async function repoWithMergeRequest(page: Page, url: string, capabilityId: string) {
  const get = async (path: string) =>
    (await (await page.request.get(`${url}${path}`)).json()) as Record<string, string>;
  const { projectId } = await get(`/api/capabilities/${capabilityId}`);
  const { workspaceId } = await get(`/api/projects/${projectId}`);
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(`${url}${path}`, { data });
    const body = (await response.json()) as Record<string, unknown>;
    if (!response.ok()) throw new Error(`${path} -> ${response.status()}: ${JSON.stringify(body)}`);
    return body;
  };
  const repo = await post("/api/repos", {
    workspaceId,
    name: "answer-repo",
    capabilities: [{ capabilityId, path: "caps/answer.json" }],
  });
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const { keyId } = await post("/api/signing-keys", {
    name: "test key",
    publicKeyPem: publicKey.export({ type: "spki", format: "pem" }).toString(),
  });
  const commit = async (branch: string, files: Record<string, string>, message: string, parent?: string) => {
    const prepared = await post(`/api/repos/${repo.id}/commits/prepare`, {
      ...(parent ? { parent } : { branch }),
      files,
      message,
      keyId,
    });
    const payload = prepared.commit as Record<string, unknown>;
    const { type, tree, parents, author, committer, message: text, timestamp } = payload;
    const signed = canonicalJson({ type, tree, parents, author, committer, message: text, timestamp });
    const signature = sign(null, Buffer.from(signed, "utf8"), privateKey).toString("base64");
    const created = await post(`/api/repos/${repo.id}/commits`, {
      commit: { ...payload, signature },
      branch,
      ...(parent ? { expectedHead: null } : {}),
    });
    return (created.commit as { id: string }).id;
  };
  const manifest = (critique: string) =>
    JSON.stringify({
      inputs: ["question"],
      nodes: [
        { id: "draft", model: "simulator", prompt: "Answer briefly: {{question}}" },
        { id: "critique", model: "simulator", prompt: critique },
      ],
      output: "critique",
    });
  const main = await commit(
    "main",
    { "caps/answer.json": manifest("Weak points of: {{nodes.draft}}") },
    "first answer",
  );
  await commit(
    "sharper",
    { "caps/answer.json": manifest("Three weak points of: {{nodes.draft}}") },
    "sharper critique",
    main,
  );
  const mr = await post("/api/merge-requests", {
    repoId: repo.id,
    sourceBranch: "sharper",
    targetBranch: "main",
    title: "Sharper critique",
  });
  return { repoId: repo.id as string, mergeRequestId: mr.id as string };
}
