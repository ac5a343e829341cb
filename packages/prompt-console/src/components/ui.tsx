import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useEffect,
  useId,
  useRef,
} from "react";
import { ApiError } from "../api/http";
import { navigationCount } from "../router";

/** The page's one h1; it takes focus after navigation so screen readers announce the new page. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Prompt platform`;
    // Focus only after in-app navigation, not on the first load (the skip link comes first then).
    if (navigationCount() > 0) ref.current?.focus();
  }, [title]);
  return (
    <div className="page-header">
      <h1 ref={ref} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </div>
  );
}

interface FieldChrome {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

/** Wires a label, an optional hint and an error to one control through ids. */
function useFieldIds(hint: unknown, error: unknown) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return { id, hintId, errorId, describedBy };
}

function FieldFrame({
  ids,
  label,
  hint,
  error,
  children,
}: FieldChrome & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={ids.id}>{label}</label>
      {children}
      {hint ? (
        <p className="hint" id={ids.hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={ids.errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  hint,
  error,
  ...input
}: FieldChrome & InputHTMLAttributes<HTMLInputElement>) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <input
        id={ids.id}
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
        {...input}
      />
    </FieldFrame>
  );
}

export function TextArea({
  label,
  hint,
  error,
  ...area
}: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <textarea
        id={ids.id}
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
        {...area}
      />
    </FieldFrame>
  );
}

export function SelectField({
  label,
  hint,
  error,
  children,
  ...select
}: FieldChrome & SelectHTMLAttributes<HTMLSelectElement>) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <select
        id={ids.id}
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** A failed call, announced at once: the platform's code and message, and each validation issue. */
export function ErrorAlert({ error, title = "Something went wrong" }: { error: unknown; title?: string }) {
  if (!error) return null;
  const apiError = error instanceof ApiError ? error : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="alert alert-error" role="alert" data-tone="error">
      <p>
        <strong>{title}:</strong> {message}
        {apiError ? <span className="code"> ({apiError.code})</span> : null}
      </p>
      {apiError && apiError.issues.length > 0 ? (
        <ul>
          {apiError.issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              <code>{issue.path}</code> {issue.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** How a result reads: a success, something to look at, or a failure. */
export type Tone = "success" | "warning" | "error";

const TONE_WORD: Record<Tone, string> = { success: "Done", warning: "Warning", error: "Failed" };

/**
 * The one status component: a polite live region for results (created, approved, verified, a gate
 * that failed). Render it always, empty until there is news: screen readers announce changes of a
 * region that already exists. The tone sets the colour and a word read before the text, so a
 * failure never looks or sounds like a success.
 */
export function StatusMessage({ children, tone = "success" }: { children?: ReactNode; tone?: Tone }) {
  const empty = children === undefined || children === null || children === false || children === "";
  return (
    <div
      className={empty ? "live-empty" : `alert alert-${tone}`}
      role="status"
      data-tone={empty ? undefined : tone}
    >
      {empty ? null : (
        <>
          <strong className="tone-word">{TONE_WORD[tone]}:</strong> {children}
        </>
      )}
    </div>
  );
}

export function Loading({ what = "Loading" }: { what?: string }) {
  return (
    <p className="muted" role="status">
      {what}…
    </p>
  );
}

/**
 * A button that stays focusable when it may not be used (aria-disabled), with the reason next to it
 * and tied to it by aria-describedby, so keyboard and screen-reader users learn why.
 */
export function ActionButton({
  label,
  allowed,
  reason,
  busy = false,
  onClick,
  variant = "primary",
}: {
  label: string;
  allowed: boolean;
  reason?: string | undefined;
  busy?: boolean;
  onClick: () => void;
  variant?: "primary" | "secondary" | "danger";
}) {
  const reasonId = useId();
  const disabled = !allowed || busy;
  return (
    <div className="action">
      <button
        type="button"
        className={`button button-${variant}`}
        aria-disabled={disabled}
        aria-describedby={!allowed && reason ? reasonId : undefined}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!disabled) onClick();
        }}
      >
        {busy ? `${label}…` : label}
      </button>
      {!allowed && reason ? (
        <p className="reason" id={reasonId}>
          {reason}
        </p>
      ) : null}
    </div>
  );
}

/** "Load more" under a paged list: shown while the server has another page, disabled while loading. */
export function LoadMoreButton({
  list,
  children,
}: {
  list: { hasMore: boolean; loading: boolean; loadMore: () => void };
  children: ReactNode;
}) {
  if (!list.hasMore) return null;
  return (
    <button type="button" className="button button-secondary" onClick={list.loadMore} disabled={list.loading}>
      {children}
    </button>
  );
}

/** A horizontally scrollable, keyboard-focusable frame for a wide table on a narrow screen. */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

export function StateBadge({ state }: { state: string }) {
  return <span className={`badge badge-${state}`}>{state.replace(/_/g, " ")}</span>;
}
