import { afterAll, describe, expect, it } from "vitest";
import { SERVICE_DEFINITIONS } from "../src/services/service-registry.js";
import { eventctl, killLeftovers } from "./eventctl-process.js";
import { LIFECYCLE, lifecycleTypes } from "./fixtures/loan-lifecycle.js";
import { tempDir } from "./helpers.js";
import { deleteStream, streamMessages, testNatsUrl, uniqueNames } from "./nats-helpers.js";

const url = testNatsUrl("loan-lifecycle-nats.test.ts");
const ALL = SERVICE_DEFINITIONS.map((d) => d.name);
const names = uniqueNames("lifecycle");

afterAll(async () => {
  killLeftovers();
  if (url) await deleteStream(url, names.stream);
});

describe.skipIf(!url)("a loan from application to NPA and recovery, over NATS JetStream", () => {
  it("`eventctl run <every service> --stdin --transport nats`: every step's events reach the ledger through the stream", async () => {
    const cwd = tempDir();
    const env = {
      NATS_URL: url!,
      EVENTPLAT_NATS_STREAM: names.stream,
      EVENTPLAT_NATS_SUBJECT_PREFIX: names.prefix,
      EVENTPLAT_LENDING_SWEEP_INTERVAL_SECONDS: "0",
    };
    const input = LIFECYCLE.map((s) => JSON.stringify({ event_type: s.event_type, payload: s.payload })).join(
      "\n",
    );
    const run = await eventctl(["run", ...ALL, "--stdin", "--transport", "nats"], cwd, env, `${input}\n`);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const published = run.stdout
      .split("\n")
      .filter((l) => l.includes('"message":"published"'))
      .map((l) => JSON.parse(l) as { status: string });
    expect(published.map((p) => p.status)).toEqual(LIFECYCLE.map(() => "forwarded"));

    // Every event travelled through the stream, each once.
    expect(await streamMessages(url!, names.stream)).toBe(lifecycleTypes().length);

    const audit = await eventctl(["audit", "--json", "--limit", "1000"], cwd);
    const ledger = JSON.parse(audit.stdout) as { entries: Array<{ event_type: string; source: string }> };
    const types = ledger.entries.map((e) => e.event_type);
    expect(types).toHaveLength(lifecycleTypes().length);
    // `--stdin` waits for each line's events to be handled before the next, so the steps follow one
    // another as in process; within a step, services that handle the same event run concurrently
    // over NATS (fraud and risk both take the application), so only the set of its events is fixed.
    let at = 0;
    for (const step of LIFECYCLE) {
      const own = types.slice(at, at + 1 + step.causes.length);
      expect(own[0]).toBe(step.event_type);
      expect([...own.slice(1)].sort()).toEqual([...step.causes].sort());
      at += own.length;
    }
    expect(ledger.entries.filter((e) => e.event_type === "npa.bucket.changed").map((e) => e.source)).toEqual([
      "npa",
      "npa",
      "npa",
    ]);
    expect(JSON.parse((await eventctl(["dlq", "--json"], cwd)).stdout).size).toBe(0);
    expect((await eventctl(["audit", "--verify"], cwd)).stdout).toMatch(
      new RegExp(`^ok: ${lifecycleTypes().length} entries verified`),
    );
  }, 120_000);
});
