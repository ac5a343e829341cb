// Prints P/R/F1 for the hand-labelled set and the generated corpus, and the mistakes when
// EVAL_VERBOSE=1. Usage: node --conditions=source --import tsx eval/run-evaluation.ts
import { ENTITY_TYPES, EntityType } from "../src/entity-type.js";
import { createRedactor } from "../src/pipeline/redactor.js";
import { type Evaluation, evaluate } from "./evaluate.js";
import { generateCorpus } from "./generate-corpus.js";
import { HAND_LABELLED } from "./hand-labelled.js";
import { HELD_OUT } from "./held-out.js";
import { parseMarkup } from "./labelled-doc.js";

const DEFAULT_TYPES = new Set(
  ENTITY_TYPES.filter((t) => t !== EntityType.MRN && t !== EntityType.DATE_OF_BIRTH),
);

export function formatEvaluation(title: string, e: Evaluation): string {
  const pct = (x: number) => x.toFixed(3);
  const lines = [
    `### ${title}`,
    "",
    "| type | span P | span R | span F1 | token P | token R | token F1 | gold spans |",
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const [type, s] of [...e.spanExact].sort(([a], [b]) => a.localeCompare(b))) {
    const t = e.tokenLevel.get(type);
    lines.push(
      `| ${type} | ${pct(s.precision)} | ${pct(s.recall)} | ${pct(s.f1)} | ${t ? pct(t.precision) : "-"} | ${t ? pct(t.recall) : "-"} | ${t ? pct(t.f1) : "-"} | ${s.support} |`,
    );
  }
  const o = e.overallSpan;
  const ot = e.overallToken;
  lines.push(
    `| **overall** | ${pct(o.precision)} | ${pct(o.recall)} | ${pct(o.f1)} | ${pct(ot.precision)} | ${pct(ot.recall)} | ${pct(ot.f1)} | ${o.support} |`,
  );
  lines.push(
    `| **pattern types** | ${pct(e.patternSpan.precision)} | ${pct(e.patternSpan.recall)} | ${pct(e.patternSpan.f1)} | | | | ${e.patternSpan.support} |`,
  );
  lines.push("", `Leaks of validated pattern values into the output: ${e.leaks}`);
  return lines.join("\n");
}

export const handLabelledDocs = () => HAND_LABELLED.map((m, i) => parseMarkup(`hand-${i}`, m));
export const heldOutDocs = () => HELD_OUT.map((m, i) => parseMarkup(`held-${i}`, m));

if (import.meta.url === `file://${process.argv[1]}`) {
  const secret = "evaluation-secret-0123456789";
  const hand = await evaluate(createRedactor({ secret }), handLabelledDocs(), DEFAULT_TYPES);
  console.log(formatEvaluation(`hand-labelled (${HAND_LABELLED.length} sentences), default pipeline`, hand));
  const held = await evaluate(createRedactor({ secret }), heldOutDocs(), DEFAULT_TYPES);
  console.log(
    `\n${formatEvaluation(`held-out hand-labelled (${HELD_OUT.length} sentences, never tuned on), default pipeline`, held)}`,
  );
  const gen = await evaluate(createRedactor({ secret }), generateCorpus(), DEFAULT_TYPES);
  console.log(`\n${formatEvaluation("generated corpus (600 documents), default pipeline", gen)}`);
  if (process.env["EVAL_VERBOSE"]) {
    for (const e of [...hand.errors, ...held.errors]) console.log(e.join("\t"));
    for (const e of gen.errors.slice(0, 80)) console.log(e.join("\t"));
  }
}
