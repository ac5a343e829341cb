// Output identity of the current src/ against an older copy of src/: a speed change must not move
// one span, type, placeholder or character of output. Redacts the 2026 tuning half, the
// hand-labelled set, the generated corpus and the bench documents with the default redactor and
// the clinical (`openmed`) one of both builds, and runs both pattern stages (invalid look-alikes
// and normalised values included) under several phone-region policies; exits 1 at the first
// difference. Never reads a held-out set. The copy must sit inside this package (not committed):
//   mkdir -p .baseline && git archive main src | tar -x -C .baseline
// Usage: BASELINE_SRC=.baseline/src node --conditions=source --import tsx bench/output-identity.ts
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { TUNE_CORPUS } from "../eval/corpus-2026/tune.js";
import { generateCorpus } from "../eval/generate-corpus.js";
import { HAND_LABELLED } from "../eval/hand-labelled.js";
import { parseMarkup } from "../eval/labelled-doc.js";
import { PATTERN_TYPES } from "../src/entity-type.js";
import type { Finding } from "../src/finding.js";
import { createPatternDetector as currentPatterns } from "../src/patterns/pattern-detector.js";
import { createDefaultDetectors as currentDetectors } from "../src/pipeline/default-detectors.js";
import { createRedactor as currentRedactor } from "../src/pipeline/redactor.js";
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

// Whole redactions: output text and every span. One redactor per build for all sets, so the
// placeholder counters advance alike.
const secret = "output-identity-secret-0123456789";
for (const choice of ["default", "openmed"] as const) {
  const baseline = baselineRedactor({ secret, detectors: baselineDetectors({ choice }) });
  const current = currentRedactor({ secret, detectors: currentDetectors({ choice }) });
  for (const [set, texts] of sets) {
    for (const [i, text] of texts.entries()) {
      const [b, c] = [await baseline.redact(text), await current.redact(text)];
      if (b.text !== c.text) fail(`${choice} output text`, set, i, b.text, c.text);
      const [bs, cs] = [JSON.stringify(b.spans), JSON.stringify(c.spans)];
      if (bs !== cs) fail(`${choice} spans`, set, i, b.spans, c.spans);
      compared++;
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
console.log(`identical: ${compared} comparisons over ${sets.map(([s, t]) => `${s} ${t.length}`).join(", ")}`);
