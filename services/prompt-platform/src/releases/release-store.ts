import { isForeignKeyViolation, iso, isoOrNull, type Queryable } from "../db/database.js";
import type { PageRequest } from "../page.js";
import type { ApprovalFacts } from "./approval-policy.js";
import type { ReleaseState } from "./release-machine.js";

export type { Queryable } from "../db/database.js";

/** A release as stored, with its version's number and manifest. */
export interface ReleaseRecord {
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
}

/** An approval with the facts that decide whether it counts (the approver's membership now). */
export type StoredApproval = ApprovalFacts & { comment: string };

export interface ReleaseFilter {
  capabilityId?: string | undefined;
  state?: ReleaseState | undefined;
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

const toRecord = (r: ReleaseRow): ReleaseRecord => ({
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
});

const SELECT = `SELECT r.id, r.capability_id, r.version_id, v.number AS version_number, v.manifest_hash,
  r.state, r.notes, r.created_by, r.creator_user_id, r.created_at, r.updated_at, r.activated_at
  FROM releases r JOIN versions v ON v.id = r.version_id`;

/** The SQL of releases and their approvals. Locks are taken where the service asks, in its order. */
export class ReleaseStore {
  /** Whether the capability has that version; else whether the capability exists at all. */
  async versionOf(
    q: Queryable,
    orgId: string,
    capabilityId: string,
    versionId: string,
  ): Promise<"found" | "no_version" | "no_capability"> {
    const version = await q.query(
      "SELECT 1 FROM versions WHERE org_id = $1 AND id = $2 AND capability_id = $3",
      [orgId, versionId, capabilityId],
    );
    if (version.length > 0) return "found";
    const capability = await q.query("SELECT 1 FROM capabilities WHERE org_id = $1 AND id = $2", [
      orgId,
      capabilityId,
    ]);
    return capability.length > 0 ? "no_version" : "no_capability";
  }

  async insert(
    tx: Queryable,
    r: {
      id: string;
      orgId: string;
      capabilityId: string;
      versionId: string;
      notes: string;
      createdBy: string;
      creatorUserId: string | null;
      now: string;
    },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO releases (id, org_id, capability_id, version_id, state, notes, created_by, creator_user_id,
         created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'draft', $5, $6, $7, $8, $8)`,
      [r.id, r.orgId, r.capabilityId, r.versionId, r.notes, r.createdBy, r.creatorUserId, r.now],
    );
  }

  /** `orgId` undefined: the caller has already scoped (and locked) the row. */
  async find(q: Queryable, orgId: string | undefined, id: string): Promise<ReleaseRecord | undefined> {
    const [row] =
      orgId === undefined
        ? await q.query<ReleaseRow>(`${SELECT} WHERE r.id = $1`, [id])
        : await q.query<ReleaseRow>(`${SELECT} WHERE r.org_id = $1 AND r.id = $2`, [orgId, id]);
    return row && toRecord(row);
  }

  async list(
    q: Queryable,
    orgId: string,
    filter: ReleaseFilter,
    page: PageRequest,
  ): Promise<ReleaseRecord[]> {
    const rows = await q.query<ReleaseRow>(
      `${SELECT} WHERE r.org_id = $1 AND ($2::text IS NULL OR r.capability_id = $2)
       AND ($3::text IS NULL OR r.state = $3) AND r.id > $4 ORDER BY r.id LIMIT $5`,
      [orgId, filter.capabilityId ?? null, filter.state ?? null, page.cursor ?? "", page.limit + 1],
    );
    return rows.map(toRecord);
  }

  async findActive(q: Queryable, orgId: string, capabilityId: string): Promise<ReleaseRecord | undefined> {
    const [row] = await q.query<ReleaseRow>(
      `${SELECT} WHERE r.org_id = $1 AND r.capability_id = $2 AND r.state = 'active'`,
      [orgId, capabilityId],
    );
    return row && toRecord(row);
  }

  async capabilityOf(q: Queryable, orgId: string, id: string): Promise<string | undefined> {
    const [row] = await q.query<{ capability_id: string }>(
      "SELECT capability_id FROM releases WHERE org_id = $1 AND id = $2",
      [orgId, id],
    );
    return row?.capability_id;
  }

  /** The first lock of every release change: its capability, FOR UPDATE. */
  async lockCapability(tx: Queryable, capabilityId: string): Promise<void> {
    await tx.query("SELECT 1 FROM capabilities WHERE id = $1 FOR UPDATE", [capabilityId]);
  }

  /** The second lock: the release itself, FOR UPDATE. */
  async lockRelease(
    tx: Queryable,
    id: string,
  ): Promise<{ state: ReleaseState; creatorUserId: string | null; createdBy: string } | undefined> {
    const [row] = await tx.query<{ state: ReleaseState; creator_user_id: string | null; created_by: string }>(
      "SELECT state, creator_user_id, created_by FROM releases WHERE id = $1 FOR UPDATE",
      [id],
    );
    return row && { state: row.state, creatorUserId: row.creator_user_id, createdBy: row.created_by };
  }

  /** The approver's membership now: since when, invited by whom; undefined when not a member. */
  async membership(
    q: Queryable,
    orgId: string,
    userId: string,
  ): Promise<{ since: number; invitedBy: string | null } | undefined> {
    const [member] = await q.query<{ created_at: Date | string; invited_by: string | null }>(
      "SELECT created_at, invited_by FROM memberships WHERE org_id = $1 AND user_id = $2",
      [orgId, userId],
    );
    return member && { since: Date.parse(iso(member.created_at)), invitedBy: member.invited_by };
  }

  async insertApproval(
    tx: Queryable,
    a: {
      releaseId: string;
      userId: string;
      comment: string;
      at: string;
      credential: string;
      selfIssued: boolean;
    },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO release_approvals (release_id, user_id, comment, created_at, credential, self_issued)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [a.releaseId, a.userId, a.comment, a.at, a.credential, a.selfIssued],
    );
  }

  async setState(tx: Queryable, id: string, state: ReleaseState, now: string): Promise<void> {
    await tx.query("UPDATE releases SET state = $2, updated_at = $3 WHERE id = $1", [id, state, now]);
  }

  /** Supersedes the capability's active release, if any; answers its id. */
  async supersedeActive(
    tx: Queryable,
    orgId: string,
    capabilityId: string,
    now: string,
  ): Promise<string | null> {
    const superseded = await tx.query<{ id: string }>(
      `UPDATE releases SET state = 'superseded', updated_at = $3
       WHERE org_id = $1 AND capability_id = $2 AND state = 'active' RETURNING id`,
      [orgId, capabilityId, now],
    );
    return superseded[0]?.id ?? null;
  }

  async activate(tx: Queryable, id: string, now: string): Promise<void> {
    await tx.query("UPDATE releases SET state = 'active', activated_at = $2, updated_at = $2 WHERE id = $1", [
      id,
      now,
    ]);
  }

  /** The superseded release activated last (locked FOR UPDATE), which a rollback restores. */
  async lockLatestSuperseded(
    tx: Queryable,
    orgId: string,
    capabilityId: string,
  ): Promise<string | undefined> {
    const [previous] = await tx.query<{ id: string }>(
      `SELECT id FROM releases WHERE org_id = $1 AND capability_id = $2 AND state = 'superseded'
       ORDER BY activated_at DESC, id DESC LIMIT 1 FOR UPDATE`,
      [orgId, capabilityId],
    );
    return previous?.id;
  }

  /** Serves a superseded release again (its activated_at stays that of its first activation). */
  async restore(tx: Queryable, id: string, now: string): Promise<void> {
    await tx.query("UPDATE releases SET state = 'active', updated_at = $2 WHERE id = $1", [id, now]);
  }

  /** Deletes the release with its approvals; "referenced" when other records (executions) point at it. */
  async delete(tx: Queryable, id: string): Promise<"deleted" | "referenced"> {
    try {
      await tx.query("DELETE FROM release_approvals WHERE release_id = $1", [id]);
      await tx.query("DELETE FROM releases WHERE id = $1", [id]);
      return "deleted";
    } catch (error) {
      if (isForeignKeyViolation(error)) return "referenced";
      throw error;
    }
  }

  /** Each release's approvals, oldest first, with the approver's membership now. */
  async approvalsOf(q: Queryable, orgId: string, ids: string[]): Promise<Map<string, StoredApproval[]>> {
    const rows = await q.query<{
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
}
