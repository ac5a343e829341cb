/**
 * Firewall sidecar benchmark (docs/prompt-firewall.md, "Measurements"):
 *  1. precision and recall of the scanner on the labelled set (eval/firewall-prompts.ts);
 *  2. the scanner alone on a 2 KB prompt;
 *  3. the sidecar's added latency for a 2 KB prompt: POST /v1/chat/completions through the sidecar
 *     (authentication, scan, policy, audit frame, then the simulator) against the same simulator
 *     behind a bare listener, requests alternating between the two, one at a time, in one run; once
 *     with an instant simulator and once with one that takes 20 ms (as a model would).
 * Prints Markdown. `npm run bench:firewall -w @platform/prompt-platform`
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; "skip": PGlite only),
 * BENCH_REQUESTS (2000 per side), BENCH_WARMUP (300 per side).
 */
import type { AddressInfo } from "node:net";
import { loadavg } from "node:os";
import Fastify, { type FastifyInstance } from "fastify";
import { evaluate, type Score } from "../eval/firewall-evaluation.js";
import { FIREWALL_PROMPTS } from "../eval/firewall-prompts.js";
import { buildApp } from "../src/app.js";
import { CheckpointSigner } from "../src/audit/checkpoint-signer.js";
import { readPromptConfig } from "../src/config.js";
import type { Database } from "../src/db/database.js";
import { runMigrations } from "../src/db/migrate.js";
import { PgliteDatabase } from "../src/db/pglite-database.js";
import { PostgresDatabase } from "../src/db/postgres-database.js";
import { CATEGORIES } from "../src/firewall/scanner/finding.js";
import { Scanner } from "../src/firewall/scanner/scanner.js";
import type { ChatRequest } from "../src/firewall/sidecar/chat-request.js";
import { SimulatorChatUpstream } from "../src/firewall/sidecar/chat-upstream.js";
import { buildSidecarApp } from "../src/http/firewall-sidecar-app.js";

const pgUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const requests = Number(process.env.BENCH_REQUESTS ?? 2000);
const warmup = Number(process.env.BENCH_WARMUP ?? 300);

const PARAGRAPH =
  "Our quarterly report covers revenue, churn and the support backlog. Please summarise the main " +
  "trends for the leadership team, highlight the three largest risks, and suggest one experiment " +
  "per risk that we could run next quarter with the current staff. Keep the tone neutral. ";
const PROMPT_2KB = PARAGRAPH.repeat(Math.ceil(2048 / PARAGRAPH.length)).slice(0, 2048);
const BODY = JSON.stringify({
  model: "simulator",
  max_tokens: 16,
  messages: [
    { role: "system", content: "You are a careful analyst." },
    { role: "user", content: PROMPT_2KB },
  ],
});

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (x: number) => x.toFixed(3);

function evaluation() {
  const result = evaluate(FIREWALL_PROMPTS, new Scanner());
  const benign = FIREWALL_PROMPTS.filter((p) => p.labels.length === 0).length;
  const row = (name: string, s: Score) =>
    `| ${name} | ${s.tp} | ${s.fp} | ${s.fn} | ${pct(s.precision)} | ${pct(s.recall)} |`;
  console.log(
    `## Scanner precision and recall\n\n${result.prompts} labelled prompts (${benign} benign, ${result.prompts - benign} malicious), default policy.\n`,
  );
  console.log("| category | TP | FP | FN | precision | recall |\n|---|---|---|---|---|---|");
  for (const c of CATEGORIES) console.log(row(c, result.byCategory[c]));
  console.log(row("overall (micro)", result.overall));
  console.log(row("prompt flagged (warn or block)", result.flagged));
  console.log(`\nMisclassified: ${result.misses.map((m) => m.id).join(", ") || "none"}\n`);
}

function scannerAlone() {
  const scanner = new Scanner();
  for (let i = 0; i < 500; i++) scanner.scan(PROMPT_2KB);
  const times: number[] = [];
  for (let i = 0; i < 5000; i++) {
    const t = performance.now();
    scanner.scan(PROMPT_2KB);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `## Scanner alone, 2 KB prompt (5000 scans)\n\np50 ${ms(quantile(times, 0.5))} ms, p99 ${ms(quantile(times, 0.99))} ms, max ${ms(times.at(-1)!)} ms\n`,
  );
}

/** The simulator behind a bare listener: what a caller would see without the sidecar. */
async function directSimulator(latencyMs: number): Promise<FastifyInstance> {
  const app = Fastify({ bodyLimit: 1_048_576 });
  const upstream = new SimulatorChatUpstream(latencyMs);
  app.post("/v1/chat/completions", async (request, reply) => {
    const answer = await upstream.send(request.body as ChatRequest, new AbortController().signal);
    return reply.code(answer.status).header("content-type", answer.contentType).send(answer.body);
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return app;
}

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

async function time(url: string, key?: string): Promise<number> {
  const t = performance.now();
  const res = await fetch(`${url}/v1/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: BODY,
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`status ${res.status}`);
  return performance.now() - t;
}

async function latency(label: string, db: Database, upstreamMs = 0, n = requests) {
  const config = readPromptConfig({ DATABASE_URL: "memory:", LOG_LEVEL: "error", PLATFORM_AUTH: "true" });
  const { app, services } = await buildApp({ config, db, signer: CheckpointSigner.generate() });
  const sidecar = await buildSidecarApp({
    config,
    authenticator: services.authenticator,
    guard: services.firewallGuard,
    upstream: new SimulatorChatUpstream(upstreamMs),
  });
  await sidecar.listen({ port: 0, host: "127.0.0.1" });
  const { org, userId } = await services.members.createOrg({
    name: `bench-${Date.now()}`,
    owner: { name: "Bench", email: "bench@example.test" },
  });
  const principal = {
    orgId: org.id,
    role: "owner" as const,
    userId,
    actor: `user:${userId}`,
    via: "dev_headers" as const,
  };
  const { secret } = await services.apiKeys.create(principal, { name: "bench" });
  const direct = await directSimulator(upstreamMs);
  const [s, d] = [urlOf(sidecar), urlOf(direct)];
  for (let i = 0; i < warmup; i++) {
    await time(s, secret);
    await time(d);
  }
  const viaSidecar: number[] = [];
  const viaDirect: number[] = [];
  for (let i = 0; i < n; i++) {
    viaSidecar.push(await time(s, secret));
    viaDirect.push(await time(d));
  }
  const verify = await services.audit.verify();
  await Promise.all([sidecar.close(), direct.close(), app.close()]);
  viaSidecar.sort((a, b) => a - b);
  viaDirect.sort((a, b) => a - b);
  const q = (xs: number[]) => [0.5, 0.9, 0.99].map((p) => quantile(xs, p));
  const [sp50, sp90, sp99] = q(viaSidecar);
  const [dp50, dp90, dp99] = q(viaDirect);
  console.log(
    `| ${label} | ${upstreamMs} | ${n} | ${ms(dp50!)} / ${ms(dp90!)} / ${ms(dp99!)} | ${ms(sp50!)} / ${ms(sp90!)} / ${ms(sp99!)} | ${ms(sp50! - dp50!)} | ${ms(sp99! - dp99!)} | ${verify.valid} (${verify.frameCount} frames) |`,
  );
}

console.log(
  `load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}\n`,
);
evaluation();
scannerAlone();
console.log(
  `## Sidecar added latency, 2 KB prompt (allow path, requests one at a time, alternating)\n\n| store | simulator delay ms | requests per side | direct simulator p50 / p90 / p99 ms | via sidecar p50 / p90 / p99 ms | added p50 ms | added p99 ms | audit chain valid |\n|---|---|---|---|---|---|---|---|`,
);
const lite = await PgliteDatabase.open();
await runMigrations(lite);
await latency("PGlite (in memory)", lite);
// A model that takes 20 ms: the audit frame is written while it works.
await latency("PGlite (in memory)", lite, 20, Math.min(requests, 500));
await lite.close();
if (pgUrl !== "skip") {
  const schema = `fw_bench_${process.pid}`;
  const admin = new PostgresDatabase({ connectionString: pgUrl });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const pg = new PostgresDatabase({ connectionString: pgUrl, schema, max: 10 });
  try {
    await runMigrations(pg);
    await latency("PostgreSQL", pg);
  } finally {
    await pg.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.close();
  }
}
console.log(
  `\nload average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}`,
);
process.exit(0);
