import { isoNow, type ServiceDeps } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import { createId } from "../ids.js";
import { type Page, type PageRequest, pageOf } from "../page.js";
import type { Principal } from "../tenancy/principal.js";
import { ancestors, mergeBase } from "./commit-graph.js";
import { approvalsAt, MERGE_APPROVALS_REQUIRED } from "./merge-approvals.js";
import {
  type MergeMethod,
  type MergeRequestFilter,
  type MergeRequestRecord,
  MergeRequestStore,
  type Queryable,
  type Review,
  type ReviewVerdict,
} from "./merge-request-store.js";
import { type Blob, type Commit, type CommitPayload, objectId, signingInput } from "./repo-objects.js";
import type { RepoService } from "./repo-service.js";
import { type FileConflict, mergeFiles } from "./three-way-merge.js";
import { buildTrees } from "./tree-ops.js";

export { MERGE_APPROVALS_REQUIRED } from "./merge-approvals.js";
export type { MergeRequestState, Review, ReviewVerdict } from "./merge-request-store.js";

export interface MergeRequest extends MergeRequestRecord {
  reviews: Review[];
  /** Approvals by users other than the author, given at the source branch's current head. */
  approvalCount: number;
  approvalsRequired: number;
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

/**
 * Merge requests: open, review (approve, comment, request changes), merge, close. Merging needs an
 * approval from someone other than the author at the source's current head; it fast-forwards when it
 * can, and otherwise takes a merge commit signed by the merger over the server's three-way merge of the
 * two heads (conflicts refuse the merge and are listed by the preview).
 */
export class MergeRequestService {
  readonly #store = new MergeRequestStore();

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
    const authorUserId = principal.userId;
    if (!authorUserId) throw new PlatformError("FORBIDDEN", "Merge requests are opened by users");
    const id = createId(this.deps.clock());
    await this.deps.db.transaction(async (tx) => {
      const repo = await this.deps.repos.repoRow(tx, principal.orgId, input.repoId);
      const target = input.targetBranch ?? repo.defaultBranch;
      if (target === input.sourceBranch)
        throw new PlatformError("VALIDATION_ERROR", "sourceBranch and targetBranch must differ", [
          { path: "/body/targetBranch", message: "must differ from sourceBranch" },
        ]);
      for (const branch of [input.sourceBranch, target])
        if (!(await this.deps.repos.head(tx, input.repoId, branch))) throw notFound("branch", branch);
      const now = isoNow(this.deps.clock);
      await this.#store.insert(tx, {
        id,
        orgId: principal.orgId,
        repoId: input.repoId,
        sourceBranch: input.sourceBranch,
        targetBranch: target,
        title: input.title,
        description: input.description ?? "",
        authorUserId,
        createdBy: principal.actor,
        now,
      });
      await this.#audit(tx, principal, id, "merge_request.open", {
        repoId: input.repoId,
        sourceBranch: input.sourceBranch,
        targetBranch: target,
      });
    });
    return this.get(principal.orgId, id);
  }

  async get(orgId: string, id: string): Promise<MergeRequest> {
    const record = await this.#store.find(this.deps.db, orgId, id);
    if (!record) throw notFound("merge request", id);
    return (await this.#withReviews(this.deps.db, [record]))[0]!;
  }

  async list(orgId: string, filter: MergeRequestFilter, page: PageRequest): Promise<Page<MergeRequest>> {
    const records = await this.#store.list(this.deps.db, orgId, filter, page);
    return pageOf(await this.#withReviews(this.deps.db, records), page.limit);
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
      const head = (await this.deps.repos.head(tx, mr.repoId, mr.sourceBranch))!;
      if (input.verdict === "approve") {
        if (mr.authorUserId === userId)
          throw new PlatformError(
            "CREATOR_CANNOT_APPROVE",
            "The author of a merge request cannot approve it",
          );
        if (await this.#store.approvedAt(tx, id, userId, head))
          throw new PlatformError("ALREADY_APPROVED", `You already approved ${id} at ${head}`);
      }
      const now = isoNow(this.deps.clock);
      await this.#store.insertReview(tx, {
        id: createId(this.deps.clock()),
        mergeRequestId: id,
        orgId: principal.orgId,
        userId,
        verdict: input.verdict,
        body: input.body ?? "",
        commitId: head,
        createdAt: now,
      });
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
      await this.#store.close(tx, id, now);
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
      const record = await this.#locked(tx, principal.orgId, id);
      if (record.state !== "open")
        throw new PlatformError("INVALID_TRANSITION", `Merge request ${id} is ${record.state}, not open`);
      const [mr] = await this.#withReviews(tx, [record]);
      if (mr!.approvalCount < MERGE_APPROVALS_REQUIRED)
        throw new PlatformError(
          "APPROVAL_REQUIRED",
          `Merge request needs ${MERGE_APPROVALS_REQUIRED} approval from someone other than its author at the source's current head (has ${mr!.approvalCount})`,
        );
      const plan = await this.#plan(tx, principal, mr!, commit?.committer.keyId ?? "");
      let method: MergeMethod;
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
      await this.#store.markMerged(tx, id, { now, by: principal.actor, commitId: result, method });
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
    const user = principal.userId ? await repos.user(tx, principal.userId) : undefined;
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

  async #locked(tx: Queryable, orgId: string, id: string): Promise<MergeRequestRecord> {
    const record = await this.#store.find(tx, orgId, id, true);
    if (!record) throw notFound("merge request", id);
    return record;
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

  async #withReviews(q: Queryable, records: MergeRequestRecord[]): Promise<MergeRequest[]> {
    if (records.length === 0) return [];
    const reviews = await this.#store.reviewsOf(
      q,
      records.map((r) => r.id),
    );
    const heads = new Map<string, string | undefined>();
    for (const r of records) heads.set(r.id, await this.deps.repos.head(q, r.repoId, r.sourceBranch));
    return records.map((r) => {
      const mine = reviews.get(r.id) ?? [];
      const { mergedAt, mergedBy, mergeCommitId, mergeMethod, closedAt, ...open } = r;
      return {
        ...open,
        reviews: mine,
        approvalCount: approvalsAt(mine, r.authorUserId, heads.get(r.id)),
        approvalsRequired: MERGE_APPROVALS_REQUIRED,
        mergedAt,
        mergedBy,
        mergeCommitId,
        mergeMethod,
        closedAt,
      };
    });
  }
}
