// The pipeline's own cost, without the detectors: every detector's findings are recorded once per
// document, then replayed into the current pipeline and a baseline copy's (threshold, allow-list,
// fuse, entity HMAC, store, replace, digest, audit), in alternating rounds. The detectors dominate
// a redaction, so a change to the pipeline around them is lost in the noise of compare-builds.ts on
// a shared machine; this measures only the part such a change touches. Records nothing.
//   mkdir -p .baseline && git archive main src | tar -x -C .baseline
// Usage: BASELINE_SRC=.baseline/src node --conditions=source --import tsx bench/pipeline-overhead.ts
//        (ROUNDS, default 30)
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { TUNE_CORPUS } from "../eval/corpus-2026/tune.js";
import { parseMarkup } from "../eval/labelled-doc.js";
import type { Detector, Finding } from "../src/finding.js";
import { createDefaultDetectors } from "../src/pipeline/default-detectors.js";
import { createRedactor as createCurrent } from "../src/pipeline/redactor.js";
import { DEFAULT_POLICY } from "../src/policy/policy.js";
import { benchDocuments } from "./bench-corpus.js";

const baselineSrc = process.env["BASELINE_SRC"];
if (!baselineSrc) throw new Error("set BASELINE_SRC to the src/ directory of the build to compare with");
const rounds = Number(process.env["ROUNDS"] ?? 30);
const { createRedactor: createBaseline } = (await import(
  pathToFileURL(join(resolve(baselineSrc), "pipeline/redactor.ts")).href
)) as { createRedactor: typeof createCurrent };

const texts = [...TUNE_CORPUS.map((m, i) => parseMarkup(`t${i}`, m).text), ...benchDocuments()];
const bytes = texts.reduce((n, t) => n + Buffer.byteLength(t), 0);
const context = { types: new Set(DEFAULT_POLICY.types.keys()), phoneRegions: DEFAULT_POLICY.phoneRegions };
const live = createDefaultDetectors() as Detector[];
const recorded = live.map((d) => new Map<string, Finding[]>(texts.map((t) => [t, d.detect(t, context)])));
const replay: Detector[] = live.map((d, i) => ({
  name: d.name,
  types: d.types,
  detect: (text) => recorded[i]!.get(text)!,
}));

const secret = "benchmark-secret-0123456789";
// A fresh store per round and build, so every round assigns the same new counters.
const builds = [
  { name: "baseline", create: () => createBaseline({ secret, detectors: replay }) },
  { name: "current", create: () => createCurrent({ secret, detectors: replay }) },
];
const cpuMs = new Map<string, number[]>(builds.map((b) => [b.name, []]));
for (let round = -3; round < rounds; round++) {
  for (const b of round % 2 === 0 ? builds : [...builds].reverse()) {
    const redactor = b.create();
    const cpu = process.cpuUsage();
    for (const t of texts) await redactor.redact(t);
    const used = process.cpuUsage(cpu);
    if (round >= 0) cpuMs.get(b.name)!.push((used.user + used.system) / 1000);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`${texts.length} documents, ${bytes} bytes, ${rounds} alternating rounds, detectors replayed`);
console.log("| build | pipeline CPU µs per document (median round) | best round |\n|---|---|---|");
for (const b of builds) {
  const xs = cpuMs.get(b.name)!;
  console.log(
    `| ${b.name} | ${((median(xs) * 1000) / texts.length).toFixed(1)} | ${((Math.min(...xs) * 1000) / texts.length).toFixed(1)} |`,
  );
}
