import { api } from "../api/http";
import type { Execution } from "./execution-types";

/**
 * Runs a version (a draft too) once with the given inputs, without a release:
 * `POST /api/versions/{id}/playground`. The platform scans it with the firewall, charges it to the
 * budgets and records it as an execution of kind `playground`, never as an eval run.
 */
export async function runInPlayground(input: {
  versionId: string;
  inputs: Record<string, unknown>;
}): Promise<{ execution: Execution; error: string | null }> {
  const execution = await api<Execution>(
    "POST",
    `/api/versions/${encodeURIComponent(input.versionId)}/playground`,
    { body: { inputs: input.inputs } },
  );
  const failed = execution.error;
  return {
    execution,
    error: failed ? `${failed.code} at ${failed.nodeId}: ${failed.message}` : null,
  };
}
