import { useEffect } from "react";
import { PageHeader } from "./components/ui";
import { AuditPage } from "./pages/audit-page";
import { CapabilityPage } from "./pages/capability-page";
import { CostPage } from "./pages/cost-page";
import { EvalsPage } from "./pages/evals-page";
import { ExecutionPage } from "./pages/execution-page";
import { ExecutionsPage } from "./pages/executions-page";
import { FirewallPage } from "./pages/firewall-page";
import { MergeRequestPage } from "./pages/merge-request-page";
import { PlaygroundPage } from "./pages/playground-page";
import { ReleasePage } from "./pages/release-page";
import { ReleasesPage } from "./pages/releases-page";
import { RepoPage } from "./pages/repo-page";
import { ReposPage } from "./pages/repos-page";
import { SuitePage } from "./pages/suite-page";
import { TeamPage } from "./pages/team-page";
import { WorkspacePage } from "./pages/workspace-page";
import { WorkspacesPage } from "./pages/workspaces-page";
import { matchPath } from "./path-match";
import { Link, navigate, useLocation } from "./router";

type Render = (params: Record<string, string>) => React.ReactNode;

const ROUTES: [string, Render][] = [
  ["/workspaces", () => <WorkspacesPage />],
  ["/workspaces/:id", (p) => <WorkspacePage id={p.id!} />],
  ["/capabilities/:id", (p) => <CapabilityPage id={p.id!} />],
  ["/capabilities/:id/playground", (p) => <PlaygroundPage capabilityId={p.id!} />],
  ["/releases", () => <ReleasesPage />],
  ["/releases/:id", (p) => <ReleasePage id={p.id!} />],
  ["/executions", () => <ExecutionsPage />],
  ["/executions/:id", (p) => <ExecutionPage id={p.id!} />],
  ["/evals", () => <EvalsPage />],
  ["/evals/suites/:id", (p) => <SuitePage id={p.id!} />],
  ["/audit", () => <AuditPage />],
  ["/firewall", () => <FirewallPage />],
  ["/repos", () => <ReposPage />],
  ["/repos/:id", (p) => <RepoPage id={p.id!} />],
  ["/merge-requests/:id", (p) => <MergeRequestPage id={p.id!} />],
  ["/cost", () => <CostPage />],
  ["/team", () => <TeamPage />],
];

function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}

/** The page for the current path; `/` opens the workspaces. */
export function Routes() {
  const { path } = useLocation();
  if (path === "/" || path === "/index.html") return <Redirect to="/workspaces" />;
  for (const [pattern, render] of ROUTES) {
    const params = matchPath(pattern, path);
    // key: a new id is a new page (fresh state, focus moves to its heading)
    if (params) return <div key={path}>{render(params)}</div>;
  }
  return (
    <>
      <PageHeader title="Page not found" />
      <p>
        There is no page at <code>{path}</code>. <Link to="/workspaces">Go to the workspaces</Link>.
      </p>
    </>
  );
}
