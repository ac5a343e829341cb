import { type Action, actionRank, CATEGORIES, type Category, type LocatedFinding } from "./finding.js";
import { DEFAULT_CATEGORY_ACTIONS, DEFAULT_RULE_ACTIONS, RULE_BY_ID } from "./rule-catalog.js";

/**
 * An organisation's firewall rules: an action per category, per-rule overrides, and exact values
 * that are never reported (a company's own support number, a published test key).
 */
export interface FirewallPolicy {
  categories: Record<Category, Action>;
  rules: Record<string, Action>;
  /** Matched values equal to one of these (case-insensitive, surrounding spaces ignored) are dropped. */
  allow: string[];
  /** With pii `redact`: put the original values back in the model's answer (policies stored before it: true). */
  restore: boolean;
}

export const DEFAULT_POLICY: FirewallPolicy = Object.freeze({
  categories: { ...DEFAULT_CATEGORY_ACTIONS },
  rules: { ...DEFAULT_RULE_ACTIONS },
  allow: [],
  restore: true,
});

/** What an organisation sends: categories left out keep the default; `rules` left out keeps the default overrides. */
export interface PolicyInput {
  categories?: Partial<Record<Category, Action>>;
  rules?: Record<string, Action>;
  allow?: string[];
  restore?: boolean;
}

export interface PolicyIssue {
  path: string;
  message: string;
}

/** The stored policy for an input, or the problems with it (unknown rule ids). */
export function policyFromInput(input: PolicyInput): { policy: FirewallPolicy } | { issues: PolicyIssue[] } {
  const issues: PolicyIssue[] = [];
  for (const [id, action] of Object.entries(input.rules ?? {})) {
    if (!RULE_BY_ID.has(id))
      issues.push({ path: `/body/rules/${id}`, message: "unknown rule id (see GET /api/firewall/rules)" });
    // The redaction engine masks by its own entity types, not by firewall rule: one switch, on the category.
    else if (action === "redact")
      issues.push({
        path: `/body/rules/${id}`,
        message: "redact is a category action (categories.pii) only",
      });
  }
  for (const c of CATEGORIES) {
    if (c !== "pii" && input.categories?.[c] === "redact")
      issues.push({ path: `/body/categories/${c}`, message: "redact applies to the pii category only" });
  }
  if (issues.length > 0) return { issues };
  const categories = { ...DEFAULT_CATEGORY_ACTIONS };
  for (const c of CATEGORIES) {
    const action = input.categories?.[c];
    if (action) categories[c] = action;
  }
  return {
    policy: {
      categories,
      rules: { ...(input.rules ?? DEFAULT_RULE_ACTIONS) },
      allow: [...new Set((input.allow ?? []).map(normalizeValue))].filter((v) => v !== ""),
      restore: input.restore ?? true,
    },
  };
}

const normalizeValue = (v: string) => v.trim().toLowerCase();

/** Whether texts bound for a model go through the redaction engine first. */
export const masksPii = (policy: FirewallPolicy) => policy.categories.pii === "redact";

export function actionFor(policy: FirewallPolicy, f: { ruleId: string; category: Category }): Action {
  return policy.rules[f.ruleId] ?? policy.categories[f.category];
}

export interface DecidedFinding extends LocatedFinding {
  action: Action;
}

export interface Decision {
  decision: Action;
  findings: DecidedFinding[];
}

/**
 * Applies a policy: allow-listed values are dropped, every other finding gets its action, and the
 * decision is the strongest action (no findings: allow). `texts` maps each path to its text, for
 * the allow list.
 */
export function decide(
  findings: readonly LocatedFinding[],
  policy: FirewallPolicy,
  texts: ReadonlyMap<string, string>,
): Decision {
  const allow = new Set(policy.allow);
  let decision: Action = "allow";
  const decided: DecidedFinding[] = [];
  for (const f of findings) {
    if (allow.size > 0) {
      const value = texts.get(f.path)?.slice(f.start, f.end);
      if (value !== undefined && allow.has(normalizeValue(value))) continue;
    }
    const action = actionFor(policy, f);
    if (actionRank(action) > actionRank(decision)) decision = action;
    decided.push({ ...f, action });
  }
  return { decision, findings: decided };
}
