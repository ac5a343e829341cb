import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ModelLoadError, TINY_MODEL_WORDS, writeTinyModel } from "@platform/redaction-engine/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECRET, type Service, startService } from "./fixtures.js";

interface Body {
  text: string;
  spans: { start: number; end: number; type: string; detector: string; confidence: number }[];
}

const TEXT = "🎉 Ada Lovelace met Grace Hopper at Acme Corp. in Paris (mail ada@example.com).";
// "Corp." keeps its full stop: the legal form is the abbreviation with its dot (decision 0048).
const EXPECTED = "🎉 [PERSON_0001] met [PERSON_0002] at [ORG_0001] in Paris (mail [EMAIL_0001]).";

let root: string;
let modelDir: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "redact-model-"));
  modelDir = join(root, "tiny");
  // "example" is an ORG to this model: inside the email, the validated EMAIL span must win.
  writeTinyModel(modelDir, { words: { ...TINY_MODEL_WORDS, example: "B-ORG" } });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function withService<T>(env: Record<string, string>, use: (s: Service) => Promise<T>): Promise<T> {
  const s = await startService(env, mkdtempSync(join(root, "svc-")));
  try {
    return await use(s);
  } finally {
    await s.close();
  }
}

async function startError(env: Record<string, string>): Promise<ModelLoadError> {
  const error = await startService(env, mkdtempSync(join(root, "svc-"))).then(
    async (s) => {
      await s.close();
      return undefined;
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ModelLoadError);
  return error as ModelLoadError;
}

describe("REDACT_MODEL_DIR: the ONNX model detector in the service", () => {
  it("loads the model and fuses its spans with the other detectors (pipeline on the main thread)", async () => {
    await withService({ REDACT_MODEL_DIR: modelDir }, async (s) => {
      const response = await s.redact({ text: TEXT });
      expect(response.status).toBe(200);
      const body = (await response.json()) as Body;
      expect(body.text).toBe(EXPECTED);
      expect(body.spans.map((span) => [span.start, span.end, span.type, span.detector])).toEqual([
        // The learned tagger (decision 0037) agrees on the names too.
        [3, 15, "PERSON", "entity+model+tagger"],
        [20, 32, "PERSON", "entity+model+tagger"],
        [36, 46, "ORG", "model"],
        [62, 77, "EMAIL", "pattern"],
      ]);
      const metrics = await (await fetch(`${s.url}/metrics`)).text();
      expect(metrics).toMatch(/redaction_detector_seconds_count\{detector="model"\} 1\b/);
    });
  });

  it("loads the model in every worker thread, with the same result", async () => {
    await withService({ REDACT_MODEL_DIR: modelDir, REDACT_WORKERS: "2" }, async (s) => {
      const bodies = await Promise.all(
        Array.from({ length: 6 }, async () => (await (await s.redact({ text: TEXT })).json()) as Body),
      );
      for (const body of bodies) expect(body.text).toBe(EXPECTED);
    });
  });

  it("is the clinical detector with REDACT_DETECTOR=openmed", async () => {
    const clinical = join(root, "clinical");
    writeTinyModel(clinical, {
      labels: ["O", "B-PATIENT", "I-PATIENT", "B-MRN"],
      words: { Jane: "B-PATIENT", Roe: "I-PATIENT", AB12345: "B-MRN" },
    });
    await withService({ REDACT_MODEL_DIR: clinical, REDACT_DETECTOR: "openmed" }, async (s) => {
      const body = (await (await s.redact({ text: "Seen: Jane Roe, MRN AB12345." })).json()) as Body;
      expect(body.text).toBe("Seen: [PERSON_0001], MRN [MRN_0001].");
      // The MRN is found by the model and by its label in the entity stage (issue 22); the name by
      // the learned tagger too (decision 0037).
      expect(body.spans.map((span) => span.detector)).toEqual(["clinical+entity+tagger", "clinical+entity"]);
    });
  });

  it("refuses to start with a missing or corrupt model directory, naming the problem", async () => {
    const missing = await startError({ REDACT_MODEL_DIR: join(root, "nope") });
    expect(missing.message).toMatch(/nope: no such directory/);
    const corrupt = join(root, "corrupt");
    writeTinyModel(corrupt);
    writeFileSync(join(corrupt, "model.onnx"), "not an onnx model");
    // Through the worker threads too: the thread's error comes back as the engine's error.
    const inWorkers = await startError({ REDACT_MODEL_DIR: corrupt, REDACT_WORKERS: "2" });
    expect(inWorkers.message).toMatch(/model\.onnx: onnxruntime cannot load it/);
  });

  it("stops `npm run redact` with a one-line message and exit code 1", async () => {
    const serviceRoot = new URL("..", import.meta.url).pathname;
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ["--conditions=source", "--import", "tsx", "src/main.ts"],
        {
          cwd: serviceRoot,
          timeout: 60_000,
          env: {
            PATH: process.env["PATH"],
            PORT: "0",
            HOST: "127.0.0.1",
            REDACT_SECRET: SECRET,
            REDACT_API_KEYS: "k1",
            REDACT_WORKERS: "0",
            REDACT_STORE_PATH: join(root, "main.sqlite"),
            REDACT_AUDIT_LOG: join(root, "main-audit.jsonl"),
            REDACT_MODEL_DIR: join(root, "nope"),
          },
        },
        (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
      );
    });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`REDACT_MODEL_DIR: model directory ${join(root, "nope")}: no such directory`);
  });
});
