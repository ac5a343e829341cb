// Before/after speed of the pattern stage alone (the registry's recognizers, phones and URLs among
// them) in one process: the current src/ against an older copy, in alternating rounds, on the
// 2026 tuning half and the bench documents. Prints CPU-time MB/s (median and best round) and the
// per-document p50/p99 of each; records nothing. Make the copy as for compare-builds.ts:
//   mkdir -p .baseline && git archive <commit> src | tar -x -C .baseline
// Usage: BASELINE_SRC=.baseline/src node --conditions=source --import tsx bench/compare-pattern-stage.ts
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { TUNE_CORPUS } from "../eval/corpus-2026/tune.js";
import { parseMarkup } from "../eval/labelled-doc.js";
import { PATTERN_TYPES } from "../src/entity-type.js";
import { createPatternDetector as createCurrent } from "../src/patterns/pattern-detector.js";
import { benchDocuments } from "./bench-corpus.js";

const baselineSrc = process.env["BASELINE_SRC"];
if (!baselineSrc) throw new Error("set BASELINE_SRC to the src/ directory of the build to compare with");
const rounds = Number(process.env["ROUNDS"] ?? 21);
const texts = [...TUNE_CORPUS.map((m, i) => parseMarkup(`t${i}`, m).text), ...benchDocuments()];
const bytes = texts.reduce((n, t) => n + Buffer.byteLength(t), 0);
const { createPatternDetector: createBaseline } = (await import(
  pathToFileURL(join(resolve(baselineSrc), "patterns/pattern-detector.ts")).href
)) as { createPatternDetector: typeof createCurrent };
const context = { types: new Set(PATTERN_TYPES), phoneRegions: ["US", "GB"] };
const builds = [
  { name: "baseline", detector: createBaseline() },
  { name: "current", detector: createCurrent() },
];
const passCpuMs = new Map<string, number[]>(builds.map((b) => [b.name, []]));
const docMs = new Map<string, number[]>(builds.map((b) => [b.name, []]));
for (let round = -2; round < rounds; round++) {
  for (const b of round % 2 === 0 ? builds : [...builds].reverse()) {
    const cpu = process.cpuUsage();
    for (const t of texts) {
      const s = performance.now();
      b.detector.detect(t, context);
      if (round >= 0) docMs.get(b.name)!.push(performance.now() - s);
    }
    const used = process.cpuUsage(cpu);
    if (round >= 0) passCpuMs.get(b.name)!.push((used.user + used.system) / 1000);
  }
}
const at = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
console.log(`pattern stage: ${texts.length} documents, ${bytes} bytes, ${rounds} alternating rounds`);
console.log(
  "| build | MB/s (median round, CPU) | MB/s (best round, CPU) | p50 ms | p99 ms |\n|---|---|---|---|---|",
);
for (const b of builds) {
  const mbs = (ms: number) => (bytes / 1e6 / (ms / 1000)).toFixed(2);
  const docs = docMs.get(b.name)!;
  console.log(
    `| ${b.name} | ${mbs(at(passCpuMs.get(b.name)!, 0.5))} | ${mbs(at(passCpuMs.get(b.name)!, 0))} | ${at(docs, 0.5).toFixed(3)} | ${at(docs, 0.99).toFixed(3)} |`,
  );
}
