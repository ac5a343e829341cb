import type * as Ort from "onnxruntime-node";
import { ModelLoadError } from "./model-load-error.js";

type OrtModule = typeof Ort;

/** The inputs a BERT-style token classifier takes; any other input is refused at load. */
const KNOWN_INPUTS = ["input_ids", "attention_mask", "token_type_ids"] as const;

/** One padded batch of token ids, row-major [rows, width]. */
export interface TokenBatch {
  readonly rows: number;
  readonly width: number;
  readonly ids: Int32Array;
  /** 1 for real tokens, 0 for padding. */
  readonly mask: Uint8Array;
}

/** The model's logits for a batch: [rows, width, labels], row-major. */
export interface BatchLogits {
  readonly data: Float32Array;
  readonly labels: number;
}

export interface TokenClassifierSession {
  run(batch: TokenBatch): Promise<BatchLogits>;
  release(): Promise<void>;
}

export interface SessionOptions {
  /** Threads one inference may use. */
  readonly threads: number;
}

let runtime: Promise<OrtModule> | undefined;

/** onnxruntime-node, imported on first use: an optional dependency, absent from browser builds. */
function loadRuntime(dir: string): Promise<OrtModule> {
  runtime ??= import("onnxruntime-node")
    // A CommonJS module: Node's ESM loader exposes it as `default` (and usually by name as well).
    .then((m) => ((m as unknown as { default?: OrtModule }).default ?? m) as OrtModule)
    .catch((error: Error) => {
      runtime = undefined;
      throw new ModelLoadError(dir, [
        `onnxruntime-node cannot be loaded (${error.message}); it is an optional dependency of ` +
          "@platform/redaction-engine: install without --omit=optional",
      ]);
    });
  return runtime;
}

/**
 * Opens an ONNX token classifier on the CPU execution provider, from a local file only, and
 * checks its inputs and its logits output against the number of labels.
 */
export async function openTokenClassifier(
  dir: string,
  modelPath: string,
  labelCount: number,
  options: SessionOptions,
): Promise<TokenClassifierSession> {
  const ort = await loadRuntime(dir);
  let session: Ort.InferenceSession;
  try {
    session = await ort.InferenceSession.create(modelPath, {
      executionProviders: ["cpu"],
      graphOptimizationLevel: "all",
      executionMode: "sequential",
      intraOpNumThreads: options.threads,
      interOpNumThreads: 1,
      logSeverityLevel: 3,
    });
  } catch (error) {
    throw new ModelLoadError(dir, [`${modelPath}: onnxruntime cannot load it (${(error as Error).message})`]);
  }

  const problems: string[] = [];
  const unknown = session.inputNames.filter((n) => !(KNOWN_INPUTS as readonly string[]).includes(n));
  if (unknown.length > 0)
    problems.push(`model inputs ${unknown.join(", ")} are not supported (known: ${KNOWN_INPUTS.join(", ")})`);
  if (!session.inputNames.includes("input_ids")) problems.push("the model has no input_ids input");
  const output = session.outputNames.includes("logits") ? "logits" : session.outputNames[0];
  const outputMeta = session.outputMetadata?.find((m) => m.name === output);
  const outputLabels = outputMeta?.isTensor ? outputMeta.shape[outputMeta.shape.length - 1] : undefined;
  if (output === undefined) problems.push("the model has no output");
  else if (typeof outputLabels === "number" && outputLabels !== labelCount)
    problems.push(`output ${output} has ${outputLabels} classes but config.json id2label has ${labelCount}`);
  const int32 = new Set(
    (session.inputMetadata ?? []).filter((m) => m.isTensor && m.type === "int32").map((m) => m.name),
  );
  if (problems.length > 0) {
    await session.release();
    throw new ModelLoadError(dir, problems);
  }

  const tensor = (name: string, values: ArrayLike<number>, dims: number[]): Ort.Tensor =>
    int32.has(name)
      ? new ort.Tensor("int32", Int32Array.from(values), dims)
      : new ort.Tensor(
          "int64",
          BigInt64Array.from(values, (v) => BigInt(v)),
          dims,
        );

  return {
    async run({ rows, width, ids, mask }) {
      const dims = [rows, width];
      const feeds: Record<string, Ort.Tensor> = {};
      for (const name of session.inputNames) {
        if (name === "input_ids") feeds[name] = tensor(name, ids, dims);
        else if (name === "attention_mask") feeds[name] = tensor(name, mask, dims);
        else feeds[name] = tensor(name, new Uint8Array(rows * width), dims);
      }
      const result = (await session.run(feeds))[output!];
      const d = result?.dims ?? [];
      if (result?.type !== "float32" || d.length !== 3 || d[0] !== rows || d[1] !== width)
        throw new Error(`model output ${output} is not float32 logits [${rows}, ${width}, labels]`);
      if (d[2] !== labelCount)
        throw new Error(
          `model output ${output} has ${d[2]} classes but config.json id2label has ${labelCount}`,
        );
      return { data: result.data as Float32Array, labels: labelCount };
    },
    release: () => session.release(),
  };
}
