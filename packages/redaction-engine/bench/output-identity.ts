// Output identity of the current src/ against an older copy of src/: a speed change must not move
// one span, type, placeholder, digest, audit field or character of output. Redacts the 2026 tuning
// half, the hand-labelled set, the generated corpus and the bench documents with the default
// redactor and the clinical (`openmed`) one of both builds, each under every replacement action
// (placeholder, lookalike, mask, keep), and compares text, every field of every span, the digest
// and the audit record, the field order of their JSON included. Then runs both pattern stages
// alone (invalid look-alikes and normalised values included) under several phone-region policies.
// Exits 1 at the first difference. Never reads a held-out set. The copy must sit inside this
// package (not committed):
//   mkdir -p .baseline && git archive main src | tar -x -C .baseline
// Usage: BASELINE_SRC=.baseline/src node --conditions=source --import tsx bench/output-identity.ts
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { TUNE_CORPUS } from "../eval/corpus-2026/tune.js";
import { generateCorpus } from "../eval/generate-corpus.js";
import { HAND_LABELLED } from "../eval/hand-labelled.js";
import { parseMarkup } from "../eval/labelled-doc.js";
import { PATTERN_TYPES } from "../src/entity-type.js";
import type { Finding } from "../src/finding.js";
import { createPatternDetector as currentPatterns } from "../src/patterns/pattern-detector.js";
import { createDefaultDetectors as currentDetectors } from "../src/pipeline/default-detectors.js";
import { createRedactor as currentRedactor, type RedactionResult } from "../src/pipeline/redactor.js";
import { type Action, DEFAULT_POLICY as currentPolicy, type Policy } from "../src/policy/policy.js";
import { benchDocuments } from "./bench-corpus.js";

const baselineSrc = process.env["BASELINE_SRC"];
if (!baselineSrc) throw new Error("set BASELINE_SRC to the src/ directory of the build to compare with");
const from = (path: string) => import(pathToFileURL(join(resolve(baselineSrc), path)).href);
const { createRedactor: baselineRedactor } = (await from("pipeline/redactor.ts")) as {
  createRedactor: typeof currentRedactor;
};
const { createDefaultDetectors: baselineDetectors } = (await from("pipeline/default-detectors.ts")) as {
  createDefaultDetectors: typeof currentDetectors;
};
const { createPatternDetector: baselinePatterns } = (await from("patterns/pattern-detector.ts")) as {
  createPatternDetector: typeof currentPatterns;
};
const { DEFAULT_POLICY: baselinePolicy } = (await from("policy/policy.ts")) as { DEFAULT_POLICY: Policy };

const sets: [string, string[]][] = [
  ["tune-2026", TUNE_CORPUS.map((m, i) => parseMarkup(`t${i}`, m).text)],
  ["hand-labelled", HAND_LABELLED.map((m, i) => parseMarkup(`h${i}`, m).text)],
  ["generated", generateCorpus().map((d) => d.text)],
  ["bench", benchDocuments()],
];

let compared = 0;
function fail(what: string, set: string, index: number, baseline: unknown, current: unknown): never {
  console.error(`DIFFERENT ${what} in ${set}[${index}]`);
  console.error("baseline:", JSON.stringify(baseline, null, 1).slice(0, 2000));
  console.error("current: ", JSON.stringify(current, null, 1).slice(0, 2000));
  process.exit(1);
}

/** The first field in which two results differ, or undefined. */
function firstDifference(current: RedactionResult, baseline: RedactionResult): string | undefined {
  if (current.text !== baseline.text) return "output text";
  if (current.spans.length !== baseline.spans.length) return "span count";
  for (const [j, span] of current.spans.entries()) {
    if (!isDeepStrictEqual(span, baseline.spans[j])) return `span ${j}`;
  }
  if (current.digest !== baseline.digest) return "digest";
  if (current.policyVersion !== baseline.policyVersion) return "policy version";
  if (!isDeepStrictEqual(current.audit, baseline.audit)) return "audit record";
  // The service sends spans and writes audit lines as JSON: the order of fields is output too.
  if (JSON.stringify(current) !== JSON.stringify(baseline)) return "JSON encoding (field order)";
  return undefined;
}

/**
 * A build's default policy with every type's action replaced (undefined: the default actions); masks
 * keep their last two letters or digits and use another character, so both mask options are read.
 */
function withAction(policy: Policy, action: Action | undefined): Policy {
  if (!action) return policy;
  const mask = action === "mask" ? { keepLast: 2, maskChar: "#" } : {};
  const types = new Map([...policy.types].map(([type, rule]) => [type, { ...rule, action, ...mask }]));
  return { ...policy, types };
}

// Whole redactions. One redactor per build, detector choice and action for all sets, so the
// placeholder counters carried between documents are compared too; each action takes another
// replacement path (lookalike names, masks, kept values).
const secret = "output-identity-secret-0123456789";
const actions = [undefined, "lookalike", "mask", "keep"] as const;
for (const choice of ["default", "openmed"] as const) {
  for (const action of actions) {
    const mode = `${choice}/${action ?? "placeholder"}`;
    const baseline = baselineRedactor({
      secret,
      detectors: baselineDetectors({ choice }),
      policy: withAction(baselinePolicy, action),
    });
    const current = currentRedactor({
      secret,
      detectors: currentDetectors({ choice }),
      policy: withAction(currentPolicy, action),
    });
    for (const [set, texts] of sets) {
      for (const [i, text] of texts.entries()) {
        const [b, c] = [await baseline.redact(text), await current.redact(text)];
        const diff = firstDifference(c, b);
        if (diff) fail(`${mode} ${diff}`, set, i, b, c);
        compared++;
      }
    }
  }
}

// The pattern stage alone, look-alikes and normalised values included, under other policies' regions.
const key = (f: Finding) => `${f.start}:${f.end}:${f.type}:${f.verdict}:${f.confidence}:${f.normalized}`;
const types = new Set(PATTERN_TYPES);
for (const phoneRegions of [["US", "GB"], [], ["DE", "FR", "AU", "IN", "CA"], ["JP", "BR"]]) {
  const [b, c] = [baselinePatterns(), currentPatterns()];
  for (const [set, texts] of sets) {
    for (const [i, text] of texts.entries()) {
      const bf = b.detect(text, { types, phoneRegions }).map(key);
      const cf = c.detect(text, { types, phoneRegions }).map(key);
      if (bf.join("|") !== cf.join("|")) fail(`pattern findings (${phoneRegions})`, set, i, bf, cf);
      compared++;
    }
  }
}
console.log(
  `identical: ${compared} comparisons over ${sets.map(([s, t]) => `${s} ${t.length}`).join(", ")} ` +
    `(redactions: 2 detector sets x ${actions.length} actions; pattern stage: 4 region policies)`,
);
