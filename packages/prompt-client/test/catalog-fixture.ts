import { PlatformClient, type Release } from "../src/index.js";
import type { SeededOrg } from "./platform-fixture.js";

/** Three simulator nodes: two independent ones feeding a third (runs without a network). */
export const THREE_NODES = {
  inputs: ["topic"],
  nodes: [
    { id: "facts", prompt: "List facts about {{topic}}.", model: "simulator" },
    { id: "tone", prompt: "Pick a tone for {{topic}}.", model: "simulator:fast" },
    {
      id: "answer",
      prompt: "Write about {{topic}} using {{nodes.facts}} in {{nodes.tone}}",
      model: "simulator",
    },
  ],
  output: "answer",
};

let seq = 0;

/** A submitted (pending approval) release of a fresh capability, created by the first developer. */
export async function pendingRelease(
  url: string,
  org: SeededOrg,
  manifest: Record<string, unknown> = THREE_NODES,
): Promise<Release> {
  const dev = new PlatformClient({ baseUrl: url, apiKey: org.dev.key });
  const label = `${++seq}-${Math.random().toString(36).slice(2, 8)}`;
  const ws = await dev.createWorkspace({ name: `ws ${label}` });
  const project = await dev.createProject(ws.id, { name: `project ${label}` });
  const capability = await dev.createCapability(project.id, { name: `capability ${label}` });
  const stored = await dev.putManifest(manifest);
  const version = await dev.createVersion(capability.id, { manifestHash: stored.hash });
  const draft = await dev.createRelease(capability.id, { versionId: version.id, notes: label });
  return dev.submitRelease(draft.id);
}

/** An active release (approved by the second developer and the admin, activated by the admin). */
export async function activeRelease(
  url: string,
  org: SeededOrg,
  manifest: Record<string, unknown> = THREE_NODES,
): Promise<Release> {
  const release = await pendingRelease(url, org, manifest);
  await new PlatformClient({ baseUrl: url, apiKey: org.dev2.key }).approveRelease(release.id);
  const admin = new PlatformClient({ baseUrl: url, apiKey: org.admin.key });
  await admin.approveRelease(release.id);
  return admin.activateRelease(release.id);
}

/** One node on the `openai` provider, which the test platform points at a server that answers 500. */
export const FAILING_NODE = {
  nodes: [{ id: "broken", prompt: "hello", model: "openai:gpt-test" }],
  output: "broken",
};
