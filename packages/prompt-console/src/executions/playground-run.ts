import { api } from "../api/http";
import type { EvalRunDetail, Suite } from "../evals/eval-types";
import type { Execution } from "./execution-types";

/** Names of the one-case suites the playground makes, so lists can mark them. */
export const PLAYGROUND_PREFIX = "playground · ";

/**
 * Runs a version's manifest once with the given inputs, without a release. The platform runs
 * executions only for approved releases, and evals for any version, so a try is a one-case suite
 * without graders run against the version: the case is an ordinary execution (kind "eval"),
 * scanned by the firewall and charged to the budgets like any other, and its trace is read back.
 */
export async function runInPlayground(input: {
  capabilityId: string;
  versionId: string;
  versionNumber: number;
  inputs: Record<string, unknown>;
  now?: Date;
}): Promise<{ run: EvalRunDetail; execution: Execution | undefined; error: string | null }> {
  const at = (input.now ?? new Date()).toISOString().slice(0, 19).replace("T", " ");
  const { suite } = await api<{ suite: Suite }>("POST", "/api/eval/suites", {
    body: {
      capabilityId: input.capabilityId,
      name: `${PLAYGROUND_PREFIX}v${input.versionNumber} · ${at}`,
      passThreshold: 0,
      cases: [{ name: "try", inputs: input.inputs }],
    },
  });
  const run = await api<EvalRunDetail>("POST", "/api/eval/run", {
    body: { suiteId: suite.id, versionId: input.versionId },
  });
  const only = run.cases[0];
  const execution = only?.executionId
    ? await api<Execution>("GET", `/api/executions/${encodeURIComponent(only.executionId)}`)
    : undefined;
  return { run, execution, error: only?.error ?? null };
}
