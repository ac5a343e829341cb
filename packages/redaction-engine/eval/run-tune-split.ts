// The 2026 tuning half cut into a training part (documents whose index % 5 !== 4) and a dev part
// (index % 5 === 4, never read while tuning the entity rules), PERSON and ORG overlap scores for
// each, plus the hand-labelled sets and the generated corpus (issue 22, decision 0041).
// EVAL_VERBOSE=1 lists the training part's PERSON/ORG misses and false positives, never the dev part's.
//   node --conditions=source --import tsx eval/run-tune-split.ts
import { EntityType } from "../src/entity-type.js";
import { createRedactor } from "../src/pipeline/redactor.js";
import { TUNE_CORPUS } from "./corpus-2026/tune.js";
import { generateCorpus } from "./generate-corpus.js";
import { HAND_LABELLED } from "./hand-labelled.js";
import { HELD_OUT } from "./held-out.js";
import { type LabelledDoc, parseMarkup } from "./labelled-doc.js";
import { evaluateOverlap, formatCorpusReport } from "./overlap-evaluation.js";

const TYPES = new Set<EntityType>([EntityType.PERSON, EntityType.ORG]);
const redactor = createRedactor({ secret: "evaluation-secret-0123456789" });
const tune = TUNE_CORPUS.map((m, i) => parseMarkup(`doc-${i + 1}`, m));
const sets: [string, LabelledDoc[]][] = [
  ["2026 tuning half, training part (index % 5 != 4)", tune.filter((_, i) => i % 5 !== 4)],
  ["2026 tuning half, dev part (index % 5 == 4)", tune.filter((_, i) => i % 5 === 4)],
  [
    "hand-labelled + older held-out sentences",
    [...HAND_LABELLED, ...HELD_OUT].map((m, i) => parseMarkup(`hand-${i}`, m)),
  ],
  ["generated corpus (600 documents)", generateCorpus()],
];
for (const [name, docs] of sets) {
  const report = await evaluateOverlap(redactor, docs, TYPES);
  console.log(`${formatCorpusReport(`${name}, ${docs.length} documents`, report)}\n`);
  if (!process.env["EVAL_VERBOSE"] || name.includes("dev part")) continue;
  for (const doc of docs) {
    const spans = (await redactor.redact(doc.text)).spans.filter((s) => TYPES.has(s.type));
    const gold = doc.spans.filter((s) => TYPES.has(s.type));
    const value = (s: { start: number; end: number }) => JSON.stringify(doc.text.slice(s.start, s.end));
    for (const g of gold) {
      const hit = spans.find((p) => p.type === g.type && p.start < g.end && g.start < p.end);
      if (!hit) console.log(`MISS\t${doc.id}\t${g.type}\t${value(g)}`);
      else if (hit.start !== g.start || hit.end !== g.end)
        console.log(`BOUND\t${doc.id}\t${g.type}\t${value(g)} got ${value(hit)}`);
    }
    for (const p of spans)
      if (!gold.some((g) => g.type === p.type && p.start < g.end && g.start < p.end))
        console.log(`FP\t${doc.id}\t${p.type}\t${value(p)}\t${p.detector ?? ""}`);
  }
}
