/**
 * A model directory could not be used: a missing or malformed file, a model onnxruntime refuses,
 * labels or inputs the detector does not understand, or onnxruntime-node not installed. Lists
 * every problem found, so one start-up names them all.
 */
export class ModelLoadError extends Error {
  readonly code = "model_load_failed";

  constructor(
    readonly dir: string,
    readonly problems: readonly string[],
  ) {
    super(`model directory ${dir}: ${problems.join("; ")}`);
    this.name = "ModelLoadError";
  }
}
