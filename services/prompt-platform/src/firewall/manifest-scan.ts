import type { FirewallPolicy } from "./scanner/policy.js";
import { type Decision, decide } from "./scanner/policy.js";
import type { Scanner, ScanTarget } from "./scanner/scanner.js";

/** Every string in a manifest with its JSON pointer (`/nodes/0/prompt`); keys are not scanned. */
export function manifestStrings(value: unknown, path = ""): ScanTarget[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => manifestStrings(item, `${path}/${i}`));
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) =>
      manifestStrings(item, `${path}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`),
    );
  return [];
}

/**
 * The firewall's verdict on a manifest, decided as the sidecar decides a chat request: every string
 * (prompts, but also parameters, where a pasted key would sit) scanned, the organisation's policy
 * applied, the strongest action wins.
 */
export function scanManifest(
  manifest: Record<string, unknown>,
  scanner: Scanner,
  policy: FirewallPolicy,
): Decision {
  const targets = manifestStrings(manifest);
  return decide(scanner.scanAll(targets), policy, new Map(targets.map((t) => [t.path, t.text])));
}
