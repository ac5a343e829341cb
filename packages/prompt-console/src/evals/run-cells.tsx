import type { RunDelta } from "./run-deltas";

/** A run's or case's verdict as a badge. */
export function PassBadge({ passed }: { passed: boolean }) {
  return (
    <span className={`badge badge-${passed ? "passed" : "failed"}`}>{passed ? "passed" : "failed"}</span>
  );
}

/** The score change against the suite's previous run; a drop is a regression. */
export function DeltaText({ delta, first = "first run" }: { delta: RunDelta | undefined; first?: string }) {
  if (delta?.delta === undefined) return <span className="muted">{first}</span>;
  const points = `${(delta.delta * 100).toFixed(1)} pts`;
  if (delta.regressed) return <strong className="bad">regression {points}</strong>;
  return <>{`${delta.delta >= 0 ? "+" : ""}${points}`}</>;
}
