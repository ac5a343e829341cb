import { describe, expect, it } from "vitest";
import type { AuditLog } from "../../audit/audit-log.js";
import type { FirewallPolicyStore } from "../firewall-policy-store.js";
import { PiiMasker } from "../masking/pii-masker.js";
import { DEFAULT_POLICY } from "../scanner/policy.js";
import { Scanner } from "../scanner/scanner.js";
import { FirewallGuard } from "./firewall-guard.js";

const redactPolicy = {
  ...DEFAULT_POLICY,
  categories: { ...DEFAULT_POLICY.categories, pii: "redact" as const },
};
const policies = { get: async () => ({ policy: redactPolicy }) } as unknown as FirewallPolicyStore;
const audit = {} as AuditLog;
const text = "Write to maria.lopez@gmail.com today.";

describe("FirewallGuard with pii redact", () => {
  it("masks what the engine finds: decision redact, the firewall's PII findings marked redact", async () => {
    const masker = new PiiMasker(() => "guard-test-secret-0123456789");
    const guard = new FirewallGuard({ scanner: new Scanner(), policies, audit, masker });
    const verdict = await guard.inspectTargets("org_1", [{ path: "/p", text }]);
    expect(verdict.decision).toBe("redact");
    expect(verdict.findings.map((f) => [f.ruleId, f.action])).toEqual([["pii.email", "redact"]]);
    expect(verdict.masking?.texts.get("/p")).toBe("Write to [EMAIL_0001] today.");
  });

  it("blocks a PII value the firewall found but the engine left in place, rather than forward it", async () => {
    // An engine that finds nothing stands in for one that misses a value the firewall's rules catch.
    const blind = new PiiMasker(() => "guard-test-secret-0123456789", []);
    const guard = new FirewallGuard({ scanner: new Scanner(), policies, audit, masker: blind });
    const verdict = await guard.inspectTargets("org_1", [{ path: "/p", text }]);
    expect(verdict.decision).toBe("block");
    expect(verdict.findings.map((f) => [f.ruleId, f.action])).toEqual([["pii.email", "block"]]);
    expect(verdict.masking).toBeUndefined();
  });
});
