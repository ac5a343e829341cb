import type { AuditLog } from "../audit/audit-log.js";
import { PlatformError } from "../errors.js";
import type { Redaction } from "../firewall/masking/pii-masker.js";
import type { ScanTarget } from "../firewall/scanner/scanner.js";
import {
  type AuditedFinding,
  auditedFindings,
  type FirewallGuard,
  redactionDetails,
} from "../firewall/sidecar/firewall-guard.js";
import { type ExecutionGraph, inputText } from "./manifest-graph.js";
import { renderTemplate } from "./prompt-template.js";

/** The firewall's verdict on an execution that may run (allow, warn or redact), kept on the execution. */
export interface ExecutionFirewall {
  decision: "allow" | "warn" | "redact";
  findings: AuditedFinding[];
  /** redact: where the rendered prompts had PII (entity type and offsets, never the values). */
  redactions?: Redaction[];
  /** redact: whether the outputs get the values back. */
  restore?: boolean;
}

/**
 * Every prompt as it will reach the model, before any provider is called (issue 24 point 3): each
 * node's template rendered with the execution's inputs. Outputs of earlier nodes are not known yet
 * and render empty; they are model answers, not caller input.
 */
export function executionScanTargets(graph: ExecutionGraph, inputs: Record<string, unknown>): ScanTarget[] {
  return graph.nodes.map((node) => ({
    path: `/nodes/${node.id}/prompt`,
    text: renderTemplate(node.prompt, { input: (name) => inputText(inputs[name]), node: () => "" }),
  }));
}

/**
 * Scans an execution's prompts with the organisation's firewall policy. `block`: an audit frame
 * (`firewall.decision`, resource `execution:<id>`) and 422 FIREWALL_BLOCKED naming each rule and
 * location, never the value. Otherwise the verdict, for the execution and its own audit frame.
 */
export async function guardExecution(
  guard: FirewallGuard,
  audit: AuditLog,
  e: { id: string; orgId: string; actor: string; kind: string; capabilityId: string },
  graph: ExecutionGraph,
  inputs: Record<string, unknown>,
): Promise<ExecutionFirewall> {
  const verdict = await guard.inspectTargets(e.orgId, executionScanTargets(graph, inputs));
  const findings = auditedFindings(verdict);
  if (verdict.decision === "allow" || verdict.decision === "warn")
    return { decision: verdict.decision, findings };
  // Masked per model call as the execution runs (masking-providers.ts); recorded with the execution.
  if (verdict.decision === "redact") return { decision: "redact", findings, ...redactionDetails(verdict) };
  await audit.record({
    actor: e.actor,
    orgId: e.orgId,
    action: "firewall.decision",
    resource: `execution:${e.id}`,
    details: { decision: "block", kind: e.kind, capabilityId: e.capabilityId, findings },
  });
  const blocking = findings.filter((f) => f.action === "block");
  throw new PlatformError(
    "FIREWALL_BLOCKED",
    `The organisation's firewall policy blocked this ${e.kind === "eval" ? "eval case" : "execution"}: ` +
      blocking.map((f) => `${f.ruleId} at ${f.path} [${f.start}, ${f.end})`).join("; "),
    blocking.map((f) => ({ path: f.path, message: `${f.ruleId} (${f.category}) at [${f.start}, ${f.end})` })),
  );
}
