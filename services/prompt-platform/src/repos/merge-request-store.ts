import { iso, isoOrNull, type Queryable } from "../db/database.js";
import type { PageRequest } from "../page.js";

export type { Queryable } from "../db/database.js";

export type MergeRequestState = "open" | "merged" | "closed";
export type ReviewVerdict = "approve" | "comment" | "request_changes";
export type MergeMethod = "fast-forward" | "merge-commit" | "already-merged";

export interface Review {
  id: string;
  userId: string;
  verdict: ReviewVerdict;
  body: string;
  /** The source branch head the review was given at. */
  commitId: string;
  createdAt: string;
}

/** A merge request's own row, without its reviews. */
export interface MergeRequestRecord {
  id: string;
  repoId: string;
  sourceBranch: string;
  targetBranch: string;
  title: string;
  description: string;
  state: MergeRequestState;
  authorUserId: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  mergedAt: string | null;
  mergedBy: string | null;
  mergeCommitId: string | null;
  mergeMethod: MergeMethod | null;
  closedAt: string | null;
}

export interface MergeRequestFilter {
  repoId?: string | undefined;
  state?: MergeRequestState | undefined;
}

interface MrRow {
  id: string;
  repo_id: string;
  source_branch: string;
  target_branch: string;
  title: string;
  description: string;
  state: MergeRequestState;
  author_user_id: string;
  created_by: string;
  created_at: Date | string;
  updated_at: Date | string;
  merged_at: Date | string | null;
  merged_by: string | null;
  merge_commit_id: string | null;
  merge_method: MergeMethod | null;
  closed_at: Date | string | null;
}

const toRecord = (r: MrRow): MergeRequestRecord => ({
  id: r.id,
  repoId: r.repo_id,
  sourceBranch: r.source_branch,
  targetBranch: r.target_branch,
  title: r.title,
  description: r.description,
  state: r.state,
  authorUserId: r.author_user_id,
  createdBy: r.created_by,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  mergedAt: isoOrNull(r.merged_at),
  mergedBy: r.merged_by,
  mergeCommitId: r.merge_commit_id,
  mergeMethod: r.merge_method,
  closedAt: isoOrNull(r.closed_at),
});

const COLUMNS = `id, repo_id, source_branch, target_branch, title, description, state, author_user_id, created_by,
  created_at, updated_at, merged_at, merged_by, merge_commit_id, merge_method, closed_at`;

/** The SQL of merge requests and their reviews. */
export class MergeRequestStore {
  async insert(
    tx: Queryable,
    m: {
      id: string;
      orgId: string;
      repoId: string;
      sourceBranch: string;
      targetBranch: string;
      title: string;
      description: string;
      authorUserId: string;
      createdBy: string;
      now: string;
    },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO merge_requests (id, org_id, repo_id, source_branch, target_branch, title, description, state,
         author_user_id, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'open', $8, $9, $10, $10)`,
      [
        m.id,
        m.orgId,
        m.repoId,
        m.sourceBranch,
        m.targetBranch,
        m.title,
        m.description,
        m.authorUserId,
        m.createdBy,
        m.now,
      ],
    );
  }

  /** The merge request of the organisation; `lock` takes it FOR UPDATE (every change does, first). */
  async find(q: Queryable, orgId: string, id: string, lock = false): Promise<MergeRequestRecord | undefined> {
    const [row] = await q.query<MrRow>(
      `SELECT ${COLUMNS} FROM merge_requests WHERE org_id = $1 AND id = $2${lock ? " FOR UPDATE" : ""}`,
      [orgId, id],
    );
    return row && toRecord(row);
  }

  async list(
    q: Queryable,
    orgId: string,
    filter: MergeRequestFilter,
    page: PageRequest,
  ): Promise<MergeRequestRecord[]> {
    const rows = await q.query<MrRow>(
      `SELECT ${COLUMNS} FROM merge_requests WHERE org_id = $1 AND ($2::text IS NULL OR repo_id = $2)
       AND ($3::text IS NULL OR state = $3) AND id > $4 ORDER BY id LIMIT $5`,
      [orgId, filter.repoId ?? null, filter.state ?? null, page.cursor ?? "", page.limit + 1],
    );
    return rows.map(toRecord);
  }

  /** The reviews of each merge request, oldest first. */
  async reviewsOf(q: Queryable, ids: string[]): Promise<Map<string, Review[]>> {
    const rows = await q.query<{
      merge_request_id: string;
      id: string;
      user_id: string;
      verdict: ReviewVerdict;
      body: string;
      commit_id: string;
      created_at: Date;
    }>(
      `SELECT merge_request_id, id, user_id, verdict, body, commit_id, created_at FROM merge_request_reviews
       WHERE merge_request_id = ANY($1::text[]) ORDER BY id`,
      [ids],
    );
    const byRequest = new Map<string, Review[]>();
    for (const v of rows) {
      const list = byRequest.get(v.merge_request_id) ?? [];
      list.push({
        id: v.id,
        userId: v.user_id,
        verdict: v.verdict,
        body: v.body,
        commitId: v.commit_id,
        createdAt: iso(v.created_at),
      });
      byRequest.set(v.merge_request_id, list);
    }
    return byRequest;
  }

  /** Whether the user already approved the merge request at this source head. */
  async approvedAt(tx: Queryable, id: string, userId: string, head: string): Promise<boolean> {
    const again = await tx.query(
      "SELECT 1 FROM merge_request_reviews WHERE merge_request_id = $1 AND user_id = $2 AND verdict = 'approve' AND commit_id = $3",
      [id, userId, head],
    );
    return again.length > 0;
  }

  /** Adds a review and marks the merge request updated. */
  async insertReview(tx: Queryable, r: Review & { mergeRequestId: string; orgId: string }): Promise<void> {
    await tx.query(
      `INSERT INTO merge_request_reviews (id, merge_request_id, org_id, user_id, verdict, body, commit_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [r.id, r.mergeRequestId, r.orgId, r.userId, r.verdict, r.body, r.commitId, r.createdAt],
    );
    await tx.query("UPDATE merge_requests SET updated_at = $2 WHERE id = $1", [
      r.mergeRequestId,
      r.createdAt,
    ]);
  }

  async close(tx: Queryable, id: string, now: string): Promise<void> {
    await tx.query(
      "UPDATE merge_requests SET state = 'closed', closed_at = $2, updated_at = $2 WHERE id = $1",
      [id, now],
    );
  }

  async markMerged(
    tx: Queryable,
    id: string,
    m: { now: string; by: string; commitId: string; method: MergeMethod },
  ): Promise<void> {
    await tx.query(
      `UPDATE merge_requests SET state = 'merged', merged_at = $2, merged_by = $3, merge_commit_id = $4,
         merge_method = $5, updated_at = $2 WHERE id = $1`,
      [id, m.now, m.by, m.commitId, m.method],
    );
  }
}
