import { api } from "../api/http";
import { ActionButton, ErrorAlert, StatusMessage } from "../components/ui";
import { navigate } from "../router";
import { useFormAction } from "../use-form-action";
import type { Suite } from "./eval-types";

/**
 * Deletes a suite (`DELETE /api/eval/suites/{id}`, a developer or above): its graders, cases and runs
 * go with it, and the repository gate stops running it. Behind a disclosure so it is never one stray
 * click away; then back to the capability, which lists its remaining suites.
 */
export function DeleteSuite({ suite, canWrite }: { suite: Suite; canWrite: boolean }) {
  const { error, done, submitWith } = useFormAction();
  const remove = submitWith(async () => {
    await api("DELETE", `/api/eval/suites/${encodeURIComponent(suite.id)}`);
    navigate(`/capabilities/${suite.capabilityId}`);
    return "";
  });
  return (
    <details className="card">
      <summary>Delete this suite</summary>
      <p>
        Deletes the suite with its graders, cases and run history; the gate no longer runs it. The cases'
        executions stay in the executions list.
      </p>
      <ActionButton
        label="Delete suite"
        variant="danger"
        allowed={canWrite}
        reason="Deleting a suite needs the developer role."
        onClick={() => void remove()}
      />
      <ErrorAlert error={error} title="The platform refused" />
      <StatusMessage>{done}</StatusMessage>
    </details>
  );
}
