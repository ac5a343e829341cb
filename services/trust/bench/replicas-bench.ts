/**
 * Two trust replicas on one Redis against one process, in the same run: cached GET /score throughput
 * (summed over both replicas) and GET /underwrite latency with the exposure reservation (the JSON
 * file in one process, the Lua script in Redis). Rate limiting is on in every run (a limit no run
 * reaches), so each request also pays for its rate-limit count. Needs Redis: BENCH_REDIS_URL, else
 * TEST_REDIS_URL, else redis://127.0.0.1:6379. Writes bench/results/trust-replicas-<date>.md.
 *
 * BENCH_DURATION_S (default 10) per run.
 */
import { execSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { benchResultsFile, startChild, stopChildren } from "@platform/service-kit/bench";
import autocannon from "autocannon";
import { Redis } from "ioredis";

const duration = Number(process.env.BENCH_DURATION_S ?? 10);
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `bench-trust-${randomUUID().slice(0, 8)}:`;
const here = (p: string) => new URL(p, import.meta.url).pathname;
const loadBefore = loadavg();

const devnet = await startChild(
  here("../../../packages/algorand-devnet/bench/devnet-process.ts"),
  { DEVNET_WALLETS: "10000" },
  "json",
);
const basePort = 3950 + Math.floor(Math.random() * 40);
const run = `/tmp/trust-replicas-bench/${Date.now()}`;
const common = {
  HOST: "127.0.0.1",
  ALGOD_URL: devnet.algodUrl,
  INDEXER_URL: devnet.indexerUrl,
  ALGO_NETWORK: "devnet",
  X402_NETWORK: "algorand-devnet",
  REGISTRY_APP_ID: String(devnet.accounts.apps.registry),
  REPUTATION_APP_ID: String(devnet.accounts.apps.reputation),
  USDC_ASSET_ID: String(devnet.accounts.assets.usdc),
  LOAD_TEST_MODE: "0",
  RATE_LIMIT_MAX: "1000000000",
  // Caps no run reaches, so every approved /underwrite really reserves.
  MAX_SYSTEM_EXPOSURE_USDC: "1000000000000",
  MAX_WALLET_EXPOSURE_USDC: "1000000000000",
  LOG_LEVEL: "info",
};
const start = (port: number, env: Record<string, string>) =>
  startChild(here("../src/main.ts"), { ...common, PORT: String(port), ...env }, /trust service ready/).then(
    () => `http://127.0.0.1:${port}`,
  );
const single = await start(basePort, {
  RATE_LIMIT_PERSISTENCE_PATH: `${run}/rate-limit.json`,
  EXPOSURE_PERSISTENCE_PATH: `${run}/exposure.json`,
  WEBHOOKS_PERSISTENCE_PATH: `${run}/webhooks.json`,
});
const redisEnv = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
const replicas = await Promise.all([start(basePort + 1, redisEnv), start(basePort + 2, redisEnv)]);

const roles = devnet.accounts.roles as Record<string, string[]>;
const merchant = roles.established![0]!;
const underwritten = [...roles.reputable!, ...roles.established!];
// Warm every cache the runs read (response cache, chain facts) on every target.
for (const base of [single, ...replicas]) {
  await fetch(`${base}/score?wallet=${merchant}`);
  for (const w of underwritten) await fetch(`${base}/underwrite?wallet=${w}`);
}

interface Row {
  title: string;
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  errors: number;
}

function load(base: string, connections: number, paths: () => string): Promise<autocannon.Result> {
  return autocannon({
    url: base,
    connections,
    duration,
    requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: paths() }) }],
  });
}

function row(title: string, results: autocannon.Result[]): Row {
  return {
    title,
    rps: Math.round(results.reduce((s, r) => s + r.requests.average, 0)),
    // Two replicas: the worse of the two percentiles (autocannon gives no merged histogram).
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p975: Math.max(...results.map((r) => r.latency.p97_5)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((s, r) => s + r.errors + r.non2xx + r.timeouts, 0),
  };
}

const score = () => `/score?wallet=${merchant}`;
let u = 0;
const underwrite = () => `/underwrite?wallet=${underwritten[u++ % underwritten.length]}`;
const rows: Row[] = [];
rows.push(row("cached GET /score — one process (32 connections)", [await load(single, 32, score)]));
rows.push(
  row(
    "cached GET /score — two replicas on Redis, summed (16 connections each)",
    await Promise.all(replicas.map((base) => load(base, 16, score))),
  ),
);
rows.push(
  row("GET /underwrite — one process, file reservation (8 connections)", [await load(single, 8, underwrite)]),
);
rows.push(
  row(
    "GET /underwrite — two replicas, Redis Lua reservation (4 connections each)",
    await Promise.all(replicas.map((base) => load(base, 4, underwrite))),
  ),
);

const redis = new Redis(redisUrl);
const reserved = Number(await redis.get(`${prefix}exposure:total`)) / 1_000_000;
let cursor = "0";
do {
  const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
  if (keys.length > 0) await redis.del(...keys);
  cursor = next;
} while (cursor !== "0");
redis.disconnect();
stopChildren();

const loadAfter = loadavg();
const commit = (() => {
  try {
    return execSync("git rev-parse --short HEAD").toString().trim();
  } catch {
    return "uncommitted";
  }
})();
const date = new Date().toISOString();
const fmt = (l: number[]) => l.map((v) => v.toFixed(2)).join(" / ");
const report = [
  `# Trust service on two replicas and Redis — ${date.slice(0, 10)}`,
  "",
  `- date: ${date}`,
  `- commit: ${commit} (with the uncommitted working tree of the run)`,
  `- machine: ${cpus().length} × ${cpus()[0]?.model ?? "unknown"}, Node ${process.version}; Redis at ${redisUrl.replace(/\/\/[^@]*@/, "//")}`,
  `- load average (1/5/15 min) before: ${fmt(loadBefore)}, after: ${fmt(loadAfter)} — the machine is shared with other engineers' work, so absolute numbers move from run to run`,
  `- command: \`npm run bench -w @platform/trust-service\` (third script; BENCH_DURATION_S=${duration})`,
  "- setup: devnet (10 000 wallets), one trust process (JSON files), two trust replicas (REDIS_URL), Redis and autocannon, all on the same cores. Rate limiting on in every process (limit never reached), so every request also counts its window (a Map in one process, INCR + PEXPIRE in Redis). Caches warmed first; /underwrite rotates over the approved devnet wallets with caps no run reaches, so every call reserves.",
  "",
  "| run | requests/s | p50 ms | p97.5 ms (≥ p95) | p99 ms | errors |",
  "|---|---|---|---|---|---|",
  ...rows.map((r) => `| ${r.title} | ${r.rps} | ${r.p50} | ${r.p975} | ${r.p99} | ${r.errors} |`),
  "",
  `Two replicas serve **${Math.round((rows[1]!.rps / rows[0]!.rps) * 100)}%** of the one process's cached /score rate; /underwrite p99 is ${rows[3]!.p99} ms on Redis against ${rows[2]!.p99} ms in one process. Replica latencies are the worse of the two replicas' percentiles. ${reserved.toFixed(2)} USDC were reserved in Redis during the replica run.`,
  "",
].join("\n");
writeFileSync(benchResultsFile("trust-replicas", { date: new Date(date) }), report);
console.log(report);
process.exit(0);
