// `@platform/service-kit/bench`: what benchmarks (and only they) use. Kept off the main entry so a
// service at run time never loads load generators or child-process launchers.
export { type BenchResultsOptions, benchResultsFile } from "./bench-results.js";
export { startChild, stopChildren } from "./child-process.js";
export {
  arrivalOffsets,
  type OpenLoopOptions,
  type OpenLoopRequest,
  type OpenLoopResult,
  openLoopLoad,
} from "./open-loop-load.js";
