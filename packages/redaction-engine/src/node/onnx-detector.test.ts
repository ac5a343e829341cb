import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENTITY_TYPES, EntityType } from "../entity-type.js";
import type { DetectContext, Finding } from "../finding.js";
import { createRedactor } from "../pipeline/redactor.js";
import { parsePolicy } from "../policy/parse-policy.js";
import { createDetectorsWithModel } from "./index.js";
import { ModelLoadError } from "./model-load-error.js";
import { loadOnnxDetector, type OnnxDetector } from "./onnx-detector.js";
import { TINY_MODEL_LOGIT, TINY_MODEL_WORDS, type TinyModelOptions, writeTinyModel } from "./tiny-model.js";

const SECRET = "onnx-test-secret-0123456789";
const ALL: DetectContext = { types: new Set(ENTITY_TYPES), phoneRegions: [] };
/** Softmax probability of a word whose label logit is TINY_MODEL_LOGIT and the six others 0. */
const P = Math.exp(TINY_MODEL_LOGIT) / (Math.exp(TINY_MODEL_LOGIT) + 6);

let root: string;
const open: OnnxDetector[] = [];

function modelDir(name: string, options: TinyModelOptions = {}): string {
  const dir = join(root, name);
  writeTinyModel(dir, options);
  return dir;
}

async function load(name: string, options: TinyModelOptions = {}): Promise<OnnxDetector> {
  const detector = await loadOnnxDetector(modelDir(name, options));
  open.push(detector);
  return detector;
}

const show = (text: string, findings: readonly Finding[]) =>
  findings.map((f) => [f.start, f.end, f.type, text.slice(f.start, f.end)]);

async function loadError(dir: string): Promise<ModelLoadError> {
  const error = await loadOnnxDetector(dir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ModelLoadError);
  return error as ModelLoadError;
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "onnx-detector-"));
});
afterAll(async () => {
  await Promise.all(open.map((d) => d.close()));
  rmSync(root, { recursive: true, force: true });
});

describe("ONNX token-classification detector", () => {
  it("loads the model directory and finds the model's entities with UTF-16 offsets and softmax confidences", async () => {
    const detector = await load("basic");
    expect(detector).toMatchObject({ name: "model", async: true, types: ["PERSON", "ORG"] });
    const text = "🎉🎉 Ada Lovelace met Grace Hopper at Acme Corp. in Paris; Hi 👋🏽 Alan.";
    const found = await detector.detect(text, ALL);
    expect(show(text, found)).toEqual([
      [5, 17, "PERSON", "Ada Lovelace"],
      [22, 34, "PERSON", "Grace Hopper"],
      [38, 47, "ORG", "Acme Corp"],
      [67, 71, "PERSON", "Alan"],
    ]);
    for (const f of found) {
      expect(f.confidence).toBeCloseTo(P, 6);
      expect(f).toMatchObject({ detector: "model", verdict: "unvalidated" });
    }
    expect(found[0]!.normalized).toBe("ada lovelace");
  });

  it("labels a word by its first sub-word piece and averages the probabilities of a span's words", async () => {
    const detector = await load("subwords");
    const text = "Lovelaces and Perhaps Turing";
    const found = await detector.detect(text, ALL);
    expect(show(text, found)).toEqual([
      [0, 9, "PERSON", "Lovelaces"],
      [14, 28, "PERSON", "Perhaps Turing"],
    ]);
    const weak = Math.exp(0.5) / (Math.exp(0.5) + 6);
    expect(found[1]!.confidence).toBeCloseTo((weak + P) / 2, 6);
  });

  it("reads long inputs in overlapping windows with the same result as one window", async () => {
    const windowed = await load("windowed", { maxLength: 16 });
    const whole = await load("whole", { maxLength: 512 });
    expect(windowed.info).toMatchObject({ windowTokens: 16, overlap: 3 });
    const sentence =
      "Yesterday 🎉 Ada Lovelace met Grace Hopper, then Alan Turing visited Globex and Acme Corp.";
    const text = Array.from({ length: 12 }, (_, i) => `${i}: ${sentence}`).join("\n");
    const a = await windowed.detect(text, ALL);
    const b = await whole.detect(text, ALL);
    expect(a).toEqual(b);
    expect(a).toHaveLength(12 * 5);
    expect(new Set(show(text, a).map((s) => s[3]))).toEqual(
      new Set(["Ada Lovelace", "Grace Hopper", "Alan Turing", "Globex", "Acme Corp"]),
    );
  });

  it("reads a Hugging Face tokenizer.json as well as vocab.txt", async () => {
    const fromJson = await load("tokenizer-json", { tokenizerJson: true });
    const text = "Grace Hopper joined Globex.";
    expect(show(text, await fromJson.detect(text, ALL))).toEqual([
      [0, 12, "PERSON", "Grace Hopper"],
      [20, 26, "ORG", "Globex"],
    ]);
  });

  it("returns only the types the policy asks for, without running the model when it asks for none", async () => {
    const detector = await load("types");
    const text = "Ada Lovelace at Acme";
    const orgOnly = await detector.detect(text, { types: new Set([EntityType.ORG]), phoneRegions: [] });
    expect(show(text, orgOnly)).toEqual([[16, 20, "ORG", "Acme"]]);
    expect(await detector.detect(text, { types: new Set([EntityType.EMAIL]), phoneRegions: [] })).toEqual([]);
    expect(await detector.detect("", ALL)).toEqual([]);
  });
});

describe("model directory errors", () => {
  it("names a missing directory", async () => {
    const error = await loadError(join(root, "does-not-exist"));
    expect(error.message).toMatch(/does-not-exist: no such directory/);
    expect(error.code).toBe("model_load_failed");
  });

  it("never downloads: a hub model id or a URL is only a path that does not exist", async () => {
    for (const dir of ["dslim/bert-base-NER", "https://huggingface.co/dslim/bert-base-NER"])
      expect((await loadError(dir)).problems).toEqual(["no such directory"]);
  });

  it("lists every missing file of an empty directory", async () => {
    const dir = join(root, "empty");
    writeTinyModel(dir);
    for (const f of ["model.onnx", "config.json", "vocab.txt", "tokenizer_config.json"])
      unlinkSync(join(dir, f));
    const error = await loadError(dir);
    expect(error.problems).toEqual([
      "model.onnx is missing (looked for model.onnx and onnx/model.onnx)",
      "config.json is missing",
      "no tokenizer: expected tokenizer.json (WordPiece) or vocab.txt",
    ]);
  });

  it("refuses a corrupt config.json, a config without id2label, and a labels.json mapping to a pattern type", async () => {
    const dir = modelDir("bad-config");
    writeFileSync(join(dir, "config.json"), "{ not json");
    expect((await loadError(dir)).message).toMatch(/config\.json: not valid JSON/);
    writeFileSync(join(dir, "config.json"), JSON.stringify({ model_type: "bert" }));
    expect((await loadError(dir)).message).toMatch(/config\.json: id2label is missing/);
    const labels = modelDir("bad-labels");
    writeFileSync(join(labels, "labels.json"), JSON.stringify({ LOC: "EMAIL" }));
    expect((await loadError(labels)).message).toMatch(
      /labels\.json: LOC must map to one of PERSON, ORG, MRN/,
    );
  });

  it("refuses a corrupt model.onnx with onnxruntime's reason", async () => {
    const dir = modelDir("bad-model");
    writeFileSync(join(dir, "model.onnx"), "this is not a protobuf model");
    expect((await loadError(dir)).message).toMatch(/model\.onnx: onnxruntime cannot load it \(.+\)/);
  });

  it("refuses labels that do not match the model's classes, or that map to no engine type", async () => {
    const dir = modelDir("label-mismatch");
    writeFileSync(join(dir, "config.json"), JSON.stringify({ id2label: { 0: "O", 1: "B-PER", 2: "I-PER" } }));
    expect((await loadError(dir)).message).toMatch(/has 7 classes but config\.json id2label has 3/);
    const locOnly = modelDir("loc-only", { labels: ["O", "B-LOC"], words: { Paris: "B-LOC" } });
    expect((await loadError(locOnly)).message).toMatch(/none of the labels \(O, B-LOC\) maps to PERSON/);
  });

  it("refuses tokenizers other than WordPiece", async () => {
    const dir = modelDir("unigram", { tokenizerJson: true });
    writeFileSync(join(dir, "tokenizer.json"), JSON.stringify({ model: { type: "Unigram", vocab: [] } }));
    expect((await loadError(dir)).message).toMatch(/model type "Unigram" is not supported \(WordPiece only/);
  });

  it("names a GLiNER model as unsupported rather than listing its missing files", async () => {
    const dir = modelDir("gliner");
    writeFileSync(
      join(dir, "gliner_config.json"),
      JSON.stringify({ model_name: "microsoft/deberta-v3-small" }),
    );
    expect((await loadError(dir)).problems).toEqual([
      "gliner_config.json: GLiNER models are not supported; export a token-classification (BIO) model instead",
    ]);
  });
});

describe("the pipeline with the model detector", () => {
  it("fuses the model's spans with the other detectors: agreement, confidence, validated patterns first", async () => {
    const dir = modelDir("pipeline", { words: { ...TINY_MODEL_WORDS, example: "B-ORG" } });
    // Without the shipped tagger, so the spans are the rules' and the tiny model's alone.
    const { detectors, model } = await createDetectorsWithModel({ modelDir: dir, tagger: false });
    open.push(model);
    expect(detectors.map((d) => d.name)).toEqual(["pattern", "entity", "model"]);
    const redactor = createRedactor({ secret: SECRET, detectors });
    const text = "🎉 Ada Lovelace met Grace Hopper at Acme Corp. in Paris (mail ada@example.com). Perhaps.";
    const result = await redactor.redact(text);
    // "example" inside the email is an ORG to the model, but the validated EMAIL span wins;
    // "Perhaps" is a PERSON at 0.22, under the policy's 0.5.
    expect(result.text).toBe(
      "🎉 [PERSON_0001] met [PERSON_0002] at [ORG_0001]. in Paris (mail [EMAIL_0001]). Perhaps.",
    );
    expect(result.spans.map((s) => [s.start, s.end, s.type, s.detector])).toEqual([
      [3, 15, "PERSON", "entity+model"],
      [20, 32, "PERSON", "entity+model"],
      [36, 45, "ORG", "model"],
      [62, 77, "EMAIL", "pattern"],
    ]);
    // Two detectors agreeing raise the confidence: 1 - (1 - c_entity)(1 - c_model).
    expect(result.spans[0]!.confidence).toBeGreaterThan(P);
    expect(result.audit.detectors).toEqual(["pattern", "entity", "model"]);
    // The same person found by the model alone later gets the same placeholder.
    const again = await redactor.redact("Thanks, Ada Lovelace.");
    expect(again.text).toBe("Thanks, [PERSON_0001].");
  });

  it("is the clinical detector for openmed, in place of the clinical rules", async () => {
    const dir = modelDir("openmed", {
      labels: ["O", "B-PATIENT", "I-PATIENT", "B-MEDICAL_RECORD_NUMBER"],
      words: { Jane: "B-PATIENT", Roe: "I-PATIENT", AB12345: "B-MEDICAL_RECORD_NUMBER" },
    });
    const { detectors, model } = await createDetectorsWithModel({ choice: "openmed", modelDir: dir });
    open.push(model);
    expect(detectors.map((d) => d.name)).toEqual(["pattern", "entity", "tagger", "clinical"]);
    expect(model.types).toEqual(["PERSON", "MRN"]);
    const redactor = createRedactor({
      secret: SECRET,
      detectors,
      policy: parsePolicy("version: clinical-only\ndetectors: [clinical]\n"),
    });
    const result = await redactor.redact("Seen: Jane Roe, MRN AB12345, DOB 03/14/1975.");
    // The model has no date-of-birth label, and the rules that would find one are not running.
    expect(result.text).toBe("Seen: [PERSON_0001], MRN [MRN_0001], DOB 03/14/1975.");
    expect(result.spans.map((s) => s.detector)).toEqual(["clinical", "clinical"]);
  });

  it("refuses synchronous detect() on a redactor with an async detector; detectAsync() works", async () => {
    const detector = await load("sync");
    const redactor = createRedactor({ secret: SECRET, detectors: [detector] });
    expect(() => redactor.detect("Ada Lovelace")).toThrow(/detector "model" is async; use detectAsync\(\)/);
    const { findings } = await redactor.detectAsync("Ada Lovelace");
    expect(findings.map((f) => [f.start, f.end, f.type])).toEqual([[0, 12, "PERSON"]]);
  });
});
