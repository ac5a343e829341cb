import type { EntityDetectorOptions } from "../entities/entity-detector.js";
import type { AnyDetector } from "../finding.js";
import {
  createDefaultDetectors,
  type DefaultDetectorOptions,
  DetectorChoice,
} from "../pipeline/default-detectors.js";
import {
  loadOnnxDetector,
  MODEL_DETECTOR,
  type OnnxDetector,
  type OnnxDetectorOptions,
} from "./onnx-detector.js";

export { MODEL_TYPES, parseTokenLabels, type TokenLabel } from "../model/token-labels.js";
export { type ModelDirectory, readModelDirectory } from "./model-directory.js";
export { ModelLoadError } from "./model-load-error.js";
export {
  loadOnnxDetector,
  MODEL_DETECTOR,
  type OnnxDetector,
  type OnnxDetectorOptions,
} from "./onnx-detector.js";
export { encodeOnnxModel, OnnxDataType, type OnnxGraph } from "./onnx-writer.js";
export {
  buildTinyModel,
  TINY_MODEL_LABELS,
  TINY_MODEL_LOGIT,
  TINY_MODEL_WORDS,
  type TinyModelOptions,
  writeTinyModel,
} from "./tiny-model.js";

export interface DetectorsWithModelOptions {
  readonly choice?: DetectorChoice;
  /** A local model directory (`REDACT_MODEL_DIR`). */
  readonly modelDir: string;
  readonly entity?: EntityDetectorOptions;
  readonly model?: Omit<OnnxDetectorOptions, "name">;
  /** The shipped tagger, as in `createDefaultDetectors` (on by default). */
  readonly tagger?: DefaultDetectorOptions["tagger"];
}

/**
 * `createDefaultDetectors` with a token-classification model loaded from `modelDir`: with
 * `default` the model runs beside the pattern and entity stages as detector `model`; with
 * `openmed` it is the clinical detector (named `clinical`, so policies that select detectors by
 * name keep working) in place of the clinical rules. Returns the model too, to close it.
 */
export async function createDetectorsWithModel(
  options: DetectorsWithModelOptions,
): Promise<{ detectors: AnyDetector[]; model: OnnxDetector }> {
  const choice = options.choice ?? DetectorChoice.DEFAULT;
  const model = await loadOnnxDetector(options.modelDir, {
    ...options.model,
    name: choice === DetectorChoice.OPENMED ? "clinical" : MODEL_DETECTOR,
  });
  return {
    detectors: createDefaultDetectors({ choice, entity: options.entity, model, tagger: options.tagger }),
    model,
  };
}
