// The pattern stage alone over the bench's texts (the 2026 tuning half and the bench
// documents), ROUNDS times, for a CPU profile; prints nothing. Profile it and read the profile with
// cpu-profile-summary.ts:
//   node --conditions=source --import tsx --cpu-prof --cpu-prof-dir=/tmp/pattern-prof \
//     --cpu-prof-interval 250 bench/profile-pattern-stage.ts
//   node --import tsx bench/cpu-profile-summary.ts /tmp/pattern-prof/<file>.cpuprofile detect
import { TUNE_CORPUS } from "../eval/corpus-2026/tune.js";
import { parseMarkup } from "../eval/labelled-doc.js";
import { EntityType } from "../src/entity-type.js";
import { createPatternDetector } from "../src/patterns/pattern-detector.js";
import { benchDocuments } from "./bench-corpus.js";

const texts = [...TUNE_CORPUS.map((m, i) => parseMarkup(`t${i}`, m).text), ...benchDocuments()];
const types = Object.values(EntityType);
const context = { types: new Set(types), phoneRegions: ["US", "GB"] };
const detector = createPatternDetector();
const rounds = Number(process.env["ROUNDS"] ?? 40);
for (let r = 0; r < rounds; r++) for (const t of texts) detector.detect(t, context);
