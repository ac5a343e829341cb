// The learned tagger stage alone (tokens, features, scores, Viterbi, span rules) over the bench's
// texts (the 2026 tuning half and the bench documents), ROUNDS times, for a CPU profile; prints
// nothing. Profile it and read it with cpu-profile-summary.ts:
//   node --conditions=source --import tsx --cpu-prof --cpu-prof-dir=/tmp/tagger-prof \
//     --cpu-prof-interval 250 bench/profile-tagger-stage.ts
import { TUNE_CORPUS } from "../eval/corpus-2026/tune.js";
import { parseMarkup } from "../eval/labelled-doc.js";
import { EntityType } from "../src/entity-type.js";
import { createShippedTagger, WITH_ORGANISATIONS_MARGIN } from "../src/tagger/shipped-tagger.js";
import { benchDocuments } from "./bench-corpus.js";

const texts = [...TUNE_CORPUS.map((m, i) => parseMarkup(`t${i}`, m).text), ...benchDocuments()];
const tagger = createShippedTagger({ minMargin: WITH_ORGANISATIONS_MARGIN });
const context = { types: new Set([EntityType.PERSON, EntityType.ORG]), phoneRegions: [] };
const rounds = Number(process.env["ROUNDS"] ?? 40);
for (let r = 0; r < rounds; r++) for (const t of texts) tagger.detect(t, context);
