import { useState } from "react";
import { atLeast, type Capability, type Page, type Project, type Workspace } from "../api/types";
import { Breadcrumbs } from "../components/breadcrumbs";
import { CreateForm } from "../components/create-form";
import { ErrorAlert, Loading, PageHeader } from "../components/ui";
import { WorkspaceSettings } from "../components/workspace-settings";
import { formatTime } from "../format";
import { Link } from "../router";
import { useMe } from "../session";
import { useApi } from "../use-api";

/** One workspace: its projects, each with its capabilities, and forms to add both. */
export function WorkspacePage({ id }: { id: string }) {
  const me = useMe();
  const workspace = useApi<Workspace>(`/api/workspaces/${encodeURIComponent(id)}`);
  const [saved, setSaved] = useState<Workspace>();
  const projects = useApi<Page<Project>>(`/api/workspaces/${encodeURIComponent(id)}/projects?limit=200`);
  const canWrite = atLeast(me.role, "developer");

  if (workspace.error) return <ErrorAlert error={workspace.error} title="Could not load the workspace" />;
  if (!workspace.data) return <Loading />;
  const w = saved ?? workspace.data;

  return (
    <>
      <Breadcrumbs trail={[{ label: "Workspaces", to: "/workspaces" }, { label: w.name }]} />
      <PageHeader title={w.name} />
      {w.description ? <p className="lead">{w.description}</p> : null}
      <p className="muted">Created {formatTime(w.createdAt)}</p>
      {canWrite ? (
        <WorkspaceSettings workspace={w} canDelete={atLeast(me.role, "admin")} onSaved={setSaved} />
      ) : null}

      <h2>Projects</h2>
      {projects.error ? <ErrorAlert error={projects.error} title="Could not load the projects" /> : null}
      {projects.data?.items.length === 0 ? <p>No projects yet.</p> : null}
      {projects.data?.items.map((project) => (
        <ProjectCard key={project.id} project={project} canWrite={canWrite} />
      ))}
      {canWrite ? (
        <section className="card" aria-label="New project">
          <CreateForm<Project>
            path={`/api/workspaces/${encodeURIComponent(id)}/projects`}
            noun="project"
            onCreated={projects.reload}
          />
        </section>
      ) : null}
    </>
  );
}

function ProjectCard({ project, canWrite }: { project: Project; canWrite: boolean }) {
  const capabilities = useApi<Page<Capability>>(
    `/api/projects/${encodeURIComponent(project.id)}/capabilities?limit=200`,
  );
  const headingId = `project-${project.id}`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h3 id={headingId}>{project.name}</h3>
      {project.description ? <p>{project.description}</p> : null}
      {capabilities.error ? <ErrorAlert error={capabilities.error} /> : null}
      {capabilities.data && capabilities.data.items.length === 0 ? (
        <p className="muted">No capabilities yet.</p>
      ) : null}
      {capabilities.data && capabilities.data.items.length > 0 ? (
        <ul className="link-list">
          {capabilities.data.items.map((c) => (
            <li key={c.id}>
              <Link to={`/capabilities/${c.id}`}>{c.name}</Link>
              {c.activeReleaseId ? <span className="badge badge-active">active release</span> : null}
              {c.description ? <span className="muted"> — {c.description}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {canWrite ? (
        <CreateForm<Capability>
          path={`/api/projects/${encodeURIComponent(project.id)}/capabilities`}
          noun="capability"
          onCreated={capabilities.reload}
        />
      ) : null}
    </section>
  );
}
