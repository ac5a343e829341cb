// **Biased: use compare-processes.ts.** On 2026-11-28 an identical copy of src/ measured 0.64x of
// itself here (11 rounds, 857 documents: 0.730 MB/s CPU for the build created first, 0.469 for the
// second): the two builds share libraries (libphonenumber, compromise) and the process, and the
// build created second pays for it. Ratios printed here are not speed changes. Kept for its
// per-document p50/p99 of one build.
// Before/after speed of the engine in one process, on the same texts: the current src/ against
// an older copy of src/, run in alternating rounds so that machine load falls on both alike.
// Prints MB/s (median of rounds) and p50/p99 per document for each; records nothing. The copy
// must sit inside this package so that its imports resolve (and is not committed):
//   mkdir -p .baseline && git archive <commit> src | tar -x -C .baseline
// Usage: BASELINE_SRC=.baseline/src node --conditions=source --import tsx bench/compare-builds.ts
//        (ROUNDS, default 15; the 2026 tuning half by default, CORPUS=all adds the older sets)
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { TUNE_CORPUS } from "../eval/corpus-2026/tune.js";
import { generateCorpus } from "../eval/generate-corpus.js";
import { HAND_LABELLED } from "../eval/hand-labelled.js";
import { HELD_OUT } from "../eval/held-out.js";
import { parseMarkup } from "../eval/labelled-doc.js";
import { useFastCompromiseSweep } from "../src/entities/compromise-sweep.js";
import { createRedactor as createCurrent } from "../src/pipeline/redactor.js";

const baselineSrc = process.env["BASELINE_SRC"];
if (!baselineSrc) throw new Error("set BASELINE_SRC to the src/ directory of the build to compare with");
const rounds = Number(process.env["ROUNDS"] ?? 15);
const marked = [...TUNE_CORPUS, ...(process.env["CORPUS"] === "all" ? [...HAND_LABELLED, ...HELD_OUT] : [])];
const texts = [
  ...marked.map((m, i) => parseMarkup(`d${i}`, m).text),
  ...(process.env["CORPUS"] === "all" ? generateCorpus().map((d) => d.text) : []),
];
const bytes = texts.reduce((n, t) => n + Buffer.byteLength(t), 0);

const { createRedactor: createBaseline } = (await import(
  pathToFileURL(join(resolve(baselineSrc), "pipeline/redactor.ts")).href
)) as { createRedactor: typeof createCurrent };
// An older build without the faster compromise matcher runs with compromise's own.
const baselineHasSweep = existsSync(join(resolve(baselineSrc), "entities/compromise-sweep.ts"));
const secret = "benchmark-secret-0123456789";
const builds = [
  { name: "baseline", redactor: createBaseline({ secret }), fastSweep: baselineHasSweep },
  { name: "current", redactor: createCurrent({ secret }), fastSweep: true },
];

// CPU time of the process per pass as well as wall time: on a shared machine the wall clock also
// counts the time other processes held the core, CPU time much less so.
const passCpuMs = new Map<string, number[]>(builds.map((b) => [b.name, []]));
const passMs = new Map<string, number[]>(builds.map((b) => [b.name, []]));
const docMs = new Map<string, number[]>(builds.map((b) => [b.name, []]));
for (let round = -2; round < rounds; round++) {
  for (const b of round % 2 === 0 ? builds : [...builds].reverse()) {
    useFastCompromiseSweep(b.fastSweep);
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (const t of texts) {
      const s = performance.now();
      await b.redactor.redact(t);
      if (round >= 0) docMs.get(b.name)!.push(performance.now() - s);
    }
    if (round >= 0) {
      passMs.get(b.name)!.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      passCpuMs.get(b.name)!.push((used.user + used.system) / 1000);
    }
  }
}
useFastCompromiseSweep(true);

const at = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
console.log(`${texts.length} documents, ${bytes} bytes, ${rounds} alternating rounds`);
console.log(
  "| build | MB/s (median round, wall) | MB/s (median round, CPU time) | MB/s (best round, CPU time) | ms per doc (mean) | p50 ms | p99 ms |\n|---|---|---|---|---|---|---|",
);
for (const b of builds) {
  const pass = at(passMs.get(b.name)!, 0.5);
  const cpu = at(passCpuMs.get(b.name)!, 0.5);
  // The best round is the one least disturbed by other processes.
  const best = at(passCpuMs.get(b.name)!, 0);
  const docs = docMs.get(b.name)!;
  const mean = docs.reduce((s, x) => s + x, 0) / docs.length;
  console.log(
    `| ${b.name} | ${(bytes / 1e6 / (pass / 1000)).toFixed(3)} | ${(bytes / 1e6 / (cpu / 1000)).toFixed(3)} | ${(bytes / 1e6 / (best / 1000)).toFixed(3)} | ${mean.toFixed(3)} | ${at(docs, 0.5).toFixed(3)} | ${at(docs, 0.99).toFixed(3)} |`,
  );
}
