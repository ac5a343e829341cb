// The whole default pipeline over the bench's texts (the 2026 tuning half and the bench documents),
// ROUNDS times, for a CPU profile; prints nothing. Profile it and read it with cpu-profile-summary.ts:
//   node --conditions=source --import tsx --cpu-prof --cpu-prof-dir=/tmp/pipeline-prof \
//     --cpu-prof-interval 250 bench/profile-pipeline.ts
import { TUNE_CORPUS } from "../eval/corpus-2026/tune.js";
import { parseMarkup } from "../eval/labelled-doc.js";
import { createRedactor } from "../src/pipeline/redactor.js";
import { benchDocuments } from "./bench-corpus.js";

const texts = [...TUNE_CORPUS.map((m, i) => parseMarkup(`t${i}`, m).text), ...benchDocuments()];
const redactor = createRedactor({ secret: "benchmark-secret-0123456789" });
const rounds = Number(process.env["ROUNDS"] ?? 10);
for (let r = 0; r < rounds; r++) for (const t of texts) await redactor.redact(t);
