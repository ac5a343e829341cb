// The shipped engine on the 2026 tuning half's dev documents (index % 5 === 4, decision 0040): the
// shipped tagger is trained without them and nothing is tuned on them, so this is an honest score
// of the default engine between the cross-validation and the held-out halves. Rules alone beside it.
//   node --conditions=source --import tsx train/dev-split.ts
import { TUNE_CORPUS } from "../eval/corpus-2026/tune.js";
import { parseMarkup } from "../eval/labelled-doc.js";
import { evaluateOverlap, formatCorpusReport } from "../eval/overlap-evaluation.js";
import { ENTITY_TYPES } from "../src/entity-type.js";
import { createDefaultDetectors } from "../src/pipeline/default-detectors.js";
import { createRedactor } from "../src/pipeline/redactor.js";

const secret = "evaluation-secret-0123456789";
const types = new Set(ENTITY_TYPES);
const dev = TUNE_CORPUS.map((m, i) => parseMarkup(`doc-${i + 1}`, m)).filter((_, i) => i % 5 === 4);
for (const [label, redactor] of [
  ["dev documents, default engine (shipped tagger)", createRedactor({ secret })],
  [
    "dev documents, rules only",
    createRedactor({ secret, detectors: createDefaultDetectors({ tagger: false }) }),
  ],
] as const)
  console.log(`${formatCorpusReport(label, await evaluateOverlap(redactor, dev, types))}\n`);
