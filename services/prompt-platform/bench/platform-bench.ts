/**
 * Prompt platform benchmark, on PostgreSQL and on PGlite:
 *  1. 100 concurrent SSE executions of a 5-node manifest on the simulator (ten bursts after three warm-up
 *     bursts; the two PostgreSQL servers, group commit on and off, take turns burst by burst). First:
 *     after the autocannon run below, in this same process, its p95 was 20–30% higher on both servers;
 *  2. authenticated GET /api/workspaces (Bearer API key) with autocannon against the server in its own process;
 *  3. audit appends from 50 concurrent writers, then a check that the chain did not fork;
 *  4. GET /api/audit/verify over 1 000 000 frames (last: writing the million frames leaves PostgreSQL
 *     checkpointing and vacuuming for a while, which would weigh on whatever ran next).
 * Writes bench/results/prompt-platform-<date>.md at the repository root (when every part runs).
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; "skip" to skip PostgreSQL),
 * BENCH_DURATION_S (10), BENCH_CONNECTIONS (32), BENCH_FRAMES (1 000 000), BENCH_PGLITE_FRAMES (1 000 000),
 * BENCH_SSE_CONCURRENCY (100), BENCH_SSE_ROUNDS (10), BENCH_SSE_WARMUP (3 bursts, not measured),
 * BENCH_PARTS (workspaces,appends,verify,executions: the parts to run; the results file is written only when all run).
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { benchResultsFile, startChild, stopChildren } from "@platform/service-kit/bench";
import autocannon from "autocannon";
import { buildApp } from "../src/app.js";
import { AuditLog } from "../src/audit/audit-log.js";
import { CheckpointSigner } from "../src/audit/checkpoint-signer.js";
import { readPromptConfig } from "../src/config.js";
import type { Database } from "../src/db/database.js";
import { runMigrations } from "../src/db/migrate.js";
import { PgliteDatabase } from "../src/db/pglite-database.js";
import { PostgresDatabase } from "../src/db/postgres-database.js";
import { writeChain } from "./chain-fixture.js";
import {
  type Keys,
  ownerKey,
  releaseFiveNodes,
  type SseTarget,
  seedKeys,
  seedKeysOverHttp,
  sseBursts,
} from "./execution-load.js";

const pgUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const duration = Number(process.env.BENCH_DURATION_S ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const frames = Number(process.env.BENCH_FRAMES ?? 1_000_000);
const pgliteFrames = Number(process.env.BENCH_PGLITE_FRAMES ?? 1_000_000);
const sseConcurrency = Number(process.env.BENCH_SSE_CONCURRENCY ?? 100);
const sseRounds = Number(process.env.BENCH_SSE_ROUNDS ?? 10);
const sseWarmup = Number(process.env.BENCH_SSE_WARMUP ?? 3);
const parts = new Set((process.env.BENCH_PARTS ?? "workspaces,appends,verify,executions").split(","));
const allParts = ["workspaces", "appends", "verify", "executions"].every((part) => parts.has(part));
const here = (p: string) => new URL(p, import.meta.url).pathname;
const startedAt = new Date();
const loadBefore = loadavg()
  .map((l) => l.toFixed(2))
  .join(", ");
const lines: string[] = [];
const log = (line: string) => {
  console.log(line);
  lines.push(line);
};

async function startServer(env: Record<string, string>) {
  const port = 18_500 + Math.floor(Math.random() * 400);
  await startChild(
    here("../src/main.ts"),
    // Two servers run at once: neither starts the firewall sidecar (it would take port 8081 twice).
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      PLATFORM_AUTH: "true",
      PLATFORM_SIDECAR_ENABLED: "false",
      ...env,
    },
    /prompt platform ready/,
  );
  return `http://127.0.0.1:${port}`;
}

/** Bootstraps through the API, then makes an API key and 20 workspaces. */
async function seed(base: string): Promise<string> {
  const secret = await ownerKey(base);
  for (let i = 0; i < 20; i++) {
    await fetch(`${base}/api/workspaces`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
      body: JSON.stringify({ name: `workspace ${i}`, description: "a workspace to list" }),
    });
  }
  return secret;
}

async function loadWorkspaces(label: string, base: string, secret: string) {
  await autocannon({
    url: `${base}/api/workspaces`,
    connections,
    duration: 2,
    headers: { authorization: `Bearer ${secret}` },
  });
  const r = await autocannon({
    url: `${base}/api/workspaces`,
    connections,
    duration,
    headers: { authorization: `Bearer ${secret}` },
  });
  log(
    `| ${label} | GET /api/workspaces (20 items, Bearer key) | ${connections} | ${Math.round(r.requests.average)} | ` +
      `${r.latency.p50} | ${r.latency.p97_5} | ${r.latency.p99} | ${r.errors + r.non2xx + r.timeouts} / ${r.requests.total} |`,
  );
}

/** `groupCommitMax` 1: each append its own statement and commit (the comparison run). */
async function appendBench(label: string, db: Database, groupCommitMax: number) {
  await db.query("DELETE FROM audit_frames");
  await db.query("UPDATE audit_head SET frame_count = 0, last_hash = $1", ["0".repeat(64)]);
  const audit = new AuditLog({ db, signer: CheckpointSigner.generate(), clock: Date.now, groupCommitMax });
  const writers = 50;
  const perWriter = db.kind === "postgres" ? 100 : 40;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, (_, w) =>
      (async () => {
        for (let i = 0; i < perWriter; i++)
          await audit.record({
            actor: `user:w${w}`,
            orgId: "bench",
            action: "bench.append",
            resource: `writer:${w}`,
            details: { i },
          });
      })(),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const verification = await audit.verify();
  const [distinct] = await db.query<{ n: string }>(
    "SELECT count(DISTINCT previous_hash) AS n FROM audit_frames",
  );
  const total = writers * perWriter;
  log(
    `| ${label} | ${groupCommitMax === 1 ? "off (one statement per append)" : `up to ${groupCommitMax} frames`} | ${writers} | ${total} | ${(total / seconds).toFixed(0)} | ${verification.valid} | ${verification.frameCount} | ${Number(distinct!.n) === total ? "none" : "FORK"} |`,
  );
}

async function verifyBench(label: string, db: Database, base: string | undefined, total: number) {
  const t0 = performance.now();
  await writeChain(db, total, (done) => {
    if (done % 200_000 === 0) console.log(`  ${label}: wrote ${done} frames`);
  });
  const written = ((performance.now() - t0) / 1000).toFixed(1);
  const timings: number[] = [];
  let result: unknown;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    if (base) result = await (await fetch(`${base}/api/audit/verify`)).json();
    else result = await new AuditLog({ db, signer: CheckpointSigner.generate(), clock: Date.now }).verify();
    timings.push((performance.now() - started) / 1000);
  }
  const r = result as { valid: boolean; frameCount: number };
  log(
    `| ${label} | ${r.frameCount} | ${r.valid} | ${timings.map((t) => t.toFixed(2)).join(" / ")} | ${Math.round(r.frameCount / Math.min(...timings))} | ${written} |`,
  );
}

/**
 * SSE executions against each server (label, URL, and how to make its keys), their bursts taking
 * turns so that the rows compare under the same conditions.
 */
async function executionBench(servers: { label: string; base: string; seed: () => Promise<Keys> }[]) {
  const targets: SseTarget[] = [];
  for (const { base, seed } of servers) {
    const keys = await seed();
    targets.push({ base, key: keys.dev, capabilityId: await releaseFiveNodes(base, keys) });
  }
  const results = await sseBursts(targets, sseConcurrency, sseRounds, sseWarmup);
  const f = (ms: number) => ms.toFixed(0);
  for (const [i, r] of results.entries())
    log(
      `| ${servers[i]!.label} | ${sseConcurrency} × ${sseRounds} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${f(r.max)} | ` +
        `${r.wallMs.map(f).join(" / ")} | ${r.incomplete} / ${r.total} |`,
    );
}

/** Users and keys made in process on the PostgreSQL server's database (that server runs PLATFORM_AUTH=true). */
async function seedInProcess(db: Database): Promise<Keys> {
  const config = readPromptConfig({ DATABASE_URL: "memory:", LOG_LEVEL: "error", PLATFORM_AUTH: "true" });
  const { app, services } = await buildApp({ config, db, signer: CheckpointSigner.generate() });
  try {
    return await seedKeys(services);
  } finally {
    await app.close();
  }
}

const pgSchema = `pp_bench_${Date.now()}`;
let admin: PostgresDatabase | undefined;
let pg: PostgresDatabase | undefined;
let pgBase: string | undefined;
let pgServerEnv: Record<string, string> = {};

try {
  if (pgUrl !== "skip") {
    admin = new PostgresDatabase({ connectionString: pgUrl });
    await admin.query(`CREATE SCHEMA ${pgSchema}`);
    pg = new PostgresDatabase({ connectionString: pgUrl, schema: pgSchema, max: 50 });
    await runMigrations(pg);
    const url = new URL(pgUrl);
    url.searchParams.set("options", `-c search_path=${pgSchema}`);
    pgServerEnv = {
      DATABASE_URL: url.toString(),
      DATABASE_POOL_SIZE: "20",
      PLATFORM_AUDIT_KEY_FILE: `/tmp/${pgSchema}.pem`,
    };
    pgBase = await startServer(pgServerEnv);
  }
  if (parts.has("executions")) {
    log(
      `\n## ${sseConcurrency} concurrent SSE executions of a 5-node manifest on the simulator (${sseRounds} bursts measured after ${sseWarmup} warm-up bursts)\n`,
    );
    log(
      "| store | executions (concurrent × bursts) | p50 ms | p95 ms | p99 ms | max ms | burst wall ms | incomplete / total |",
    );
    log("|---|---|---|---|---|---|---|---|");
    if (pg && pgBase) {
      // The same-run comparison: a second server on the same schema, each append its own statement.
      const oneByOne = await startServer({ ...pgServerEnv, AUDIT_GROUP_COMMIT_MAX: "1" });
      await executionBench([
        { label: "PostgreSQL 15, server in its own process", base: pgBase, seed: () => seedInProcess(pg!) },
        {
          label: "PostgreSQL 15, group commit off (AUDIT_GROUP_COMMIT_MAX=1)",
          base: oneByOne,
          seed: () => seedInProcess(pg!),
        },
      ]);
    }
    const liteBase = await startServer({ DATABASE_URL: "memory:", PLATFORM_AUTH: "false" });
    await executionBench([
      {
        label: "PGlite (in memory), server in its own process",
        base: liteBase,
        seed: () => seedKeysOverHttp(liteBase),
      },
    ]);
  }
  if (parts.has("workspaces")) {
    log("## Authenticated GET /api/workspaces\n");
    log("| store | request | connections | req/s | p50 ms | p97.5 ms | p99 ms | errors / total |");
    log("|---|---|---|---|---|---|---|---|");
    if (pgBase) await loadWorkspaces("PostgreSQL 15", pgBase, await seed(pgBase));
    const pgliteBase = await startServer({ DATABASE_URL: "memory:" });
    await loadWorkspaces("PGlite (in memory)", pgliteBase, await seed(pgliteBase));
  }
  const lite = await PgliteDatabase.open();
  await runMigrations(lite);
  if (parts.has("appends")) {
    log("\n## Audit appends, 50 concurrent writers (each append awaited before the writer's next)\n");
    log("| store | group commit | writers | appends | appends/s | verify valid | frames | fork |");
    log("|---|---|---|---|---|---|---|---|");
    for (const groupCommitMax of [1, 64]) {
      if (pg) await appendBench("PostgreSQL 15", pg, groupCommitMax);
      await appendBench("PGlite (in memory)", lite, groupCommitMax);
    }
  }
  if (parts.has("verify")) {
    log("\n## GET /api/audit/verify over a long chain (three runs)\n");
    log(
      "| store | frames | valid | seconds (run 1 / 2 / 3) | frames/s (best) | seconds to write the chain |",
    );
    log("|---|---|---|---|---|---|");
    if (pg && pgBase) await verifyBench("PostgreSQL 15, over HTTP", pg, pgBase, frames);
    await verifyBench("PGlite (in memory), in process", lite, undefined, pgliteFrames);
  }
  await lite.close();
} finally {
  stopChildren();
  await pg?.close();
  if (admin) {
    await admin.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
    await admin.close();
  }
}

if (!allParts) process.exit(0);
const machine = `${cpus().length} cores (${cpus()[0]?.model ?? "unknown"}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`;
const loadAfter = loadavg()
  .map((l) => l.toFixed(2))
  .join(", ");
const commit = (() => {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"]).toString().trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--", "."]).toString().trim();
    return dirty ? `${sha} plus uncommitted changes in services/prompt-platform` : sha;
  } catch {
    return "unknown";
  }
})();
const report = `# Prompt platform benchmark — ${startedAt.toISOString().slice(0, 10)}

- Date: ${startedAt.toISOString()}; commit: ${commit}.
- Machine: ${machine}. Load average before the run: ${loadBefore}; after: ${loadAfter}.
- Command: \`npm run bench -w @platform/prompt-platform\`.

${lines.join("\n")}
`;
const file = benchResultsFile("prompt-platform", { date: startedAt });
writeFileSync(file, report);
console.log(`written to ${file}`);
process.exit(0);
