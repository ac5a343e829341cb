import { isForeignKeyViolation, iso, isoOrNull, type Queryable } from "../db/database.js";
import { isoNow, type ServiceDeps } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import { createId } from "../ids.js";
import { type Page, type PageRequest, pageOf } from "../page.js";
import type { ApprovalPolicyStore } from "../tenancy/approval-policy-store.js";
import type { Principal } from "../tenancy/principal.js";
import { can } from "../tenancy/roles.js";
import {
  type ApprovalFacts,
  type ApprovalPolicy,
  type ApprovalVerdict,
  countingApprovals,
  judgeApproval,
} from "./approval-policy.js";
import * as machine from "./release-machine.js";
import { REQUIRED_APPROVALS, type ReleaseState } from "./release-machine.js";

export interface Approval extends ApprovalVerdict {
  userId: string;
  comment: string;
  createdAt: string;
  /** How the approver signed in: "api_key:<id>", "session", "dev_headers". */
  credential: string;
}

type StoredApproval = ApprovalFacts & { comment: string };

export interface Release {
  id: string;
  capabilityId: string;
  versionId: string;
  versionNumber: number;
  manifestHash: string;
  state: ReleaseState;
  notes: string;
  createdBy: string;
  creatorUserId: string | null;
  createdAt: string;
  updatedAt: string;
  activatedAt: string | null;
  approvals: Approval[];
  /** Distinct approvers whose approval counts under `approvalPolicy`. */
  approvalCount: number;
  approvalsRequired: number;
  approvalPolicy: ApprovalPolicy;
}

interface ReleaseRow {
  id: string;
  capability_id: string;
  version_id: string;
  version_number: number;
  manifest_hash: string;
  state: ReleaseState;
  notes: string;
  created_by: string;
  creator_user_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  activated_at: Date | string | null;
}

const SELECT = `SELECT r.id, r.capability_id, r.version_id, v.number AS version_number, v.manifest_hash,
  r.state, r.notes, r.created_by, r.creator_user_id, r.created_at, r.updated_at, r.activated_at
  FROM releases r JOIN versions v ON v.id = r.version_id`;

type LockedRelease = machine.ReleaseFacts & {
  capabilityId: string;
  createdBy: string;
  policy: ApprovalPolicy;
};

export interface ReleaseFilter {
  capabilityId?: string | undefined;
  state?: ReleaseState | undefined;
}

/**
 * Releases and their approvals. Every transition locks the capability row first, then the release,
 * so transitions of one capability are serialized and always take locks in the same order.
 */
export class ReleaseService {
  constructor(private readonly deps: ServiceDeps & { policies: ApprovalPolicyStore }) {}

  async create(
    principal: Principal,
    capabilityId: string,
    input: { versionId: string; notes?: string | undefined },
  ): Promise<Release> {
    const now = isoNow(this.deps.clock);
    const id = createId(this.deps.clock());
    await this.deps.db.transaction(async (tx) => {
      const version = await tx.query(
        "SELECT 1 FROM versions WHERE org_id = $1 AND id = $2 AND capability_id = $3",
        [principal.orgId, input.versionId, capabilityId],
      );
      if (version.length === 0) {
        const capability = await tx.query("SELECT 1 FROM capabilities WHERE org_id = $1 AND id = $2", [
          principal.orgId,
          capabilityId,
        ]);
        if (capability.length === 0) throw notFound("capability", capabilityId);
        throw notFound("version", input.versionId);
      }
      await tx.query(
        `INSERT INTO releases (id, org_id, capability_id, version_id, state, notes, created_by, creator_user_id,
           created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'draft', $5, $6, $7, $8, $8)`,
        [
          id,
          principal.orgId,
          capabilityId,
          input.versionId,
          input.notes ?? "",
          principal.actor,
          principal.userId,
          now,
        ],
      );
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
    const [row] = await this.deps.db.query<ReleaseRow>(`${SELECT} WHERE r.org_id = $1 AND r.id = $2`, [
      orgId,
      id,
    ]);
    if (!row) throw notFound("release", id);
    return (await this.#withApprovals(this.deps.db, orgId, [row]))[0]!;
  }

  async list(orgId: string, filter: ReleaseFilter, page: PageRequest): Promise<Page<Release>> {
    const rows = await this.deps.db.query<ReleaseRow>(
      `${SELECT} WHERE r.org_id = $1 AND ($2::text IS NULL OR r.capability_id = $2)
       AND ($3::text IS NULL OR r.state = $3) AND r.id > $4 ORDER BY r.id LIMIT $5`,
      [orgId, filter.capabilityId ?? null, filter.state ?? null, page.cursor ?? "", page.limit + 1],
    );
    return pageOf(await this.#withApprovals(this.deps.db, orgId, rows), page.limit);
  }

  /** The release serving a capability, if any (what executions run). */
  async activeFor(orgId: string, capabilityId: string): Promise<Release | undefined> {
    const [row] = await this.deps.db.query<ReleaseRow>(
      `${SELECT} WHERE r.org_id = $1 AND r.capability_id = $2 AND r.state = 'active'`,
      [orgId, capabilityId],
    );
    return row ? (await this.#withApprovals(this.deps.db, orgId, [row]))[0] : undefined;
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
      const [member] = await tx.query<{ created_at: Date | string; invited_by: string | null }>(
        "SELECT created_at, invited_by FROM memberships WHERE org_id = $1 AND user_id = $2",
        [principal.orgId, principal.userId],
      );
      const verdict = judgeApproval(
        {
          userId: principal.userId,
          approvedAt: now,
          credential,
          selfIssued,
          membership: member
            ? { since: Date.parse(iso(member.created_at)), invitedBy: member.invited_by }
            : null,
        },
        release.creatorUserId,
        release.policy,
      );
      const next = machine.approve(release, principal.userId, verdict.counts);
      await tx.query(
        `INSERT INTO release_approvals (release_id, user_id, comment, created_at, credential, self_issued)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, principal.userId, comment, new Date(now).toISOString(), credential, selfIssued],
      );
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
      const superseded = await tx.query<{ id: string }>(
        `UPDATE releases SET state = 'superseded', updated_at = $3
         WHERE org_id = $1 AND capability_id = $2 AND state = 'active' RETURNING id`,
        [principal.orgId, release.capabilityId, now],
      );
      await tx.query(
        "UPDATE releases SET state = 'active', activated_at = $2, updated_at = $2 WHERE id = $1",
        [id, now],
      );
      return { superseded: superseded[0]?.id ?? null };
    });
  }

  /** Rolls an active release back and restores the release it superseded (the latest activated one). */
  rollback(principal: Principal, id: string): Promise<Release> {
    return this.#transition(principal, id, "release.rollback", async (tx, release) => {
      const next = machine.rollback(release);
      const now = isoNow(this.deps.clock);
      await tx.query("UPDATE releases SET state = $2, updated_at = $3 WHERE id = $1", [id, next, now]);
      const [previous] = await tx.query<{ id: string }>(
        `SELECT id FROM releases WHERE org_id = $1 AND capability_id = $2 AND state = 'superseded'
         ORDER BY activated_at DESC, id DESC LIMIT 1 FOR UPDATE`,
        [principal.orgId, release.capabilityId],
      );
      if (previous) {
        await tx.query("UPDATE releases SET state = 'active', updated_at = $2 WHERE id = $1", [
          previous.id,
          now,
        ]);
      }
      return { restored: previous?.id ?? null };
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
    try {
      return await this.deps.db.transaction(async (tx) => {
        const release = await this.#lock(tx, principal.orgId, id);
        this.#mayWithdraw(principal, release);
        machine.assertDeletable(release);
        const [row] = await tx.query<ReleaseRow>(`${SELECT} WHERE r.id = $1`, [id]);
        const [before] = await this.#withApprovals(tx, principal.orgId, [row!]);
        await tx.query("DELETE FROM release_approvals WHERE release_id = $1", [id]);
        await tx.query("DELETE FROM releases WHERE id = $1", [id]);
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
    } catch (error) {
      if (isForeignKeyViolation(error))
        throw new PlatformError(
          "RELEASE_IN_USE",
          `Release ${id} is referenced by other records (executions)`,
        );
      throw error;
    }
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
    const [found] = await tx.query<{ capability_id: string }>(
      "SELECT capability_id FROM releases WHERE org_id = $1 AND id = $2",
      [orgId, id],
    );
    if (!found) throw notFound("release", id);
    await tx.query("SELECT 1 FROM capabilities WHERE id = $1 FOR UPDATE", [found.capability_id]);
    const [row] = await tx.query<{ state: ReleaseState; creator_user_id: string | null; created_by: string }>(
      "SELECT state, creator_user_id, created_by FROM releases WHERE id = $1 FOR UPDATE",
      [id],
    );
    if (!row) throw notFound("release", id);
    const approvals = (await this.#approvalsOf(tx, orgId, [id])).get(id) ?? [];
    const policy = await this.#policyOf(tx, orgId);
    return {
      state: row.state,
      creatorUserId: row.creator_user_id,
      createdBy: row.created_by,
      approverIds: approvals.map((a) => a.userId),
      qualifying: countingApprovals(approvals, row.creator_user_id, policy),
      capabilityId: found.capability_id,
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
    await tx.query("UPDATE releases SET state = $2, updated_at = $3 WHERE id = $1", [
      id,
      state,
      isoNow(this.deps.clock),
    ]);
  }

  async #policyOf(db: Queryable, orgId: string): Promise<ApprovalPolicy> {
    const { independentApprovers, approverMinMembershipHours } = await this.deps.policies.get(orgId, db);
    return { independentApprovers, approverMinMembershipHours };
  }

  /** Each release's approvals with the facts that decide whether they count (the approver's membership now). */
  async #approvalsOf(db: Queryable, orgId: string, ids: string[]): Promise<Map<string, StoredApproval[]>> {
    const rows = await db.query<{
      release_id: string;
      user_id: string;
      comment: string;
      created_at: Date | string;
      credential: string;
      self_issued: boolean;
      member_since: Date | string | null;
      invited_by: string | null;
    }>(
      `SELECT a.release_id, a.user_id, a.comment, a.created_at, a.credential, a.self_issued,
         m.created_at AS member_since, m.invited_by
       FROM release_approvals a LEFT JOIN memberships m ON m.org_id = $2 AND m.user_id = a.user_id
       WHERE a.release_id = ANY($1::text[]) ORDER BY a.created_at, a.user_id`,
      [ids, orgId],
    );
    const byRelease = new Map<string, StoredApproval[]>();
    for (const r of rows) {
      const list = byRelease.get(r.release_id) ?? [];
      list.push({
        userId: r.user_id,
        comment: r.comment,
        approvedAt: Date.parse(iso(r.created_at)),
        credential: r.credential,
        selfIssued: r.self_issued,
        membership:
          r.member_since === null
            ? null
            : { since: Date.parse(iso(r.member_since)), invitedBy: r.invited_by },
      });
      byRelease.set(r.release_id, list);
    }
    return byRelease;
  }

  async #withApprovals(db: Queryable, orgId: string, rows: ReleaseRow[]): Promise<Release[]> {
    if (rows.length === 0) return [];
    const approvals = await this.#approvalsOf(
      db,
      orgId,
      rows.map((r) => r.id),
    );
    const policy = await this.#policyOf(db, orgId);
    return rows.map((r) => {
      const mine = approvals.get(r.id) ?? [];
      return {
        id: r.id,
        capabilityId: r.capability_id,
        versionId: r.version_id,
        versionNumber: r.version_number,
        manifestHash: r.manifest_hash,
        state: r.state,
        notes: r.notes,
        createdBy: r.created_by,
        creatorUserId: r.creator_user_id,
        createdAt: iso(r.created_at),
        updatedAt: iso(r.updated_at),
        activatedAt: isoOrNull(r.activated_at),
        approvals: mine.map((a) => ({
          userId: a.userId,
          comment: a.comment,
          createdAt: new Date(a.approvedAt).toISOString(),
          credential: a.credential,
          ...judgeApproval(a, r.creator_user_id, policy),
        })),
        approvalCount: countingApprovals(mine, r.creator_user_id, policy),
        approvalsRequired: REQUIRED_APPROVALS,
        approvalPolicy: policy,
      };
    });
  }
}
