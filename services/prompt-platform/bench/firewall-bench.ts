/**
 * Firewall sidecar benchmark (docs/prompt-firewall.md, "Measurements"):
 *  1. precision and recall of the scanner on the labelled set (eval/firewall-prompts.ts);
 *  2. the scanner alone on a 2 KB prompt, and the `redact` action's masking (PiiMasker, the redaction
 *     engine) alone on the same prompt without and with PII;
 *  3. the sidecar's added latency for a 2 KB prompt: POST /v1/chat/completions to the simulator
 *     behind a bare listener, directly and through the sidecar (authentication, scan, policy, audit
 *     frame, then forwarding), requests alternating between the two, one at a time, in one run; the
 *     simulator, the platform with its sidecar and this client each in their own process; once with
 *     an instant simulator and once with one that takes 20 ms (as a model would). A bare pass-through
 *     proxy (bench/pass-through-proxy.ts) runs alongside as the reference cost of any extra hop, and
 *     the sidecar's own time per request (its Server-Timing header: total minus upstream) is reported
 *     beside the end-to-end difference.
 * Prints Markdown. `npm run bench:firewall -w @platform/prompt-platform`
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; "skip": PGlite only),
 * BENCH_REQUESTS (2000 per side, instant upstream), BENCH_SLOW_REQUESTS (1500 per side, 20 ms
 * upstream; a p99 needs enough samples: of 500 it is the fifth-worst request), BENCH_WARMUP (300 per
 * side), BENCH_MASKS (1000 maskings per prompt).
 */
import { loadavg } from "node:os";
import { startChild, stopChildren } from "@platform/service-kit/bench";
import { evaluate, type Score } from "../eval/firewall-evaluation.js";
import { FIREWALL_PROMPTS } from "../eval/firewall-prompts.js";
import { PostgresDatabase } from "../src/db/postgres-database.js";
import { PiiMasker } from "../src/firewall/masking/pii-masker.js";
import { CATEGORIES } from "../src/firewall/scanner/finding.js";
import { Scanner } from "../src/firewall/scanner/scanner.js";
import { ownerKey } from "./execution-load.js";

const pgUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const requests = Number(process.env.BENCH_REQUESTS ?? 2000);
const slowRequests = Number(process.env.BENCH_SLOW_REQUESTS ?? 1500);
const warmup = Number(process.env.BENCH_WARMUP ?? 300);
const masks = Number(process.env.BENCH_MASKS ?? 1000);

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

/** What the `redact` action adds per request: the engine over the texts (detection and placeholders). */
async function maskerAlone() {
  const masker = new PiiMasker(() => "bench-secret-0123456789abcdef");
  const withPii =
    `Please write to Maria Lopez at maria.lopez@gmail.com or call +1 415 555 0134. ${PROMPT_2KB}`.slice(
      0,
      2048,
    );
  console.log(
    `## Masking alone (the redact action), 2 KB prompt (${masks} maskings each)\n\n| prompt | p50 ms | p99 ms | max ms |\n|---|---|---|---|`,
  );
  for (const [label, text] of [
    ["no PII", PROMPT_2KB],
    ["a name, an e-mail, a phone", withPii],
  ] as const) {
    const targets = [{ path: "/messages/1/content", text }];
    for (let i = 0; i < Math.min(100, masks); i++) await masker.mask("org_bench", targets);
    const times: number[] = [];
    for (let i = 0; i < masks; i++) {
      const t = performance.now();
      await masker.mask("org_bench", targets);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(
      `| ${label} | ${ms(quantile(times, 0.5))} | ${ms(quantile(times, 0.99))} | ${ms(times.at(-1)!)} |`,
    );
  }
  console.log("");
}

const here = (p: string) => new URL(p, import.meta.url).pathname;

/** One sidecar request's Server-Timing parts (ms), and its whole round trip seen by the client. */
interface SidecarParts {
  scan: number;
  audit: number;
  upstream: number;
  total: number;
  /** The round trip less the sidecar's total: the hops to and from the sidecar, and the client. */
  outside: number;
}
const PART_NAMES = ["scan", "audit", "upstream", "total", "outside"] as const;
/** Per row of the latency table: its label and the parts of each of its sidecar requests. */
const partsByRow: { label: string; parts: SidecarParts[] }[] = [];

/**
 * One request's round trip in ms. `parts`, when given, receives every part of the sidecar's
 * Server-Timing header and the rest of the round trip.
 */
async function time(url: string, key?: string, parts?: SidecarParts[]): Promise<number> {
  const t = performance.now();
  const res = await fetch(`${url}/v1/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: BODY,
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`status ${res.status}`);
  const elapsed = performance.now() - t;
  if (parts) {
    const dur = (name: string) =>
      Number(res.headers.get("server-timing")?.match(new RegExp(`${name};dur=([\\d.]+)`))?.[1]);
    parts.push({
      scan: dur("scan"),
      audit: dur("audit"),
      upstream: dur("upstream"),
      total: dur("total"),
      outside: elapsed - dur("total"),
    });
  }
  return elapsed;
}

/**
 * Every party in its own process, as deployed: the simulator behind a bare listener (the upstream),
 * the platform (`src/main.ts`) with its sidecar forwarding to that upstream, and this process as the
 * client. Requests alternate between the upstream directly and the same upstream through the
 * sidecar, one at a time; each process's garbage collection lands only on its own work.
 */
async function latency(label: string, databaseUrl: string, upstreamMs = 0, n = requests) {
  const { url: direct } = (await startChild(
    here("./direct-simulator.ts"),
    { SIM_LATENCY_MS: String(upstreamMs) },
    "json",
  )) as {
    url: string;
  };
  const port = 18_900 + Math.floor(Math.random() * 90) * 2;
  await startChild(
    here("../src/main.ts"),
    {
      PORT: String(port),
      PLATFORM_SIDECAR_PORT: String(port + 1),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      PLATFORM_AUTH: "true",
      DATABASE_URL: databaseUrl,
      PLATFORM_AUDIT_KEY_FILE: `/tmp/fw-bench-${process.pid}-${port}.pem`,
      PLATFORM_SIDECAR_UPSTREAM_URL: `${direct}/v1`,
    },
    /prompt platform ready/,
  );
  const { url: proxy } = (await startChild(
    here("./pass-through-proxy.ts"),
    { UPSTREAM_URL: direct },
    "json",
  )) as {
    url: string;
  };
  const api = `http://127.0.0.1:${port}`;
  const sidecar = `http://127.0.0.1:${port + 1}`;
  const key = await ownerKey(api);
  for (let i = 0; i < warmup; i++) {
    await time(sidecar, key);
    await time(proxy);
    await time(direct);
  }
  const viaSidecar: number[] = [];
  const viaProxy: number[] = [];
  const viaDirect: number[] = [];
  const parts: SidecarParts[] = [];
  partsByRow.push({ label: `${label}, ${upstreamMs} ms upstream`, parts });
  for (let i = 0; i < n; i++) {
    viaSidecar.push(await time(sidecar, key, parts));
    viaProxy.push(await time(proxy));
    viaDirect.push(await time(direct));
  }
  const verify = (await (await fetch(`${api}/api/audit/verify`)).json()) as {
    valid: boolean;
    frameCount: number;
  };
  stopChildren();
  // The sidecar's own time: from the request's arrival to its answer's headers, less the wait for
  // the upstream.
  const sidecarOwn = parts.map((p) => p.total - p.upstream);
  for (const xs of [viaSidecar, viaProxy, viaDirect, sidecarOwn]) xs.sort((a, b) => a - b);
  const q = (xs: number[]) => [0.5, 0.9, 0.99].map((p) => quantile(xs, p));
  const [sp50, sp90, sp99] = q(viaSidecar);
  const [pp50, , pp99] = q(viaProxy);
  const [dp50, dp90, dp99] = q(viaDirect);
  const [op50, , op99] = q(sidecarOwn);
  console.log(
    `| ${label} | ${upstreamMs} | ${n} | ${ms(dp50!)} / ${ms(dp90!)} / ${ms(dp99!)} | ${ms(sp50!)} / ${ms(sp90!)} / ${ms(sp99!)} | ${ms(sp50! - dp50!)} | ${ms(sp99! - dp99!)} | ${ms(pp50! - dp50!)} / ${ms(pp99! - dp99!)} | ${ms(op50!)} / ${ms(op99!)} | ${verify.valid} (${verify.frameCount} frames) |`,
  );
}

console.log(
  `load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}\n`,
);
evaluation();
scannerAlone();
await maskerAlone();
console.log(
  `## Sidecar added latency, 2 KB prompt (allow path, requests one at a time, alternating)\n\n| store | simulator delay ms | requests per side | direct simulator p50 / p90 / p99 ms | via sidecar p50 / p90 / p99 ms | added p50 ms | added p99 ms | bare proxy added p50 / p99 ms | sidecar's own time p50 / p99 ms (Server-Timing total − upstream; understated on PGlite, whose statement runs on the sidecar's thread) | audit chain valid |\n|---|---|---|---|---|---|---|---|---|---|`,
);
await latency("PGlite (in memory)", "memory:");
// A model that takes 20 ms: the audit frame is written while it works.
await latency("PGlite (in memory)", "memory:", 20, slowRequests);
if (pgUrl !== "skip") {
  // A fresh schema per row: each platform bootstraps its own first admin.
  for (const upstreamMs of [0, 20]) {
    const schema = `fw_bench_${process.pid}_${upstreamMs}`;
    const admin = new PostgresDatabase({ connectionString: pgUrl });
    await admin.query(`CREATE SCHEMA ${schema}`);
    try {
      const url = new URL(pgUrl);
      url.searchParams.set("options", `-c search_path=${schema}`);
      await latency("PostgreSQL", url.toString(), upstreamMs, upstreamMs ? slowRequests : requests);
    } finally {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    }
  }
}
console.log(
  `\n## Where the sidecar's time goes (its Server-Timing header), p50 / p99 ms\n\n\`audit\` and \`upstream\` overlap (the frame is written while the upstream works); \`outside\` is the client's round trip less the sidecar's \`total\`: the two hops to and from the sidecar, the kernel and the client.\n\n| row | ${PART_NAMES.join(" | ")} |\n|---|${PART_NAMES.map(() => "---|").join("")}`,
);
for (const { label, parts } of partsByRow) {
  const cells = PART_NAMES.map((name) => {
    const xs = parts.map((p) => p[name]).sort((a, b) => a - b);
    return `${ms(quantile(xs, 0.5))} / ${ms(quantile(xs, 0.99))}`;
  });
  console.log(`| ${label} | ${cells.join(" | ")} |`);
}
console.log(
  `\nload average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}`,
);
process.exit(0);
