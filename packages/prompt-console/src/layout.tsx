import { type ReactNode, useEffect, useId, useState } from "react";
import type { Me } from "./api/types";
import { Link, useLocation } from "./router";

export const NAV = [
  { to: "/workspaces", label: "Workspaces", match: ["/workspaces", "/projects", "/capabilities"] },
  { to: "/releases", label: "Releases", match: ["/releases"] },
  { to: "/executions", label: "Executions", match: ["/executions"] },
  { to: "/evals", label: "Evals", match: ["/evals"] },
  { to: "/repos", label: "Repos", match: ["/repos", "/merge-requests"] },
  { to: "/firewall", label: "Firewall", match: ["/firewall"] },
  { to: "/audit", label: "Audit", match: ["/audit"] },
  { to: "/cost", label: "Cost", match: ["/cost"] },
  { to: "/team", label: "Team", match: ["/team"] },
] as const;

/** Skip link, banner with the organisation and the user, main navigation, and the page. */
export function Layout({ me, onSignOut, children }: { me: Me; onSignOut: () => void; children: ReactNode }) {
  const { path } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  // A page change closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: path is the trigger
  useEffect(() => setMenuOpen(false), [path]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="banner">
        <div className="banner-row">
          <Link to="/workspaces" className="brand">
            Prompt platform
          </Link>
          <button
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </button>
          <div className="who">
            <span>
              <span className="visually-hidden">Signed in as </span>
              {me.user?.name ?? "agent"} · {me.org.name} · <span className="role">{me.role}</span>
            </span>
            <button type="button" className="button button-secondary" onClick={onSignOut}>
              Sign out
            </button>
          </div>
        </div>
        <nav id={navId} aria-label="Main" className="main-nav" data-open={menuOpen}>
          <ul>
            {NAV.map((item) => {
              const current = item.match.some((m) => path === m || path.startsWith(`${m}/`));
              return (
                <li key={item.to}>
                  <Link to={item.to} aria-current={current ? "page" : undefined}>
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="footer">
        <p>
          API contract: <a href="/api/openapi.json">/api/openapi.json</a>
        </p>
      </footer>
    </>
  );
}
