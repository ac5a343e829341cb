/**
 * Redaction service load benchmark (issue 11): POST /v1/redact with 2 KB documents against the
 * service in its own process, pipeline on worker threads, placeholders in Redis. Compares, in the
 * same run: the store (Redis, SQLite), the audit log (file, Redis stream), one thread against two,
 * and the engine alone in this process (the pipeline's own cost per document).
 * Writes bench/results/redaction-service-<date>.md.
 *
 * BENCH_DURATION_S (default 10) per run; BENCH_CONNECTIONS (default 16); REDIS_URL (default
 * redis://127.0.0.1:6379); BENCH_RATES (default "500,1000": the offered loads of the open-loop rows,
 * issue 11's and issue 22's); BENCH_ARRIVALS (default "even,poisson": each open-loop rate offered
 * evenly spaced and as Poisson arrivals, which bunch up as independent clients do); BENCH_RUNS (default all: a comma list of row ids, `open`, `redis`,
 * `stream`, `sqlite`, `one`, `inline`, `engine`, to repeat a few rows quickly); BENCH_WRITE=0 prints
 * the report without recording it. Redis keys live under one prefix of this run, deleted at the end.
 */
import { execSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createRedactor } from "@platform/redaction-engine";
import { benchResultsFile, openLoopLoad, startChild, stopChildren } from "@platform/service-kit/bench";
import autocannon from "autocannon";
import { Redis } from "ioredis";
import { benchDocuments } from "./bench-documents.js";

const duration = Number(process.env.BENCH_DURATION_S ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const KEY = "bench-key-0123456789abcdef";
const SECRET = "bench-secret-0123456789";
const rates = (process.env.BENCH_RATES ?? "500,1000").split(",").map(Number);
const arrivalKinds = (process.env.BENCH_ARRIVALS ?? "even,poisson").split(",") as ("even" | "poisson")[];
const selected = process.env.BENCH_RUNS?.split(",");
const runs = (id: string) => !selected || selected.includes(id);

const docs = benchDocuments(500);
const bodies = docs.map((text) => JSON.stringify({ text }));
const meanBytes = Math.round(docs.reduce((n, d) => n + Buffer.byteLength(d), 0) / docs.length);

interface Row {
  title: string;
  rps: number;
  p50: number;
  p99: number;
  /** Slowest request (open loop only: autocannon's max is not comparable). */
  max?: number;
  errors: number;
  total: number;
  /** One-minute load average of the machine when the run ended: other processes share the cores. */
  load: number;
}

let port = 8700 + Math.floor(Math.random() * 100);
/**
 * One service process under `env`; `open` fixes the offered load (requests/s, evenly spaced or
 * Poisson arrivals), else saturation.
 */
async function run(
  title: string,
  env: Record<string, string>,
  open?: { rate: number; arrivals: "even" | "poisson" },
): Promise<Row> {
  const dir = mkdtempSync(join(tmpdir(), "redact-bench-"));
  const url = `http://127.0.0.1:${++port}`;
  await startChild(
    new URL("../src/main.ts", import.meta.url).pathname,
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      // "info" prints the ready line startChild waits for; request logging is off in the app.
      LOG_LEVEL: "info",
      REDACT_API_KEYS: KEY,
      REDACT_SECRET: SECRET,
      REDACT_RATE_PER_SEC: "1000000",
      REDACT_RATE_BURST: "1000000",
      REDACT_STORE_PATH: join(dir, "placeholders.sqlite"),
      REDACT_AUDIT_LOG: join(dir, "audit.jsonl"),
      ...env,
    },
    /redaction service ready/,
  );
  let n = 0;
  const request = () => ({
    method: "POST" as const,
    path: "/v1/redact",
    headers: { "content-type": "application/json", "x-api-key": KEY },
    body: bodies[n++ % bodies.length]!,
  });
  // Warm-up: JIT, connection pools, the first placeholders of every entity.
  await autocannon({
    url,
    connections,
    duration: 2,
    requests: [{ setupRequest: (r) => ({ ...r, ...request() }) }],
  });
  let row: Row;
  if (open) {
    // A fixed offered load (see openLoopLoad on why not autocannon's overallRate), after 3 s at
    // that rate to warm the path it takes (its own sockets, steady state).
    await openLoopLoad({ url, ...open, durationSeconds: 3, next: request, seed: 2 });
    const r = await openLoopLoad({ url, ...open, durationSeconds: duration, next: request });
    row = {
      title,
      rps: r.rate,
      p50: r.p50,
      p99: r.p99,
      max: r.max,
      errors: r.errors,
      total: r.sent,
      load: loadavg()[0]!,
    };
  } else {
    const result = await autocannon({
      url,
      connections,
      duration,
      requests: [{ setupRequest: (r) => ({ ...r, ...request() }) }],
    });
    row = {
      title,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx + result.timeouts,
      total: result.requests.total,
      load: loadavg()[0]!,
    };
  }
  stopChildren();
  await new Promise((resolve) => setTimeout(resolve, 500));
  return row;
}

const redis = new Redis(redisUrl);
const runPrefix = `bench-redact-${process.pid}-${Date.now()}:`;
let runCount = 0;
const prefix = () => `${runPrefix}${++runCount}:`;
const rows: Row[] = [];
const targets: { rate: number; arrivals: string; row: Row }[] = [];
for (const rate of runs("open") ? rates : [])
  for (const arrivals of arrivalKinds) {
    const row = await run(
      `2 workers, Redis store, audit file, offered ${rate} requests/s, ${arrivals === "even" ? "evenly spaced" : "Poisson arrivals"}`,
      { REDACT_WORKERS: "2", REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix() },
      { rate, arrivals },
    );
    rows.push(row);
    targets.push({ rate, arrivals, row });
  }
if (runs("redis"))
  rows.push(
    await run("2 workers, Redis store, audit file", {
      REDACT_WORKERS: "2",
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix(),
    }),
  );
if (runs("stream"))
  rows.push(
    await run("2 workers, Redis store, audit Redis stream", {
      REDACT_WORKERS: "2",
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix(),
      REDACT_AUDIT_LOG: "redis",
    }),
  );
if (runs("sqlite")) rows.push(await run("2 workers, SQLite store, audit file", { REDACT_WORKERS: "2" }));
if (runs("one"))
  rows.push(
    await run("1 worker, Redis store, audit file", {
      REDACT_WORKERS: "1",
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix(),
    }),
  );
if (runs("inline"))
  rows.push(
    await run("no worker (main thread), Redis store, audit file", {
      REDACT_WORKERS: "0",
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix(),
    }),
  );
for (let cursor = "0"; ; ) {
  const [next, keys] = await redis.scan(cursor, "MATCH", `${runPrefix}*`, "COUNT", 1000);
  if (keys.length > 0) await redis.del(...keys);
  if (next === "0") break;
  cursor = next;
}
await redis.quit();

// The pipeline alone, in this process, on one core: its cost per document, for comparison.
let engineMs: number | undefined;
if (runs("engine")) {
  const redactor = createRedactor({ secret: SECRET });
  for (const doc of docs.slice(0, 100)) await redactor.redact(doc);
  const started = performance.now();
  for (let round = 0; round < 4; round++) for (const doc of docs) await redactor.redact(doc);
  engineMs = (performance.now() - started) / (docs.length * 4);
}

const commit = (() => {
  try {
    return execSync("git rev-parse --short HEAD").toString().trim();
  } catch {
    return "uncommitted";
  }
})();
const date = new Date().toISOString();
const report = [
  `# Redaction service load — ${date.slice(0, 10)}`,
  "",
  `- date: ${date}`,
  `- commit: ${commit}`,
  `- machine: ${cpus().length} × ${cpus()[0]?.model ?? "unknown"}, Node ${process.version}`,
  `- command: \`npm run bench -w @platform/redaction-service\` (BENCH_DURATION_S=${duration}, BENCH_CONNECTIONS=${connections})`,
  `- load: ${docs.length} seeded documents, mean ${meanBytes} bytes, each with names, organisations, emails, phones, a card, an IBAN and IPv4s; the load generator in this process (at ${rates.join(" and ")} requests/s an open loop: requests evenly spaced or as Poisson arrivals, latency from each request's scheduled time, so a client's wait for a busy server counts; elsewhere autocannon with ${connections} connections), the service in its own, Redis on the same machine — all sharing the cores.`,
  "",
  "| run | requests/s | p50 ms | p99 ms | max ms | errors | requests | load average (1 min) |",
  "|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.max ?? "–"} | ${r.errors} | ${r.total} | ${r.load.toFixed(2)} |`,
  ),
  "",
  ...(engineMs === undefined
    ? []
    : [
        `Engine alone (this process, one core, memory store): ${engineMs.toFixed(2)} ms per document, ${Math.round(1000 / engineMs)} documents/s.`,
        "",
      ]),
  ...targets.map(({ rate, arrivals, row: t }) => {
    const met = t.rps >= rate * 0.99 && t.p99 < 30 && t.errors === 0;
    return `Target at an offered ${rate} requests/s, ${arrivals === "even" ? "evenly spaced" : "Poisson arrivals"} (issue 11: 500, issue 22: 1 000), p99 under 30 ms on 2 KB documents with the Redis store — ${met ? "met" : "NOT met"} (served ${t.rps} requests/s, p99 ${t.p99} ms, max ${t.max} ms).`;
  }),
  "",
  `The other rows are at saturation (autocannon, ${connections} connections, no rate limit), where p99 is mostly queueing.`,
  "",
].join("\n");
if (process.env.BENCH_WRITE !== "0")
  writeFileSync(benchResultsFile("redaction-service", { date: new Date(date) }), report);
console.log(report);
process.exit(0);
