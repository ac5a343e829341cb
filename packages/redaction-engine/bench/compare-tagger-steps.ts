// Before/after of one step of the learned tagger stage, for a change too small to see above the
// noise of the whole stage (compare-tagger-stage.ts, which also checks identity): the current src/
// against an older copy, on the 2026 tuning half and the bench documents, in alternating rounds
// (CPU time; stage-rounds.ts). STEP is one of
//   tokens    taggerTokens
//   features  extractFeatures (tokens made beforehand)
//   scores    scoreTokens (features made and copied beforehand)
//   viterbi   viterbi (scores made beforehand)
// Records nothing. Make the copy as for compare-builds.ts:
//   mkdir -p .baseline && git archive <commit> src | tar -x -C .baseline
// Usage: STEP=features BASELINE_SRC=.baseline/src node --conditions=source --import tsx bench/compare-tagger-steps.ts
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { TUNE_CORPUS } from "../eval/corpus-2026/tune.js";
import { parseMarkup } from "../eval/labelled-doc.js";
import { benchDocuments } from "./bench-corpus.js";
import { compareInRounds } from "./stage-rounds.js";

const baselineSrc = process.env["BASELINE_SRC"];
if (!baselineSrc) throw new Error("set BASELINE_SRC to the src/ directory of the build to compare with");
const step = process.env["STEP"] ?? "features";
const texts = [...TUNE_CORPUS.map((m, i) => parseMarkup(`t${i}`, m).text), ...benchDocuments()];

type Features = { hashes: Uint32Array; offsets: Uint32Array };

/** One build's STEP as a function of a text, everything before it done once here. */
async function stepOf(src: string): Promise<(text: string) => unknown> {
  const load = (path: string) => import(pathToFileURL(join(resolve(src), path)).href);
  const { extractFeatures } = await load("tagger/tagger-features.ts");
  const { taggerLexicon } = await load("tagger/tagger-lexicon.ts");
  const { taggerTokens } = await load("tagger/tagger-tokens.ts");
  const { shippedTaggerModel } = await load("tagger/shipped-tagger.ts");
  const { scoreTokens } = await load("tagger/tagger-model.ts");
  const { viterbi, LABELS } = await load("tagger/tagger-decode.ts");
  const lexicon = taggerLexicon();
  const { names, weights } = shippedTaggerModel();
  const before = new Map<
    string,
    { n: number; tokens: unknown[]; features: Features; scores: Float32Array }
  >();
  for (const text of texts) {
    const tokens = taggerTokens(text);
    const n = tokens.length;
    const f = extractFeatures(text, tokens, lexicon, names);
    const features = { hashes: f.hashes.slice(), offsets: f.offsets.slice() };
    const scores = new Float32Array(n * LABELS);
    scoreTokens(weights, features, n, scores);
    before.set(text, { n, tokens, features, scores });
  }
  const scratch = new Float32Array(Math.max(...[...before.values()].map((b) => b.n)) * LABELS);
  const steps: Record<string, (text: string) => unknown> = {
    tokens: (text) => taggerTokens(text),
    features: (text) => extractFeatures(text, before.get(text)!.tokens, lexicon, names),
    scores: (text) => {
      const { features, n } = before.get(text)!;
      scoreTokens(weights, features, n, scratch);
    },
    viterbi: (text) => {
      const { scores, n } = before.get(text)!;
      return viterbi(scores, n, weights.transitions);
    },
  };
  const run = steps[step];
  if (!run) throw new Error(`STEP must be one of ${Object.keys(steps).join(", ")}`);
  return run;
}

compareInRounds(
  `tagger step ${step}`,
  [
    { name: "baseline", run: await stepOf(baselineSrc) },
    { name: "current", run: await stepOf("src") },
  ],
  texts,
  Number(process.env["ROUNDS"] ?? 21),
);
