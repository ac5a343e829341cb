import type { BodyOf, ResponseOf } from "@platform/prompt-client";

export type FirewallPolicyAnswer = ResponseOf<"/api/firewall/policy", "get">;
export type FirewallPolicy = FirewallPolicyAnswer["policy"];
export type FirewallPolicyInput = BodyOf<"/api/firewall/policy", "put">;
export type FirewallRule = ResponseOf<"/api/firewall/rules", "get">["rules"][number];
export type FirewallAction = FirewallRule["defaultAction"];
export type FirewallCategory = keyof FirewallPolicy["categories"];

export const ACTIONS = ["allow", "warn", "redact", "block"] as const satisfies readonly FirewallAction[];
export const CATEGORIES = [
  "pii",
  "secret",
  "injection",
  "invisible",
] as const satisfies readonly FirewallCategory[];

/** What each action does, for the hint beside the selects. */
export const ACTION_TEXT: Record<FirewallAction, string> = {
  allow: "allow: not reported",
  warn: "warn: run, and record the finding",
  redact: "redact: mask the values before the model (restored in the answer when restore is on)",
  block: "block: refuse before any model is called",
};
