import { iso, isoOrNull, type Queryable } from "../db/database.js";
import { isoNow, type ServiceDeps } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import { createId } from "../ids.js";
import { type Page, type PageRequest, pageOf } from "../page.js";
import type { Principal } from "../tenancy/principal.js";
import { ancestors, mergeBase } from "./object-store.js";
import { type Blob, type Commit, type CommitPayload, objectId, signingInput } from "./repo-objects.js";
import type { RepoService } from "./repo-service.js";
import { type FileConflict, mergeFiles } from "./three-way-merge.js";
import { buildTrees } from "./tree-ops.js";

export type MergeRequestState = "open" | "merged" | "closed";
export type ReviewVerdict = "approve" | "comment" | "request_changes";

export interface Review {
  id: string;
  userId: string;
  verdict: ReviewVerdict;
  body: string;
  /** The source branch head the review was given at. */
  commitId: string;
  createdAt: string;
}

export interface MergeRequest {
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
  reviews: Review[];
  /** Approvals by users other than the author, given at the source branch's current head. */
  approvalCount: number;
  approvalsRequired: number;
  mergedAt: string | null;
  mergedBy: string | null;
  mergeCommitId: string | null;
  mergeMethod: "fast-forward" | "merge-commit" | "already-merged" | null;
  closedAt: string | null;
}

export interface MergePreview {
  /** up_to_date: nothing to merge; fast_forward: the target moves to the source head; merge: a signed merge commit is needed. */
  method: "up_to_date" | "fast_forward" | "merge" | "conflict";
  sourceHead: string;
  targetHead: string;
  mergeBase: string | null;
  conflicts: FileConflict[];
  /** For `merge`: the unsigned merge commit to sign (with `keyId` from the query) and its signing input. */
  commit: CommitPayload | null;
  signingInput: string | null;
}

export const MERGE_APPROVALS_REQUIRED = 1;

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
  merge_method: MergeRequest["mergeMethod"];
  closed_at: Date | string | null;
}

const COLUMNS = `id, repo_id, source_branch, target_branch, title, description, state, author_user_id, created_by,
  created_at, updated_at, merged_at, merged_by, merge_commit_id, merge_method, closed_at`;

/**
 * Merge requests: open, review (approve, comment, request changes), merge, close. Merging needs an
 * approval from someone other than the author at the source's current head; it fast-forwards when it
 * can, and otherwise takes a merge commit signed by the merger over the server's three-way merge of the
 * two heads (conflicts refuse the merge and are listed by the preview).
 */
export class MergeRequestService {
  constructor(private readonly deps: ServiceDeps & { repos: RepoService }) {}

  async open(
    principal: Principal,
    input: {
      repoId: string;
      sourceBranch: string;
      targetBranch?: string | undefined;
      title: string;
      description?: string | undefined;
    },
  ): Promise<MergeRequest> {
    if (!principal.userId) throw new PlatformError("FORBIDDEN", "Merge requests are opened by users");
    const id = createId(this.deps.clock());
    await this.deps.db.transaction(async (tx) => {
      const repo = await this.deps.repos.repoRow(tx, principal.orgId, input.repoId);
      const target = input.targetBranch ?? repo.default_branch;
      if (target === input.sourceBranch)
        throw new PlatformError("VALIDATION_ERROR", "sourceBranch and targetBranch must differ", [
          { path: "/body/targetBranch", message: "must differ from sourceBranch" },
        ]);
      for (const branch of [input.sourceBranch, target])
        if (!(await this.deps.repos.head(tx, input.repoId, branch))) throw notFound("branch", branch);
      const now = isoNow(this.deps.clock);
      await tx.query(
        `INSERT INTO merge_requests (id, org_id, repo_id, source_branch, target_branch, title, description, state,
           author_user_id, created_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'open', $8, $9, $10, $10)`,
        [
          id,
          principal.orgId,
          input.repoId,
          input.sourceBranch,
          target,
          input.title,
          input.description ?? "",
          principal.userId,
          principal.actor,
          now,
        ],
      );
      await this.#audit(tx, principal, id, "merge_request.open", {
        repoId: input.repoId,
        sourceBranch: input.sourceBranch,
        targetBranch: target,
      });
    });
    return this.get(principal.orgId, id);
  }

  async get(orgId: string, id: string): Promise<MergeRequest> {
    const [row] = await this.deps.db.query<MrRow>(
      `SELECT ${COLUMNS} FROM merge_requests WHERE org_id = $1 AND id = $2`,
      [orgId, id],
    );
    if (!row) throw notFound("merge request", id);
    return (await this.#withReviews(this.deps.db, [row]))[0]!;
  }

  async list(
    orgId: string,
    filter: { repoId?: string | undefined; state?: MergeRequestState | undefined },
    page: PageRequest,
  ): Promise<Page<MergeRequest>> {
    const rows = await this.deps.db.query<MrRow>(
      `SELECT ${COLUMNS} FROM merge_requests WHERE org_id = $1 AND ($2::text IS NULL OR repo_id = $2)
       AND ($3::text IS NULL OR state = $3) AND id > $4 ORDER BY id LIMIT $5`,
      [orgId, filter.repoId ?? null, filter.state ?? null, page.cursor ?? "", page.limit + 1],
    );
    return pageOf(await this.#withReviews(this.deps.db, rows), page.limit);
  }

  async review(
    principal: Principal,
    id: string,
    input: { verdict: ReviewVerdict; body?: string | undefined },
  ): Promise<MergeRequest> {
    if (!principal.userId) throw new PlatformError("FORBIDDEN", "Reviews are given by users, not agents");
    const userId = principal.userId;
    await this.deps.db.transaction(async (tx) => {
      const mr = await this.#locked(tx, principal.orgId, id);
      if (mr.state !== "open")
        throw new PlatformError("INVALID_TRANSITION", `Merge request ${id} is ${mr.state}`);
      const head = (await this.deps.repos.head(tx, mr.repo_id, mr.source_branch))!;
      if (input.verdict === "approve") {
        if (mr.author_user_id === userId)
          throw new PlatformError(
            "CREATOR_CANNOT_APPROVE",
            "The author of a merge request cannot approve it",
          );
        const again = await tx.query(
          "SELECT 1 FROM merge_request_reviews WHERE merge_request_id = $1 AND user_id = $2 AND verdict = 'approve' AND commit_id = $3",
          [id, userId, head],
        );
        if (again.length > 0)
          throw new PlatformError("ALREADY_APPROVED", `You already approved ${id} at ${head}`);
      }
      const now = isoNow(this.deps.clock);
      await tx.query(
        `INSERT INTO merge_request_reviews (id, merge_request_id, org_id, user_id, verdict, body, commit_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          createId(this.deps.clock()),
          id,
          principal.orgId,
          userId,
          input.verdict,
          input.body ?? "",
          head,
          now,
        ],
      );
      await tx.query("UPDATE merge_requests SET updated_at = $2 WHERE id = $1", [id, now]);
      await this.#audit(tx, principal, id, "merge_request.review", {
        verdict: input.verdict,
        commitId: head,
      });
    });
    return this.get(principal.orgId, id);
  }

  async close(principal: Principal, id: string): Promise<MergeRequest> {
    await this.deps.db.transaction(async (tx) => {
      const mr = await this.#locked(tx, principal.orgId, id);
      if (mr.state !== "open")
        throw new PlatformError("INVALID_TRANSITION", `Merge request ${id} is ${mr.state}, not open`);
      const now = isoNow(this.deps.clock);
      await tx.query(
        "UPDATE merge_requests SET state = 'closed', closed_at = $2, updated_at = $2 WHERE id = $1",
        [id, now],
      );
      await this.#audit(tx, principal, id, "merge_request.close", {});
    });
    return this.get(principal.orgId, id);
  }

  /** How the merge would go now; for a three-way merge, the commit to sign (committer: caller, key: keyId). */
  async preview(principal: Principal, id: string, keyId: string | undefined): Promise<MergePreview> {
    const mr = await this.get(principal.orgId, id);
    return this.deps.db.transaction((tx) => this.#plan(tx, principal, mr, keyId ?? ""));
  }

  /**
   * Merges an open, approved merge request. A fast-forward (or an already-merged source) needs no
   * commit; otherwise `commit` must be the preview's merge commit (parents [target head, source head]
   * and the merged tree) signed by the caller. The target branch moves by compare-and-swap.
   */
  async merge(principal: Principal, id: string, commit: Commit | undefined): Promise<MergeRequest> {
    if (commit) await this.deps.repos.checkSignature(principal, commit);
    await this.deps.db.transaction(async (tx) => {
      const row = await this.#locked(tx, principal.orgId, id);
      if (row.state !== "open")
        throw new PlatformError("INVALID_TRANSITION", `Merge request ${id} is ${row.state}, not open`);
      const [mr] = await this.#withReviews(tx, [row]);
      if (mr!.approvalCount < MERGE_APPROVALS_REQUIRED)
        throw new PlatformError(
          "APPROVAL_REQUIRED",
          `Merge request needs ${MERGE_APPROVALS_REQUIRED} approval from someone other than its author at the source's current head (has ${mr!.approvalCount})`,
        );
      const plan = await this.#plan(tx, principal, mr!, commit?.committer.keyId ?? "");
      let method: NonNullable<MergeRequest["mergeMethod"]>;
      let result: string;
      if (plan.method === "conflict")
        throw new PlatformError(
          "MERGE_CONFLICT",
          `Merge conflicts in ${plan.conflicts.map((c) => `${c.path} (${c.kind})`).join(", ")}; resolve them on ${mr!.sourceBranch}`,
        );
      if (plan.method === "up_to_date") {
        method = "already-merged";
        result = plan.targetHead;
      } else if (plan.method === "fast_forward") {
        method = "fast-forward";
        result = plan.sourceHead;
        await this.deps.repos.moveBranch(
          tx,
          principal,
          mr!.repoId,
          mr!.targetBranch,
          plan.targetHead,
          result,
        );
      } else {
        if (!commit)
          throw new PlatformError(
            "VALIDATION_ERROR",
            "This merge needs a signed merge commit (see GET …/merge-preview)",
            [{ path: "/body/commit", message: "is required for a three-way merge" }],
          );
        const expected = plan.commit!;
        if (commit.tree !== expected.tree || commit.parents.join() !== expected.parents.join())
          throw new PlatformError(
            "VALIDATION_ERROR",
            `The merge commit must have tree ${expected.tree} and parents ${expected.parents.join(", ")} (the heads moved? preview again)`,
            [{ path: "/body/commit", message: "does not match the merge preview" }],
          );
        method = "merge-commit";
        result = objectId(commit);
        await this.deps.repos.objects.put(tx, principal.orgId, mr!.repoId, [commit]);
        await this.deps.repos.moveBranch(
          tx,
          principal,
          mr!.repoId,
          mr!.targetBranch,
          plan.targetHead,
          result,
        );
      }
      const now = isoNow(this.deps.clock);
      await tx.query(
        `UPDATE merge_requests SET state = 'merged', merged_at = $2, merged_by = $3, merge_commit_id = $4,
           merge_method = $5, updated_at = $2 WHERE id = $1`,
        [id, now, principal.actor, result, method],
      );
      await this.#audit(tx, principal, id, "merge_request.merge", {
        method,
        commitId: result,
        targetBranch: mr!.targetBranch,
      });
    });
    return this.get(principal.orgId, id);
  }

  async #plan(tx: Queryable, principal: Principal, mr: MergeRequest, keyId: string): Promise<MergePreview> {
    const repos = this.deps.repos;
    const sourceHead = await repos.head(tx, mr.repoId, mr.sourceBranch);
    const targetHead = await repos.head(tx, mr.repoId, mr.targetBranch);
    if (!sourceHead) throw notFound("branch", mr.sourceBranch);
    if (!targetHead) throw notFound("branch", mr.targetBranch);
    const parentsOf = async (c: string) =>
      (await repos.objects.commit(tx, principal.orgId, mr.repoId, c)).parents;
    const none = { conflicts: [], commit: null, signingInput: null };
    if ((await ancestors(targetHead, parentsOf)).has(sourceHead))
      return { method: "up_to_date", sourceHead, targetHead, mergeBase: sourceHead, ...none };
    if ((await ancestors(sourceHead, parentsOf)).has(targetHead))
      return { method: "fast_forward", sourceHead, targetHead, mergeBase: targetHead, ...none };
    const base = (await mergeBase(targetHead, sourceHead, parentsOf)) ?? null;
    const contents = async (c: string | null) =>
      c
        ? repos.objects.contentsOf(
            tx,
            mr.repoId,
            await repos.objects.commit(tx, principal.orgId, mr.repoId, c),
          )
        : new Map<string, string>();
    const merged = mergeFiles(await contents(base), await contents(targetHead), await contents(sourceHead));
    if (merged.conflicts.length > 0)
      return {
        method: "conflict",
        sourceHead,
        targetHead,
        mergeBase: base,
        conflicts: merged.conflicts,
        commit: null,
        signingInput: null,
      };
    const blobs: Blob[] = [...merged.files.values()].map((content) => ({ type: "blob", content }));
    const files = new Map(
      [...merged.files].map(([path, content]) => [path, objectId({ type: "blob", content })]),
    );
    const { trees, rootId } = buildTrees(files);
    await repos.objects.put(tx, principal.orgId, mr.repoId, [...blobs, ...trees]);
    const [user] = await tx.query<{ name: string; email: string }>(
      "SELECT name, email FROM users WHERE id = $1",
      [principal.userId],
    );
    const commit: CommitPayload = {
      type: "commit",
      tree: rootId,
      parents: [targetHead, sourceHead],
      author: { name: user?.name ?? principal.actor, email: user?.email ?? "" },
      committer: { userId: principal.userId ?? "", keyId },
      message: `Merge ${mr.sourceBranch} into ${mr.targetBranch}: ${mr.title}`,
      timestamp: isoNow(this.deps.clock),
    };
    return {
      method: "merge",
      sourceHead,
      targetHead,
      mergeBase: base,
      conflicts: [],
      commit,
      signingInput: signingInput(commit),
    };
  }

  async #locked(tx: Queryable, orgId: string, id: string): Promise<MrRow> {
    const [row] = await tx.query<MrRow>(
      `SELECT ${COLUMNS} FROM merge_requests WHERE org_id = $1 AND id = $2 FOR UPDATE`,
      [orgId, id],
    );
    if (!row) throw notFound("merge request", id);
    return row;
  }

  async #audit(
    tx: Queryable,
    principal: Principal,
    id: string,
    action: string,
    details: Record<string, unknown>,
  ) {
    await this.deps.audit.append(tx, {
      actor: principal.actor,
      orgId: principal.orgId,
      action,
      resource: `merge_request:${id}`,
      details,
    });
  }

  async #withReviews(q: Queryable, rows: MrRow[]): Promise<MergeRequest[]> {
    if (rows.length === 0) return [];
    const reviews = await q.query<{
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
      [rows.map((r) => r.id)],
    );
    const heads = new Map<string, string | undefined>();
    for (const r of rows) heads.set(r.id, await this.deps.repos.head(q, r.repo_id, r.source_branch));
    return rows.map((r) => {
      const mine = reviews.filter((v) => v.merge_request_id === r.id);
      const approvers = new Set(
        mine
          .filter(
            (v) =>
              v.verdict === "approve" && v.user_id !== r.author_user_id && v.commit_id === heads.get(r.id),
          )
          .map((v) => v.user_id),
      );
      return {
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
        reviews: mine.map((v) => ({
          id: v.id,
          userId: v.user_id,
          verdict: v.verdict,
          body: v.body,
          commitId: v.commit_id,
          createdAt: iso(v.created_at),
        })),
        approvalCount: approvers.size,
        approvalsRequired: MERGE_APPROVALS_REQUIRED,
        mergedAt: isoOrNull(r.merged_at),
        mergedBy: r.merged_by,
        mergeCommitId: r.merge_commit_id,
        mergeMethod: r.merge_method,
        closedAt: isoOrNull(r.closed_at),
      };
    });
  }
}
