import { iso } from "../db/database.js";
import { isoNow, type ServiceDeps } from "../deps.js";
import { PlatformError } from "../errors.js";
import type { Principal } from "../tenancy/principal.js";
import { DEFAULT_POLICY, type FirewallPolicy, type PolicyInput, policyFromInput } from "./scanner/policy.js";

/** An organisation's firewall policy as the API shows it. */
export interface StoredPolicy {
  policy: FirewallPolicy;
  /** false until the organisation stores rules of its own (then the built-in policy applies). */
  custom: boolean;
  updatedBy: string | null;
  updatedAt: string | null;
}

interface PolicyRow {
  policy: string;
  updated_by: string;
  updated_at: Date | string;
}

export interface FirewallPolicyStoreDeps extends ServiceDeps {
  /**
   * The sidecar reads a policy per request: it is kept this long per process (0 = always read). A
   * change made on another replica applies there within this time; on this one, at once.
   */
  cacheTtlMs: number;
}

/** Per-organisation firewall rules (table firewall_policies): every statement filters on org_id. */
export class FirewallPolicyStore {
  readonly #cache = new Map<string, { at: number; value: StoredPolicy }>();
  constructor(private readonly deps: FirewallPolicyStoreDeps) {}

  async get(orgId: string): Promise<StoredPolicy> {
    const now = this.deps.clock();
    const hit = this.#cache.get(orgId);
    if (hit && now - hit.at < this.deps.cacheTtlMs) return hit.value;
    const [row] = await this.deps.db.query<PolicyRow>(
      "SELECT policy, updated_by, updated_at FROM firewall_policies WHERE org_id = $1",
      [orgId],
    );
    const value: StoredPolicy = row
      ? {
          // Policies stored before `restore` existed restore (its default).
          policy: { restore: true, ...(JSON.parse(row.policy) as Omit<FirewallPolicy, "restore">) },
          custom: true,
          updatedBy: row.updated_by,
          updatedAt: iso(row.updated_at),
        }
      : { policy: DEFAULT_POLICY, custom: false, updatedBy: null, updatedAt: null };
    if (this.deps.cacheTtlMs > 0) this.#cache.set(orgId, { at: now, value });
    return value;
  }

  /** Replaces the organisation's policy (categories left out keep their default) and audits the change. */
  async put(principal: Principal, input: PolicyInput): Promise<StoredPolicy> {
    const parsed = policyFromInput(input);
    if ("issues" in parsed)
      throw new PlatformError("VALIDATION_ERROR", "Firewall policy is invalid", parsed.issues);
    const { policy } = parsed;
    const updatedAt = isoNow(this.deps.clock);
    await this.deps.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO firewall_policies (org_id, policy, updated_by, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (org_id) DO UPDATE SET policy = $2, updated_by = $3, updated_at = $4`,
        [principal.orgId, JSON.stringify(policy), principal.actor, updatedAt],
      );
      // The allow list holds values an organisation chose to trust; the chain records only how many.
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "firewall.policy.update",
        resource: `firewall_policy:${principal.orgId}`,
        details: {
          categories: policy.categories,
          rules: policy.rules,
          allowCount: policy.allow.length,
          restore: policy.restore,
        },
      });
    });
    this.#cache.delete(principal.orgId);
    return { policy, custom: true, updatedBy: principal.actor, updatedAt };
  }
}
