import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeTinyModel } from "@platform/redaction-engine/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECRET, startService } from "./fixtures.js";

interface Body {
  text: string;
  spans: { start: number; end: number; type: string; detector: string }[];
}

const NOTE =
  "Patient: Jane Roe, MRN: AB-123456, DOB: 03/14/1975. Seen by Dr. Alan Smith. Born 1975, ref 123456.";

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "redact-detectors-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function redactWith(env: Record<string, string>, text: string): Promise<Body> {
  const s = await startService(env, mkdtempSync(join(root, "svc-")));
  try {
    const response = await s.redact({ text });
    expect(response.status).toBe(200);
    return (await response.json()) as Body;
  } finally {
    await s.close();
  }
}

const shape = (body: Body) => body.spans.map((s) => [s.start, s.end, s.type, s.detector]);

describe("REDACT_DETECTOR without a model", () => {
  it("openmed adds the clinical rules: labelled patient names, MRNs and dates of birth", async () => {
    const body = await redactWith({ REDACT_DETECTOR: "openmed" }, NOTE);
    expect(body.text).toBe(
      "Patient: [PERSON_0001], MRN: [MRN_0001], DOB: [DATE_OF_BIRTH_0001]. Seen by Dr. [PERSON_0002]. Born 1975, ref 123456.",
    );
    // The names are also the learned tagger's (decision 0037): one span, detectors joined.
    expect(shape(body)).toEqual([
      [9, 17, "PERSON", "clinical+entity+tagger"],
      [24, 33, "MRN", "clinical+entity"],
      [40, 50, "DATE_OF_BIRTH", "clinical+entity"],
      [64, 74, "PERSON", "entity+tagger"],
    ]);
  });

  it("default finds labelled MRNs and dates of birth in the entity stage (issue 22), not the unlabelled year or number", async () => {
    const body = await redactWith({}, NOTE);
    expect(body.text).toBe(
      "Patient: [PERSON_0001], MRN: [MRN_0001], DOB: [DATE_OF_BIRTH_0001]. Seen by Dr. [PERSON_0002]. Born 1975, ref 123456.",
    );
    expect(shape(body)).toEqual([
      [9, 17, "PERSON", "entity+tagger"],
      [24, 33, "MRN", "entity"],
      [40, 50, "DATE_OF_BIRTH", "entity"],
      [64, 74, "PERSON", "entity+tagger"],
    ]);
  });
});

/**
 * A module hook that refuses to resolve onnxruntime-node: a process started with it shows which
 * paths import the runtime. Registered through `--import` before the service's code loads.
 */
const BLOCK_ONNX = `export async function resolve(specifier, context, next) {
  if (specifier === "onnxruntime-node" || specifier.startsWith("onnxruntime-node/"))
    throw new Error("onnxruntime-node is blocked in this process");
  return next(specifier, context);
}`;
const REGISTER_BLOCK = `import { register } from "node:module";
register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(BLOCK_ONNX)}`)});`;

/** Starts the service in-process for each setting, redacts the note, and prints what happened. */
const CHILD = `
import { readRedactionConfig } from "./src/config.ts";
import { startRedactionService } from "./src/service.ts";
const base = JSON.parse(process.env.CHILD_BASE);
const outcomes = {};
for (const [name, extra] of Object.entries(JSON.parse(process.env.CHILD_CASES))) {
  try {
    const service = await startRedactionService(readRedactionConfig({ ...base, ...extra }));
    const response = await service.app.inject({
      method: "POST", url: "/v1/redact",
      headers: { "content-type": "application/json", "x-api-key": "k1" },
      payload: { text: process.env.CHILD_TEXT },
    });
    outcomes[name] = response.json().text;
    await service.close();
  } catch (error) {
    outcomes[name] = "failed: " + error.message;
  }
}
process.stdout.write(JSON.stringify(outcomes));
`;

describe("onnxruntime-node is loaded only when a model is configured", () => {
  it("the default and openmed paths run without it; REDACT_MODEL_DIR needs it", async () => {
    const modelDir = join(root, "tiny");
    writeTinyModel(modelDir);
    const serviceRoot = new URL("..", import.meta.url).pathname;
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        [
          "--conditions=source",
          "--import",
          "tsx",
          "--import",
          `data:text/javascript,${encodeURIComponent(REGISTER_BLOCK)}`,
          "--input-type=module",
          "-e",
          CHILD,
        ],
        {
          cwd: serviceRoot,
          timeout: 60_000,
          env: {
            PATH: process.env["PATH"],
            CHILD_TEXT: "Ada Lovelace met Grace Hopper. MRN: AB-123456",
            CHILD_BASE: JSON.stringify({
              REDACT_SECRET: SECRET,
              REDACT_API_KEYS: "k1",
              REDACT_WORKERS: "0",
              REDACT_STORE_PATH: ":memory:",
              REDACT_AUDIT_LOG: join(root, "child-audit.jsonl"),
            }),
            CHILD_CASES: JSON.stringify({
              default: {},
              openmed: { REDACT_DETECTOR: "openmed" },
              model: { REDACT_MODEL_DIR: modelDir },
            }),
          },
        },
        (error, out, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(out)),
      );
    });
    expect(JSON.parse(stdout)).toEqual({
      default: "[PERSON_0001] met [PERSON_0002]. MRN: [MRN_0001]",
      openmed: "[PERSON_0001] met [PERSON_0002]. MRN: [MRN_0001]",
      // The blocked import is reached only here, and reported as the engine's model error.
      model: expect.stringMatching(
        /^failed: model directory .*onnxruntime-node cannot be loaded \(.*blocked/,
      ),
    });
  });
});
