// A/B of the entity stage with and without compromise's parse of unsure runs, interleaved in one
// process on the 2026 corpus's tuning half: throughput of each (rounds alternate, so machine load
// hits both alike) and PERSON/ORG overlap F1 and values left verbatim. Decision 0033.
//   node --conditions=source --import tsx bench/compromise-ab.ts   (AB_ROUNDS, default 10)
import { loadavg } from "node:os";
import { TUNE_CORPUS } from "../eval/corpus-2026/tune.js";
import { parseMarkup } from "../eval/labelled-doc.js";
import { evaluateOverlap } from "../eval/overlap-evaluation.js";
import { ENTITY_TYPES, type EntityType } from "../src/entity-type.js";
import { createDefaultDetectors } from "../src/pipeline/default-detectors.js";
import { createRedactor } from "../src/pipeline/redactor.js";

const ROUNDS = Number(process.env["AB_ROUNDS"] ?? 10);
const docs = TUNE_CORPUS.map((m, i) => parseMarkup(`doc-${i + 1}`, m));
const texts = docs.map((d) => d.text);
const bytes = texts.reduce((n, t) => n + Buffer.byteLength(t), 0);
const secret = "benchmark-secret-0123456789";
const variants = [
  [
    "with compromise (maxCompromiseWindows 1)",
    createRedactor({ secret, detectors: createDefaultDetectors({ entity: { compromise: true } }) }),
  ],
  ["without compromise (the default since decision 0033)", createRedactor({ secret })],
] as const;

const elapsed = variants.map(() => [] as number[]);
// CPU time of this process as well as wall time: on a shared machine the wall clock also counts
// the time other processes held the cores.
const cpu = variants.map(() => 0);
const loadBefore = loadavg();
for (let round = 0; round < ROUNDS; round++)
  for (const [i, [, r]] of variants.entries()) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    for (const t of texts) await r.redact(t);
    const used = process.cpuUsage(cpuStarted);
    cpu[i]! += (used.user + used.system) / 1000;
    elapsed[i]!.push(performance.now() - started);
  }
console.log(
  `${texts.length} documents, ${(bytes / 1e3).toFixed(1)} KB, ${ROUNDS} interleaved rounds; load ${loadBefore.map((l) => l.toFixed(2)).join("/")} -> ${loadavg()
    .map((l) => l.toFixed(2))
    .join("/")}`,
);
console.log(
  "| variant | MB/s (median round) | MB/s (best round) | MB/s per CPU second | PERSON overlap F1 | ORG overlap F1 | left verbatim |",
);
console.log("|---|---|---|---|---|---|---|");
for (const [i, [name, r]] of variants.entries()) {
  const sorted = [...elapsed[i]!].sort((a, b) => a - b);
  const mbps = (ms: number) => (bytes / 1e6 / (ms / 1000)).toFixed(2);
  const report = await evaluateOverlap(r, docs, new Set(ENTITY_TYPES));
  const f1 = (t: string) => report.byType.get(t as EntityType)?.overlap.f1.toFixed(3);
  console.log(
    `| ${name} | ${mbps(sorted[Math.floor(sorted.length / 2)]!)} | ${mbps(sorted[0]!)} | ${mbps(cpu[i]! / ROUNDS)} | ${f1("PERSON")} | ${f1("ORG")} | ${report.leaked.length} / ${docs.reduce((n, d) => n + d.spans.length, 0)} |`,
  );
}
