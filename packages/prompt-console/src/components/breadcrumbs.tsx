import { Link } from "../router";

export interface Crumb {
  label: string;
  /** Absent on the current page (the last crumb). */
  to?: string | undefined;
}

/** Every level from the top to this page; the last is the page itself (aria-current). */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {trail.map((crumb, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a trail's levels are positions; labels repeat ("…")
          <li key={i}>
            {crumb.to && i < trail.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current={i === trail.length - 1 ? "page" : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
