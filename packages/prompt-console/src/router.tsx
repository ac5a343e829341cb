import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from "react";

/**
 * A small history router: paths are real URLs (the platform answers every non-/api path with the
 * console), links are ordinary anchors, and navigation pushes history entries.
 */
const NAVIGATE = "console:navigate";
let navigations = 0;

/** How often the console has moved to another page since it loaded (0 on the first page). */
export const navigationCount = () => navigations;
if (typeof window !== "undefined") window.addEventListener("popstate", () => navigations++);

function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  window.addEventListener(NAVIGATE, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(NAVIGATE, onChange);
  };
}

const currentLocation = () => window.location.pathname + window.location.search;

/** The current path and query, re-rendering on navigation. */
export function useLocation(): { path: string; search: URLSearchParams; href: string } {
  const href = useSyncExternalStore(subscribe, currentLocation);
  const url = new URL(href, "http://console.invalid");
  return { path: url.pathname, search: url.searchParams, href };
}

export function navigate(to: string, { replace = false } = {}): void {
  if (to === currentLocation()) return;
  navigations++;
  if (replace) window.history.replaceState(null, "", to);
  else window.history.pushState(null, "", to);
  window.dispatchEvent(new Event(NAVIGATE));
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/** An anchor that navigates in place; modified clicks (new tab, download) keep the browser's behaviour. */
export function Link({ to, onClick, children, ...rest }: LinkProps) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={handle} {...rest}>
      {children}
    </a>
  );
}
