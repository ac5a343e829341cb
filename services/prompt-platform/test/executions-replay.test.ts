// Replays (same manifest, environment and inputs; counted atomically; diffed against the original) and
// Idempotency-Key on executions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.js";
import { postStream } from "./delivery-fixtures.js";
import { type ExecutionRig, openExecutionRig } from "./execution-fixture.js";
import { BACKENDS, call, type RunningPlatform, type SeededOrg } from "./harness.js";

describe.each(BACKENDS)("executions on $name", (backend) => {
  let db: Database;
  let p: RunningPlatform;
  let org: SeededOrg;
  let cap: ExecutionRig["cap"];
  let run: ExecutionRig["run"];
  let close: ExecutionRig["close"];

  beforeAll(async () => {
    ({ db, p, org, cap, run, close } = await openExecutionRig(backend));
  });
  afterAll(() => close());

  it("replays with the same manifest, environment and inputs; replay_count rises atomically; diffs are empty", async () => {
    const original = (
      await run({ capabilityId: cap.capabilityId, inputs: { topic: "cats" }, environment: "prod" })
    ).body;
    const replay = await call(p.url, "POST", `/api/executions/${original.id}/replay`, { key: org.dev.key });
    expect(replay.status).toBe(201);
    expect(replay.body).toMatchObject({
      kind: "replay",
      replay_of: original.id,
      manifestHash: original.manifestHash,
      environment: "prod",
      inputs: { topic: "cats" },
      releaseId: original.releaseId,
      outputs: original.outputs,
    });
    // Ten more at once, one of them streamed, one a replay of a replay: every one counts, on the original.
    const many = await Promise.all([
      ...Array.from({ length: 8 }, () =>
        call(p.url, "POST", `/api/executions/${original.id}/replay`, { key: org.dev.key }),
      ),
      call(p.url, "POST", `/api/executions/${replay.body.id}/replay`, { key: org.dev.key }),
      postStream(p.url, `/api/executions/${original.id}/replay`, org.dev.key),
    ]);
    expect(many.map((m) => m.status).sort()).toEqual([200, 201, 201, 201, 201, 201, 201, 201, 201, 201]);
    const after = await call(p.url, "GET", `/api/executions/${original.id}`, { key: org.viewer.key });
    expect(after.body.replay_count).toBe(11);
    const replays = await call(p.url, "GET", `/api/executions/${original.id}/replays?limit=200`, {
      key: org.viewer.key,
    });
    expect(replays.body.original.id).toBe(original.id);
    expect(replays.body.items).toHaveLength(11);
    for (const attempt of replays.body.items) {
      expect(attempt).toMatchObject({ replay_of: original.id, status: "succeeded", outcome: "identical" });
      expect(attempt.diff).toMatchObject({
        added: [],
        removed: [],
        changed: [],
        tokensDelta: 0,
        costDeltaUsd: 0,
      });
      expect(attempt.diff.unchanged.sort()).toEqual(["answer", "facts", "tone"]);
    }
    // Asking from a replay lists the same attempts; paging works.
    const fromReplay = await call(p.url, "GET", `/api/executions/${replay.body.id}/replays?limit=4`, {
      key: org.viewer.key,
    });
    expect(fromReplay.body.items).toHaveLength(4);
    expect(fromReplay.body.nextCursor).toBe(fromReplay.body.items[3].id);
    const audit = await call(p.url, "GET", "/api/audit/frames?limit=200", { key: org.viewer.key });
    expect(audit.body.items.filter((f: { action: string }) => f.action === "execution.replay")).toHaveLength(
      11,
    );
  });

  it("honours Idempotency-Key on executions, streamed or not", async () => {
    const body = { capabilityId: cap.capabilityId, inputs: { topic: "idem" } };
    const first = await run(body, org.dev.key, { "idempotency-key": "exec-1" });
    const again = await run(body, org.dev.key, { "idempotency-key": "exec-1" });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.id).toBe(first.body.id);
    const res = await fetch(`${p.url}/api/executions`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${org.dev.key}`,
        accept: "text/event-stream",
        "content-type": "application/json",
        "idempotency-key": "exec-2",
      },
      body: JSON.stringify(body),
    });
    const streamed = await res.text();
    const id = JSON.parse(streamed.split("data: ")[1]!.split("\n")[0]!).executionId;
    const retry = await run(body, org.dev.key, { "idempotency-key": "exec-2" });
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(id);
    const rows = await db.query("SELECT 1 FROM executions WHERE inputs = $1", [
      JSON.stringify({ topic: "idem" }),
    ]);
    expect(rows).toHaveLength(2);
  });
});
