import type { AuditLog } from "../../audit/audit-log.js";
import type { Principal } from "../../tenancy/principal.js";
import type { FirewallPolicyStore } from "../firewall-policy-store.js";
import type { Masking, MaskingSession, PiiMasker, Redaction } from "../masking/pii-masker.js";
import { type Action, actionRank } from "../scanner/finding.js";
import { type DecidedFinding, decide, masksPii } from "../scanner/policy.js";
import type { Scanner, ScanTarget } from "../scanner/scanner.js";
import { type ChatRequest, chatScanTargets } from "./chat-request.js";

export interface GuardVerdict {
  decision: Action;
  findings: DecidedFinding[];
  /** With the policy's pii `redact` (and no block): the masked texts and the way back. */
  masking?: Masking;
  /** Whether the answer gets the original values back (the policy's `restore`). */
  restore?: boolean;
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
  masker: PiiMasker;
}

/**
 * The sidecar's rules: scan every message text, apply the caller's organisation policy, and record
 * the decision in the audit chain. Pure of HTTP; the route decides what to send.
 */
export class FirewallGuard {
  constructor(private readonly deps: FirewallGuardDeps) {}

  /** A masking session for model calls made one after another (an execution's nodes). */
  maskingSession(orgId: string): MaskingSession {
    return this.deps.masker.session(orgId);
  }

  async inspect(orgId: string, request: ChatRequest): Promise<GuardVerdict> {
    return this.inspectTargets(orgId, chatScanTargets(request));
  }

  /**
   * Any texts bound for a model (the sidecar's messages, an execution's rendered prompts). With the
   * policy's pii `redact`, unless blocked, the redaction engine masks every text (it also finds what
   * the firewall's own recognizers do not, such as names): any value replaced makes the decision at
   * least `redact`.
   */
  async inspectTargets(orgId: string, targets: readonly ScanTarget[]): Promise<GuardVerdict> {
    const found = this.deps.scanner.scanAll(targets);
    const { policy } = await this.deps.policies.get(orgId);
    const verdict: GuardVerdict =
      found.length === 0
        ? { decision: "allow", findings: [] }
        : decide(found, policy, new Map(targets.map((t) => [t.path, t.text])));
    if (!masksPii(policy) || verdict.decision === "block") return verdict;
    const masking = await this.deps.masker.mask(orgId, targets);
    // A value the firewall's own PII rules found but the engine did not replace would leave as it is:
    // such a finding blocks instead (the organisation asked that PII not reach the model).
    const masked = (f: DecidedFinding) =>
      masking.redactions.some((r) => r.path === f.path && r.start < f.end && f.start < r.end);
    const unmasked = verdict.findings.filter((f) => f.action === "redact" && !masked(f));
    if (unmasked.length > 0)
      return {
        decision: "block",
        findings: verdict.findings.map((f) => (unmasked.includes(f) ? { ...f, action: "block" } : f)),
      };
    if (masking.redactions.length === 0) return verdict;
    const decision = actionRank(verdict.decision) < actionRank("redact") ? "redact" : verdict.decision;
    return { ...verdict, decision, masking, restore: policy.restore };
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
        ...redactionDetails(verdict),
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

/** Where values were masked (path, entity type, offsets in the caller's text), never the values. */
export function redactionDetails(verdict: GuardVerdict): { redactions?: Redaction[]; restore?: boolean } {
  if (!verdict.masking) return {};
  return { redactions: verdict.masking.redactions, restore: verdict.restore === true };
}
