/**
 * Redaction service load benchmark (issue 11): POST /v1/redact with 2 KB documents against the
 * service in its own process, pipeline on worker threads, placeholders in Redis. Compares, in the
 * same run: the store (Redis, SQLite), the audit log (file, Redis stream), one thread against two,
 * and the engine alone in this process (the pipeline's own cost per document).
 * Writes bench/results/redaction-service-<date>.md.
 *
 * BENCH_DURATION_S (default 10) per run; BENCH_CONNECTIONS (default 16); REDIS_URL (default
 * redis://127.0.0.1:6379).
 */
import { execSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { createRedactor } from "@platform/redaction-engine";
import { benchResultsFile, openLoopLoad, startChild, stopChildren } from "@platform/service-kit/bench";
import autocannon from "autocannon";
import { Redis } from "ioredis";

const duration = Number(process.env.BENCH_DURATION_S ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const KEY = "bench-key-0123456789abcdef";
const SECRET = "bench-secret-0123456789";

/** Seeded documents of about 2 KB: support tickets, chat and notes with names, contacts and ids. */
function documents(count: number): string[] {
  let state = 20261122;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const first = [
    "Alice",
    "Bruno",
    "Chen",
    "Divya",
    "Emeka",
    "Fatima",
    "George",
    "Hana",
    "Ivan",
    "Julia",
    "Kofi",
    "Lena",
  ];
  const last = [
    "Johnson",
    "Silva",
    "Wang",
    "Patel",
    "Okafor",
    "Haddad",
    "Miller",
    "Sato",
    "Petrov",
    "Novak",
    "Mensah",
  ];
  const orgs = [
    "Northwind Bank",
    "Acme Corp",
    "Globex Ltd.",
    "Initech Inc.",
    "Umbrella Health",
    "Stark Industries",
  ];
  const filler = [
    "The customer reported that the statement did not match the transactions shown in the mobile app.",
    "We reviewed the account history and found two pending authorisations that had not been reversed.",
    "Please confirm the delivery address before the replacement card is dispatched next week.",
    "The agent escalated the case to the disputes team with the notes below attached for reference.",
    "No further action is needed from the customer at this stage; we will follow up by email.",
    "Version 2.4.1 of the app shows the balance correctly after the cache is cleared on the device.",
  ];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const parts: string[] = [];
    while (parts.join(" ").length < 1900) {
      const name = `${pick(first)} ${pick(last)}`;
      const email = `${name.toLowerCase().replace(" ", ".")}${Math.floor(next() * 90)}@example.com`;
      parts.push(
        pick([
          `Dr. ${name} from ${pick(orgs)} wrote in about the charge.`,
          `Contact: ${email}, +1 415 555 ${String(1000 + Math.floor(next() * 8999))}.`,
          `Card 4111 1111 1111 1111 was used from 10.${Math.floor(next() * 255)}.4.${Math.floor(next() * 255)}.`,
          `Refund to IBAN GB82 WEST 1234 5698 7654 32 for Mr. ${name}.`,
          pick(filler),
          pick(filler),
        ]),
      );
    }
    out.push(parts.join(" ").slice(0, 2048));
  }
  return out;
}

const docs = documents(500);
const bodies = docs.map((text) => JSON.stringify({ text }));
const meanBytes = Math.round(docs.reduce((n, d) => n + Buffer.byteLength(d), 0) / docs.length);

interface Row {
  title: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
}

let port = 8700 + Math.floor(Math.random() * 100);
/** One service process under `env`; `rate` fixes the offered load (requests/s), else saturation. */
async function run(title: string, env: Record<string, string>, rate?: number): Promise<Row> {
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
  if (rate) {
    // A fixed offered load, evenly spaced (see openLoopLoad on why not autocannon's overallRate),
    // after 3 s at that rate to warm the path it takes (its own sockets, steady state).
    await openLoopLoad({ url, rate, durationSeconds: 3, next: request });
    const r = await openLoopLoad({ url, rate, durationSeconds: duration, next: request });
    row = { title, rps: r.rate, p50: r.p50, p99: r.p99, errors: r.errors, total: r.sent };
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
    };
  }
  stopChildren();
  await new Promise((resolve) => setTimeout(resolve, 500));
  return row;
}

const redis = new Redis(redisUrl);
const prefix = () => `bench-redact-${Date.now()}:`;
const rows: Row[] = [];
const target = await run(
  "2 workers, Redis store, audit file, offered 500 requests/s",
  { REDACT_WORKERS: "2", REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix() },
  500,
);
rows.push(target);
rows.push(
  await run("2 workers, Redis store, audit file", {
    REDACT_WORKERS: "2",
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix(),
  }),
);
rows.push(
  await run("2 workers, Redis store, audit Redis stream", {
    REDACT_WORKERS: "2",
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix(),
    REDACT_AUDIT_LOG: "redis",
  }),
);
rows.push(await run("2 workers, SQLite store, audit file", { REDACT_WORKERS: "2" }));
rows.push(
  await run("1 worker, Redis store, audit file", {
    REDACT_WORKERS: "1",
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix(),
  }),
);
rows.push(
  await run("no worker (main thread), Redis store, audit file", {
    REDACT_WORKERS: "0",
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix(),
  }),
);
for (const key of await redis.keys("bench-redact-*")) await redis.del(key);
await redis.quit();

// The pipeline alone, in this process, on one core: its cost per document, for comparison.
const redactor = createRedactor({ secret: SECRET });
for (const doc of docs.slice(0, 100)) await redactor.redact(doc);
const started = performance.now();
for (let round = 0; round < 4; round++) for (const doc of docs) await redactor.redact(doc);
const engineMs = (performance.now() - started) / (docs.length * 4);

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
  `- load: ${docs.length} seeded documents, mean ${meanBytes} bytes, each with names, organisations, emails, phones, a card, an IBAN and IPv4s; the load generator in this process (at 500/s an open loop: evenly spaced requests, latency from each request's scheduled time; elsewhere autocannon with ${connections} connections), the service in its own, Redis on the same machine — all sharing the cores.`,
  "",
  "| run | requests/s | p50 ms | p99 ms | errors | requests |",
  "|---|---|---|---|---|---|",
  ...rows.map((r) => `| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.total} |`),
  "",
  `Engine alone (this process, one core, memory store): ${engineMs.toFixed(2)} ms per document, ${Math.round(1000 / engineMs)} documents/s.`,
  "",
  `Target (issue 11): at least 500 requests/s with p99 under 30 ms on 2 KB documents with the Redis store — ${target.rps >= 495 && target.p99 < 30 && target.errors === 0 ? "met" : "NOT met"} (offered 500/s: served ${target.rps} requests/s, p99 ${target.p99} ms). The other rows are at saturation (autocannon, ${connections} connections, no rate limit), where p99 is mostly queueing.`,
  "",
].join("\n");
writeFileSync(benchResultsFile("redaction-service", { date: new Date(date) }), report);
console.log(report);
process.exit(0);
