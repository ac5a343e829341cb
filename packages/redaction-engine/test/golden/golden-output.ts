// The engine's exact output on every evaluation text, for the golden-output test: speed work
// must not move accuracy, so any change in a placeholder, a span or the output text shows up
// here first. Record again (npm run golden:record) only when a change of output is intended.

import { TUNE_CORPUS } from "../../eval/corpus-2026/tune.js";
import { generateCorpus } from "../../eval/generate-corpus.js";
import { HAND_LABELLED } from "../../eval/hand-labelled.js";
import { HELD_OUT } from "../../eval/held-out.js";
import { parseMarkup } from "../../eval/labelled-doc.js";
import { createDefaultDetectors } from "../../src/pipeline/default-detectors.js";
import { createRedactor, type RedactionResult } from "../../src/pipeline/redactor.js";

const SECRET = "golden-output-secret-0123456789";

/** One document's output: the digest of the redacted text, every span, the rejected counts. */
export interface GoldenDoc {
  readonly digest: string;
  /** `start-end TYPE action placeholder detector confidence outputStart-outputEnd` */
  readonly spans: readonly string[];
  readonly rejected: string;
}

export type GoldenOutput = Record<string, readonly GoldenDoc[]>;

/** The texts: the 2026 tuning half (never the held-out half), the older sets, the generated corpus. */
function sets(): [string, readonly string[], "default" | "openmed"][] {
  const tune = TUNE_CORPUS.map((m, i) => parseMarkup(`tune-${i}`, m).text);
  return [
    ["corpus-2026 tune, default", tune, "default"],
    ["corpus-2026 tune, openmed", tune, "openmed"],
    ["hand-labelled", HAND_LABELLED.map((m, i) => parseMarkup(`hand-${i}`, m).text), "default"],
    ["held-out (2025)", HELD_OUT.map((m, i) => parseMarkup(`held-${i}`, m).text), "default"],
    ["generated corpus", generateCorpus().map((d) => d.text), "default"],
  ];
}

function record(r: RedactionResult): GoldenDoc {
  return {
    digest: r.digest,
    spans: r.spans.map(
      (s) =>
        `${s.start}-${s.end} ${s.type} ${s.action} ${s.placeholder} ${s.detector} ${s.confidence} ${s.outputStart}-${s.outputEnd}`,
    ),
    rejected: JSON.stringify(r.audit.rejected),
  };
}

/** Runs one redactor per set over its documents in order (counters carry from one to the next). */
export async function goldenOutput(): Promise<GoldenOutput> {
  const out: Record<string, GoldenDoc[]> = {};
  for (const [name, texts, choice] of sets()) {
    const redactor = createRedactor({ secret: SECRET, detectors: createDefaultDetectors({ choice }) });
    const docs: GoldenDoc[] = [];
    for (const t of texts) docs.push(record(await redactor.redact(t)));
    out[name] = docs;
  }
  return out;
}
