import { generateKeyPairSync, sign } from "node:crypto";
import { canonicalJson } from "@platform/service-kit";
import { PlatformClient } from "../src/index.js";
import type { SeededUser } from "./platform-fixture.js";

/** The simulator answers with the rendered prompt, so the prompt decides what the graders see. */
export const capitalOf = (answer: string) => ({
  inputs: ["country"],
  nodes: [{ id: "answer", prompt: `The capital of {{country}} is ${answer}.`, model: "simulator" }],
  output: "answer",
});

/** A raw call for the routes the client has no method for (signing keys, commits). */
async function post(url: string, key: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url + path, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path} -> ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

let seq = 0;

/**
 * A repository whose one capability (`caps/answer.json`) has a suite that passes when the answer
 * names Paris (threshold 0.75; a wrong answer scores 0.25), with a signed commit of the right
 * answer on `main`. `commit(branch, answer)` adds a signed commit of another answer.
 */
export async function gateRepo(url: string, dev: SeededUser) {
  const client = new PlatformClient({ baseUrl: url, apiKey: dev.key });
  const label = `gate-${++seq}-${Math.random().toString(36).slice(2, 8)}`;
  const ws = await client.createWorkspace({ name: label });
  const project = await client.createProject(ws.id, { name: label });
  const capability = await client.createCapability(project.id, { name: label });
  const { suite } = await client.createSuite({
    capabilityId: capability.id,
    name: "capitals",
    passThreshold: 0.75,
    initialGraders: [
      { name: "mentions the city", kind: "contains", weight: 3, config: {} },
      { name: "fast enough", kind: "latency", weight: 1, config: { maxMs: 60_000 } },
    ],
    cases: [{ name: "france", inputs: { country: "France" }, expected: "Paris" }],
  });
  const repo = await client.createRepo({
    workspaceId: ws.id,
    name: label,
    capabilities: [{ capabilityId: capability.id, path: "caps/answer.json" }],
  });
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const { keyId } = await post(url, dev.key, "/api/signing-keys", {
    name: "laptop",
    publicKeyPem: publicKey.export({ type: "spki", format: "pem" }).toString(),
  });
  /** prepare → sign → commit: moves (or creates) `branch`. */
  const commit = async (branch: string, answer: string, parent?: string) => {
    const prepared = await post(url, dev.key, `/api/repos/${repo.id}/commits/prepare`, {
      ...(parent ? { parent } : { branch }),
      files: { "caps/answer.json": JSON.stringify(capitalOf(answer)) },
      message: `answer ${answer}`,
      keyId,
    });
    const payload = prepared.commit as Record<string, unknown>;
    const { type, tree, parents, author, committer, message, timestamp } = payload;
    const text = canonicalJson({ type, tree, parents, author, committer, message, timestamp });
    const signature = sign(null, Buffer.from(text, "utf8"), privateKey).toString("base64");
    const created = await post(url, dev.key, `/api/repos/${repo.id}/commits`, {
      commit: { ...payload, signature },
      branch,
      ...(parent ? { expectedHead: null } : {}),
    });
    return (created.commit as { id: string }).id;
  };
  const main = await commit("main", "Paris");
  return {
    repoId: repo.id,
    workspaceId: ws.id,
    capabilityId: capability.id,
    suiteId: suite.id,
    main,
    commit,
  };
}
