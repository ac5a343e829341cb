import type { Database } from "../src/db/database.js";
import { releasedCapability } from "./delivery-fixtures.js";
import {
  type Backend,
  call,
  type Reply,
  type RunningPlatform,
  type SeededOrg,
  seedOrg,
  startPlatform,
} from "./harness.js";

/** Three nodes: two independent ones feeding a third. */
export const threeNodes = {
  inputs: ["topic"],
  nodes: [
    { id: "facts", prompt: "List facts about {{topic}}.", model: "simulator" },
    { id: "tone", prompt: "Pick a tone for {{topic}}.", model: "simulator:fast", params: { maxTokens: 4 } },
    {
      id: "answer",
      prompt: "Write about {{topic}} using {{nodes.facts}} in {{nodes.tone}}",
      model: "simulator",
    },
  ],
  output: "answer",
};

/** What the execution tests share: the platform, two organisations and a released `threeNodes`. */
export interface ExecutionRig {
  db: Database;
  p: RunningPlatform;
  org: SeededOrg;
  /** A second organisation, which must reach nothing of `org`'s. */
  other: SeededOrg;
  /** A capability of `org`'s whose active release is `threeNodes`. */
  cap: Awaited<ReturnType<typeof releasedCapability>>;
  /** POST /api/executions, as `org.dev` unless another key is given. */
  run(body: Record<string, unknown>, key?: string, headers?: Record<string, string>): Promise<Reply>;
  close(): Promise<void>;
}

/** The platform with authentication on, over a fresh database of the backend. */
export async function openExecutionRig(backend: Backend): Promise<ExecutionRig> {
  const { db, drop } = await backend.open();
  const p = await startPlatform(db, { PLATFORM_AUTH: "true" });
  const org = await seedOrg(p.services, "exec");
  const other = await seedOrg(p.services, "exec-other");
  const cap = await releasedCapability(p.url, org, threeNodes);
  return {
    db,
    p,
    org,
    other,
    cap,
    run: (body, key = org.dev.key, headers = {}) =>
      call(p.url, "POST", "/api/executions", { key, body, headers }),
    close: async () => {
      await p.close();
      await drop();
    },
  };
}
