import { Counter, type Registry } from "prom-client";
import type { GuardVerdict } from "./firewall-guard.js";

/**
 * What the sidecar decided, for the platform's /metrics: decisions by outcome, and findings by
 * category and the action the policy gave them. Every label is a small fixed set: never a rule id,
 * an organisation or any content.
 */
export class SidecarMetrics {
  readonly #decisions: Counter<"decision">;
  readonly #findings: Counter<"category" | "action">;

  constructor(registry: Registry, prefix: string) {
    this.#decisions = new Counter({
      name: `${prefix}firewall_decisions_total`,
      help: "Prompt firewall sidecar decisions, by decision (allow, warn, block)",
      labelNames: ["decision"],
      registers: [registry],
    });
    this.#findings = new Counter({
      name: `${prefix}firewall_findings_total`,
      help: "Prompt firewall sidecar findings, by category (pii, secret, injection, invisible) and action",
      labelNames: ["category", "action"],
      registers: [registry],
    });
  }

  decided(verdict: GuardVerdict): void {
    this.#decisions.inc({ decision: verdict.decision });
    for (const f of verdict.findings) this.#findings.inc({ category: f.category, action: f.action });
  }
}
