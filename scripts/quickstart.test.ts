/**
 * Runs every shell block of the README's "Quickstart" section against `npm start` (scripts/start-all.mjs),
 * as a newcomer would after a fresh clone, and checks what each block prints. The services keep their
 * state in a temporary directory (the variables below), so the test leaves the checkout as it found it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const state = mkdtempSync(join(tmpdir(), "quickstart-"));
const env = {
  ...process.env,
  // State out of the checkout: the prompt platform in memory, every file under the temp directory.
  DATABASE_URL: "memory:",
  EVENTPLAT_STORE_PATH: join(state, "eventplat.db"),
  EVENTPLAT_IDENTITY_DIR: join(state, "identities"),
  REDACT_STORE_PATH: join(state, "placeholders.sqlite"),
  REDACT_AUDIT_LOG: join(state, "redaction-audit.jsonl"),
  EXPOSURE_PERSISTENCE_PATH: join(state, "trust", "system-exposure.json"),
  RATE_LIMIT_PERSISTENCE_PATH: join(state, "trust", "rate-limit.json"),
  WEBHOOKS_PERSISTENCE_PATH: join(state, "trust", "webhooks.json"),
  DEMO_STATE_DIR: join(state, "demo"),
};
// The quickstart describes the embedded defaults: no external server.
for (const name of ["REDIS_URL", "NATS_URL", "TEST_DATABASE_URL", "TEST_REDIS_URL", "TEST_NATS_URL"])
  delete env[name];

/** The fenced `sh` blocks of the README's Quickstart section, in order. */
function quickstartBlocks(): string[] {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const section = readme.split("\n## Quickstart\n")[1]?.split("\n## ")[0] ?? "";
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

function run(command: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("bash", ["-euo", "pipefail", "-c", command], { cwd: root, env });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code, output }));
  });
}

let services: ChildProcess;
let log = "";

beforeAll(async () => {
  services = spawn(process.execPath, ["scripts/start-all.mjs"], { cwd: root, env, detached: true });
  services.stdout!.on("data", (chunk) => (log += chunk));
  services.stderr!.on("data", (chunk) => (log += chunk));
  const deadline = Date.now() + 240_000;
  while (!log.includes("[start] ready in")) {
    if (services.exitCode !== null)
      throw new Error(`npm start exited ${services.exitCode}:\n${log.slice(-4000)}`);
    if (Date.now() > deadline) throw new Error(`npm start not ready after 240 s:\n${log.slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

afterAll(async () => {
  if (services && services.exitCode === null) {
    const exited = new Promise((resolve) => services.once("exit", resolve));
    services.kill("SIGTERM");
    await exited;
  }
  rmSync(state, { recursive: true, force: true });
});

describe("README quickstart against npm start", () => {
  const blocks = quickstartBlocks();

  it("has one block per service", () => {
    expect(blocks).toHaveLength(4);
  });

  it("scores a seeded wallet", async () => {
    const { code, output } = await run(blocks[0]!);
    expect(code, output).toBe(0);
    expect(JSON.parse(output)).toMatchObject({
      trustScore: expect.any(Number),
      riskLevel: expect.any(String),
    });
  });

  it("redacts a text", async () => {
    const { code, output } = await run(blocks[1]!);
    expect(code, output).toBe(0);
    const body = JSON.parse(output) as { text: string };
    expect(body.text).toMatch(/\[PERSON_\d{4}\]/);
    expect(body.text).toMatch(/\[EMAIL_\d{4}\]/);
    expect(body.text).not.toContain("Maria Garcia");
    expect(body.text).not.toContain("maria.garcia@example.com");
  });

  it("publishes an event and shows what the lending services did", async () => {
    const { code, output } = await run(blocks[2]!);
    expect(code, output).toBe(0);
    expect(output).toContain('"status":"accepted"');
    // The block waits a second before reading the ledger; on a loaded machine the handlers may need
    // longer, so the ledger is read again (the block's own command) until the answer is there.
    let ledger = output;
    const deadline = Date.now() + 60_000;
    while (!ledger.includes("npa.bucket.changed") && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      ledger = (await run("cd services/event-platform && npx eventctl audit --limit 3")).output;
    }
    expect(ledger).toContain("npa.bucket.changed");
  });

  it("releases a prompt with two invited approvers and executes it", async () => {
    const { code, output } = await run(blocks[3]!);
    expect(code, output).toBe(0);
    expect(output).toContain("2 of 2 approvals count");
    expect(output).toContain("release state: active");
    expect(output).toMatch(/output: "/);
    expect(output).toContain('"valid":true');
  });

  it("npm start stops every service on SIGTERM and exits 0", async () => {
    const exited = new Promise<number | null>((resolve) => services.once("exit", (code) => resolve(code)));
    services.kill("SIGTERM");
    expect(await exited, log.slice(-3000)).toBe(0);
  });
});
