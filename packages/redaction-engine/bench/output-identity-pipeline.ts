// Output identity of a speed change: redacts the 2026 tuning half, the hand-labelled sentences, the
// generated corpus and the bench documents with the current src/ and with a baseline copy of src/,
// and fails on the first difference of text, spans (every field), digest or audit record. Held-out
// sets are never read. The baseline copy sits inside this package (not committed):
//   mkdir -p .baseline && git archive main src | tar -x -C .baseline
// Usage: BASELINE_SRC=.baseline/src node --conditions=source --import tsx bench/output-identity-pipeline.ts
// (the pipeline engineer's copy of bench/output-identity.ts, until that one is merged)

import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { TUNE_CORPUS } from "../eval/corpus-2026/tune.js";
import { generateCorpus } from "../eval/generate-corpus.js";
import { HAND_LABELLED } from "../eval/hand-labelled.js";
import { parseMarkup } from "../eval/labelled-doc.js";
import { createRedactor as createCurrent, type RedactionResult } from "../src/pipeline/redactor.js";
import { benchDocuments } from "./bench-corpus.js";

const baselineSrc = process.env["BASELINE_SRC"];
if (!baselineSrc) throw new Error("set BASELINE_SRC to the src/ directory of the build to compare with");
const { createRedactor: createBaseline } = (await import(
  pathToFileURL(join(resolve(baselineSrc), "pipeline/redactor.ts")).href
)) as { createRedactor: typeof createCurrent };

const sets: [string, string[]][] = [
  ["tune-2026", TUNE_CORPUS.map((m, i) => parseMarkup(`t${i}`, m).text)],
  ["hand-labelled", HAND_LABELLED.map((m, i) => parseMarkup(`h${i}`, m).text)],
  ["generated", generateCorpus().map((d) => d.text)],
  ["bench", benchDocuments()],
];

const secret = "identity-secret-0123456789";
// One redactor (one store) per build across every set, so counters carried between documents are
// compared too; each mode exercises another replacement path.
const modes = [undefined, "lookalike", "mask"] as const;
let documents = 0;
for (const mode of modes) {
  const policyOf = (create: typeof createCurrent) => {
    if (!mode) return create({ secret });
    const probe = create({ secret });
    const types = new Map([...probe.policy.types].map(([type, rule]) => [type, { ...rule, action: mode }]));
    return create({ secret, policy: { ...probe.policy, types } as typeof probe.policy });
  };
  const current = policyOf(createCurrent);
  const baseline = policyOf(createBaseline);
  for (const [name, texts] of sets) {
    for (const [i, text] of texts.entries()) {
      const got = await current.redact(text);
      const want = await baseline.redact(text);
      const diff = firstDifference(got, want);
      if (diff) {
        console.error(`DIFFERENT: ${name} document ${i} (mode ${mode ?? "default"}): ${diff}`);
        process.exit(1);
      }
      documents++;
    }
  }
}
console.log(
  `identical: ${documents} redactions (${sets.map(([n, t]) => `${n} ${t.length}`).join(", ")}; x${modes.length} modes)`,
);

function firstDifference(got: RedactionResult, want: RedactionResult): string | undefined {
  if (got.text !== want.text) return "output text";
  if (got.spans.length !== want.spans.length) return `span count ${got.spans.length} != ${want.spans.length}`;
  for (const [j, span] of got.spans.entries()) {
    if (!isDeepStrictEqual(span, want.spans[j])) {
      return `span ${j}: ${JSON.stringify(span)} != ${JSON.stringify(want.spans[j])}`;
    }
  }
  if (got.digest !== want.digest) return "digest";
  if (!isDeepStrictEqual(got.audit, want.audit)) return "audit record";
  return undefined;
}
