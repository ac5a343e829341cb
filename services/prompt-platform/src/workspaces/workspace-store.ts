import { isForeignKeyViolation, iso, isUniqueViolation, type Queryable } from "../db/database.js";
import { PlatformError } from "../errors.js";

export interface Workspace {
  id: string;
  name: string;
  description: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

interface WorkspaceRow {
  id: string;
  name: string;
  description: string;
  created_by: string;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = "id, name, description, created_by, created_at, updated_at";
const toWorkspace = (r: WorkspaceRow): Workspace => ({
  id: r.id,
  name: r.name,
  description: r.description,
  createdBy: r.created_by,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

const nameTaken = (name: string) =>
  new PlatformError("NAME_TAKEN", `A workspace named "${name}" already exists`);

/**
 * Table workspaces: every statement filters on org_id. Each method takes the connection or
 * transaction to run on; a duplicate name is NAME_TAKEN.
 */
export class WorkspaceStore {
  async list(q: Queryable, orgId: string, cursor: string, limit: number): Promise<Workspace[]> {
    const rows = await q.query<WorkspaceRow>(
      `SELECT ${COLUMNS} FROM workspaces WHERE org_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
      [orgId, cursor, limit],
    );
    return rows.map(toWorkspace);
  }

  async get(q: Queryable, orgId: string, id: string): Promise<Workspace | undefined> {
    const [row] = await q.query<WorkspaceRow>(
      `SELECT ${COLUMNS} FROM workspaces WHERE org_id = $1 AND id = $2`,
      [orgId, id],
    );
    return row ? toWorkspace(row) : undefined;
  }

  /** Whether it exists, keeping it (FOR SHARE) until the transaction ends: a child row is being added. */
  async existsForShare(tx: Queryable, orgId: string, id: string): Promise<boolean> {
    const rows = await tx.query("SELECT 1 FROM workspaces WHERE org_id = $1 AND id = $2 FOR SHARE", [
      orgId,
      id,
    ]);
    return rows.length > 0;
  }

  /** The workspace, locked FOR UPDATE until the transaction ends (it is about to go). */
  async lock(tx: Queryable, orgId: string, id: string): Promise<Workspace | undefined> {
    const [row] = await tx.query<WorkspaceRow>(
      `SELECT ${COLUMNS} FROM workspaces WHERE org_id = $1 AND id = $2 FOR UPDATE`,
      [orgId, id],
    );
    return row ? toWorkspace(row) : undefined;
  }

  async insert(tx: Queryable, orgId: string, w: Workspace): Promise<void> {
    try {
      await tx.query(
        `INSERT INTO workspaces (id, org_id, name, description, created_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6)`,
        [w.id, orgId, w.name, w.description, w.createdBy, w.createdAt],
      );
    } catch (error) {
      if (isUniqueViolation(error, "workspaces_name")) throw nameTaken(w.name);
      throw error;
    }
  }

  /** The updated workspace, or undefined when the organisation has none with this id. */
  async update(
    tx: Queryable,
    orgId: string,
    id: string,
    change: { name: string; description: string; updatedAt: string },
  ): Promise<Workspace | undefined> {
    try {
      const [row] = await tx.query<WorkspaceRow>(
        `UPDATE workspaces SET name = $3, description = $4, updated_at = $5
         WHERE org_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [orgId, id, change.name, change.description, change.updatedAt],
      );
      return row ? toWorkspace(row) : undefined;
    } catch (error) {
      if (isUniqueViolation(error, "workspaces_name")) throw nameTaken(change.name);
      throw error;
    }
  }

  /** Whether projects or repositories still live in it. */
  async hasChildren(tx: Queryable, orgId: string, id: string): Promise<boolean> {
    const children = await tx.query(
      `SELECT 1 FROM projects WHERE org_id = $1 AND workspace_id = $2
       UNION ALL SELECT 1 FROM repos WHERE org_id = $1 AND workspace_id = $2 LIMIT 1`,
      [orgId, id],
    );
    return children.length > 0;
  }

  /**
   * Deletes it. Rows of later features (repositories, …) that still point at it keep it:
   * WORKSPACE_NOT_EMPTY.
   */
  async delete(tx: Queryable, orgId: string, id: string): Promise<void> {
    try {
      await tx.query("DELETE FROM workspaces WHERE org_id = $1 AND id = $2", [orgId, id]);
    } catch (error) {
      if (isForeignKeyViolation(error))
        throw new PlatformError(
          "WORKSPACE_NOT_EMPTY",
          `Workspace ${id} is still referred to; it cannot be deleted`,
        );
      throw error;
    }
  }
}
