// Before/after CPU time of the phone recognizer alone (findPhones as the registry calls it, the
// document's regions read lazily), each build in its own process, alternating (process-pairs.ts),
// as compare-processes.ts does for the whole engine.
// Texts: the 2026 tuning half, the hand-labelled set, the generated corpus and the bench documents.
// Prints each process's median pass in CPU ms and the ratio of the medians; records nothing.
//   mkdir -p .baseline && git archive main src | tar -x -C .baseline
//   BASELINE_SRC=.baseline/src node --conditions=source --import tsx bench/compare-phone-stage.ts
//   (PAIRS, default 5; ROUNDS per process, default 7)
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { TUNE_CORPUS } from "../eval/corpus-2026/tune.js";
import { generateCorpus } from "../eval/generate-corpus.js";
import { HAND_LABELLED } from "../eval/hand-labelled.js";
import { parseMarkup } from "../eval/labelled-doc.js";
import { benchDocuments } from "./bench-corpus.js";
import { median, runProcessPairs } from "./process-pairs.js";

const buildSrc = process.env["BUILD_SRC"];
if (buildSrc) {
  const texts = [
    ...[...TUNE_CORPUS, ...HAND_LABELLED].map((m, i) => parseMarkup(`d${i}`, m).text),
    ...generateCorpus().map((d) => d.text),
    ...benchDocuments(),
  ];
  const from = (path: string) => import(pathToFileURL(join(resolve(buildSrc), path)).href);
  const { findPhones } = await from("patterns/phone-recognizer.ts");
  const { contextRegions } = await from("patterns/phone-context-regions.ts");
  const pass = () => {
    for (const t of texts) findPhones(t, "phone", ["US", "GB"], () => contextRegions(t));
  };
  // Two warm-up passes: the metadata tables are built on first use.
  pass();
  pass();
  const ms: number[] = [];
  for (let r = 0; r < Number(process.env["ROUNDS"] ?? 7); r++) {
    const before = process.cpuUsage();
    pass();
    const used = process.cpuUsage(before);
    ms.push((used.user + used.system) / 1000);
  }
  console.log(median(ms).toFixed(1));
} else {
  const baseline = process.env["BASELINE_SRC"];
  if (!baseline) throw new Error("set BASELINE_SRC to the src/ directory of the build to compare with");
  const self = fileURLToPath(import.meta.url);
  const current = join(fileURLToPath(new URL("..", import.meta.url)), "src");
  const results = runProcessPairs(
    self,
    { baseline, current },
    Number(process.env["PAIRS"] ?? 5),
    (pair, b, c) => console.log(`pair ${pair}: baseline ${b} ms, current ${c} ms`),
  );
  const [before, after] = [results.baseline, results.current];
  const ratio = median(before) / median(after);
  console.log(
    `median CPU ms per pass: baseline ${median(before)}, current ${median(after)}; ${ratio.toFixed(3)}x cheaper`,
  );
}
