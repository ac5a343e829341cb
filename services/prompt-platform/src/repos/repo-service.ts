import { isoNow, type ServiceDeps } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import { createId } from "../ids.js";
import { type Page, type PageRequest, pageOf } from "../page.js";
import type { Principal } from "../tenancy/principal.js";
import { newestFirst } from "./commit-graph.js";
import { ObjectStore } from "./object-store.js";
import {
  type Commit,
  type CommitPayload,
  objectId,
  pathSegments,
  signingInput,
  verifyCommit,
} from "./repo-objects.js";
import {
  type Branch,
  type CapabilityLink,
  type Queryable,
  type Repo,
  type RepoRecord,
  RepoStore,
} from "./repo-store.js";
import type { SigningKeyService } from "./signing-key-service.js";
import { applyChanges, buildTrees } from "./tree-ops.js";

export type { Branch, CapabilityLink, Repo } from "./repo-store.js";

export type CommitView = Commit & { id: string; verified: true };

export const BRANCH_NAME = "^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$";
const BRANCH = new RegExp(BRANCH_NAME);
const COMMIT_ID = /^[0-9a-f]{64}$/;
const invalid = (path: string, message: string) =>
  new PlatformError("VALIDATION_ERROR", message, [{ path, message }]);

/** Repositories: content-addressed objects, signed commits, branches moved by compare-and-swap. */
export class RepoService {
  readonly objects: ObjectStore;
  readonly #store = new RepoStore();

  constructor(private readonly deps: ServiceDeps & { keys: SigningKeyService }) {
    this.objects = new ObjectStore({ keys: deps.keys, now: () => isoNow(deps.clock) });
  }

  async create(
    principal: Principal,
    input: {
      workspaceId: string;
      name: string;
      description?: string | undefined;
      defaultBranch?: string | undefined;
      capabilities?: CapabilityLink[] | undefined;
    },
  ): Promise<Repo> {
    const id = createId(this.deps.clock());
    await this.deps.db.transaction(async (tx) => {
      if (!(await this.#store.shareWorkspace(tx, principal.orgId, input.workspaceId)))
        throw notFound("workspace", input.workspaceId);
      const record: RepoRecord = {
        id,
        workspaceId: input.workspaceId,
        name: input.name,
        description: input.description ?? "",
        defaultBranch: input.defaultBranch ?? "main",
        createdBy: principal.actor,
        createdAt: isoNow(this.deps.clock),
      };
      if (!(await this.#store.insert(tx, principal.orgId, record)))
        throw new PlatformError(
          "NAME_TAKEN",
          `A repository named "${input.name}" already exists in this workspace`,
        );
      await this.#link(tx, principal.orgId, id, input.capabilities ?? []);
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "repo.create",
        resource: `repo:${id}`,
        details: {
          workspaceId: input.workspaceId,
          name: input.name,
          capabilities: input.capabilities ?? [],
        },
      });
    });
    return this.get(principal.orgId, id);
  }

  /** Replaces the repository's capability links (which manifests the eval gate reads, and from where). */
  async setCapabilities(principal: Principal, id: string, links: CapabilityLink[]): Promise<Repo> {
    await this.deps.db.transaction(async (tx) => {
      await this.#repo(tx, principal.orgId, id, true);
      await this.#store.unlinkAll(tx, id);
      await this.#link(tx, principal.orgId, id, links);
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "repo.link",
        resource: `repo:${id}`,
        details: { capabilities: links },
      });
    });
    return this.get(principal.orgId, id);
  }

  async get(orgId: string, id: string): Promise<Repo> {
    const record = await this.#repo(this.deps.db, orgId, id);
    return (await this.#store.withLinks(this.deps.db, [record]))[0]!;
  }

  async list(
    orgId: string,
    filter: { workspaceId?: string | undefined },
    page: PageRequest,
  ): Promise<Page<Repo>> {
    const records = await this.#store.list(this.deps.db, orgId, filter, page);
    return pageOf(await this.#store.withLinks(this.deps.db, records), page.limit);
  }

  /**
   * Builds the tree for a commit on top of `parent` (a commit id) or `branch` (its head; none for a new
   * branch) with `files` changed (content) or deleted (null), stores the blobs and trees, and returns
   * the unsigned commit for the caller to sign with its registered key.
   */
  async prepareCommit(
    principal: Principal,
    repoId: string,
    input: {
      branch?: string | undefined;
      parent?: string | undefined;
      files: Record<string, string | null>;
      message: string;
      keyId: string;
      author?: { name: string; email: string } | undefined;
    },
  ): Promise<{ commit: CommitPayload; signingInput: string }> {
    if (!principal.userId) throw new PlatformError("FORBIDDEN", "Commits are made and signed by users");
    const userId = principal.userId;
    return this.deps.db.transaction(async (tx) => {
      await this.#repo(tx, principal.orgId, repoId);
      let parent: string | undefined = input.parent;
      if (parent === undefined && input.branch !== undefined)
        parent = await this.#store.head(tx, repoId, input.branch);
      const files = parent
        ? await this.objects.filesOf(
            tx,
            repoId,
            await this.objects.commit(tx, principal.orgId, repoId, parent),
          )
        : new Map<string, string>();
      const blobs = applyChanges(files, input.files);
      let built: ReturnType<typeof buildTrees>;
      try {
        built = buildTrees(files);
      } catch (error) {
        throw invalid("/body/files", (error as Error).message);
      }
      await this.objects.put(tx, principal.orgId, repoId, [...blobs, ...built.trees]);
      const user = await this.#store.user(tx, userId);
      const commit: CommitPayload = {
        type: "commit",
        tree: built.rootId,
        parents: parent ? [parent] : [],
        author: input.author ?? { name: user!.name, email: user!.email },
        committer: { userId, keyId: input.keyId },
        message: input.message,
        timestamp: isoNow(this.deps.clock),
      };
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "repo.tree",
        resource: `repo:${repoId}`,
        details: { tree: built.rootId, files: files.size },
      });
      return { commit, signingInput: signingInput(commit) };
    });
  }

  /**
   * Stores a signed commit after checking that the caller is its committer, that the key is theirs and
   * not revoked, that the signature verifies, and that its tree and parents are in the repository.
   * With `branch`, moves the branch to it by compare-and-swap from `expectedHead` (default: the
   * commit's first parent; null: the branch must not exist yet).
   */
  async createCommit(
    principal: Principal,
    repoId: string,
    input: { commit: Commit; branch?: string | undefined; expectedHead?: string | null | undefined },
  ): Promise<{ commit: CommitView; branch: Branch | null }> {
    const { commit } = input;
    await this.checkSignature(principal, commit);
    const id = objectId(commit);
    const branch = await this.deps.db.transaction(async (tx) => {
      await this.#repo(tx, principal.orgId, repoId);
      if (!(await this.objects.find(tx, repoId, commit.tree)))
        throw invalid("/body/commit/tree", `tree ${commit.tree} is not in the repository`);
      for (const parent of commit.parents)
        if (!(await this.objects.find(tx, repoId, parent)))
          throw invalid("/body/commit/parents", `parent ${parent} is not in the repository`);
        else await this.objects.commit(tx, principal.orgId, repoId, parent);
      await this.objects.put(tx, principal.orgId, repoId, [commit]);
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "repo.commit",
        resource: `commit:${id}`,
        details: { repoId, parents: commit.parents, tree: commit.tree, keyId: commit.committer.keyId },
      });
      if (input.branch === undefined) return null;
      const expected = input.expectedHead === undefined ? (commit.parents[0] ?? null) : input.expectedHead;
      return this.moveBranch(tx, principal, repoId, input.branch, expected, id);
    });
    return { commit: { ...commit, id, verified: true }, branch };
  }

  /** The caller may sign this commit: they are its committer, with their own unrevoked key, and it verifies. */
  async checkSignature(principal: Principal, commit: Commit): Promise<void> {
    if (!principal.userId) throw new PlatformError("FORBIDDEN", "Commits are made and signed by users");
    if (commit.committer.userId !== principal.userId)
      throw new PlatformError("SIGNATURE_INVALID", "commit.committer.userId must be the caller's user id");
    const key = await this.deps.keys.get(principal.orgId, commit.committer.keyId).catch(() => undefined);
    if (!key || key.userId !== principal.userId || key.revokedAt !== null)
      throw new PlatformError(
        "SIGNATURE_INVALID",
        `Key ${commit.committer.keyId} is not a registered, unrevoked signing key of the caller`,
      );
    const signer = await this.deps.keys.lookup(this.deps.db, principal.orgId, key.keyId);
    if (!signer || !verifyCommit(commit, signer.key))
      throw new PlatformError("SIGNATURE_INVALID", `The signature does not verify with key ${key.keyId}`);
  }

  async readCommit(orgId: string, repoId: string, id: string): Promise<CommitView> {
    await this.#repo(this.deps.db, orgId, repoId);
    const commit = await this.objects.commit(this.deps.db, orgId, repoId, id);
    return { ...commit, id, verified: true };
  }

  /** A branch name, or a commit id of the repository, to a verified commit id. */
  async resolve(
    q: Queryable,
    orgId: string,
    repoId: string,
    ref: string,
  ): Promise<{ commitId: string; branch: string | null }> {
    await this.#repo(q, orgId, repoId);
    const head = BRANCH.test(ref) ? await this.#store.head(q, repoId, ref) : undefined;
    if (head) return { commitId: head, branch: ref };
    if (COMMIT_ID.test(ref) && (await this.objects.find(q, repoId, ref))) {
      await this.objects.commit(q, orgId, repoId, ref);
      return { commitId: ref, branch: null };
    }
    throw new PlatformError("NOT_FOUND", `No branch or commit "${ref}" in repository ${repoId}`);
  }

  async files(orgId: string, repoId: string, ref: string) {
    const { commitId } = await this.resolve(this.deps.db, orgId, repoId, ref);
    const commit = await this.objects.commit(this.deps.db, orgId, repoId, commitId);
    const files = await this.objects.filesOf(this.deps.db, repoId, commit);
    return { commitId, files: [...files].map(([path, blobId]) => ({ path, blobId })) };
  }

  async file(orgId: string, repoId: string, ref: string, path: string) {
    const { commitId, files } = await this.files(orgId, repoId, ref);
    const entry = files.find((f) => f.path === path);
    if (!entry) throw new PlatformError("NOT_FOUND", `No file "${path}" at ${ref}`);
    const blob = await this.objects.blob(this.deps.db, repoId, entry.blobId);
    return { commitId, path, blobId: entry.blobId, content: blob.content };
  }

  /** Commits reachable from `ref`, newest first (by timestamp, then id); the cursor is an offset. */
  async log(orgId: string, repoId: string, ref: string, page: PageRequest): Promise<Page<CommitView>> {
    const { commitId } = await this.resolve(this.deps.db, orgId, repoId, ref);
    const offset = Number(page.cursor ?? 0) || 0;
    const out = await newestFirst(
      await this.readCommit(orgId, repoId, commitId),
      (id) => this.readCommit(orgId, repoId, id),
      offset + page.limit + 1,
    );
    const items = out.slice(offset, offset + page.limit);
    return { items, nextCursor: out.length > offset + page.limit ? String(offset + page.limit) : null };
  }

  async branches(orgId: string, repoId: string): Promise<Branch[]> {
    await this.#repo(this.deps.db, orgId, repoId);
    return this.#store.branches(this.deps.db, repoId);
  }

  /** Creates (expected null) or moves a branch: compare-and-swap against `expected`, in the caller's transaction. */
  async moveBranch(
    tx: Queryable,
    principal: Principal,
    repoId: string,
    name: string,
    expected: string | null,
    to: string,
  ): Promise<Branch> {
    if (!BRANCH.test(name)) throw invalid("/body/branch", `bad branch name "${name}" (${BRANCH_NAME})`);
    await this.objects.commit(tx, principal.orgId, repoId, to);
    const now = isoNow(this.deps.clock);
    const moved = await this.#store.swapBranch(tx, {
      orgId: principal.orgId,
      repoId,
      name,
      expected,
      to,
      actor: principal.actor,
      now,
    });
    if (!moved) {
      const current = await this.#store.head(tx, repoId, name);
      throw new PlatformError(
        "REF_CONFLICT",
        current === undefined
          ? `Branch ${name} does not exist (expected it at ${expected})`
          : `Branch ${name} is at ${current}, not ${expected ?? "absent"}; fetch it and retry`,
      );
    }
    await this.deps.audit.append(tx, {
      actor: principal.actor,
      orgId: principal.orgId,
      action: expected === null ? "branch.create" : "branch.update",
      resource: `repo:${repoId}`,
      details: { branch: name, from: expected, to },
    });
    return { name, commitId: to, updatedBy: principal.actor, updatedAt: now };
  }

  /** POST/PUT on branches: verified repository, then compare-and-swap. */
  setBranch(
    principal: Principal,
    repoId: string,
    name: string,
    expected: string | null,
    to: string,
  ): Promise<Branch> {
    return this.deps.db.transaction(async (tx) => {
      await this.#repo(tx, principal.orgId, repoId);
      return this.moveBranch(tx, principal, repoId, name, expected, to);
    });
  }

  async head(q: Queryable, repoId: string, branch: string): Promise<string | undefined> {
    return this.#store.head(q, repoId, branch);
  }

  /** A user's name and e-mail (the default author of a commit), or undefined. */
  async user(q: Queryable, userId: string): Promise<{ name: string; email: string } | undefined> {
    return this.#store.user(q, userId);
  }

  /** The repository of the organisation (404 otherwise); `lock` takes it FOR UPDATE. */
  async repoRow(q: Queryable, orgId: string, id: string, lock = false): Promise<RepoRecord> {
    return this.#repo(q, orgId, id, lock);
  }

  async #repo(q: Queryable, orgId: string, id: string, lock = false): Promise<RepoRecord> {
    const record = await this.#store.find(q, orgId, id, lock);
    if (!record) throw notFound("repository", id);
    return record;
  }

  async #link(tx: Queryable, orgId: string, repoId: string, links: CapabilityLink[]): Promise<void> {
    for (const link of links) {
      try {
        pathSegments(link.path);
      } catch (error) {
        throw invalid("/body/capabilities", (error as Error).message);
      }
      if (!(await this.#store.capabilityExists(tx, orgId, link.capabilityId)))
        throw notFound("capability", link.capabilityId);
      await this.#store.link(tx, orgId, repoId, link);
    }
  }
}
