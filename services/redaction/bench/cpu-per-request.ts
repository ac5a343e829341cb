/**
 * CPU time the service spends per request, per thread (main thread: HTTP, auth, rate limit, audit,
 * hand-off; the pipeline threads: the engine and the store), for this build and optionally an older
 * copy of the repository, in alternating rounds. On a machine shared with other work, CPU time per
 * request says what a change saved where requests/s and latency mostly say how busy the machine was.
 * Reads /proc (Linux). Same load as redact-bench.ts: 2 KB documents, 2 workers, Redis store, audit file.
 *
 * Usage: node --conditions=source --import tsx bench/cpu-per-request.ts
 *   BASELINE_ROOT  a copy of the repository to compare with (its node_modules linking its own
 *                  workspace packages), e.g. one made with `git archive main packages services`
 *   ROUNDS (default 3), REQUESTS per round (default 3000), BENCH_CONNECTIONS (default 16),
 *   OPEN_RATE  offer this many requests/s as Poisson arrivals (an open loop, as at the latency
 *              target) instead of saturating the service with BENCH_CONNECTIONS connections,
 *   REDIS_URL (default redis://127.0.0.1:6379); keys under one prefix of this run, deleted at the end.
 * Also reports the Redis commands and the Redis server's CPU per request (INFO commandstats and INFO
 * cpu; other clients of that Redis are counted too, so both are upper bounds on a shared machine).
 * Redis runs on the same cores as the service, so its CPU is part of what a request costs.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { openLoopLoad, startChild, stopChildren } from "@platform/service-kit/bench";
import autocannon from "autocannon";
import { Redis } from "ioredis";
import { benchDocuments } from "./bench-documents.js";

const rounds = Number(process.env.ROUNDS ?? 3);
const requests = Number(process.env.REQUESTS ?? 3000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const openRate = process.env.OPEN_RATE ? Number(process.env.OPEN_RATE) : undefined;
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const KEY = "bench-key-0123456789abcdef";
const runPrefix = `bench-redact-cpu-${process.pid}-${Date.now()}:`;
const bodies = benchDocuments(500).map((text) => JSON.stringify({ text }));
const TICK_MS = 1000 / 100; // USER_HZ: /proc counts CPU time in 1/100 s.

const builds = [
  { name: "current", main: new URL("../src/main.ts", import.meta.url).pathname },
  ...(process.env.BASELINE_ROOT
    ? [{ name: "baseline", main: join(process.env.BASELINE_ROOT, "services/redaction/src/main.ts") }]
    : []),
];

/** CPU ms of each thread of `pid`, the main thread first (its id is the process id). */
function threadCpuMs(pid: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)
    .map(Number)
    .sort((a, b) => a - b)) {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    out.set(tid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
  }
  return out;
}

/** CPU ms the Redis server has used so far, all clients (INFO cpu). */
async function redisCpuMs(redis: Redis): Promise<number> {
  const info = await redis.info("cpu");
  const field = (name: string) => Number(new RegExp(`^${name}:([\\d.]+)`, "m").exec(info)?.[1] ?? 0);
  return (field("used_cpu_user") + field("used_cpu_sys")) * 1000;
}

/** Redis commands run so far, all clients (INFO commandstats). */
async function redisCalls(redis: Redis): Promise<number> {
  const info = await redis.info("commandstats");
  return [...info.matchAll(/calls=(\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);
}

async function load(url: string, amount: number) {
  let n = 0;
  if (openRate) {
    const r = await openLoopLoad({
      url,
      rate: openRate,
      arrivals: "poisson",
      durationSeconds: amount / openRate,
      next: () => ({
        method: "POST",
        path: "/v1/redact",
        headers: { "content-type": "application/json", "x-api-key": KEY },
        body: bodies[n++ % bodies.length]!,
      }),
    });
    return { failed: r.errors, rps: r.rate };
  }
  const result = await autocannon({
    url,
    connections,
    amount,
    requests: [
      {
        setupRequest: (r) => ({
          ...r,
          method: "POST",
          path: "/v1/redact",
          headers: { "content-type": "application/json", "x-api-key": KEY },
          body: bodies[n++ % bodies.length]!,
        }),
      },
    ],
  });
  return {
    failed: result.errors + result.non2xx + result.timeouts,
    rps: Math.round(result.requests.average),
  };
}

let port = 8800 + Math.floor(Math.random() * 100);
const results = new Map<
  string,
  { main: number[]; workers: number[]; redis: number[]; redisCpu: number[]; rps: number[]; load: number[] }
>(builds.map((b) => [b.name, { main: [], workers: [], redis: [], redisCpu: [], rps: [], load: [] }]));
const stats = new Redis(redisUrl);
for (let round = 0; round < rounds; round++) {
  for (const build of round % 2 === 0 ? builds : [...builds].reverse()) {
    const url = `http://127.0.0.1:${++port}`;
    const ready = await startChild(
      build.main,
      {
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "info",
        REDACT_API_KEYS: KEY,
        REDACT_SECRET: "bench-secret-0123456789",
        REDACT_RATE_PER_SEC: "1000000",
        REDACT_RATE_BURST: "1000000",
        REDACT_WORKERS: "2",
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: `${runPrefix}${build.name}-${round}:`,
        REDACT_AUDIT_LOG: join(mkdtempSync(join(tmpdir(), "redact-cpu-")), "audit.jsonl"),
      },
      /redaction service ready/,
    );
    const pid = (JSON.parse(ready) as { pid: number }).pid;
    await load(url, 1500); // warm-up: JIT, connections, the first placeholder of every entity
    const callsBefore = await redisCalls(stats);
    const redisCpuBefore = await redisCpuMs(stats);
    const before = threadCpuMs(pid);
    const result = await load(url, requests);
    const after = threadCpuMs(pid);
    const redisCpu = (await redisCpuMs(stats)) - redisCpuBefore;
    const calls = (await redisCalls(stats)) - callsBefore - 1;
    if (result.failed > 0) throw new Error(`${build.name}: ${result.failed} failed requests`);
    let workers = 0;
    for (const [tid, ms] of after) if (tid !== pid) workers += ms - (before.get(tid) ?? 0);
    const r = results.get(build.name)!;
    r.main.push((after.get(pid)! - before.get(pid)!) / requests);
    r.workers.push(workers / requests);
    r.redis.push(calls / requests);
    r.redisCpu.push(redisCpu / requests);
    r.rps.push(result.rps);
    r.load.push(loadavg()[0]!);
    stopChildren();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

await stats.quit();
const redis = new Redis(redisUrl);
for (let cursor = "0"; ; ) {
  const [next, keys] = await redis.scan(cursor, "MATCH", `${runPrefix}*`, "COUNT", 1000);
  if (keys.length > 0) await redis.del(...keys);
  if (next === "0") break;
  cursor = next;
}
await redis.quit();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const loadName = openRate ? `Poisson arrivals at ${openRate} requests/s` : `${connections} connections`;
console.log(
  `${rounds} alternating rounds of ${requests} requests (${loadName}), ${new Date().toISOString()}`,
);
console.log(
  "| build | main thread CPU ms/request | other threads CPU ms/request | Redis commands/request | Redis CPU ms/request | requests/s | load average |",
);
console.log("|---|---|---|---|---|---|---|");
const list = (xs: number[], digits: number) => xs.map((x) => x.toFixed(digits)).join(", ");
for (const [name, r] of results) {
  console.log(
    `| ${name} | ${median(r.main).toFixed(3)} (${list(r.main, 3)}) | ${median(r.workers).toFixed(3)} (${list(r.workers, 3)}) | ${median(r.redis).toFixed(2)} (${list(r.redis, 2)}) | ${median(r.redisCpu).toFixed(3)} (${list(r.redisCpu, 3)}) | ${r.rps.join(", ")} | ${list(r.load, 1)} |`,
  );
}
process.exit(0);
