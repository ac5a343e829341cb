/**
 * Paid GET /score, x402 v1 against v2 (issue 28): the same trust service (X402_FEE_PAYER set, so
 * both versions pay with a sponsored group: the payer's USDC transfer at fee 0 after the fee
 * payer's 0-payment) against an instant-round devnet in its own process. v1 pays with `X-PAYMENT`
 * (the devnet package's buildPaymentHeader), v2 with `PAYMENT-SIGNATURE` built by the SDK's own
 * client (@x402-avm/avm registered on @x402-avm/core's x402Client). Every request is verified and
 * settled, one real transfer each. Runs alternate v1, v2, v1, v2 at a fixed rate so both see the
 * same machine; latencies are read per response, so p95 is exact (not autocannon's p97.5).
 * Writes bench/results/trust-x402-<date>.md.
 *
 * BENCH_X402_REQUESTS (default 600 per run; payments are signed before each run and stay valid
 * 1000 rounds), BENCH_X402_RATE (default 100 requests/s), BENCH_X402_ROUNDS (default 2 per version).
 */
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { buildPaymentHeader } from "@platform/algorand-devnet";
import { benchResultsFile, startChild, stopChildren } from "@platform/service-kit/bench";
import { toClientAvmSigner } from "@x402-avm/avm";
import { registerExactAvmScheme } from "@x402-avm/avm/exact/client";
import { x402Client, x402HTTPClient } from "@x402-avm/core/client";
import algosdk from "algosdk";
import autocannon from "autocannon";

const requests = Number(process.env.BENCH_X402_REQUESTS ?? 600);
const rate = Number(process.env.BENCH_X402_RATE ?? 100);
const rounds = Number(process.env.BENCH_X402_ROUNDS ?? 2);
const here = (p: string) => new URL(p, import.meta.url).pathname;

const devnet = await startChild(
  here("../../../packages/algorand-devnet/bench/devnet-process.ts"),
  { DEVNET_WALLETS: "1000" },
  "json",
);
const roles = devnet.accounts.roles as Record<string, string[]>;
const mnemonics = devnet.accounts.mnemonics as Record<string, string>;
const port = 3990 + Math.floor(Math.random() * 9);
await startChild(
  here("../src/main.ts"),
  {
    HOST: "127.0.0.1",
    PORT: String(port),
    ALGOD_URL: devnet.algodUrl,
    INDEXER_URL: devnet.indexerUrl,
    ALGO_NETWORK: "devnet",
    X402_ENABLED: "true",
    X402_NETWORK: "algorand-devnet",
    X402_FACILITATOR_URL: devnet.facilitatorUrl,
    X402_PAYMENT_RECIPIENT: roles.established![5]!,
    X402_FEE_PAYER: roles.facilitator![0]!,
    REGISTRY_APP_ID: String(devnet.accounts.apps.registry),
    REPUTATION_APP_ID: String(devnet.accounts.apps.reputation),
    USDC_ASSET_ID: String(devnet.accounts.assets.usdc),
    RATE_LIMIT_PERSISTENCE_PATH: "/tmp/trust-x402-bench/rate-limit.json",
    EXPOSURE_PERSISTENCE_PATH: "/tmp/trust-x402-bench/exposure.json",
    WEBHOOKS_PERSISTENCE_PATH: "/tmp/trust-x402-bench/webhooks.json",
    LOAD_TEST_MODE: "1",
    LOG_LEVEL: "info",
  },
  /trust service ready/,
);

// One wallet, so the score itself is cached and the run measures the payment path.
const scoreUrl = `http://127.0.0.1:${port}/score?wallet=${roles.established![0]!}`;
const algodUrl = new URL(devnet.algodUrl);
const algod = new algosdk.Algodv2("", `http://${algodUrl.hostname}`, algodUrl.port);
const payers = roles.funded!.map((address) => mnemonics[address]!);
const clients = payers.map((mnemonic) => {
  const signer = toClientAvmSigner(Buffer.from(algosdk.mnemonicToSecretKey(mnemonic).sk).toString("base64"));
  return new x402HTTPClient(
    registerExactAvmScheme(new x402Client(), { signer, algodConfig: { algodUrl: devnet.algodUrl } }),
  );
});

type Version = "v1" | "v2";
/** Payment headers signed before a run (signing is not timed); each is spent once. */
async function signedPayments(version: Version, count: number): Promise<Record<string, string>[]> {
  const challenge = await fetch(scoreUrl);
  const body = (await challenge.json()) as { accepts: Parameters<typeof buildPaymentHeader>[2][] };
  const out: Record<string, string>[] = [];
  const log = console.log;
  console.log = () => {}; // the SDK's client logs every payment it creates
  try {
    for (let i = 0; i < count; i++) {
      if (version === "v1") {
        out.push({
          "x-payment": await buildPaymentHeader(algod, payers[i % payers.length]!, body.accepts[0]!),
        });
      } else {
        const http = clients[i % clients.length]!;
        const required = http.getPaymentRequiredResponse((name) => challenge.headers.get(name), body);
        out.push(
          http.encodePaymentSignatureHeader(await http.createPaymentPayload(required)) as Record<
            string,
            string
          >,
        );
      }
    }
  } finally {
    console.log = log;
  }
  return out;
}

interface Run {
  version: Version;
  latencies: number[];
  errors: number;
  rps: number;
}
async function paidRun(version: Version, count: number): Promise<Run> {
  const payments = await signedPayments(version, count);
  const latencies: number[] = [];
  let next = 0;
  const result = await autocannon({
    url: scoreUrl,
    connections: 4,
    amount: count,
    overallRate: rate,
    requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...payments[next++]! } }) }],
    setupClient: (client) => {
      client.on("response", (_status: number, _bytes: number, ms: number) => latencies.push(ms));
    },
  });
  return {
    version,
    latencies,
    errors: result.errors + result.non2xx + result.timeouts,
    rps: Math.round(result.requests.average),
  };
}

const loadBefore = loadavg()[0]!;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
await paidRun("v1", 200); // warm-up (JIT, connection pools), not reported
await paidRun("v2", 200);
const runs: Run[] = [];
for (let r = 0; r < rounds; r++)
  for (const version of ["v1", "v2"] as const) runs.push(await paidRun(version, requests));
stopChildren();

const stats = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  return {
    p50: f(quantile(sorted, 0.5)),
    p95: f(quantile(sorted, 0.95)),
    p99: f(quantile(sorted, 0.99)),
    n: sorted.length,
  };
};
const commit = (() => {
  try {
    return execSync("git rev-parse --short HEAD").toString().trim();
  } catch {
    return "uncommitted";
  }
})();
const date = new Date().toISOString();
const all = (v: Version) => runs.filter((r) => r.version === v).flatMap((r) => r.latencies);
const report = [
  `# Trust service paid GET /score, x402 v1 and v2 — ${date.slice(0, 10)}`,
  "",
  `- date: ${date}`,
  `- commit: ${commit}`,
  `- machine: ${cpus().length} × ${cpus()[0]?.model ?? "unknown"}, Node ${process.version}`,
  `- command: \`node --conditions=source --import tsx services/trust/bench/x402-bench.ts\` (part of \`npm run bench\`; BENCH_X402_REQUESTS=${requests}, BENCH_X402_RATE=${rate}, BENCH_X402_ROUNDS=${rounds})`,
  `- load average (1 min) at the start and end of the measured runs: ${loadBefore.toFixed(1)}, ${loadavg()[0]!.toFixed(1)} (on ${cpus().length} cores; above the core count, other work shared the machine)`,
  "- setup: devnet with instant rounds in its own process, one trust service process with X402_FEE_PAYER (both versions pay with a sponsored group), autocannon (4 connections, fixed rate) in this process; runs alternate v1, v2. Latency per response, in ms.",
  "",
  "| run | version | requests | requests/s | p50 | p95 | p99 | errors |",
  "|---|---|---|---|---|---|---|---|",
  ...runs.map((r, i) => {
    const s = stats(r.latencies);
    return `| ${i + 1} | ${r.version} | ${s.n} | ${r.rps} | ${s.p50} | ${s.p95} | ${s.p99} | ${r.errors} |`;
  }),
  ...(["v1", "v2"] as const).map((v) => {
    const s = stats(all(v));
    return `| all | ${v} | ${s.n} | | ${s.p50} | ${s.p95} | ${s.p99} | ${runs.filter((r) => r.version === v).reduce((n, r) => n + r.errors, 0)} |`;
  }),
  "",
].join("\n");
writeFileSync(benchResultsFile("trust-x402", { date: new Date(date) }), report);
console.log(report);
process.exit(0);
