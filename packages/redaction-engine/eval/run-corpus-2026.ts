// The labelled sets of issue 22 (eval/corpus-sets.ts, decision 0042): per-type exact and
// overlapping P/R/F1 and values left verbatim, for this engine, redact-pii and
// @openredaction/openredaction. A set of the tuning pool by EVAL_SET (tune, the default;
// 2026-second-half; 2026b; 2026c; 2026d; 2026e; 2026f; 2026t; 2026u; structured; pool for all but structured); the held-out set
// only with EVAL_HELDOUT=g (corpus 2026g): loaded only then, aggregate scores only (its leaked values are never listed), no tuning afterwards.
// EVAL_VERBOSE=1 lists this engine's leaked values on a tuning set.
//   node --conditions=source --import tsx eval/run-corpus-2026.ts
import { createOpenRedactionAdapter } from "../bench/openredaction-adapter.js";
import { createRedactPiiAdapter } from "../bench/redact-pii-adapter.js";
import { ENTITY_TYPES } from "../src/entity-type.js";
import { createDefaultDetectors } from "../src/pipeline/default-detectors.js";
import { createRedactor } from "../src/pipeline/redactor.js";
import { heldOutSet, type MarkedSet, TUNING_SETS, tuningPool } from "./corpus-sets.js";
import type { SpanRedactor } from "./evaluate.js";
import { parseMarkup } from "./labelled-doc.js";
import { evaluateOverlap, formatCorpusReport } from "./overlap-evaluation.js";

const TYPES = new Set(ENTITY_TYPES);
const secret = "evaluation-secret-0123456789";
const heldOutKey = process.env["EVAL_HELDOUT"];

async function chosenSet(): Promise<MarkedSet> {
  if (heldOutKey) {
    const set = await heldOutSet(heldOutKey);
    if (!set)
      throw new Error(
        `EVAL_HELDOUT=${heldOutKey}: no such held-out set (corpus 2026g is "g"; corpus 2026f retired into the pool: decisions 0042, 0056)`,
      );
    return set;
  }
  const key = process.env["EVAL_SET"] ?? "tune";
  if (key === "pool") return { name: "the whole tuning pool", docs: tuningPool() };
  const set = TUNING_SETS[key];
  if (!set) throw new Error(`EVAL_SET=${key}: one of ${[...Object.keys(TUNING_SETS), "pool"].join(", ")}`);
  return set;
}

const { name, docs: marked } = await chosenSet();
const docs = marked.map((m, i) => parseMarkup(`doc-${i + 1}`, m));
const openRedaction = createOpenRedactionAdapter();
const runs: [string, SpanRedactor][] = [
  ["this engine, default detectors", createRedactor({ secret })],
  // The learned tagger's part (decision 0037), so one run of a half shows each variant.
  [
    "this engine, tagger for PERSON only (tagger: {organizations: false})",
    createRedactor({ secret, detectors: createDefaultDetectors({ tagger: { organizations: false } }) }),
  ],
  [
    "this engine, rules only (no tagger)",
    createRedactor({ secret, detectors: createDefaultDetectors({ tagger: false }) }),
  ],
  [
    "this engine, REDACT_DETECTOR=openmed (clinical rules added)",
    createRedactor({ secret, detectors: createDefaultDetectors({ choice: "openmed" }) }),
  ],
  ["redact-pii 3.4", createRedactPiiAdapter()],
  ["@openredaction/openredaction 1.0.4", openRedaction],
];
for (const [label, redactor] of runs) {
  const report = await evaluateOverlap(redactor, docs, TYPES);
  console.log(`${formatCorpusReport(`${label}: ${name}, ${docs.length} documents`, report)}\n`);
  if (process.env["EVAL_VERBOSE"] && !heldOutKey && label.startsWith("this engine, default"))
    for (const l of report.leaked) console.log(l.join("\t"));
}
if (openRedaction.unmapped.size > 0)
  console.log(`OpenRedaction types not mapped to ours: ${[...openRedaction.unmapped].sort().join(", ")}`);
