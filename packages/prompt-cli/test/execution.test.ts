import { PlatformClient, type Release } from "@platform/prompt-client";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { activeRelease, FAILING_NODE } from "../../prompt-client/test/catalog-fixture.js";
import { promptctl, tempConfigHome } from "./promptctl.js";

const { url, org } = inject("platform");
const env = { XDG_CONFIG_HOME: tempConfigHome(), PLATFORM_API_URL: url, PLATFORM_API_KEY: org.dev.key };
let release: Release;

beforeAll(async () => {
  release = await activeRelease(url, org);
});

describe("promptctl execution", () => {
  it("run prints node events live, in order, then the output", async () => {
    const run = await promptctl(["execution", "run", release.capabilityId, "--input", "topic=otters"], env);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^execution \S+ started \(manifest [0-9a-f]{12}…\)$/);
    const started = lines.filter((l) => l.startsWith("  > ")).map((l) => l.slice(4).split(" ")[0]);
    const completed = lines.filter((l) => l.startsWith("  ✓ ")).map((l) => l.slice(4).split(":")[0]);
    expect(started.sort()).toEqual(["answer", "facts", "tone"]);
    expect(completed.sort()).toEqual(["answer", "facts", "tone"]);
    expect(lines.findIndex((l) => l.startsWith("  > answer"))).toBeGreaterThan(
      lines.findIndex((l) => l.startsWith("  ✓ facts")),
    );
    expect(lines.at(-2)).toMatch(/^execution \S+ complete, \d+ tokens$/);
    expect(lines.at(-1)).toMatch(/^output: /);
  });

  it("run --json prints one JSON event per line, ending with done; --no-stream prints the execution", async () => {
    const run = await promptctl(
      ["execution", "run", release.capabilityId, "-i", "topic=owls", "--json"],
      env,
    );
    expect(run.code).toBe(0);
    const events = run.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(events[0].type).toBe("execution_start");
    expect(events.slice(-2).map((e: { type: string }) => e.type)).toEqual(["execution_complete", "done"]);
    const executionId = events[0].data.executionId;

    const buffered = await promptctl(
      ["execution", "run", release.capabilityId, "--inputs", '{"topic":"moss"}', "--no-stream", "--json"],
      env,
    );
    const execution = JSON.parse(buffered.stdout);
    expect(execution).toMatchObject({
      status: "succeeded",
      inputs: { topic: "moss" },
      releaseId: release.id,
    });

    const shown = await promptctl(["execution", "get", executionId], env);
    expect(shown.stdout).toContain("status:      succeeded");
    expect(shown.stdout).toMatch(/NODE\s+STATUS\s+TOKENS/);

    const replay = await promptctl(["execution", "replay", executionId, "--no-stream", "--json"], env);
    expect(JSON.parse(replay.stdout)).toMatchObject({ replay_of: executionId });
    const replays = await promptctl(["execution", "replays", executionId], env);
    expect(replays.stdout).toMatch(/identical/);
  });

  it("run --dry-run shows the request and runs nothing", async () => {
    const client = new PlatformClient({ baseUrl: url, apiKey: org.dev.key });
    const before = (await client.listExecutions({ capabilityId: release.capabilityId, limit: 200 })).items
      .length;
    const dry = await promptctl(
      ["execution", "run", release.capabilityId, "-i", "topic=x", "-i", "n=3", "--dry-run", "--json"],
      env,
    );
    expect(JSON.parse(dry.stdout)).toMatchObject({
      dryRun: true,
      method: "POST",
      url: `${url}/api/executions`,
      headers: { accept: "text/event-stream" },
      body: { capabilityId: release.capabilityId, inputs: { topic: "x", n: 3 } },
    });
    const after = (await client.listExecutions({ capabilityId: release.capabilityId, limit: 200 })).items
      .length;
    expect(after).toBe(before);
  });

  it("exits 1 when the execution fails, after printing the node error; 3 when the platform refuses", async () => {
    const failing = await activeRelease(url, org, FAILING_NODE);
    const run = await promptctl(["execution", "run", failing.capabilityId], env);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^ {2}✗ broken: \S+: /m);
    expect(run.stdout).toMatch(/^execution \S+ failed: /m);
    const buffered = await promptctl(
      ["execution", "run", failing.capabilityId, "--no-stream", "--json"],
      env,
    );
    expect(buffered.code).toBe(1);
    expect(JSON.parse(buffered.stdout)).toMatchObject({ status: "failed", error: { nodeId: "broken" } });

    const refused = await promptctl(["execution", "run", "no-such-capability"], env);
    expect(refused.code).toBe(3);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain("NOT_FOUND");
  });
});
