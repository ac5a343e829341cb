import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { encodeOnnxModel, OnnxDataType } from "./onnx-writer.js";

/** A word's label, or a label and the logit it gets (default `TINY_MODEL_LOGIT`). */
export type TinyWordLabel = string | readonly [label: string, logit: number];

export interface TinyModelOptions {
  /** Labels in id order; the first must be `O`. */
  readonly labels?: readonly string[];
  /** Vocabulary words (whole words or `##` pieces) and the label each one predicts. */
  readonly words?: Readonly<Record<string, TinyWordLabel>>;
  /** `max_position_embeddings` in config.json: small values force the detector to use windows. */
  readonly maxLength?: number;
  /** Lower-case inputs (an uncased vocabulary). Default false. */
  readonly lowercase?: boolean;
  /** Write the vocabulary as a Hugging Face `tokenizer.json` instead of `vocab.txt`. */
  readonly tokenizerJson?: boolean;
}

export const TINY_MODEL_LOGIT = 6;

export const TINY_MODEL_LABELS = ["O", "B-PER", "I-PER", "B-ORG", "I-ORG", "B-LOC", "I-LOC"] as const;

export const TINY_MODEL_WORDS: Readonly<Record<string, TinyWordLabel>> = {
  Ada: "B-PER",
  Lovelace: "I-PER",
  Grace: "B-PER",
  Hopper: "I-PER",
  Alan: "B-PER",
  Turing: "I-PER",
  Acme: "B-ORG",
  Corp: "I-ORG",
  Globex: "B-ORG",
  Paris: "B-LOC",
  London: "B-LOC",
  Perhaps: ["B-PER", 0.5],
  met: "O",
  at: "O",
  in: "O",
  and: "O",
  "##s": "O",
};

const SPECIAL_TOKENS = ["[PAD]", "[UNK]", "[CLS]", "[SEP]"] as const;

/**
 * The files of a tiny token-classification model in the Hugging Face layout: `model.onnx`
 * (Gather embedding -> MatMul -> Add: logits [batch, sequence, labels]), `config.json` with
 * `id2label`, and a WordPiece vocabulary. Each vocabulary word's embedding is one-hot on its label
 * times its logit, and the classifier is the identity, so every word predicts its label with a
 * known softmax confidence and no context: exact spans for tests and smoke checks, not a real NER.
 */
export function buildTinyModel(options: TinyModelOptions = {}): Record<string, Uint8Array | string> {
  const labels = options.labels ?? TINY_MODEL_LABELS;
  const words = options.words ?? TINY_MODEL_WORDS;
  if (labels[0] !== "O") throw new Error('the first label must be "O"');
  const vocab = [...SPECIAL_TOKENS, ...Object.keys(words)];
  const size = labels.length;
  const embeddings = new Float32Array(vocab.length * size);
  vocab.forEach((token, row) => {
    const entry = words[token] ?? "O";
    const [label, logit] = typeof entry === "string" ? [entry, TINY_MODEL_LOGIT] : entry;
    const column = labels.indexOf(label);
    if (column < 0) throw new Error(`word "${token}" has label "${label}", which is not in the labels`);
    embeddings[row * size + column] = logit;
  });
  const identity = new Float32Array(size * size);
  for (let i = 0; i < size; i++) identity[i * size + i] = 1;

  const ids = (name: string) => ({ name, type: OnnxDataType.INT64, shape: ["batch", "sequence"] as const });
  const model = encodeOnnxModel({
    name: "tiny-token-classifier",
    inputs: [ids("input_ids"), ids("attention_mask"), ids("token_type_ids")],
    outputs: [{ name: "logits", type: OnnxDataType.FLOAT, shape: ["batch", "sequence", size] }],
    initializers: [
      { name: "embeddings.word_embeddings.weight", dims: [vocab.length, size], values: embeddings },
      { name: "classifier.weight", dims: [size, size], values: identity },
      { name: "classifier.bias", dims: [size], values: new Float32Array(size) },
    ],
    nodes: [
      { opType: "Gather", inputs: ["embeddings.word_embeddings.weight", "input_ids"], outputs: ["hidden"] },
      { opType: "MatMul", inputs: ["hidden", "classifier.weight"], outputs: ["scores"] },
      { opType: "Add", inputs: ["scores", "classifier.bias"], outputs: ["logits"] },
    ],
  });

  const id2label = Object.fromEntries(labels.map((label, i) => [String(i), label]));
  const label2id = Object.fromEntries(labels.map((label, i) => [label, i]));
  const maxLength = options.maxLength ?? 128;
  const lowercase = options.lowercase ?? false;
  const files: Record<string, Uint8Array | string> = {
    "model.onnx": model,
    "config.json": json({
      architectures: ["BertForTokenClassification"],
      model_type: "bert",
      id2label,
      label2id,
      max_position_embeddings: maxLength,
    }),
  };
  if (options.tokenizerJson) {
    files["tokenizer.json"] = json({
      version: "1.0",
      normalizer: {
        type: "BertNormalizer",
        clean_text: true,
        handle_chinese_chars: true,
        strip_accents: null,
        lowercase,
      },
      pre_tokenizer: { type: "BertPreTokenizer" },
      model: {
        type: "WordPiece",
        unk_token: "[UNK]",
        continuing_subword_prefix: "##",
        max_input_chars_per_word: 100,
        vocab: Object.fromEntries(vocab.map((token, i) => [token, i])),
      },
    });
  } else {
    files["vocab.txt"] = `${vocab.join("\n")}\n`;
    files["tokenizer_config.json"] = json({ do_lower_case: lowercase, model_max_length: maxLength });
  }
  return files;
}

/** Writes `buildTinyModel(options)` into `dir` (created if needed). */
export function writeTinyModel(dir: string, options: TinyModelOptions = {}): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(buildTinyModel(options)))
    writeFileSync(join(dir, name), content);
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
