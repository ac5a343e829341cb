import type { Capability, Project, Workspace } from "./api/types";
import type { Crumb } from "./components/breadcrumbs";
import { useApi } from "./use-api";

/**
 * Workspaces / workspace / project / capability, by name, for any page under a capability. Levels
 * still loading show "…" so the trail never skips one.
 */
export function useCapabilityTrail(capabilityId: string | undefined): {
  trail: Crumb[];
  capability: Capability | undefined;
  /** Reads the capability again (its active release changes when a release is activated). */
  reload: () => void;
} {
  const capability = useApi<Capability>(
    capabilityId ? `/api/capabilities/${encodeURIComponent(capabilityId)}` : null,
  );
  const projectId = capability.data?.projectId;
  const project = useApi<Project>(projectId ? `/api/projects/${encodeURIComponent(projectId)}` : null);
  const workspaceId = project.data?.workspaceId;
  const workspace = useApi<Workspace>(
    workspaceId ? `/api/workspaces/${encodeURIComponent(workspaceId)}` : null,
  );
  return {
    capability: capability.data,
    reload: capability.reload,
    trail: [
      { label: "Workspaces", to: "/workspaces" },
      { label: workspace.data?.name ?? "…", to: workspaceId ? `/workspaces/${workspaceId}` : undefined },
      // A project has no page of its own: its capabilities are listed on the workspace's page.
      {
        label: project.data?.name ?? "…",
        to: workspaceId ? `/workspaces/${workspaceId}#project-${projectId}` : undefined,
      },
      { label: capability.data?.name ?? "…", to: capabilityId ? `/capabilities/${capabilityId}` : undefined },
    ],
  };
}
