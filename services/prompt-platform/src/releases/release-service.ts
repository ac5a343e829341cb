import { isoNow, type ServiceDeps } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import { createId } from "../ids.js";
import { type Page, type PageRequest, pageOf } from "../page.js";
import type { ApprovalPolicyStore } from "../tenancy/approval-policy-store.js";
import type { Principal } from "../tenancy/principal.js";
import { can } from "../tenancy/roles.js";
import {
  type ApprovalPolicy,
  type ApprovalVerdict,
  countingApprovals,
  judgeApproval,
} from "./approval-policy.js";
import * as machine from "./release-machine.js";
import { REQUIRED_APPROVALS, type ReleaseState } from "./release-machine.js";
import {
  type Queryable,
  type ReleaseFilter,
  type ReleaseRecord,
  ReleaseStore,
  type StoredApproval,
} from "./release-store.js";

export type { ReleaseFilter } from "./release-store.js";

export interface Approval extends ApprovalVerdict {
  userId: string;
  comment: string;
  createdAt: string;
  /** How the approver signed in: "api_key:<id>", "session", "dev_headers". */
  credential: string;
}

/** A release as served: its record, every approval with its verdict, and how many count. */
export interface Release extends ReleaseRecord {
  approvals: Approval[];
  /** Distinct approvers whose approval counts under `approvalPolicy`. */
  approvalCount: number;
  approvalsRequired: number;
  approvalPolicy: ApprovalPolicy;
}

type LockedRelease = machine.ReleaseFacts & {
  capabilityId: string;
  createdBy: string;
  policy: ApprovalPolicy;
};

/**
 * Releases and their approvals. Every transition locks the capability row first, then the release,
 * so transitions of one capability are serialized and always take locks in the same order.
 */
export class ReleaseService {
  readonly #store = new ReleaseStore();

  constructor(private readonly deps: ServiceDeps & { policies: ApprovalPolicyStore }) {}

  async create(
    principal: Principal,
    capabilityId: string,
    input: { versionId: string; notes?: string | undefined },
  ): Promise<Release> {
    const now = isoNow(this.deps.clock);
    const id = createId(this.deps.clock());
    await this.deps.db.transaction(async (tx) => {
      const found = await this.#store.versionOf(tx, principal.orgId, capabilityId, input.versionId);
      if (found === "no_capability") throw notFound("capability", capabilityId);
      if (found === "no_version") throw notFound("version", input.versionId);
      await this.#store.insert(tx, {
        id,
        orgId: principal.orgId,
        capabilityId,
        versionId: input.versionId,
        notes: input.notes ?? "",
        createdBy: principal.actor,
        creatorUserId: principal.userId,
        now,
      });
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "release.create",
        resource: `release:${id}`,
        details: { capabilityId, versionId: input.versionId },
      });
    });
    return this.get(principal.orgId, id);
  }

  async get(orgId: string, id: string): Promise<Release> {
    const record = await this.#store.find(this.deps.db, orgId, id);
    if (!record) throw notFound("release", id);
    return (await this.#withApprovals(this.deps.db, orgId, [record]))[0]!;
  }

  async list(orgId: string, filter: ReleaseFilter, page: PageRequest): Promise<Page<Release>> {
    const records = await this.#store.list(this.deps.db, orgId, filter, page);
    return pageOf(await this.#withApprovals(this.deps.db, orgId, records), page.limit);
  }

  /** The release serving a capability, if any (what executions run). */
  async activeFor(orgId: string, capabilityId: string): Promise<Release | undefined> {
    const record = await this.#store.findActive(this.deps.db, orgId, capabilityId);
    return record ? (await this.#withApprovals(this.deps.db, orgId, [record]))[0] : undefined;
  }

  submit(principal: Principal, id: string): Promise<Release> {
    return this.#transition(principal, id, "release.submit", async (tx, release) => {
      const next = machine.submit(release);
      await this.#setState(tx, id, next);
      return {};
    });
  }

  approve(principal: Principal, id: string, comment: string): Promise<Release> {
    return this.#transition(principal, id, "release.approve", async (tx, release) => {
      if (!principal.userId) throw new PlatformError("FORBIDDEN", "Approvals are given by users, not agents");
      const now = this.deps.clock();
      const credential = principal.via === "api_key" ? principal.actor : principal.via;
      const selfIssued = principal.via === "dev_headers" || principal.selfIssued === true;
      const membership = await this.#store.membership(tx, principal.orgId, principal.userId);
      const verdict = judgeApproval(
        { userId: principal.userId, approvedAt: now, credential, selfIssued, membership: membership ?? null },
        release.creatorUserId,
        release.policy,
      );
      const next = machine.approve(release, principal.userId, verdict.counts);
      await this.#store.insertApproval(tx, {
        releaseId: id,
        userId: principal.userId,
        comment,
        at: new Date(now).toISOString(),
        credential,
        selfIssued,
      });
      if (next !== release.state) await this.#setState(tx, id, next);
      // Who approved, with what, and whether it counted: the audit chain answers "who let this out".
      return {
        approvalCount: release.qualifying + (verdict.counts ? 1 : 0),
        counts: verdict.counts,
        failed: verdict.failed,
        credential,
        policy: release.policy,
      };
    });
  }

  /** Activates, superseding the capability's active release in the same transaction. */
  activate(principal: Principal, id: string): Promise<Release> {
    return this.#transition(principal, id, "release.activate", async (tx, release) => {
      machine.activate(release);
      const now = isoNow(this.deps.clock);
      const superseded = await this.#store.supersedeActive(tx, principal.orgId, release.capabilityId, now);
      await this.#store.activate(tx, id, now);
      return { superseded };
    });
  }

  /** Rolls an active release back and restores the release it superseded (the latest activated one). */
  rollback(principal: Principal, id: string): Promise<Release> {
    return this.#transition(principal, id, "release.rollback", async (tx, release) => {
      const next = machine.rollback(release);
      const now = isoNow(this.deps.clock);
      await this.#store.setState(tx, id, next, now);
      const previous = await this.#store.lockLatestSuperseded(tx, principal.orgId, release.capabilityId);
      if (previous) await this.#store.restore(tx, previous, now);
      return { restored: previous ?? null };
    });
  }

  /** Withdraws a release that never served (draft, pending or approved); its creator or an admin. */
  cancel(principal: Principal, id: string, reason: string): Promise<Release> {
    return this.#transition(principal, id, "release.cancel", async (tx, release) => {
      this.#mayWithdraw(principal, release);
      await this.#setState(tx, id, machine.cancel(release));
      return { reason };
    });
  }

  /**
   * Deletes a release that never served (draft, pending, approved or cancelled) with its approvals;
   * its creator or an admin. Active, superseded and rolled-back releases are history and stay.
   * Returns the release as it was.
   */
  async delete(principal: Principal, id: string): Promise<Release> {
    return this.deps.db.transaction(async (tx) => {
      const release = await this.#lock(tx, principal.orgId, id);
      this.#mayWithdraw(principal, release);
      machine.assertDeletable(release);
      const [before] = await this.#withApprovals(tx, principal.orgId, [
        (await this.#store.find(tx, undefined, id))!,
      ]);
      if ((await this.#store.delete(tx, id)) === "referenced")
        throw new PlatformError(
          "RELEASE_IN_USE",
          `Release ${id} is referenced by other records (executions)`,
        );
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "release.delete",
        resource: `release:${id}`,
        details: {
          capabilityId: release.capabilityId,
          versionId: before!.versionId,
          state: release.state,
          approvals: release.approverIds.length,
        },
      });
      return before!;
    });
  }

  /** Cancelling and deleting belong to the release's creator, or to whoever may manage any release. */
  #mayWithdraw(principal: Principal, release: LockedRelease): void {
    const isCreator = principal.userId
      ? principal.userId === release.creatorUserId
      : principal.actor === release.createdBy;
    if (!isCreator && !can(principal.role, "release.manage_any"))
      throw new PlatformError(
        "FORBIDDEN",
        "Only the release's creator, or an admin, can cancel or delete it (release.manage_any)",
      );
  }

  /** Locks the capability, then the release (the one lock order of every release change). */
  async #lock(tx: Queryable, orgId: string, id: string): Promise<LockedRelease> {
    const capabilityId = await this.#store.capabilityOf(tx, orgId, id);
    if (!capabilityId) throw notFound("release", id);
    await this.#store.lockCapability(tx, capabilityId);
    const row = await this.#store.lockRelease(tx, id);
    if (!row) throw notFound("release", id);
    const approvals = (await this.#store.approvalsOf(tx, orgId, [id])).get(id) ?? [];
    const policy = await this.#policyOf(tx, orgId);
    return {
      state: row.state,
      creatorUserId: row.creatorUserId,
      createdBy: row.createdBy,
      approverIds: approvals.map((a) => a.userId),
      qualifying: countingApprovals(approvals, row.creatorUserId, policy),
      capabilityId,
      policy,
    };
  }

  async #transition(
    principal: Principal,
    id: string,
    action: string,
    apply: (tx: Queryable, release: LockedRelease) => Promise<Record<string, unknown>>,
  ): Promise<Release> {
    await this.deps.db.transaction(async (tx) => {
      const facts = await this.#lock(tx, principal.orgId, id);
      const details = await apply(tx, facts);
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action,
        resource: `release:${id}`,
        details: { capabilityId: facts.capabilityId, from: facts.state, ...details },
      });
    });
    return this.get(principal.orgId, id);
  }

  async #setState(tx: Queryable, id: string, state: ReleaseState): Promise<void> {
    await this.#store.setState(tx, id, state, isoNow(this.deps.clock));
  }

  async #policyOf(db: Queryable, orgId: string): Promise<ApprovalPolicy> {
    const { independentApprovers, approverMinMembershipHours } = await this.deps.policies.get(orgId, db);
    return { independentApprovers, approverMinMembershipHours };
  }

  async #withApprovals(db: Queryable, orgId: string, records: ReleaseRecord[]): Promise<Release[]> {
    if (records.length === 0) return [];
    const approvals = await this.#store.approvalsOf(
      db,
      orgId,
      records.map((r) => r.id),
    );
    const policy = await this.#policyOf(db, orgId);
    return records.map((r) => releaseView(r, approvals.get(r.id) ?? [], policy));
  }
}

/** A release as served: every approval with its verdict, and how many count under the policy. */
export function releaseView(r: ReleaseRecord, approvals: StoredApproval[], policy: ApprovalPolicy): Release {
  return {
    ...r,
    approvals: approvals.map((a) => ({
      userId: a.userId,
      comment: a.comment,
      createdAt: new Date(a.approvedAt).toISOString(),
      credential: a.credential,
      ...judgeApproval(a, r.creatorUserId, policy),
    })),
    approvalCount: countingApprovals(approvals, r.creatorUserId, policy),
    approvalsRequired: REQUIRED_APPROVALS,
    approvalPolicy: policy,
  };
}
