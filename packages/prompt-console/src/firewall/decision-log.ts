import type { AuditFrame } from "../api/types";

/** One firewall decision as the log shows it: never content, only where, what and which rules. */
export interface DecisionEntry {
  sequence: number;
  timestamp: string;
  /** `execution` (a blocked execution, replay or eval case) or `sidecar` (POST /v1/chat/completions). */
  route: string;
  decision: string;
  ruleIds: string[];
  resource: string;
}

const ROUTES: Record<string, string> = {
  run: "POST /api/executions",
  replay: "POST /api/executions/{id}/replay",
  eval: "POST /api/eval/run",
};

/** The `firewall.decision` frames of the audit chain, newest first as the chain pages them. */
export function decisionsFrom(frames: readonly AuditFrame[]): DecisionEntry[] {
  return frames
    .filter((f) => f.action === "firewall.decision")
    .map((f) => {
      const details = f.details as { decision?: unknown; kind?: unknown; findings?: unknown };
      const findings = Array.isArray(details.findings) ? details.findings : [];
      const ruleIds = [
        ...new Set(
          findings
            .map((x) =>
              typeof x === "object" && x !== null ? (x as { ruleId?: unknown }).ruleId : undefined,
            )
            .filter((id): id is string => typeof id === "string"),
        ),
      ];
      const [kind = ""] = f.resource.split(":");
      const route =
        kind === "sidecar_request"
          ? "sidecar /v1/chat/completions"
          : (ROUTES[typeof details.kind === "string" ? details.kind : "run"] ?? "execution");
      return {
        sequence: f.sequence,
        timestamp: f.timestamp,
        route,
        decision: typeof details.decision === "string" ? details.decision : "unknown",
        ruleIds,
        resource: f.resource,
      };
    });
}
