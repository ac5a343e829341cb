import { ErrorAlert, StatusMessage } from "../components/ui";
import { Link } from "../router";
import type { StreamState } from "./stream-state";

const show = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value, null, 2));

const STATE_TEXT = {
  waiting: "waiting",
  running: "running…",
  complete: "complete",
  failed: "failed",
} as const;

/** The live view of one streamed execution: a row per node, the final output, and the event log. */
export function StreamView({ state, error }: { state: StreamState; error: unknown }) {
  if (state.phase === "idle" && !error) return null;
  const summary =
    state.phase === "running"
      ? `Running: ${state.nodes.filter((n) => n.state === "complete").length} of ${state.nodes.length} nodes complete`
      : state.phase === "complete"
        ? `Execution complete${state.tokens !== undefined ? `, ${state.tokens} tokens` : ""}.`
        : state.phase === "failed"
          ? "Execution failed."
          : "";
  return (
    <section className="card stream" aria-labelledby="stream-title" aria-busy={state.phase === "running"}>
      <h2 id="stream-title">
        Live execution{" "}
        {state.executionId ? (
          <Link to={`/executions/${state.executionId}`} className="small">
            {state.executionId}
          </Link>
        ) : null}
      </h2>
      <StatusMessage tone={state.phase === "failed" ? "error" : "success"}>{summary}</StatusMessage>
      <ErrorAlert error={error} title="The execution could not start" />
      {state.error ? <ErrorAlert error={state.error} title="The execution failed" /> : null}
      <ol className="nodes" aria-label="Nodes">
        {state.nodes.map((node) => (
          <li
            key={node.nodeId}
            className={`node node-${node.state}`}
            data-node={node.nodeId}
            data-state={node.state}
          >
            <div className="node-head">
              <span className="node-id">{node.nodeId}</span>
              <span className="node-state">{STATE_TEXT[node.state]}</span>
            </div>
            {node.output !== undefined ? <pre className="output">{show(node.output)}</pre> : null}
            {node.error ? <p className="field-error">{node.error}</p> : null}
          </li>
        ))}
      </ol>
      {state.phase === "complete" ? (
        <>
          <h3>Output</h3>
          <pre className="output" data-testid="execution-output">
            {show(state.output)}
          </pre>
        </>
      ) : null}
      <details>
        <summary>Event log ({state.log.length})</summary>
        <ol className="event-log" role="log" aria-label="Events">
          {state.log.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows, in order
            <li key={i}>
              <code>{line.event}</code> {line.text}
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
