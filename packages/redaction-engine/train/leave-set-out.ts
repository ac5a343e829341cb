// Leave one set of the tuning pool out: a throw-away tagger (the shipped recipe) is trained on the
// rest of the pool and the default engine with it is scored on the set left out, so its numbers
// show how the engine does on writers the tagger never saw. The weights are never written.
// Prints the report and, with LEAVE_VERBOSE=1, each PERSON value missed (MISS) and each PERSON
// span overlapping no gold PERSON span (FP), and the same for ORG (MISS-ORG, FP-ORG); a miss
// names the span of another type or detector that covered it, if any. LEAVE_SEED=n trains with the recipe's seed set to n, to
// tell a change's effect from the spread between draws; LEAVE_RECIPE='{"dropout":0.3}' overrides
// fields of the recipe, to try one without editing it.
//   node --conditions=source --import tsx train/leave-set-out.ts [set, default 2026d] [rules: yes]
import { TUNING_SETS, tuningPool } from "../eval/corpus-sets.js";
import { parseMarkup } from "../eval/labelled-doc.js";
import { evaluateOverlap, formatCorpusReport } from "../eval/overlap-evaluation.js";
import { ENTITY_TYPES } from "../src/entity-type.js";
import { createDefaultDetectors } from "../src/pipeline/default-detectors.js";
import { createRedactor } from "../src/pipeline/redactor.js";
import { WITH_ORGANISATIONS_MARGIN } from "../src/tagger/shipped-tagger.js";
import { createTaggerDetector } from "../src/tagger/tagger-detector.js";
import { buildNameFilter } from "./name-pools.js";
import { type Recipe, SHIPPED_RECIPE, trainTagger } from "./tagger-recipe.js";

const key = process.argv[2] ?? "2026d";
const set = TUNING_SETS[key];
if (!set || key === "structured") throw new Error(`no tuning set ${key}`);
const held = new Set(set.docs);
const started = Date.now();
const seed = process.env["LEAVE_SEED"];
const recipe: Recipe = {
  ...SHIPPED_RECIPE,
  ...(seed ? { seed: Number(seed) } : {}),
  ...(JSON.parse(process.env["LEAVE_RECIPE"] ?? "{}") as Partial<Recipe>),
};
const weights = trainTagger(
  tuningPool().filter((d) => !held.has(d)),
  recipe,
);
console.error(`trained without ${key} in ${Date.now() - started} ms`);
const tagger = createTaggerDetector({
  weights,
  names: buildNameFilter(false),
  minMargin: WITH_ORGANISATIONS_MARGIN,
});
const redactor = createRedactor({
  secret: "evaluation-secret-0123456789",
  detectors: [...createDefaultDetectors({ tagger: false }), tagger],
});
const docs = set.docs.map((m, i) => parseMarkup(`doc-${i + 1}`, m));
const report = await evaluateOverlap(redactor, docs, new Set(ENTITY_TYPES));
console.log(formatCorpusReport(`default engine, tagger trained without ${key}: ${set.name}`, report));
if (process.env["LEAVE_VERBOSE"])
  for (const d of docs) {
    const r = await redactor.redact(d.text);
    const spans = r.spans as readonly { start: number; end: number; type: string; detector: string }[];
    for (const type of ["PERSON", "ORG"]) {
      const tag = type === "PERSON" ? "" : `-${type}`;
      const gold = d.spans.filter((g) => g.type === type);
      for (const g of gold) {
        if (spans.some((s) => s.type === type && s.start < g.end && g.start < s.end)) continue;
        const got = spans.find((s) => s.start < g.end && g.start < s.end);
        console.log(
          `MISS${tag}\t${d.id}\t${got ? `${got.type}:${got.detector}` : "-"}\t${JSON.stringify(d.text.slice(Math.max(0, g.start - 40), g.end + 25))}\t${d.text.slice(g.start, g.end)}`,
        );
      }
      for (const s of spans) {
        if (s.type !== type || gold.some((g) => g.start < s.end && s.start < g.end)) continue;
        const other = d.spans.find((g) => g.start < s.end && s.start < g.end);
        console.log(
          `FP${tag}\t${d.id}\t${s.detector}\t${JSON.stringify(d.text.slice(s.start, s.end))}\t${other ? other.type : "-"}\t${JSON.stringify(d.text.slice(Math.max(0, s.start - 30), s.end + 20))}`,
        );
      }
    }
  }
