/**
 * Devnet scale and latency: start-up with DEVNET_WALLETS wallets (default 100 000), then autocannon
 * on algod account look-ups and indexer transaction look-ups across many wallets.
 * Writes bench/results/devnet-<date>.md at the repository root.
 */
import { execSync, spawn } from "node:child_process";
import { once } from "node:events";
import { writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { createInterface } from "node:readline";
import { benchResultsFile } from "@platform/service-kit/bench";
import autocannon from "autocannon";

const wallets = Number(process.env.DEVNET_WALLETS ?? 100_000);
const duration = Number(process.env.BENCH_DURATION_S ?? 10);

const child = spawn(
  process.execPath,
  ["--conditions=source", "--import", "tsx", new URL("./devnet-process.ts", import.meta.url).pathname],
  {
    env: { ...process.env, DEVNET_WALLETS: String(wallets) },
    stdio: ["ignore", "pipe", "inherit"],
  },
);
const [line] = (await once(createInterface({ input: child.stdout! }), "line")) as [string];
const devnet = JSON.parse(line) as {
  algodUrl: string;
  indexerUrl: string;
  startupMs: number;
  accounts: { roles: Record<string, string[]> };
};
const startupMs = devnet.startupMs;

const population = devnet.accounts.roles.population!;
const targets = [...population, ...devnet.accounts.roles.established!, ...devnet.accounts.roles.sybilRing!];

async function run(title: string, base: string, path: (address: string) => string) {
  let i = 0;
  const result = await autocannon({
    url: base,
    connections: 4,
    duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: path(targets[i++ % targets.length]!) }) }],
  });
  return {
    title,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const rows = [
  await run("algod GET /v2/accounts/{addr}", devnet.algodUrl, (a) => `/v2/accounts/${a}`),
  await run("indexer GET /v2/accounts/{addr}", devnet.indexerUrl, (a) => `/v2/accounts/${a}`),
  await run(
    "indexer GET /v2/accounts/{addr}/transactions?limit=100",
    devnet.indexerUrl,
    (a) => `/v2/accounts/${a}/transactions?limit=100`,
  ),
];
child.kill("SIGTERM");

const commit = (() => {
  try {
    return execSync("git rev-parse --short HEAD").toString().trim();
  } catch {
    return "uncommitted";
  }
})();
const date = new Date().toISOString();
const report = [
  `# Algorand devnet look-ups — ${date.slice(0, 10)}`,
  "",
  `- date: ${date}`,
  `- commit: ${commit}`,
  `- machine: ${cpus().length} × ${cpus()[0]?.model ?? "unknown"}, Node ${process.version}`,
  `- command: \`npm run bench -w @platform/algorand-devnet\` (DEVNET_WALLETS=${wallets}, ${duration} s per run, 4 connections, autocannon in a separate process from the devnet)`,
  "",
  `Start-up with ${wallets} wallets: **${startupMs} ms** (target: under 30 000 ms).`,
  "",
  "| look-up | requests/s | p50 ms | p99 ms | errors |",
  "|---|---|---|---|---|",
  ...rows.map((r) => `| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`),
  "",
  "Target: p99 under 5 ms. The load generator and the devnet share the machine's two cores.",
  "",
].join("\n");
const file = benchResultsFile("devnet", { date: new Date(date) });
writeFileSync(file, report);
console.log(report);
