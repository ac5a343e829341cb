// Before/after speed of the engine, each build in its own process, alternating: the current src/
// against an older copy. In one process (compare-builds.ts) the build created second ran about 20 %
// slower than an identical copy created first (seen 2026-11-28 on the entity stage), so a one-process
// A/B favours the baseline; separate processes share no compiled code, caches or heap.
// Prints each run's CPU-time MB/s and the ratio of the medians; records nothing. Make the copy as
// for compare-builds.ts:
//   mkdir -p .baseline && git archive <commit> src | tar -x -C .baseline
// Usage: BASELINE_SRC=.baseline/src node --conditions=source --import tsx bench/compare-processes.ts
//        (PAIRS, default 5; ROUNDS per process, default 5; CORPUS=all adds the older sets)
import { execFileSync } from "node:child_process";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { TUNE_CORPUS } from "../eval/corpus-2026/tune.js";
import { generateCorpus } from "../eval/generate-corpus.js";
import { HAND_LABELLED } from "../eval/hand-labelled.js";
import { HELD_OUT } from "../eval/held-out.js";
import { parseMarkup } from "../eval/labelled-doc.js";

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
  const run = (src: string) =>
    Number(
      execFileSync(process.execPath, ["--conditions=source", "--import", "tsx", self], {
        env: { ...process.env, BUILD_SRC: src },
        encoding: "utf8",
      }).trim(),
    );
  const results = { baseline: [] as number[], current: [] as number[] };
  for (let pair = 0; pair < Number(process.env["PAIRS"] ?? 5); pair++) {
    // The order alternates, so a machine getting busier or quieter falls on both alike.
    const order = pair % 2 === 0 ? (["baseline", "current"] as const) : (["current", "baseline"] as const);
    for (const name of order) results[name].push(run(name === "baseline" ? baseline : current));
    console.log(
      `pair ${pair + 1}: baseline ${results.baseline.at(-1)} MB/s, current ${results.current.at(-1)} MB/s`,
    );
  }
  const [b, c] = [median(results.baseline), median(results.current)];
  console.log(
    `median CPU MB/s: baseline ${b.toFixed(3)}, current ${c.toFixed(3)}; current/baseline ${(c / b).toFixed(3)}x`,
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)]!;
}
