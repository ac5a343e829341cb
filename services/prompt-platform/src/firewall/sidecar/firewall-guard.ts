import type { AuditLog } from "../../audit/audit-log.js";
import type { Principal } from "../../tenancy/principal.js";
import type { FirewallPolicyStore } from "../firewall-policy-store.js";
import type { Action } from "../scanner/finding.js";
import { type DecidedFinding, decide } from "../scanner/policy.js";
import type { Scanner, ScanTarget } from "../scanner/scanner.js";
import { type ChatRequest, chatScanTargets } from "./chat-request.js";

export interface GuardVerdict {
  decision: Action;
  findings: DecidedFinding[];
}

/** What the audit chain keeps of a finding: where and which rule, never the matched value. */
export interface AuditedFinding {
  ruleId: string;
  category: string;
  severity: string;
  action: Action;
  path: string;
  start: number;
  end: number;
}

export interface FirewallGuardDeps {
  scanner: Scanner;
  policies: FirewallPolicyStore;
  audit: AuditLog;
}

/**
 * The sidecar's rules: scan every message text, apply the caller's organisation policy, and record
 * the decision in the audit chain. Pure of HTTP; the route decides what to send.
 */
export class FirewallGuard {
  constructor(private readonly deps: FirewallGuardDeps) {}

  async inspect(orgId: string, request: ChatRequest): Promise<GuardVerdict> {
    return this.inspectTargets(orgId, chatScanTargets(request));
  }

  /** Any texts bound for a model (the sidecar's messages, an execution's rendered prompts). */
  async inspectTargets(orgId: string, targets: readonly ScanTarget[]): Promise<GuardVerdict> {
    const found = this.deps.scanner.scanAll(targets);
    if (found.length === 0) return { decision: "allow", findings: [] };
    const { policy } = await this.deps.policies.get(orgId);
    return decide(found, policy, new Map(targets.map((t) => [t.path, t.text])));
  }

  /**
   * One frame per decision (action `firewall.decision`, resource `sidecar_request:<request id>`): the
   * decision, the model, whether it streamed, the upstream, and the findings by rule and offsets.
   */
  record(
    principal: Principal,
    requestId: string,
    request: ChatRequest,
    verdict: GuardVerdict,
    /** null when blocked (nothing was forwarded). */
    upstream: string | null,
  ) {
    const findings = auditedFindings(verdict);
    return this.deps.audit.record({
      actor: principal.actor,
      orgId: principal.orgId,
      action: "firewall.decision",
      resource: `sidecar_request:${requestId}`,
      details: {
        decision: verdict.decision,
        model: typeof request.model === "string" ? request.model.slice(0, 200) : null,
        stream: request.stream === true,
        messages: request.messages.length,
        upstream,
        findings,
      },
    });
  }
}

/** Where and which rule, never the matched value: what audit frames and API answers carry. */
export function auditedFindings(verdict: GuardVerdict): AuditedFinding[] {
  return verdict.findings.map((f) => ({
    ruleId: f.ruleId,
    category: f.category,
    severity: f.severity,
    action: f.action,
    path: f.path,
    start: f.start,
    end: f.end,
  }));
}
