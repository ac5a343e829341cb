// The 2026 corpus (issue 22): per-type exact and overlapping P/R/F1 and values left verbatim, for
// this engine, redact-pii and @openredaction/openredaction. The tuning half by default; a held-out
// set only with EVAL_HELDOUT=1 (the 2026 corpus's half), b (corpus 2026b) or c (corpus 2026c): loaded only
// then, aggregate scores only (its leaked values are never listed), and no tuning afterwards.
// EVAL_VERBOSE=1 lists this engine's leaked values on the tuning half.
//   node --conditions=source --import tsx eval/run-corpus-2026.ts
import { createOpenRedactionAdapter } from "../bench/openredaction-adapter.js";
import { createRedactPiiAdapter } from "../bench/redact-pii-adapter.js";
import { ENTITY_TYPES } from "../src/entity-type.js";
import { createDefaultDetectors } from "../src/pipeline/default-detectors.js";
import { createRedactor } from "../src/pipeline/redactor.js";
import { TUNE_CORPUS } from "./corpus-2026/tune.js";
import type { SpanRedactor } from "./evaluate.js";
import { parseMarkup } from "./labelled-doc.js";
import { evaluateOverlap, formatCorpusReport } from "./overlap-evaluation.js";

const TYPES = new Set(ENTITY_TYPES);
const secret = "evaluation-secret-0123456789";

/** The held-out sets: `EVAL_HELDOUT=1` the 2026 corpus's half, `b` corpus 2026b, `c` corpus 2026c. */
const HELDOUT: Record<string, { files: string[]; name: string }> = {
  "1": { files: ["./corpus-2026/heldout.js"], name: "held-out half" },
  b: { files: ["./corpus-2026b/heldout.js"], name: "corpus 2026b, held out" },
  c: {
    files: ["./corpus-2026c/heldout-1.js", "./corpus-2026c/heldout-2.js"],
    name: "corpus 2026c, held out",
  },
};

async function corpus(): Promise<{ name: string; docs: string[] }> {
  const heldout = HELDOUT[process.env["EVAL_HELDOUT"] ?? ""];
  if (heldout) {
    const docs: string[] = [];
    for (const file of heldout.files) {
      // A variable specifier: the held-out file is not part of the type-checked program, and is read
      // only here, when asked for.
      const module = (await import(file)) as Record<string, unknown>;
      const part = Object.values(module).find((v): v is string[] => Array.isArray(v));
      if (!part) throw new Error(`${file} exports no array of documents`);
      docs.push(...part);
    }
    return { name: `${heldout.name} (never used while tuning)`, docs };
  }
  return { name: "tuning half", docs: [...TUNE_CORPUS] };
}

const { name, docs: marked } = await corpus();
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
  console.log(`${formatCorpusReport(`${label}: 2026 corpus, ${name}, ${docs.length} documents`, report)}\n`);
  if (process.env["EVAL_VERBOSE"] && !process.env["EVAL_HELDOUT"] && label.startsWith("this engine, default"))
    for (const l of report.leaked) console.log(l.join("\t"));
}
if (openRedaction.unmapped.size > 0)
  console.log(`OpenRedaction types not mapped to ours: ${[...openRedaction.unmapped].sort().join(", ")}`);
