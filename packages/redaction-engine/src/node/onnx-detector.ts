import { parseClinicalDate } from "../clinical/clinical-date.js";
import { normalizeName } from "../entities/compromise-recognizer.js";
import { EntityType } from "../entity-type.js";
import type { AsyncDetector, DetectContext, Finding } from "../finding.js";
import { MODEL_TYPES } from "../model/token-labels.js";
import { decodeSpans, type ModelSpan, type WordPrediction } from "../model/token-spans.js";
import { ownerWindows, planWindows, type TokenWindow } from "../model/token-windows.js";
import { createWordPieceTokenizer, type Tokenized } from "../model/wordpiece-tokenizer.js";
import { type ModelDirectory, readModelDirectory } from "./model-directory.js";
import { ModelLoadError } from "./model-load-error.js";
import { openTokenClassifier } from "./onnx-session.js";

/** The detector's name when it runs beside the others (`REDACT_DETECTOR=default`). */
export const MODEL_DETECTOR = "model";

export interface OnnxDetectorOptions {
  /** Default `model`; `createDetectorsWithModel` names it `clinical` for `REDACT_DETECTOR=openmed`. */
  readonly name?: string;
  /** Longest window, special tokens included. Default and upper bound: the model's own limit. */
  readonly maxTokens?: number;
  /** Tokens shared by neighbouring windows. Default a quarter of a window, at most 64. */
  readonly overlap?: number;
  /** Windows per inference call. Default 8. */
  readonly batchSize?: number;
  /** Threads per inference. Default 1: the service already runs one pipeline per core. */
  readonly threads?: number;
}

export interface OnnxDetector extends AsyncDetector {
  /** What was loaded, for logs: the model file, labels, and the window geometry. */
  readonly info: {
    readonly modelPath: string;
    readonly labels: readonly string[];
    readonly windowTokens: number;
    readonly overlap: number;
  };
  close(): Promise<void>;
}

/**
 * Loads a local token-classification model directory (see `readModelDirectory` for the layout;
 * nothing is ever fetched) and returns it as an async detector. Text is tokenized with WordPiece,
 * read in overlapping windows on the CPU, and each word takes the label of its first sub-word with
 * that label's softmax probability; IOB2 groups of words become spans whose offsets are the
 * words' UTF-16 offsets. A warm-up inference at load proves the model runs, so a bad directory
 * fails here, not on the first request.
 */
export async function loadOnnxDetector(
  dir: string,
  options: OnnxDetectorOptions = {},
): Promise<OnnxDetector> {
  const model = readModelDirectory(dir);
  const tokenizer = createWordPieceTokenizer(model.tokenizer);
  const windowTokens = Math.max(3, Math.min(model.maxTokens, options.maxTokens ?? model.maxTokens));
  const content = windowTokens - 2;
  const overlap = options.overlap ?? Math.min(64, Math.floor(content / 4));
  const batchSize = Math.max(1, options.batchSize ?? 8);
  const session = await openTokenClassifier(dir, model.modelPath, model.labels.length, {
    threads: Math.max(1, options.threads ?? 1),
  });
  const types = MODEL_TYPES.filter((t) => model.labels.some((l) => l.type === t));
  if (types.length === 0) {
    await session.release();
    throw new ModelLoadError(dir, [
      `none of the labels (${model.labels.map((l) => l.label).join(", ")}) maps to ${MODEL_TYPES.join(", ")}; map them in labels.json`,
    ]);
  }

  async function predict(tokens: Tokenized): Promise<WordPrediction[]> {
    const count = tokens.ids.length;
    const windows = planWindows(count, content, overlap);
    const owner = ownerWindows(count, windows);
    const predictions: WordPrediction[] = new Array(tokens.words.length);
    for (let first = 0; first < windows.length; first += batchSize) {
      const batch = windows.slice(first, first + batchSize);
      const logits = await session.run(encodeBatch(tokens.ids, batch, model.special));
      const width = logits.data.length / (batch.length * logits.labels);
      batch.forEach((w, row) => {
        for (let t = w.start; t < w.end; t++) {
          const startsWord = t === 0 || tokens.wordOf[t - 1] !== tokens.wordOf[t];
          if (!startsWord || owner[t] !== first + row) continue;
          const at = (row * width + (t - w.start + 1)) * logits.labels;
          predictions[tokens.wordOf[t]!] = argmaxSoftmax(logits.data, at, logits.labels);
        }
      });
    }
    return predictions;
  }

  async function detect(text: string, context: DetectContext): Promise<Finding[]> {
    if (!types.some((t) => context.types.has(t))) return [];
    const tokens = tokenizer.tokenize(text);
    if (tokens.ids.length === 0) return [];
    const spans = decodeSpans(tokens.words, await predict(tokens), model.labels);
    return spans.filter((s) => context.types.has(s.type)).map((s) => toFinding(text, s, name));
  }

  const name = options.name ?? MODEL_DETECTOR;
  try {
    await predict(tokenizer.tokenize("Warm up the model."));
  } catch (error) {
    await session.release();
    throw new ModelLoadError(dir, [`the model does not run: ${(error as Error).message}`]);
  }
  return {
    name,
    types,
    async: true,
    detect,
    info: { modelPath: model.modelPath, labels: model.labels.map((l) => l.label), windowTokens, overlap },
    close: () => session.release(),
  };
}

/** `[CLS] tokens [SEP]` per window, right-padded to the longest window of the batch. */
function encodeBatch(ids: Int32Array, windows: readonly TokenWindow[], special: ModelDirectory["special"]) {
  const width = windows.reduce((m, w) => Math.max(m, w.end - w.start), 0) + 2;
  const batchIds = new Int32Array(windows.length * width).fill(special.pad);
  const mask = new Uint8Array(windows.length * width);
  windows.forEach((w, row) => {
    const base = row * width;
    const length = w.end - w.start;
    batchIds[base] = special.cls;
    batchIds.set(ids.subarray(w.start, w.end), base + 1);
    batchIds[base + length + 1] = special.sep;
    mask.fill(1, base, base + length + 2);
  });
  return { rows: windows.length, width, ids: batchIds, mask };
}

function argmaxSoftmax(logits: Float32Array, at: number, labels: number): WordPrediction {
  let best = 0;
  for (let j = 1; j < labels; j++) if (logits[at + j]! > logits[at + best]!) best = j;
  const max = logits[at + best]!;
  let sum = 0;
  for (let j = 0; j < labels; j++) sum += Math.exp(logits[at + j]! - max);
  return { label: best, probability: 1 / sum };
}

function toFinding(text: string, span: ModelSpan, detector: string): Finding {
  const value = text.slice(span.start, span.end);
  return {
    start: span.start,
    end: span.end,
    type: span.type,
    confidence: span.confidence,
    detector,
    verdict: "unvalidated",
    normalized: normalizeValue(span.type, value),
  };
}

/** The same normal forms as the rule detectors, so a model span and a rule span share a placeholder. */
function normalizeValue(type: EntityType, value: string): string {
  if (type === EntityType.MRN) return value.toUpperCase().replace(/[\s-]/g, "");
  if (type === EntityType.DATE_OF_BIRTH) return parseClinicalDate(value) ?? normalizeName(value);
  return normalizeName(value);
}
