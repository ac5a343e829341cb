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
import { compareStage } from "./stage-ab.js";

const baselineSrc = process.env["BASELINE_SRC"];
if (!baselineSrc) throw new Error("set BASELINE_SRC to the src/ directory of the build to compare with");
const rounds = Number(process.env["ROUNDS"] ?? 21);
const texts = [...TUNE_CORPUS.map((m, i) => parseMarkup(`t${i}`, m).text), ...benchDocuments()];
const { createPatternDetector: createBaseline } = (await import(
  pathToFileURL(join(resolve(baselineSrc), "patterns/pattern-detector.ts")).href
)) as { createPatternDetector: typeof createCurrent };
const context = { types: new Set(PATTERN_TYPES), phoneRegions: ["US", "GB"] };
const builds = [
  { name: "baseline", detector: createBaseline() },
  { name: "current", detector: createCurrent() },
];
compareStage("pattern stage", texts, builds, context, rounds);
