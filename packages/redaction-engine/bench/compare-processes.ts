// Before/after speed of the engine, each build in its own process, alternating: the current src/
// against an older copy. In one process (compare-builds.ts) the build created second ran about 20 %
// slower than an identical copy created first (seen 2026-11-28 on the entity stage), so a one-process
// A/B favours the baseline; separate processes share no compiled code, caches or heap.
// Prints each run's CPU-time MB/s and the ratio of the medians; records nothing. Make the copy as
// for compare-builds.ts:
//   mkdir -p .baseline && git archive <commit> src | tar -x -C .baseline
// Usage: BASELINE_SRC=.baseline/src node --conditions=source --import tsx bench/compare-processes.ts
//        (PAIRS, default 5; ROUNDS per process, default 5; CORPUS=all adds the older sets)
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { TUNE_CORPUS } from "../eval/corpus-2026/tune.js";
import { generateCorpus } from "../eval/generate-corpus.js";
import { HAND_LABELLED } from "../eval/hand-labelled.js";
import { HELD_OUT } from "../eval/held-out.js";
import { parseMarkup } from "../eval/labelled-doc.js";
import { median, runProcessPairs } from "./process-pairs.js";

const buildSrc = process.env["BUILD_SRC"];
if (buildSrc) {
  // A child: one build, ROUNDS passes after one warm-up pass; prints the median pass's CPU MB/s.
  const all = process.env["CORPUS"] === "all";
  const marked = [...TUNE_CORPUS, ...(all ? [...HAND_LABELLED, ...HELD_OUT] : [])];
  const texts = [
    ...marked.map((m, i) => parseMarkup(`d${i}`, m).text),
    ...(all ? generateCorpus().map((d) => d.text) : []),
  ];
  const bytes = texts.reduce((n, t) => n + Buffer.byteLength(t), 0);
  const { createRedactor } = (await import(
    pathToFileURL(join(resolve(buildSrc), "pipeline/redactor.ts")).href
  )) as {
    createRedactor: (o: { secret: string }) => { redact(t: string): Promise<unknown> };
  };
  const redactor = createRedactor({ secret: "benchmark-secret-0123456789" });
  const rates: number[] = [];
  for (let round = -1; round < Number(process.env["ROUNDS"] ?? 5); round++) {
    const cpu = process.cpuUsage();
    for (const t of texts) await redactor.redact(t);
    const used = process.cpuUsage(cpu);
    if (round >= 0) rates.push(bytes / 1e6 / ((used.user + used.system) / 1e6));
  }
  console.log(median(rates).toFixed(4));
} else {
  const baseline = process.env["BASELINE_SRC"];
  if (!baseline) throw new Error("set BASELINE_SRC to the src/ directory of the build to compare with");
  const self = fileURLToPath(import.meta.url);
  const current = resolve(self, "../../src");
  const results = runProcessPairs(
    self,
    { baseline, current },
    Number(process.env["PAIRS"] ?? 5),
    (pair, b, c) => console.log(`pair ${pair}: baseline ${b} MB/s, current ${c} MB/s`),
  );
  const [b, c] = [median(results.baseline), median(results.current)];
  console.log(
    `median CPU MB/s: baseline ${b.toFixed(3)}, current ${c.toFixed(3)}; current/baseline ${(c / b).toFixed(3)}x`,
  );
}
