// Before/after speed of the rule-based entity stage alone (PERSON, ORG, labelled dates of birth and
// MRNs) in one process: the current src/ against an older copy, in alternating rounds, on the 2026
// tuning half and the bench documents. Prints CPU-time MB/s (median and best round) and the
// per-document p50/p99 of each; records nothing. Make the copy as for compare-builds.ts:
//   mkdir -p .baseline && git archive <commit> src | tar -x -C .baseline
// Usage: BASELINE_SRC=.baseline/src node --conditions=source --import tsx bench/compare-entity-stage.ts
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { TUNE_CORPUS } from "../eval/corpus-2026/tune.js";
import { parseMarkup } from "../eval/labelled-doc.js";
import { createEntityDetector as createCurrent } from "../src/entities/entity-detector.js";
import { EntityType } from "../src/entity-type.js";
import { benchDocuments } from "./bench-corpus.js";
import { compareInRounds } from "./stage-rounds.js";

const baselineSrc = process.env["BASELINE_SRC"];
if (!baselineSrc) throw new Error("set BASELINE_SRC to the src/ directory of the build to compare with");
const rounds = Number(process.env["ROUNDS"] ?? 21);
const texts = [...TUNE_CORPUS.map((m, i) => parseMarkup(`t${i}`, m).text), ...benchDocuments()];
const { createEntityDetector: createBaseline } = (await import(
  pathToFileURL(join(resolve(baselineSrc), "entities/entity-detector.ts")).href
)) as { createEntityDetector: typeof createCurrent };
const types = [EntityType.PERSON, EntityType.ORG, EntityType.MRN, EntityType.DATE_OF_BIRTH];
const context = { types: new Set(types), phoneRegions: ["US", "GB"] };
const baseline = createBaseline();
const current = createCurrent();
compareInRounds(
  "entity stage",
  [
    { name: "baseline", run: (t) => baseline.detect(t, context) },
    { name: "current", run: (t) => current.detect(t, context) },
  ],
  texts,
  rounds,
);
