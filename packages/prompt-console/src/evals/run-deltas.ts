import type { EvalRun } from "./eval-types";

export interface RunDelta {
  /** The suite's run before this one (in the loaded list), if any. */
  previousId?: string;
  /** score − previous score; undefined without a previous run. */
  delta?: number;
  /** The score fell against the previous run of the same suite. */
  regressed: boolean;
}

/**
 * For runs listed newest first, each run's score change against the same suite's next older run in
 * the list. A drop beyond `epsilon` is a regression (the gate uses the branch's last passing run as
 * the baseline; this is the console's at-a-glance view of the run history).
 */
export function runDeltas(
  runs: readonly Pick<EvalRun, "id" | "suiteId" | "score">[],
  epsilon = 1e-9,
): Map<string, RunDelta> {
  const out = new Map<string, RunDelta>();
  runs.forEach((run, i) => {
    const previous = runs.slice(i + 1).find((r) => r.suiteId === run.suiteId);
    if (!previous) {
      out.set(run.id, { regressed: false });
      return;
    }
    const delta = run.score - previous.score;
    out.set(run.id, { previousId: previous.id, delta, regressed: delta < -epsilon });
  });
  return out;
}
