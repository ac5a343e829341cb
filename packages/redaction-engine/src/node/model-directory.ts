import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { type EntityType, isEntityType } from "../entity-type.js";
import { entityKey, MODEL_TYPES, parseTokenLabels, type TokenLabel } from "../model/token-labels.js";
import type { WordPieceOptions } from "../model/wordpiece-tokenizer.js";
import { ModelLoadError } from "./model-load-error.js";

/**
 * What the detector needs from a model directory (Hugging Face export layout):
 *
 * ```
 * model.onnx               or onnx/model.onnx; inputs input_ids (+ attention_mask, token_type_ids),
 *                          output logits [batch, sequence, labels]
 * config.json              id2label {"0": "O", "1": "B-PER", ...}; max_position_embeddings (optional)
 * tokenizer.json           a WordPiece tokenizer (BertNormalizer, BertPreTokenizer), or instead:
 * vocab.txt                one token per line (id = line number), with optional
 * tokenizer_config.json    do_lower_case, strip_accents, model_max_length, cls/sep/pad/unk tokens
 * labels.json              optional: entity name -> engine type or null, over the default mapping
 * ```
 */
export interface ModelDirectory {
  readonly dir: string;
  readonly modelPath: string;
  readonly labels: readonly TokenLabel[];
  readonly tokenizer: WordPieceOptions;
  readonly special: { readonly cls: number; readonly sep: number; readonly pad: number };
  /** Longest sequence the model takes, special tokens included. */
  readonly maxTokens: number;
}

const DEFAULT_MAX_TOKENS = 512;

/** Reads and checks every file; throws one `ModelLoadError` listing every problem. */
export function readModelDirectory(dir: string): ModelDirectory {
  if (!isDirectory(dir)) throw new ModelLoadError(dir, ["no such directory"]);
  // GLiNER exports (span classification over prompt-encoded entity names, a SentencePiece
  // tokenizer) take other inputs than a token classifier: say so instead of listing missing files.
  if (existsSync(join(dir, "gliner_config.json")))
    throw new ModelLoadError(dir, [
      "gliner_config.json: GLiNER models are not supported; export a token-classification (BIO) model instead",
    ]);
  const problems: string[] = [];
  const file = (name: string) => join(dir, name);

  const modelPath = ["model.onnx", join("onnx", "model.onnx")].map(file).find(existsSync);
  if (!modelPath) problems.push("model.onnx is missing (looked for model.onnx and onnx/model.onnx)");
  else if (statSync(modelPath).size === 0) problems.push(`${modelPath}: empty file`);

  const config = readJson(file("config.json"), problems, true);
  const labelNames = config === undefined ? [] : readId2Label(config, problems);
  const overrides = readLabelOverrides(file("labels.json"), problems);
  const tokenizerConfig = readJson(file("tokenizer_config.json"), problems, false) ?? {};
  const tokenizer = readTokenizer(dir, tokenizerConfig, problems);

  const special = tokenizer ? specialTokens(tokenizer, problems) : undefined;
  const limits = [config?.["max_position_embeddings"], tokenizerConfig["model_max_length"]].filter(
    (v): v is number => typeof v === "number" && Number.isInteger(v) && v > 2 && v < 1_000_000,
  );
  if (problems.length > 0 || !modelPath || !tokenizer || !special) throw new ModelLoadError(dir, problems);
  return {
    dir,
    modelPath,
    labels: parseTokenLabels(labelNames, overrides),
    tokenizer: tokenizer.options,
    special,
    maxTokens: limits.length > 0 ? Math.min(...limits) : DEFAULT_MAX_TOKENS,
  };
}

type Json = Record<string, unknown>;

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function readJson(path: string, problems: string[], required: boolean): Json | undefined {
  const name = basename(path);
  if (!existsSync(path)) {
    if (required) problems.push(`${name} is missing`);
    return undefined;
  }
  try {
    const value: unknown = JSON.parse(readFileSync(path, "utf8"));
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Json;
    problems.push(`${name}: not a JSON object`);
  } catch (error) {
    problems.push(`${name}: not valid JSON (${(error as Error).message})`);
  }
  return undefined;
}

/** `id2label` as an array: its keys must be 0..n-1, its values strings. */
function readId2Label(config: Json, problems: string[]): string[] {
  const id2label = config["id2label"];
  if (!id2label || typeof id2label !== "object" || Array.isArray(id2label)) {
    problems.push("config.json: id2label is missing (a token-classification model's labels by class id)");
    return [];
  }
  const entries = Object.entries(id2label as Json);
  const labels: string[] = [];
  for (const [id, label] of entries) {
    const index = Number(id);
    if (!Number.isInteger(index) || index < 0 || index >= entries.length || typeof label !== "string") {
      problems.push(`config.json: id2label must map the ids 0..${entries.length - 1} to label strings`);
      return [];
    }
    labels[index] = label;
  }
  if (labels.length < 2) problems.push("config.json: id2label needs at least two labels");
  else if (!labels.some((l) => /^o$/i.test(l.trim())))
    problems.push(
      'config.json: id2label has no "O" (outside) label; only BIO-style token classifiers are supported',
    );
  return labels;
}

function readLabelOverrides(path: string, problems: string[]): Record<string, EntityType | null> {
  const json = readJson(path, problems, false);
  if (!json) return {};
  const out: Record<string, EntityType | null> = {};
  for (const [name, type] of Object.entries(json)) {
    if (type === null || (isEntityType(type) && MODEL_TYPES.includes(type))) out[entityKey(name)] = type;
    else
      problems.push(
        `labels.json: ${name} must map to one of ${MODEL_TYPES.join(", ")} or null (pattern types come only from validated recognisers)`,
      );
  }
  return out;
}

function readTokenizer(dir: string, config: Json, problems: string[]): TokenizerFiles | undefined {
  if (existsSync(join(dir, "tokenizer.json")))
    return readTokenizerJson(join(dir, "tokenizer.json"), config, problems);
  if (existsSync(join(dir, "vocab.txt"))) return readVocabTxt(join(dir, "vocab.txt"), config, problems);
  problems.push("no tokenizer: expected tokenizer.json (WordPiece) or vocab.txt");
  return undefined;
}

interface TokenizerFiles {
  readonly options: WordPieceOptions;
  readonly cls: string;
  readonly sep: string;
  readonly pad: string;
}

function tokenName(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && typeof (value as Json)["content"] === "string")
    return (value as Json)["content"] as string;
  return undefined;
}

function readVocabTxt(path: string, config: Json, problems: string[]): TokenizerFiles | undefined {
  const lines = readFileSync(path, "utf8").split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  const vocab = new Map<string, number>();
  lines.forEach((line, id) => {
    const token = line.endsWith("\r") ? line.slice(0, -1) : line;
    if (!vocab.has(token)) vocab.set(token, id);
  });
  if (vocab.size === 0) {
    problems.push("vocab.txt: empty");
    return undefined;
  }
  // Hugging Face's BertTokenizer lower-cases unless told otherwise.
  const lowercase = config["do_lower_case"] !== false;
  const strip = config["strip_accents"];
  return {
    options: {
      vocab,
      unkToken: tokenName(config["unk_token"]) ?? "[UNK]",
      lowercase,
      stripAccents: typeof strip === "boolean" ? strip : lowercase,
    },
    cls: tokenName(config["cls_token"]) ?? "[CLS]",
    sep: tokenName(config["sep_token"]) ?? "[SEP]",
    pad: tokenName(config["pad_token"]) ?? "[PAD]",
  };
}

function readTokenizerJson(path: string, config: Json, problems: string[]): TokenizerFiles | undefined {
  const json = readJson(path, problems, true);
  if (!json) return undefined;
  const model = (json["model"] ?? {}) as Json;
  if (model["type"] !== "WordPiece") {
    problems.push(
      `tokenizer.json: model type ${JSON.stringify(model["type"])} is not supported (WordPiece only: BERT-family models)`,
    );
    return undefined;
  }
  const vocabJson = model["vocab"];
  if (!vocabJson || typeof vocabJson !== "object") {
    problems.push("tokenizer.json: model.vocab is missing");
    return undefined;
  }
  const vocab = new Map<string, number>();
  for (const [token, id] of Object.entries(vocabJson as Json))
    if (typeof id === "number") vocab.set(token, id);
  const normalizer = readNormalizer(json["normalizer"], problems);
  const pre = json["pre_tokenizer"] as Json | null | undefined;
  if (pre && pre["type"] !== "BertPreTokenizer")
    problems.push(
      `tokenizer.json: pre_tokenizer ${JSON.stringify(pre["type"])} is not supported (BertPreTokenizer only)`,
    );
  const post = (json["post_processor"] ?? {}) as Json;
  const postToken = (key: string) =>
    Array.isArray(post[key]) ? tokenName((post[key] as unknown[])[0]) : undefined;
  return {
    options: {
      vocab,
      unkToken: tokenName(model["unk_token"]) ?? "[UNK]",
      continuingPrefix:
        typeof model["continuing_subword_prefix"] === "string" ? model["continuing_subword_prefix"] : "##",
      maxCharsPerWord:
        typeof model["max_input_chars_per_word"] === "number" ? model["max_input_chars_per_word"] : 100,
      ...normalizer,
    },
    cls: tokenName(config["cls_token"]) ?? postToken("cls") ?? "[CLS]",
    sep: tokenName(config["sep_token"]) ?? postToken("sep") ?? "[SEP]",
    pad: tokenName(config["pad_token"]) ?? "[PAD]",
  };
}

/** BertNormalizer, or a Sequence of Lowercase / NFD / StripAccents, or none. */
function readNormalizer(value: unknown, problems: string[]): { lowercase: boolean; stripAccents: boolean } {
  if (value === null || value === undefined) return { lowercase: false, stripAccents: false };
  const n = value as Json;
  if (n["type"] === "BertNormalizer") {
    const lowercase = n["lowercase"] !== false;
    return {
      lowercase,
      stripAccents: typeof n["strip_accents"] === "boolean" ? n["strip_accents"] : lowercase,
    };
  }
  if (n["type"] === "Sequence" && Array.isArray(n["normalizers"])) {
    let result = { lowercase: false, stripAccents: false };
    for (const part of n["normalizers"] as unknown[]) {
      const type = (part as Json)["type"];
      if (type === "Lowercase") result = { ...result, lowercase: true };
      else if (type === "StripAccents") result = { ...result, stripAccents: true };
      else if (type === "BertNormalizer") result = readNormalizer(part, problems);
      else if (type !== "NFD" && type !== "NFC" && type !== "NFKC" && type !== "NFKD")
        problems.push(`tokenizer.json: normalizer ${JSON.stringify(type)} is not supported`);
    }
    return result;
  }
  problems.push(`tokenizer.json: normalizer ${JSON.stringify(n["type"])} is not supported`);
  return { lowercase: false, stripAccents: false };
}

function specialTokens(
  { options, cls, sep, pad }: TokenizerFiles,
  problems: string[],
): ModelDirectory["special"] | undefined {
  const id = (token: string, role: string) => {
    const found = options.vocab.get(token);
    if (found === undefined) problems.push(`the vocabulary has no ${role} token "${token}"`);
    return found;
  };
  const unk = id(options.unkToken ?? "[UNK]", "unknown");
  const clsId = id(cls, "classification (start)");
  const sepId = id(sep, "separator (end)");
  if (unk === undefined || clsId === undefined || sepId === undefined) return undefined;
  // Padded positions are masked out, so any id serves when the vocabulary has no [PAD].
  return { cls: clsId, sep: sepId, pad: options.vocab.get(pad) ?? 0 };
}
