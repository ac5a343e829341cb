import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { killLeftovers, startServe } from "./eventctl-process.js";
import { tempDir } from "./helpers.js";

const launcher = fileURLToPath(new URL("../bin/eventctl.mjs", import.meta.url));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  killLeftovers();
});

function eventctl(args: string[], cwd: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [launcher, ...args], { cwd, env: { ...process.env, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("eventctl as a real process", () => {
  it("prints --help for every command", async () => {
    const cwd = tempDir();
    const commands = ["init", "run", "serve", "list", "health", "metrics", "dlq", "migrate", "identity"];
    const results = await Promise.all([
      eventctl(["--help"], cwd),
      ...commands.map((c) => eventctl([c, "--help"], cwd)),
    ]);
    expect(results[0]!.code).toBe(0);
    for (const command of commands) expect(results[0]!.stdout).toContain(`${command} `);
    results.slice(1).forEach((r, i) => {
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`Usage: eventctl ${commands[i]}`);
    });
    expect(results[3]!.stdout).toContain("--shutdown-timeout <seconds>");
  });

  // Nine eventctl processes one after another: on a loaded 2-core machine that nears 30 s.
  it("init, list, migrate, health and identity", { timeout: 120_000 }, async () => {
    const cwd = tempDir();
    const init = await eventctl(["init"], cwd);
    expect(init.stdout).toBe(`wrote ${join(cwd, "eventctl.json")}\n`);
    const written = JSON.parse(readFileSync(join(cwd, "eventctl.json"), "utf8"));
    expect(written.services).toEqual(["mechanism", "audit"]);
    const again = await eventctl(["init"], cwd);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      `eventctl: error: ${join(cwd, "eventctl.json")} already exists; use --force to overwrite it\n`,
    );

    const list = await eventctl(["list", "--json"], cwd);
    const rows = JSON.parse(list.stdout);
    expect(rows.slice(0, 2)).toEqual([
      expect.objectContaining({
        name: "mechanism",
        enabled: true,
        subscribes: ["saga.start", "mechanism.ping"],
      }),
      expect.objectContaining({ name: "audit", enabled: true, subscribes: ["*"] }),
    ]);
    expect(rows.filter((r: { enabled: boolean }) => r.enabled)).toHaveLength(2);

    // With auto-migrate off, health fails on a fresh store and names the command to run.
    const before = await eventctl(["health"], cwd, { EVENTPLAT_STORE_AUTO_MIGRATE: "false" });
    expect(before.code).toBe(1);
    expect(before.stdout).toContain(
      'FAIL  store                  pending migrations: 1, 2, 3; run "eventctl migrate" or set EVENTPLAT_STORE_AUTO_MIGRATE=true',
    );
    // With it on (the default), health applies them, as run and serve would at start.
    expect((await eventctl(["health"], cwd)).code).toBe(0);
    expect((await eventctl(["migrate"], cwd)).stdout).toMatch(/^no pending migrations\n {2}1 /);
    const after = await eventctl(["health", "--json"], cwd);
    expect(after.code).toBe(0);
    expect(Object.keys(JSON.parse(after.stdout).checks)).toEqual([
      "bus",
      "store",
      "service:mechanism",
      "service:audit",
      "supervisor",
    ]);

    const identity = await eventctl(["identity", "pricing"], cwd);
    const info = JSON.parse(identity.stdout);
    expect(info.source_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(info.private_key).mode & 0o777).toBe(0o600);
    expect(readFileSync(info.public_key, "utf8")).toBe(`${info.source_key}\n`);
    const twice = await eventctl(["identity", "pricing"], cwd);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain("already exists");
  });

  it("fails clearly: corrupt store, unknown service, bad option value, auth without a token", async () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, "bad.db"), "definitely not sqlite, but long enough to have a header.........");
    const corrupt = await eventctl(["health"], cwd, { EVENTPLAT_STORE_PATH: "bad.db" });
    expect(corrupt.code).toBe(1);
    expect(corrupt.stdout).toMatch(/FAIL {2}store {18}database is corrupt: file is not a database/);
    const unknown = await eventctl(["run", "mechanism", "fraudd"], cwd);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe(
      "eventctl: error: unknown service: fraudd (known: mechanism, audit, fraud, risk, pricing, npa, consent, dsr, kfs, credit_bureau, identity, breach)\n",
    );
    const badPort = await eventctl(["serve", "--port", "abc"], cwd);
    expect(badPort.code).toBe(1);
    expect(badPort.stderr).toContain('--port must be an integer >= 0, got "abc"');
    const noToken = await eventctl(["serve", "--port", "0", "--require-auth"], cwd, {
      EVENTPLAT_API_TOKEN: "",
    });
    expect(noToken.code).toBe(1);
    expect(noToken.stderr).toContain("eventctl: error: --require-auth needs EVENTPLAT_API_TOKEN to be set");
    const shortToken = await eventctl(["serve", "--port", "0", "--require-auth"], cwd, {
      EVENTPLAT_API_TOKEN: "a",
    });
    expect(shortToken.code).toBe(1);
    expect(shortToken.stderr).toContain(
      "eventctl: error: EVENTPLAT_API_TOKEN is 1 characters; API tokens must be at least 32",
    );
  });

  it("a launcher killed outright (SIGKILL) takes the daemon down with it: no orphan keeps the port", async () => {
    const daemon = await startServe([], tempDir());
    expect((await fetch(`${daemon.url}/healthz`)).status).toBe(200);
    await daemon.stop("SIGKILL");
    let refused = false;
    for (let attempt = 0; attempt < 100 && !refused; attempt++) {
      await new Promise((r) => setTimeout(r, 50));
      refused = await fetch(`${daemon.url}/healthz`).then(
        () => false,
        () => true,
      );
    }
    expect(refused).toBe(true);
  });

  it("serve: publishes, drains on SIGTERM, and leaves metrics and dead letters for the CLI", async () => {
    const cwd = tempDir();
    const child = spawn(
      process.execPath,
      [launcher, "serve", "--port", "0", "--rate-limit", "1", "--shutdown-timeout", "10"],
      {
        cwd,
        env: { ...process.env, EVENTPLAT_TRACING_EXPORTER: "none" },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    children.push(child);
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    let url = "";
    for await (const line of createInterface({ input: child.stdout! })) {
      const record = JSON.parse(line);
      if (record.message === "eventctl serve listening") {
        url = record.url;
        break;
      }
    }
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${url}/v1/publish`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ event_type: "mechanism.ping", payload: { i } }),
      });
      expect(response.status).toBe(202);
    }
    await new Promise((r) => setTimeout(r, 50));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);

    const metrics = JSON.parse((await eventctl(["metrics"], cwd)).stdout);
    expect(metrics.counters).toContainEqual({
      name: "events.emitted",
      labels: { event_type: "mechanism.ping" },
      value: 3,
    });
    // The audit service is never rate limited: the ledger saw all three; mechanism only one.
    expect(metrics.counters).toContainEqual({
      name: "events.handled",
      labels: { service: "audit", event_type: "mechanism.ping" },
      value: 3,
    });
    expect(metrics.counters).toContainEqual({
      name: "events.handled",
      labels: { service: "mechanism", event_type: "mechanism.ping" },
      value: 1,
    });
    const dlq = JSON.parse((await eventctl(["dlq", "--json"], cwd)).stdout);
    expect(dlq.size).toBe(2);
    expect(
      dlq.records.map((r: { error_type: string; subscriber: string }) => [r.error_type, r.subscriber]),
    ).toEqual([
      ["rate_limited", "mechanism"],
      ["rate_limited", "mechanism"],
    ]);
    const replay = await eventctl(["dlq", "--replay"], cwd);
    expect(replay.stdout).toMatch(
      /^replayed 2: 2 succeeded, 0 failed\n( {2}\d+ mechanism\.ping -> mechanism: was rate_limited: mechanism is over 1 events\/s; replayed, removed\n){2}$/,
    );
    expect(replay.code).toBe(0);
    expect((await eventctl(["dlq"], cwd)).stdout).toBe("0 dead-letter records\n");
  });
});
