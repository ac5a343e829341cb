// k-fold cross-validation of the tagger on the 2026 corpus's tuning half (decision 0037): for each
// fold the tagger is trained (the shipped recipe) on the other folds' documents and their rewrites
// only, and the engine is scored on the fold's documents, which its tagger never saw. Prints the
// rules alone, the patterns with the tagger and no entity rules, and the rules with the tagger
// (the default engine: the tagger's ORG spans on), then the same for the dev documents alone
// (index % 5 === 4, decision 0040: never tuned on; with 5 folds they are the last fold).
//   node --conditions=source --import tsx train/cross-validate.ts [folds] [variants] [epochs] [rowsLog2] [dropout] [generated]
// TAGGER_PERSON_MARGIN / TAGGER_ORG_MARGIN override the shipped margins; CV_VERBOSE=1 lists what
// leaked, CV_FP=1 the tagger's spans that overlap no gold span.
import { TUNE_CORPUS } from "../eval/corpus-2026/tune.js";
import type { SpanRedactor } from "../eval/evaluate.js";
import { parseMarkup } from "../eval/labelled-doc.js";
import { evaluateOverlap, formatCorpusReport } from "../eval/overlap-evaluation.js";
import { ENTITY_TYPES } from "../src/entity-type.js";
import { createDefaultDetectors } from "../src/pipeline/default-detectors.js";
import { createRedactor } from "../src/pipeline/redactor.js";
import { WITH_ORGANISATIONS_MARGIN } from "../src/tagger/shipped-tagger.js";
import { createTaggerDetector } from "../src/tagger/tagger-detector.js";
import { buildNameFilter } from "./name-pools.js";
import { SHIPPED_RECIPE, trainTagger } from "./tagger-recipe.js";

const args = process.argv.slice(2).map(Number);
const folds = args[0] ?? 5;
const recipe = {
  ...SHIPPED_RECIPE,
  variants: args[1] ?? SHIPPED_RECIPE.variants,
  epochs: args[2] ?? SHIPPED_RECIPE.epochs,
  rowsLog2: args[3] ?? SHIPPED_RECIPE.rowsLog2,
  dropout: args[4] ?? SHIPPED_RECIPE.dropout,
  generated: args[5] ?? SHIPPED_RECIPE.generated,
  // TAGGER_SEED: another draw of rewrites and visiting order, to see the spread of the scores.
  seed: Number(process.env["TAGGER_SEED"] ?? SHIPPED_RECIPE.seed),
};
const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const minMargin = {
  PERSON: env("TAGGER_PERSON_MARGIN", WITH_ORGANISATIONS_MARGIN.PERSON),
  ORG: env("TAGGER_ORG_MARGIN", WITH_ORGANISATIONS_MARGIN.ORG),
};
const secret = "evaluation-secret-0123456789";
const types = new Set(ENTITY_TYPES);
const names = buildNameFilter(false);
const docs = TUNE_CORPUS.map((m, i) => parseMarkup(`doc-${i + 1}`, m));
// Each document is redacted by the engines whose tagger never saw it (its fold's).
const both = new Map<string, SpanRedactor>();
const alone = new Map<string, SpanRedactor>();
for (let k = 0; k < folds; k++) {
  const started = Date.now();
  const weights = trainTagger(
    TUNE_CORPUS.filter((_, i) => i % folds !== k),
    { ...recipe, seed: recipe.seed + k },
  );
  const confidence = env("TAGGER_CONFIDENCE", 0.6);
  const tagger = createTaggerDetector({ weights, names, minMargin, confidence });
  const withRules = createRedactor({
    secret,
    detectors: [...createDefaultDetectors({ tagger: false }), tagger],
  });
  const withoutRules = createRedactor({
    secret,
    detectors: [createDefaultDetectors({ tagger: false })[0]!, tagger],
  });
  for (const d of docs.filter((_, i) => i % folds === k)) {
    both.set(d.text, withRules);
    alone.set(d.text, withoutRules);
  }
  console.error(`fold ${k + 1}/${folds}: trained in ${Date.now() - started} ms`);
}
const folded = (m: Map<string, SpanRedactor>): SpanRedactor => ({
  redact: (text) => m.get(text)!.redact(text),
});
const label = `${folds}-fold, ${recipe.variants} rewrites, ${recipe.epochs} epochs, 2^${recipe.rowsLog2} rows, dropout ${recipe.dropout}, ${recipe.generated} generated, margins ${JSON.stringify(minMargin)}`;
const rules = createRedactor({ secret, detectors: createDefaultDetectors({ tagger: false }) });
console.log(formatCorpusReport("rules only", await evaluateOverlap(rules, docs, types)));
console.log();
console.log(
  formatCorpusReport(
    `patterns + tagger, no entity rules, ${label}`,
    await evaluateOverlap(folded(alone), docs, types),
  ),
);
console.log();
const report = await evaluateOverlap(folded(both), docs, types);
console.log(formatCorpusReport(`rules + tagger, ${label}`, report));
if (folds === 5) {
  const dev = docs.filter((_, i) => i % 5 === 4);
  console.log();
  console.log(
    formatCorpusReport(
      "dev documents (index % 5 === 4), rules only",
      await evaluateOverlap(rules, dev, types),
    ),
  );
  console.log();
  console.log(
    formatCorpusReport(
      `dev documents, rules + tagger, ${label}`,
      await evaluateOverlap(folded(both), dev, types),
    ),
  );
}
if (process.env["CV_VERBOSE"]) for (const l of report.leaked) console.log(l.join("\t"));
if (process.env["CV_FP"])
  for (const d of docs) {
    const r = await both.get(d.text)!.redact(d.text);
    for (const s of r.spans as readonly { start: number; end: number; type: string; detector: string }[]) {
      if (!s.detector.split("+").includes("tagger")) continue;
      if (d.spans.some((g) => g.type === s.type && g.start < s.end && s.start < g.end)) continue;
      console.log(`FP\t${d.id}\t${s.type}\t${JSON.stringify(d.text.slice(s.start, s.end))}`);
    }
  }
