/** What the firewall looks for. */
export const CATEGORIES = ["pii", "secret", "injection", "invisible"] as const;
export type Category = (typeof CATEGORIES)[number];

/** How bad a finding is, weakest first (informational: the policy's actions decide). */
export const SEVERITIES = ["low", "medium", "high", "critical"] as const;
export type Severity = (typeof SEVERITIES)[number];

/**
 * What a policy does with a finding, weakest first; a decision is the strongest action of its findings.
 * `redact` (PII only) forwards the text with the redaction engine's placeholders in place of the values.
 */
export const ACTIONS = ["allow", "warn", "redact", "block"] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * One match in one text. Offsets are JavaScript string indices (UTF-16 code units) into the text
 * that was scanned, `end` exclusive. A finding never carries the matched value itself.
 */
export interface Finding {
  ruleId: string;
  category: Category;
  severity: Severity;
  start: number;
  end: number;
}

/** A finding in one of several texts (a chat message, a manifest field), named by a JSON pointer. */
export interface LocatedFinding extends Finding {
  /** JSON pointer of the scanned string, e.g. `/messages/1/content` or `/nodes/0/prompt`. */
  path: string;
}

export const severityRank = (s: Severity) => SEVERITIES.indexOf(s);
export const actionRank = (a: Action) => ACTIONS.indexOf(a);
