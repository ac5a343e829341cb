// Speed and accuracy of this engine, redact-pii and @openredaction/openredaction on the same
// texts in the same process: the 2026 corpus's tuning half (realistic 0.2-2 KB documents in many
// scripts). Prints markdown; the lead records it (this file writes nothing).
// Usage: npm run bench:2026 -w @platform/redaction-engine   (BENCH_TIME_MS per task, default 3000)
import { cpus, loadavg } from "node:os";
import { Bench } from "tinybench";
import { TUNE_CORPUS } from "../eval/corpus-2026/tune.js";
import type { SpanRedactor } from "../eval/evaluate.js";
import { parseMarkup } from "../eval/labelled-doc.js";
import { evaluateOverlap, formatCorpusReport } from "../eval/overlap-evaluation.js";
import { ENTITY_TYPES } from "../src/entity-type.js";
import { createRedactor } from "../src/pipeline/redactor.js";
import { createOpenRedactionAdapter } from "./openredaction-adapter.js";
import { createRedactPiiAdapter } from "./redact-pii-adapter.js";

const TIME_MS = Number(process.env["BENCH_TIME_MS"] ?? 3000);
const docs = TUNE_CORPUS.map((m, i) => parseMarkup(`doc-${i + 1}`, m));
const texts = docs.map((d) => d.text);
const bytes = texts.reduce((n, t) => n + Buffer.byteLength(t), 0);
const redactors: [string, SpanRedactor][] = [
  ["this engine, default detectors", createRedactor({ secret: "benchmark-secret-0123456789" })],
  ["redact-pii 3.4", createRedactPiiAdapter()],
  ["@openredaction/openredaction 1.0.4", createOpenRedactionAdapter()],
];

const loadBefore = loadavg();
const bench = new Bench({ time: TIME_MS, warmupTime: 300 });
for (const [name, r] of redactors)
  bench.add(name, async () => {
    for (const t of texts) await r.redact(t);
  });
await bench.run();

/** One document at a time, every document `passes` times: p50 and p99 per document. */
async function latency(r: SpanRedactor, passes: number): Promise<[number, number]> {
  const times: number[] = [];
  for (let p = 0; p < passes; p++)
    for (const t of texts) {
      const started = performance.now();
      await r.redact(t);
      times.push(performance.now() - started);
    }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return [at(0.5), at(0.99)];
}

const f = (x: number, d = 2) => x.toFixed(d);
const lines = [
  `# Redaction on the 2026 corpus (tuning half), ${new Date().toISOString()}`,
  "",
  `- machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}; load average before ${loadBefore.map((l) => f(l)).join(" / ")}, after ${loadavg()
    .map((l) => f(l))
    .join(" / ")}`,
  `- input: ${texts.length} documents, ${f(bytes / 1e3, 1)} KB (mean ${f(bytes / texts.length / 1e3, 2)} KB)`,
  "",
  "| redactor | MB/s | ms per doc (mean) | p50 ms | p99 ms |",
  "|---|---|---|---|---|",
];
for (const [i, [name, r]] of redactors.entries()) {
  const mean = (bench.tasks[i]!.result as { latency: { mean: number } }).latency.mean;
  const [p50, p99] = await latency(r, 3);
  lines.push(
    `| ${name} | ${f(bytes / 1e6 / (mean / 1000))} | ${f(mean / texts.length, 3)} | ${f(p50, 3)} | ${f(p99, 3)} |`,
  );
}
lines.push("");
for (const [name, r] of redactors)
  lines.push(formatCorpusReport(name, await evaluateOverlap(r, docs, new Set(ENTITY_TYPES))), "");
console.log(lines.join("\n"));
