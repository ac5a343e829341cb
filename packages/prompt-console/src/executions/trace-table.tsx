import { TableWrap } from "../components/ui";
import { formatUsd } from "../format";
import type { NodeTrace } from "./execution-types";

/** Each node of an execution: model, status, tokens, latency, cost and its output (or error). */
export function TraceTable({ trace, label = "Trace" }: { trace: NodeTrace[]; label?: string }) {
  return (
    <TableWrap label={label}>
      <table>
        <thead>
          <tr>
            <th scope="col">Node</th>
            <th scope="col">Model</th>
            <th scope="col">Status</th>
            <th scope="col">Tokens</th>
            <th scope="col">Latency</th>
            <th scope="col">Cost</th>
            <th scope="col">Output</th>
          </tr>
        </thead>
        <tbody>
          {trace.map((n) => (
            <tr key={n.nodeId}>
              <th scope="row">{n.nodeId}</th>
              <td>{n.model}</td>
              <td>
                <span className={`badge badge-${n.status}`}>{n.status}</span>
              </td>
              <td>{n.tokens}</td>
              <td>{n.latencyMs} ms</td>
              <td>{formatUsd(n.costUsd, 6)}</td>
              <td className="cell-output">{n.output ?? n.error?.message ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
