// Speed of the ONNX model detector with the tiny test model (Gather -> MatMul -> Add), so it
// measures the detector's own overhead (tokenizer, windows, tensors, onnxruntime call, decoding),
// not a real NER model's inference. Usage: npm run bench:model -w @platform/redaction-engine
// (BENCH_TIME_MS per task, default 3000; MODEL_DIR to time a real model directory instead).
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { Bench } from "tinybench";
import { ENTITY_TYPES, EntityType } from "../src/entity-type.js";
import type { DetectContext } from "../src/finding.js";
import { createWordPieceTokenizer } from "../src/model/wordpiece-tokenizer.js";
import { createDetectorsWithModel } from "../src/node/index.js";
import { readModelDirectory } from "../src/node/model-directory.js";
import { writeTinyModel } from "../src/node/tiny-model.js";
import { createDefaultDetectors } from "../src/pipeline/default-detectors.js";
import { createRedactor } from "../src/pipeline/redactor.js";
import { benchDocuments } from "./bench-corpus.js";

const TIME_MS = Number(process.env["BENCH_TIME_MS"] ?? 3000);
const SECRET = "benchmark-secret-0123456789";
const TYPES = new Set(ENTITY_TYPES.filter((t) => t !== EntityType.MRN && t !== EntityType.DATE_OF_BIRTH));
const context: DetectContext = { types: TYPES, phoneRegions: ["US", "GB"] };

const scratch = mkdtempSync(join(tmpdir(), "model-bench-"));
const dir = process.env["MODEL_DIR"] ?? join(scratch, "tiny");
if (!process.env["MODEL_DIR"]) writeTinyModel(dir, { maxLength: 512 });

const docs = benchDocuments(2048).slice(0, 100);
const tokenizer = createWordPieceTokenizer(readModelDirectory(dir).tokenizer);
const { detectors, model } = await createDetectorsWithModel({ modelDir: dir });
const withModel = createRedactor({ secret: SECRET, detectors });
const without = createRedactor({ secret: SECRET, detectors: createDefaultDetectors() });
const tokens = docs.reduce((n, d) => n + tokenizer.tokenize(d).ids.length, 0);

const loadBefore = loadavg()[0]!;
const bench = new Bench({ time: TIME_MS, warmupTime: 300 });
bench
  .add("WordPiece tokenizer", () => {
    for (const d of docs) tokenizer.tokenize(d);
  })
  .add("model detector (tokenize, windows, onnxruntime, decode)", async () => {
    for (const d of docs) await model.detect(d, context);
  })
  .add("full pipeline without the model", async () => {
    for (const d of docs) await without.redact(d);
  })
  .add("full pipeline with the model", async () => {
    for (const d of docs) await withModel.redact(d);
  });
await bench.run();

console.log(
  `${docs.length} documents of ~2 KB, ${(tokens / docs.length).toFixed(0)} tokens each, window ${model.info.windowTokens} tokens; ` +
    `model ${dir}; ${cpus()[0]?.model ?? "?"} x${cpus().length}; load ${loadBefore.toFixed(1)} -> ${loadavg()[0]!.toFixed(1)}; ${new Date().toISOString()}`,
);
console.log("| Task | per 2 KB doc (mean) | ± |");
console.log("|---|---|---|");
for (const task of bench.tasks) {
  const r = task.result;
  if (r?.state !== "completed") {
    console.log(`| ${task.name} | failed | |`);
    continue;
  }
  const perDoc = r.latency.mean / docs.length;
  console.log(`| ${task.name} | ${perDoc.toFixed(3)} ms | ${r.latency.rme.toFixed(1)} % |`);
}
await model.close();
rmSync(scratch, { recursive: true, force: true });
