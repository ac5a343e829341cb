import { isForeignKeyViolation, iso, isUniqueViolation, type Queryable } from "../db/database.js";
import type { PageRequest } from "../page.js";

export type { Queryable } from "../db/database.js";

export interface Project {
  id: string;
  workspaceId: string;
  name: string;
  description: string;
  createdBy: string;
  createdAt: string;
}

export interface Capability {
  id: string;
  projectId: string;
  name: string;
  description: string;
  createdBy: string;
  createdAt: string;
  /** The release currently serving this capability, if any. */
  activeReleaseId: string | null;
}

/** The two kinds of the catalogue that are named, renamed and deleted the same way. */
export type CatalogKind = "project" | "capability";

interface ProjectRow {
  id: string;
  workspace_id: string;
  name: string;
  description: string;
  created_by: string;
  created_at: Date | string;
}

interface CapabilityRow {
  id: string;
  project_id: string;
  name: string;
  description: string;
  created_by: string;
  created_at: Date | string;
  active_release_id: string | null;
}

const toProject = (r: ProjectRow): Project => ({
  id: r.id,
  workspaceId: r.workspace_id,
  name: r.name,
  description: r.description,
  createdBy: r.created_by,
  createdAt: iso(r.created_at),
});

const toCapability = (r: CapabilityRow): Capability => ({
  id: r.id,
  projectId: r.project_id,
  name: r.name,
  description: r.description,
  createdBy: r.created_by,
  createdAt: iso(r.created_at),
  activeReleaseId: r.active_release_id,
});

const PROJECT_SELECT = "SELECT id, workspace_id, name, description, created_by, created_at FROM projects";
const CAPABILITY_SELECT = `SELECT c.id, c.project_id, c.name, c.description, c.created_by, c.created_at,
  (SELECT r.id FROM releases r WHERE r.capability_id = c.id AND r.state = 'active') AS active_release_id
  FROM capabilities c`;

/** Each kind's table, its unique-name constraint, and the rows under it that keep it from deletion. */
const TABLES = {
  project: {
    table: "projects",
    nameConstraint: "projects_name",
    children: { table: "capabilities", column: "project_id" },
  },
  capability: {
    table: "capabilities",
    nameConstraint: "capabilities_name",
    children: { table: "versions", column: "capability_id" },
  },
} as const;

/** A parent row the catalogue creates under, or reads below. */
export type CatalogParent = "workspace" | "project";
const PARENT_TABLES = { workspace: "workspaces", project: "projects" } as const;

/** The SQL of projects and capabilities. Names are unique per parent; the store says when one is taken. */
export class ProjectStore {
  async parentExists(q: Queryable, parent: CatalogParent, orgId: string, id: string): Promise<boolean> {
    const rows = await q.query(`SELECT 1 FROM ${PARENT_TABLES[parent]} WHERE org_id = $1 AND id = $2`, [
      orgId,
      id,
    ]);
    return rows.length > 0;
  }

  /**
   * Takes the parent FOR SHARE: a concurrent delete of the parent waits for this transaction, then
   * sees the new child and refuses. False when there is no such parent.
   */
  async shareParent(tx: Queryable, parent: CatalogParent, orgId: string, id: string): Promise<boolean> {
    const rows = await tx.query(
      `SELECT 1 FROM ${PARENT_TABLES[parent]} WHERE org_id = $1 AND id = $2 FOR SHARE`,
      [orgId, id],
    );
    return rows.length > 0;
  }

  async listProjects(q: Queryable, orgId: string, workspaceId: string, page: PageRequest) {
    const rows = await q.query<ProjectRow>(
      `${PROJECT_SELECT} WHERE org_id = $1 AND workspace_id = $2 AND id > $3 ORDER BY id LIMIT $4`,
      [orgId, workspaceId, page.cursor ?? "", page.limit + 1],
    );
    return rows.map(toProject);
  }

  /** `orgId` undefined: the caller has already scoped (and locked) the row. */
  async findProject(q: Queryable, orgId: string | undefined, id: string): Promise<Project | undefined> {
    const [row] =
      orgId === undefined
        ? await q.query<ProjectRow>(`${PROJECT_SELECT} WHERE id = $1`, [id])
        : await q.query<ProjectRow>(`${PROJECT_SELECT} WHERE org_id = $1 AND id = $2`, [orgId, id]);
    return row && toProject(row);
  }

  /** False when the workspace already has a project of that name (the transaction is then spoiled). */
  async insertProject(tx: Queryable, orgId: string, p: Project): Promise<boolean> {
    return this.#unlessNameTaken("project", () =>
      tx.query(
        `INSERT INTO projects (id, org_id, workspace_id, name, description, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [p.id, orgId, p.workspaceId, p.name, p.description, p.createdBy, p.createdAt],
      ),
    );
  }

  async listCapabilities(q: Queryable, orgId: string, projectId: string, page: PageRequest) {
    const rows = await q.query<CapabilityRow>(
      `${CAPABILITY_SELECT} WHERE c.org_id = $1 AND c.project_id = $2 AND c.id > $3 ORDER BY c.id LIMIT $4`,
      [orgId, projectId, page.cursor ?? "", page.limit + 1],
    );
    return rows.map(toCapability);
  }

  /** `orgId` undefined: the caller has already scoped (and locked) the row. */
  async findCapability(q: Queryable, orgId: string | undefined, id: string): Promise<Capability | undefined> {
    const [row] =
      orgId === undefined
        ? await q.query<CapabilityRow>(`${CAPABILITY_SELECT} WHERE c.id = $1`, [id])
        : await q.query<CapabilityRow>(`${CAPABILITY_SELECT} WHERE c.org_id = $1 AND c.id = $2`, [orgId, id]);
    return row && toCapability(row);
  }

  /** False when the project already has a capability of that name (the transaction is then spoiled). */
  async insertCapability(tx: Queryable, orgId: string, c: Capability): Promise<boolean> {
    return this.#unlessNameTaken("capability", () =>
      tx.query(
        `INSERT INTO capabilities (id, org_id, project_id, name, description, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [c.id, orgId, c.projectId, c.name, c.description, c.createdBy, c.createdAt],
      ),
    );
  }

  /** Renames: the stored name and description, "missing", or "name_taken" (the transaction is then spoiled). */
  async rename(
    tx: Queryable,
    kind: CatalogKind,
    orgId: string,
    id: string,
    input: { name: string; description: string },
  ): Promise<{ name: string; description: string } | "missing" | "name_taken"> {
    let row: { name: string; description: string } | undefined;
    const done = await this.#unlessNameTaken(kind, async () => {
      [row] = await tx.query<{ name: string; description: string }>(
        `UPDATE ${TABLES[kind].table} SET name = $3, description = $4 WHERE org_id = $1 AND id = $2
         RETURNING name, description`,
        [orgId, id, input.name, input.description],
      );
    });
    if (!done) return "name_taken";
    return row ?? "missing";
  }

  /** Locks the row FOR UPDATE (children are created under FOR SHARE of it); false when there is none. */
  async lock(tx: Queryable, kind: CatalogKind, orgId: string, id: string): Promise<boolean> {
    const rows = await tx.query(
      `SELECT 1 FROM ${TABLES[kind].table} WHERE org_id = $1 AND id = $2 FOR UPDATE`,
      [orgId, id],
    );
    return rows.length > 0;
  }

  /** Whether any capability (of a project) or version (of a capability) remains. */
  async hasChildren(q: Queryable, kind: CatalogKind, orgId: string, id: string): Promise<boolean> {
    const { table, column } = TABLES[kind].children;
    const rows = await q.query(`SELECT 1 FROM ${table} WHERE org_id = $1 AND ${column} = $2 LIMIT 1`, [
      orgId,
      id,
    ]);
    return rows.length > 0;
  }

  /** "referenced" when rows of later features (executions, eval suites, …) still point at it. */
  async delete(
    tx: Queryable,
    kind: CatalogKind,
    orgId: string,
    id: string,
  ): Promise<"deleted" | "referenced"> {
    try {
      await tx.query(`DELETE FROM ${TABLES[kind].table} WHERE org_id = $1 AND id = $2`, [orgId, id]);
      return "deleted";
    } catch (error) {
      if (isForeignKeyViolation(error)) return "referenced";
      throw error;
    }
  }

  async #unlessNameTaken(kind: CatalogKind, write: () => Promise<unknown>): Promise<boolean> {
    try {
      await write();
      return true;
    } catch (error) {
      if (isUniqueViolation(error, TABLES[kind].nameConstraint)) return false;
      throw error;
    }
  }
}
