import { iso, isUniqueViolation, type Queryable } from "../db/database.js";
import type { PageRequest } from "../page.js";

export type { Queryable } from "../db/database.js";

export interface CapabilityLink {
  capabilityId: string;
  /** The repository file that holds the capability's manifest (JSON). */
  path: string;
}

export interface Repo {
  id: string;
  workspaceId: string;
  name: string;
  description: string;
  defaultBranch: string;
  capabilities: CapabilityLink[];
  createdBy: string;
  createdAt: string;
}

/** A repository's own row, without its capability links. */
export type RepoRecord = Omit<Repo, "capabilities">;

export interface Branch {
  name: string;
  commitId: string;
  updatedBy: string;
  updatedAt: string;
}

interface RepoRow {
  id: string;
  workspace_id: string;
  name: string;
  description: string;
  default_branch: string;
  created_by: string;
  created_at: Date | string;
}

const toRecord = (r: RepoRow): RepoRecord => ({
  id: r.id,
  workspaceId: r.workspace_id,
  name: r.name,
  description: r.description,
  defaultBranch: r.default_branch,
  createdBy: r.created_by,
  createdAt: iso(r.created_at),
});

const SELECT =
  "SELECT id, workspace_id, name, description, default_branch, created_by, created_at FROM repos";

/** The SQL of repositories, their capability links and their branches (objects: object-store.ts). */
export class RepoStore {
  /**
   * Takes the workspace FOR SHARE: a concurrent workspace delete waits, then sees the repository and
   * refuses. False when there is no such workspace.
   */
  async shareWorkspace(tx: Queryable, orgId: string, workspaceId: string): Promise<boolean> {
    const ws = await tx.query("SELECT 1 FROM workspaces WHERE org_id = $1 AND id = $2 FOR SHARE", [
      orgId,
      workspaceId,
    ]);
    return ws.length > 0;
  }

  /** False when the workspace already has a repository of that name (the transaction is then spoiled). */
  async insert(tx: Queryable, orgId: string, r: RepoRecord): Promise<boolean> {
    try {
      await tx.query(
        `INSERT INTO repos (id, org_id, workspace_id, name, description, default_branch, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [r.id, orgId, r.workspaceId, r.name, r.description, r.defaultBranch, r.createdBy, r.createdAt],
      );
      return true;
    } catch (error) {
      if (isUniqueViolation(error, "repos_name")) return false;
      throw error;
    }
  }

  /** The repository of the organisation; `lock` takes it FOR UPDATE. */
  async find(q: Queryable, orgId: string, id: string, lock = false): Promise<RepoRecord | undefined> {
    const [row] = await q.query<RepoRow>(
      `${SELECT} WHERE org_id = $1 AND id = $2${lock ? " FOR UPDATE" : ""}`,
      [orgId, id],
    );
    return row && toRecord(row);
  }

  async list(
    q: Queryable,
    orgId: string,
    filter: { workspaceId?: string | undefined },
    page: PageRequest,
  ): Promise<RepoRecord[]> {
    const rows = await q.query<RepoRow>(
      `${SELECT} WHERE org_id = $1 AND ($2::text IS NULL OR workspace_id = $2) AND id > $3 ORDER BY id LIMIT $4`,
      [orgId, filter.workspaceId ?? null, page.cursor ?? "", page.limit + 1],
    );
    return rows.map(toRecord);
  }

  async capabilityExists(q: Queryable, orgId: string, capabilityId: string): Promise<boolean> {
    const cap = await q.query("SELECT 1 FROM capabilities WHERE org_id = $1 AND id = $2", [
      orgId,
      capabilityId,
    ]);
    return cap.length > 0;
  }

  async unlinkAll(tx: Queryable, repoId: string): Promise<void> {
    await tx.query("DELETE FROM repo_capabilities WHERE repo_id = $1", [repoId]);
  }

  /** Links a capability to a file of the repository (a second link of it moves the path). */
  async link(tx: Queryable, orgId: string, repoId: string, link: CapabilityLink): Promise<void> {
    await tx.query(
      `INSERT INTO repo_capabilities (repo_id, capability_id, org_id, path) VALUES ($1, $2, $3, $4)
       ON CONFLICT (repo_id, capability_id) DO UPDATE SET path = EXCLUDED.path`,
      [repoId, link.capabilityId, orgId, link.path],
    );
  }

  /** The repositories with their capability links (by path, then capability). */
  async withLinks(q: Queryable, records: RepoRecord[]): Promise<Repo[]> {
    if (records.length === 0) return [];
    const links = await q.query<{ repo_id: string; capability_id: string; path: string }>(
      "SELECT repo_id, capability_id, path FROM repo_capabilities WHERE repo_id = ANY($1::text[]) ORDER BY path, capability_id",
      [records.map((r) => r.id)],
    );
    return records.map(({ createdBy, createdAt, ...r }) => ({
      ...r,
      capabilities: links
        .filter((l) => l.repo_id === r.id)
        .map((l) => ({ capabilityId: l.capability_id, path: l.path })),
      createdBy,
      createdAt,
    }));
  }

  async head(q: Queryable, repoId: string, branch: string): Promise<string | undefined> {
    const [row] = await q.query<{ commit_id: string }>(
      "SELECT commit_id FROM repo_branches WHERE repo_id = $1 AND name = $2",
      [repoId, branch],
    );
    return row?.commit_id;
  }

  async branches(q: Queryable, repoId: string): Promise<Branch[]> {
    const rows = await q.query<{
      name: string;
      commit_id: string;
      updated_by: string;
      updated_at: Date;
    }>("SELECT name, commit_id, updated_by, updated_at FROM repo_branches WHERE repo_id = $1 ORDER BY name", [
      repoId,
    ]);
    return rows.map((r) => ({
      name: r.name,
      commitId: r.commit_id,
      updatedBy: r.updated_by,
      updatedAt: iso(r.updated_at),
    }));
  }

  /**
   * Creates (expected null) or moves a branch by compare-and-swap: true when it was at `expected`
   * (or absent, for null) and now points at `to`.
   */
  async swapBranch(
    tx: Queryable,
    b: {
      orgId: string;
      repoId: string;
      name: string;
      expected: string | null;
      to: string;
      actor: string;
      now: string;
    },
  ): Promise<boolean> {
    const moved =
      b.expected === null
        ? await tx.query(
            `INSERT INTO repo_branches (repo_id, name, org_id, commit_id, updated_by, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (repo_id, name) DO NOTHING RETURNING name`,
            [b.repoId, b.name, b.orgId, b.to, b.actor, b.now],
          )
        : await tx.query(
            `UPDATE repo_branches SET commit_id = $4, updated_by = $5, updated_at = $6
             WHERE repo_id = $1 AND name = $2 AND commit_id = $3 RETURNING name`,
            [b.repoId, b.name, b.expected, b.to, b.actor, b.now],
          );
    return moved.length > 0;
  }

  /** A user's name and e-mail, the default author of the commits they prepare. */
  async user(q: Queryable, userId: string): Promise<{ name: string; email: string } | undefined> {
    const [user] = await q.query<{ name: string; email: string }>(
      "SELECT name, email FROM users WHERE id = $1",
      [userId],
    );
    return user;
  }
}
