// The tagger on the older labelled sets, which it was never trained on (decision 0037): the
// hand-labelled sentences, the 2025 held-out sentences and the generated corpus: rules alone, with
// the tagger (default) and with its ORG spans too (overlap scores, PERSON and ORG; values left).
//   node --conditions=source --import tsx train/older-sets.ts

import { generateCorpus } from "../eval/generate-corpus.js";
import { evaluateOverlap } from "../eval/overlap-evaluation.js";
import { handLabelledDocs, heldOutDocs } from "../eval/run-evaluation.js";
import { ENTITY_TYPES } from "../src/entity-type.js";
import { createDefaultDetectors } from "../src/pipeline/default-detectors.js";
import { createRedactor } from "../src/pipeline/redactor.js";

const secret = "evaluation-secret-0123456789";
const types = new Set(ENTITY_TYPES);
const sets = [
  ["hand-labelled", handLabelledDocs()],
  ["held-out (2025)", heldOutDocs()],
  ["generated", generateCorpus()],
] as const;
console.log("| set | detectors | PERSON P / R / F1 | ORG P / R / F1 | verbatim (all types) |");
console.log("|---|---|---|---|---|");
for (const [name, docs] of sets)
  for (const [label, tagger] of [
    ["rules", false],
    ["rules + tagger (default)", true],
    ["rules + tagger for PERSON only", { organizations: false }],
  ] as const) {
    const r = await evaluateOverlap(
      createRedactor({ secret, detectors: createDefaultDetectors({ tagger }) }),
      docs,
      types,
    );
    const f = (t: "PERSON" | "ORG") => {
      const s = r.byType.get(t)?.overlap;
      return s ? `${s.precision.toFixed(3)} / ${s.recall.toFixed(3)} / ${s.f1.toFixed(3)}` : "-";
    };
    console.log(
      `| ${name} | ${label} | ${f("PERSON")} | ${f("ORG")} | ${r.overall.verbatim} / ${r.overall.gold} |`,
    );
  }
