/**
 * Trust service benchmark of the paths that pay and write (issue 4): a paid GET /score (x402 verify
 * and settle against the devnet's facilitator, a real signed USDC transfer per request) and
 * POST /reputation/record at a fixed 200 requests/s on an instant-round devnet (one application call
 * signed, submitted and confirmed per request). Writes bench/results/trust-writes-<date>.md.
 *
 * BENCH_PAID_REQUESTS (default 900 per paid run: payments are built before the run and stay valid
 * 1000 rounds), BENCH_PAID_RATE (default 100 requests/s for the latency run),
 * BENCH_RECORD_RATE (default 200), BENCH_RECORD_S (default 15).
 */
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { buildPaymentHeader } from "@platform/algorand-devnet";
import { benchResultsFile, startChild, stopChildren } from "@platform/service-kit/bench";
import algosdk from "algosdk";
import autocannon from "autocannon";

const paidRequests = Number(process.env.BENCH_PAID_REQUESTS ?? 900);
const paidRate = Number(process.env.BENCH_PAID_RATE ?? 100);
const recordRate = Number(process.env.BENCH_RECORD_RATE ?? 200);
const recordSeconds = Number(process.env.BENCH_RECORD_S ?? 15);
const here = (p: string) => new URL(p, import.meta.url).pathname;

const devnet = await startChild(
  here("../../../packages/algorand-devnet/bench/devnet-process.ts"),
  { DEVNET_WALLETS: "1000" },
  "json",
);
const roles = devnet.accounts.roles as Record<string, string[]>;
const mnemonics = devnet.accounts.mnemonics as Record<string, string>;
const chainEnv = {
  HOST: "127.0.0.1",
  ALGOD_URL: devnet.algodUrl,
  INDEXER_URL: devnet.indexerUrl,
  ALGO_NETWORK: "devnet",
  X402_NETWORK: "algorand-devnet",
  X402_FACILITATOR_URL: devnet.facilitatorUrl,
  REGISTRY_APP_ID: String(devnet.accounts.apps.registry),
  REPUTATION_APP_ID: String(devnet.accounts.apps.reputation),
  USDC_ASSET_ID: String(devnet.accounts.assets.usdc),
  OPERATOR_MNEMONIC: mnemonics[roles.operator![0]!]!,
  LOAD_TEST_MODE: "1",
  LOG_LEVEL: "info",
};
const port = 3950 + Math.floor(Math.random() * 40);
async function trust(portOffset: number, dir: string, env: Record<string, string>) {
  await startChild(
    here("../src/main.ts"),
    {
      ...chainEnv,
      PORT: String(port + portOffset),
      RATE_LIMIT_PERSISTENCE_PATH: `/tmp/trust-write-bench/${dir}/rate-limit.json`,
      EXPOSURE_PERSISTENCE_PATH: `/tmp/trust-write-bench/${dir}/exposure.json`,
      WEBHOOKS_PERSISTENCE_PATH: `/tmp/trust-write-bench/${dir}/webhooks.json`,
      ...env,
    },
    /trust service ready/,
  );
  return `http://127.0.0.1:${port + portOffset}`;
}
const paid = await trust(0, "paid", { X402_ENABLED: "true", X402_PAYMENT_RECIPIENT: roles.established![5]! });
const writes = await trust(1, "writes", {});

interface Row {
  title: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  total: number;
}
function row(title: string, result: autocannon.Result): Row {
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

// Paid GET /score: one wallet (so the score itself is cached) and one fresh payment per request.
const wallet = roles.established![0]!;
const scoreUrl = `${paid}/score?wallet=${wallet}`;
const challenge = (await (await fetch(scoreUrl)).json()) as {
  accepts: Parameters<typeof buildPaymentHeader>[2][];
};
const requirements = challenge.accepts[0]!;
const algodUrl = new URL(devnet.algodUrl);
const algod = new algosdk.Algodv2("", `http://${algodUrl.hostname}`, algodUrl.port);
const payers = roles.funded!.map((address) => mnemonics[address]!);
/** Payments are signed before a run (so signing is not timed) and each is spent once. */
async function signedPayments(count: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < count; i++)
    out.push(await buildPaymentHeader(algod, payers[i % payers.length]!, requirements));
  return out;
}
async function paidRun(connections: number, overallRate?: number, count = paidRequests) {
  const payments = await signedPayments(count);
  let next = 0;
  return autocannon({
    url: scoreUrl,
    connections,
    amount: count,
    ...(overallRate ? { overallRate } : {}),
    requests: [
      {
        setupRequest: (req: autocannon.Request) => ({
          ...req,
          headers: { ...req.headers, "x-payment": payments[next++]! },
        }),
      },
    ],
  });
}
await paidRun(4, undefined, 200); // warm-up (JIT, connection pools), not reported
const rows: Row[] = [];
rows.push(
  row(
    "GET /score without payment gate (cached score, for comparison)",
    await autocannon({ url: `${writes}/score?wallet=${wallet}`, connections: 8, amount: paidRequests }),
  ),
);
rows.push(
  row(
    `paid GET /score at ${paidRate} requests/s (verify + settle, a signed USDC transfer each)`,
    await paidRun(4, paidRate),
  ),
);
rows.push(row("paid GET /score, 8 connections as fast as it goes (saturation)", await paidRun(8)));

// POST /reputation/record at a fixed rate, each a distinct event (distinct idempotency key and
// amount, so neither the idempotency cache nor the one-hour duplicate rule short-circuits it).
const customers = roles.customer!;
let nextEvent = 0;
const recordResult = await autocannon({
  url: `${writes}/reputation/record`,
  method: "POST",
  connections: 20,
  overallRate: recordRate,
  duration: recordSeconds,
  requests: [
    {
      setupRequest: (req: autocannon.Request) => {
        const i = nextEvent++;
        return {
          ...req,
          headers: {
            ...req.headers,
            "content-type": "application/json",
            "idempotency-key": `bench-record-${Date.now()}-${i}`,
          },
          body: JSON.stringify({
            wallet: customers[i % customers.length],
            eventType: "payment",
            amount: 1 + i / 1_000_000,
          }),
        };
      },
    },
  ],
});
rows.push(row(`POST /reputation/record at ${recordRate} requests/s, ${recordSeconds} s`, recordResult));
const status = (await (await fetch(`${devnet.algodUrl}/v2/status`)).json()) as { "last-round": number };
stopChildren();

const commit = (() => {
  try {
    return execSync("git rev-parse --short HEAD").toString().trim();
  } catch {
    return "uncommitted";
  }
})();
const date = new Date().toISOString();
const paidRow = rows[1]!;
const recordRow = rows[3]!;
const report = [
  `# Trust service payments and writes — ${date.slice(0, 10)}`,
  "",
  `- date: ${date}`,
  `- commit: ${commit}`,
  `- machine: ${cpus().length} × ${cpus()[0]?.model ?? "unknown"}, Node ${process.version}`,
  `- command: \`node --conditions=source --import tsx services/trust/bench/write-bench.ts\` (part of \`npm run bench\`; BENCH_PAID_REQUESTS=${paidRequests}, BENCH_PAID_RATE=${paidRate}, BENCH_RECORD_RATE=${recordRate}, BENCH_RECORD_S=${recordSeconds})`,
  "- setup: devnet with instant rounds (every submission is its own round), two trust service processes (one with X402_ENABLED, one without) and autocannon in this process, all on the machine's cores.",
  "",
  "| run | requests | requests/s | p50 ms | p97.5 ms (≥ p95) | p99 ms | errors |",
  "|---|---|---|---|---|---|---|",
  ...rows.map((r) => `| ${r.title} | ${r.total} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`),
  "",
  `Paid /score at ${paidRate} requests/s: p97.5 ${paidRow.p95} ms against a target of p95 < 50 ms — ${paidRow.p95 < 50 ? "met" : "NOT met"}; ${paidRow.errors} errors in ${paidRow.total} paid calls.`,
  `POST /reputation/record: ${recordRow.total} events at ${recordRow.rps} requests/s with ${recordRow.errors} errors — target 200 requests/s without an error ${recordRow.errors === 0 && recordRow.rps >= 195 ? "met" : "NOT met"}. The devnet ended at round ${status["last-round"]}.`,
  "",
].join("\n");
writeFileSync(benchResultsFile("trust-writes", { date: new Date(date) }), report);
console.log(report);
process.exit(0);
