import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Action, DEFAULT_POLICY, type Policy, PolicyError, parsePolicy } from "@platform/redaction-engine";

/** Request modes: `placeholder` applies the policy as written; `lookalike` swaps names for plausible ones. */
export const MODES = ["placeholder", "lookalike"] as const;
export type Mode = (typeof MODES)[number];

/**
 * The built-in default policy plus every `*.yaml`/`*.yml` in `dir`, by version. A bad file or two
 * files with one version stop start-up with every problem named, rather than serving half the
 * policies an operator deployed.
 */
export function loadPolicies(dir: string): Map<string, Policy> {
  const policies = new Map<string, Policy>([[DEFAULT_POLICY.version, DEFAULT_POLICY]]);
  if (!dir) return policies;
  const problems: string[] = [];
  const from = new Map<string, string>();
  for (const file of readdirSync(dir)
    .filter((f) => /\.ya?ml$/i.test(f))
    .sort()) {
    try {
      const policy = parsePolicy(readFileSync(join(dir, file), "utf8"));
      const clash =
        from.get(policy.version) ?? (policy.version === DEFAULT_POLICY.version ? "(built in)" : "");
      if (clash) problems.push(`${file}: version "${policy.version}" is also defined by ${clash}`);
      from.set(policy.version, file);
      policies.set(policy.version, policy);
    } catch (error) {
      if (!(error instanceof PolicyError)) throw error;
      problems.push(`${file}: ${error.message}`);
    }
  }
  if (problems.length > 0) throw new PolicyError(problems.map((message) => ({ path: dir, message })));
  return policies;
}

/** The policy a mode asks for: names (PERSON, ORG) replaced by lookalikes where the policy redacts them. */
export function policyForMode(policy: Policy, mode: Mode): Policy {
  if (mode === "placeholder") return policy;
  const types = new Map(policy.types);
  for (const type of ["PERSON", "ORG"] as const) {
    const rule = types.get(type);
    if (rule && rule.action === Action.PLACEHOLDER) types.set(type, { ...rule, action: Action.LOOKALIKE });
  }
  return { ...policy, types };
}
