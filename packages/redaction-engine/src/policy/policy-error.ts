/** One problem in a policy document, located by a dotted path (`types.PERSON.action`). */
export interface PolicyIssue {
  readonly path: string;
  readonly message: string;
}

/**
 * A policy that cannot be used. Lists every problem at once, so a policy author fixes them in
 * one pass. `code` is stable for the service's problem-details mapping.
 */
export class PolicyError extends Error {
  readonly code = "invalid_policy";
  readonly issues: readonly PolicyIssue[];

  constructor(issues: readonly PolicyIssue[]) {
    super(`invalid redaction policy: ${issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`);
    this.name = "PolicyError";
    this.issues = issues;
  }
}
