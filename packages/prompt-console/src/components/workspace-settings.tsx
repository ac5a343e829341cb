import { useState } from "react";
import { api } from "../api/http";
import type { Workspace } from "../api/types";
import { navigate } from "../router";
import { useFormAction } from "../use-form-action";
import { ActionButton, ErrorAlert, StatusMessage, TextField } from "./ui";

/**
 * Rename or describe a workspace (`PUT` replaces both fields) and delete an empty one (admin; the
 * platform refuses a workspace that still has projects with 409).
 */
export function WorkspaceSettings({
  workspace,
  canDelete,
  onSaved,
}: {
  workspace: Workspace;
  canDelete: boolean;
  onSaved: (workspace: Workspace) => void;
}) {
  const [form, setForm] = useState({ name: workspace.name, description: workspace.description });
  const { error, done, submitWith } = useFormAction();
  const path = `/api/workspaces/${encodeURIComponent(workspace.id)}`;
  const save = submitWith(async () => {
    onSaved(await api<Workspace>("PUT", path, { body: form }));
    return "Workspace saved.";
  });
  const remove = submitWith(async () => {
    await api("DELETE", path);
    navigate("/workspaces");
    return "";
  });

  return (
    <details className="card">
      <summary>Edit or delete this workspace</summary>
      <form onSubmit={save} aria-label="Edit workspace">
        <TextField
          label="Workspace name"
          required
          maxLength={200}
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
        <TextField
          label="Workspace description"
          maxLength={2000}
          value={form.description}
          onChange={(e) => setForm({ ...form, description: e.target.value })}
        />
        <button type="submit" className="button button-primary">
          Save workspace
        </button>
      </form>
      <ActionButton
        label="Delete workspace"
        variant="danger"
        allowed={canDelete}
        reason="Deleting a workspace needs the admin role."
        onClick={() => void remove()}
      />
      <ErrorAlert error={error} title="The platform refused" />
      <StatusMessage>{done}</StatusMessage>
    </details>
  );
}
