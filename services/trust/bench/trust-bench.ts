/**
 * Trust service load benchmark. Starts the devnet (100 000 wallets), the trust service and a bare
 * Fastify server as separate processes, then drives them with autocannon from this process.
 * Writes bench/results/trust-<date>.md at the repository root.
 *
 * BENCH_DURATION_S (default 10) per run; BENCH_STRICT_S (default 60) for the strict-profile run.
 */
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { benchResultsFile, startChild, stopChildren } from "@platform/service-kit";
import autocannon from "autocannon";

const duration = Number(process.env.BENCH_DURATION_S ?? 10);
const strictSeconds = Number(process.env.BENCH_STRICT_S ?? 60);
const here = (p: string) => new URL(p, import.meta.url).pathname;
const devnet = await startChild(
  here("../../../packages/algorand-devnet/bench/devnet-process.ts"),
  { DEVNET_WALLETS: "100000" },
  "json",
);
const port = 3900 + Math.floor(Math.random() * 50);
await startChild(
  here("../src/main.ts"),
  {
    PORT: String(port),
    HOST: "127.0.0.1",
    ALGOD_URL: devnet.algodUrl,
    INDEXER_URL: devnet.indexerUrl,
    ALGO_NETWORK: "devnet",
    X402_NETWORK: "algorand-devnet",
    REGISTRY_APP_ID: String(devnet.accounts.apps.registry),
    REPUTATION_APP_ID: String(devnet.accounts.apps.reputation),
    USDC_ASSET_ID: String(devnet.accounts.assets.usdc),
    LOAD_TEST_MODE: "1",
    LOG_LEVEL: "info",
    RATE_LIMIT_PERSISTENCE_PATH: "/tmp/trust-bench/rate-limit.json",
    EXPOSURE_PERSISTENCE_PATH: "/tmp/trust-bench/exposure.json",
  },
  /trust service ready/,
);
const base = `http://127.0.0.1:${port}`;
const roles = devnet.accounts.roles as Record<string, string[]>;
const merchant = roles.established![0]!;
const cachedBody = await (await fetch(`${base}/score?wallet=${merchant}`)).text();
const bare = await startChild(here("./bare-server.ts"), { BARE_BODY: cachedBody }, "json");

/** Population wallets for uncached runs: the devnet derives them from the seed, as it does. */
const { default: algosdk } = await import("algosdk");
const { createHash } = await import("node:crypto");
const populationWallet = (i: number) =>
  algosdk.encodeAddress(new Uint8Array(createHash("sha512-256").update(`devnet:wallet-${i}`).digest()));
/** Generated wallets with history (some have none and would answer 404), found through the indexer. */
async function walletsWithHistory(from: number, count: number): Promise<string[]> {
  const found: string[] = [];
  for (let i = from; found.length < count; i++) {
    const w = populationWallet(i);
    const page = (await (
      await fetch(`${devnet.indexerUrl}/v2/accounts/${w}/transactions?limit=1`)
    ).json()) as {
      transactions: unknown[];
    };
    if (page.transactions.length > 0) found.push(w);
  }
  return found;
}
const uncached = await walletsWithHistory(1000, 3000);
const passports = await walletsWithHistory(20_000, 2000);
const strictWallets = await walletsWithHistory(90_000, 500);

interface Row {
  title: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  total: number;
}

async function load(
  title: string,
  url: string,
  opts: { connections: number; seconds: number; paths?: () => string },
): Promise<Row> {
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.seconds,
    ...(opts.paths
      ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: opts.paths!() }) }] }
      : {}),
  });
  // autocannon reports p97.5, not p95: we report p97.5 as a conservative bound for p95.
  return {
    title,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    total: result.requests.total,
  };
}

let n = 0;
let m = 0;
const rows: Row[] = [];
rows.push(
  await load("cached GET /score (one wallet)", `${base}/score?wallet=${merchant}`, {
    connections: 32,
    seconds: duration,
  }),
);
rows.push(
  await load("bare Fastify route, same JSON", `${bare.url}/score`, { connections: 32, seconds: duration }),
);
rows.push(
  await load("uncached GET /score (a new wallet each request)", base, {
    connections: 4,
    seconds: duration,
    paths: () => `/score?wallet=${uncached[n++ % uncached.length]}`,
  }),
);
rows.push(
  await load("GET /passport (a new wallet each request)", base, {
    connections: 4,
    seconds: duration,
    paths: () => `/passport?wallet=${passports[m++ % passports.length]}`,
  }),
);
const agent = roles.agent![0]!;
rows.push(
  await load("GET /trust-graph (3-level sponsor tree)", `${base}/trust-graph?wallet=${agent}`, {
    connections: 4,
    seconds: duration,
  }),
);
let s = 0;
const strict = await load(`strict profile: GET /score over 500 wallets, ${strictSeconds} s`, base, {
  connections: 32,
  seconds: strictSeconds,
  paths: () => `/score?wallet=${strictWallets[s++ % strictWallets.length]}`,
});
rows.push(strict);
stopChildren();

const ratio = rows[0]!.rps / rows[1]!.rps;
const availability = strict.total === 0 ? 0 : (strict.total - strict.errors) / strict.total;
const commit = (() => {
  try {
    return execSync("git rev-parse --short HEAD").toString().trim();
  } catch {
    return "uncommitted";
  }
})();
const date = new Date().toISOString();
const report = [
  `# Trust service load — ${date.slice(0, 10)}`,
  "",
  `- date: ${date}`,
  `- commit: ${commit}`,
  `- machine: ${cpus().length} × ${cpus()[0]?.model ?? "unknown"}, Node ${process.version}`,
  `- command: \`npm run bench -w @platform/trust-service\` (BENCH_DURATION_S=${duration}, BENCH_STRICT_S=${strictSeconds})`,
  "- setup: devnet (100 000 wallets), trust service (LOAD_TEST_MODE=1) and a bare Fastify server each in their own process; autocannon in a fourth. All share the machine's cores.",
  "",
  "| run | requests/s | p50 ms | p97.5 ms (≥ p95) | p99 ms | errors |",
  "|---|---|---|---|---|---|",
  ...rows.map((r) => `| ${r.title} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`),
  "",
  `Cached /score keeps **${Math.round(ratio * 100)}%** of the bare route's rate (target: at least 40%).`,
  "",
  `Strict profile (targets: availability 99.9%, p95 < 500 ms, p99 < 1 500 ms, > 1 500 requests/s): availability ${(availability * 100).toFixed(3)}%, p97.5 ${strict.p95} ms (bounds p95), p99 ${strict.p99} ms, ${strict.rps} requests/s.`,
  "",
  "Targets from issue 3: cached /score ≥ 5 000 requests/s with p99 < 20 ms; uncached /score p95 < 100 ms; /passport p95 < 250 ms; /trust-graph p95 < 500 ms.",
  "",
].join("\n");
writeFileSync(benchResultsFile("trust", { date: new Date(date) }), report);
console.log(report);
process.exit(0);
