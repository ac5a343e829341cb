// Before/after of the learned tagger stage alone (tokens, features, scores, Viterbi, span rules)
// in one process: the current src/ against an older copy, on the 2026 tuning half, the
// hand-labelled set, the generated corpus, the bench documents and mixed-script sentences. First
// checks identity (exits 1 at the first difference): the tokens, every feature hash and the
// findings of the shipped detector (ORG spans kept, as in the default set). Then alternating rounds
// of the detector alone; prints CPU-time MB/s (median and best round), p50/p99 per document and
// the ratio. Records nothing. Make the copy as for compare-builds.ts:
//   mkdir -p .baseline && git archive <commit> src | tar -x -C .baseline
// Usage: BASELINE_SRC=.baseline/src node --conditions=source --import tsx bench/compare-tagger-stage.ts
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { TUNE_CORPUS } from "../eval/corpus-2026/tune.js";
import { generateCorpus } from "../eval/generate-corpus.js";
import { HAND_LABELLED } from "../eval/hand-labelled.js";
import { parseMarkup } from "../eval/labelled-doc.js";
import { EntityType } from "../src/entity-type.js";
import * as current from "../src/tagger/shipped-tagger.js";
import * as currentFeatures from "../src/tagger/tagger-features.js";
import { taggerLexicon } from "../src/tagger/tagger-lexicon.js";
import * as currentTokens from "../src/tagger/tagger-tokens.js";
import { benchDocuments } from "./bench-corpus.js";
import { compareInRounds } from "./stage-rounds.js";

const baselineSrc = process.env["BASELINE_SRC"];
if (!baselineSrc) throw new Error("set BASELINE_SRC to the src/ directory of the build to compare with");
const from = (path: string) => import(pathToFileURL(join(resolve(baselineSrc), path)).href);
const baseline = (await from("tagger/shipped-tagger.ts")) as typeof current;
const baselineFeatures = (await from("tagger/tagger-features.ts")) as typeof currentFeatures;
const baselineTokens = (await from("tagger/tagger-tokens.ts")) as typeof currentTokens;
const baselineLexicon = (await from("tagger/tagger-lexicon.ts")) as { taggerLexicon: typeof taggerLexicon };

// Sentences in every script the tagger reads, with joined particles, prefixes and mixed case.
const MIXED = [
  "担当の田中美咲が佐藤様に連絡しました。王伟经理和李娜女士在北京。",
  "김민준님께서 이지은씨에게 메일을 보냈습니다. 박서준 고객님",
  "Уважаемый Иван Петров, ООО «Ромашка» подтверждает. Ελένη Παπαδοπούλου, Αθήνα.",
  "ولمحمد أحمد من شركة الأمل. לדוד כהן ושרה לוי מחברת אלביט.",
  "श्री राहुल शर्मा, मुंबई। คุณสมชาย ใจดี และนางสาวสุดา",
  "hi john miller, li na here. O'Brien-Smith & Jean-Luc Picard at ACME GmbH; Müller AG, Zoë Ærø.",
  "ＡＢＣ株式会社 の 山田太郎 ｔｅｌ ０３ - 1234 @ x_y __init__ 12ab ab12 İstanbul ǅemal ﬁnn",
];

const sets: [string, string[]][] = [
  ["tune-2026", TUNE_CORPUS.map((m, i) => parseMarkup(`t${i}`, m).text)],
  ["hand-labelled", HAND_LABELLED.map((m, i) => parseMarkup(`h${i}`, m).text)],
  ["generated", generateCorpus().map((d) => d.text)],
  ["bench", benchDocuments()],
  ["mixed", MIXED],
];

function fail(what: string, set: string, index: number, a: unknown, b: unknown): never {
  console.error(`DIFFERENT ${what} in ${set}[${index}]`);
  console.error("baseline:", JSON.stringify(a).slice(0, 2000));
  console.error("current: ", JSON.stringify(b).slice(0, 2000));
  process.exit(1);
}

const context = { types: new Set([EntityType.PERSON, EntityType.ORG]), phoneRegions: [] };
const options = { minMargin: current.WITH_ORGANISATIONS_MARGIN };
const baselineTagger = baseline.createShippedTagger(options);
const currentTagger = current.createShippedTagger(options);
const baseNames = baseline.shippedTaggerModel().names;
const curNames = current.shippedTaggerModel().names;
const baseLex = baselineLexicon.taggerLexicon();
const curLex = taggerLexicon();
let compared = 0;
for (const [set, texts] of sets) {
  for (const [i, text] of texts.entries()) {
    const a = baselineTokens.taggerTokens(text);
    const b = currentTokens.taggerTokens(text);
    if (JSON.stringify(a) !== JSON.stringify(b)) fail("tokens", set, i, a, b);
    const fa = baselineFeatures.extractFeatures(text, a, baseLex, baseNames);
    const [ha, oa] = [Array.from(fa.hashes), Array.from(fa.offsets)];
    const fb = currentFeatures.extractFeatures(text, b, curLex, curNames);
    if (JSON.stringify(ha) !== JSON.stringify(Array.from(fb.hashes))) fail("features", set, i, ha, fb.hashes);
    if (JSON.stringify(oa) !== JSON.stringify(Array.from(fb.offsets)))
      fail("offsets", set, i, oa, fb.offsets);
    const da = baselineTagger.detect(text, context);
    const db = currentTagger.detect(text, context);
    if (JSON.stringify(da) !== JSON.stringify(db)) fail("findings", set, i, da, db);
    compared++;
  }
}
console.log(`identical: tokens, feature hashes and findings of ${compared} documents`);

compareInRounds(
  "tagger stage",
  [
    { name: "baseline", run: (t) => baselineTagger.detect(t, context) },
    { name: "current", run: (t) => currentTagger.detect(t, context) },
  ],
  [...sets[0]![1], ...sets[3]![1]],
  Number(process.env["ROUNDS"] ?? 21),
);
