import { isForeignKeyViolation, iso, isUniqueViolation, type Queryable } from "../db/database.js";
import { isoNow, type ServiceDeps } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import { createId } from "../ids.js";
import { type Page, type PageRequest, pageOf } from "../page.js";
import type { Principal } from "../tenancy/principal.js";

export interface Workspace {
  id: string;
  name: string;
  description: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface WorkspaceInput {
  name: string;
  description?: string | undefined;
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

/** Workspaces of one organisation: every statement filters on org_id. */
export class WorkspaceService {
  constructor(private readonly deps: ServiceDeps) {}

  async list(orgId: string, page: PageRequest): Promise<Page<Workspace>> {
    const rows = await this.deps.db.query<WorkspaceRow>(
      `SELECT ${COLUMNS} FROM workspaces WHERE org_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
      [orgId, page.cursor ?? "", page.limit + 1],
    );
    return pageOf(rows.map(toWorkspace), page.limit);
  }

  async get(orgId: string, id: string): Promise<Workspace> {
    const [row] = await this.deps.db.query<WorkspaceRow>(
      `SELECT ${COLUMNS} FROM workspaces WHERE org_id = $1 AND id = $2`,
      [orgId, id],
    );
    if (!row) throw notFound("workspace", id);
    return toWorkspace(row);
  }

  /** Throws NOT_FOUND unless the workspace exists in the organisation (used by child resources). */
  async assertExists(tx: Queryable, orgId: string, id: string): Promise<void> {
    const rows = await tx.query("SELECT 1 FROM workspaces WHERE org_id = $1 AND id = $2 FOR SHARE", [
      orgId,
      id,
    ]);
    if (rows.length === 0) throw notFound("workspace", id);
  }

  async create(principal: Principal, input: WorkspaceInput): Promise<Workspace> {
    const now = isoNow(this.deps.clock);
    const workspace: Workspace = {
      id: createId(this.deps.clock()),
      name: input.name,
      description: input.description ?? "",
      createdBy: principal.actor,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await this.deps.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO workspaces (id, org_id, name, description, created_by, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $6)`,
          [workspace.id, principal.orgId, workspace.name, workspace.description, workspace.createdBy, now],
        );
        await this.deps.audit.append(tx, {
          actor: principal.actor,
          orgId: principal.orgId,
          action: "workspace.create",
          resource: `workspace:${workspace.id}`,
          details: { name: workspace.name, description: workspace.description },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, "workspaces_name")) throw nameTaken(input.name);
      throw error;
    }
    return workspace;
  }

  async update(principal: Principal, id: string, input: WorkspaceInput): Promise<Workspace> {
    const now = isoNow(this.deps.clock);
    try {
      return await this.deps.db.transaction(async (tx) => {
        const [row] = await tx.query<WorkspaceRow>(
          `UPDATE workspaces SET name = $3, description = $4, updated_at = $5
           WHERE org_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
          [principal.orgId, id, input.name, input.description ?? "", now],
        );
        if (!row) throw notFound("workspace", id);
        await this.deps.audit.append(tx, {
          actor: principal.actor,
          orgId: principal.orgId,
          action: "workspace.update",
          resource: `workspace:${id}`,
          details: { name: row.name, description: row.description },
        });
        return toWorkspace(row);
      });
    } catch (error) {
      if (isUniqueViolation(error, "workspaces_name")) throw nameTaken(input.name);
      throw error;
    }
  }

  /** Refused while projects remain: deleting history (versions, releases) is never implicit. */
  async delete(principal: Principal, id: string): Promise<Workspace> {
    try {
      return await this.#delete(principal, id);
    } catch (error) {
      // Rows of later features (repositories, …) that point at it also keep it.
      if (isForeignKeyViolation(error))
        throw new PlatformError(
          "WORKSPACE_NOT_EMPTY",
          `Workspace ${id} is still referred to; it cannot be deleted`,
        );
      throw error;
    }
  }

  async #delete(principal: Principal, id: string): Promise<Workspace> {
    return this.deps.db.transaction(async (tx) => {
      const [row] = await tx.query<WorkspaceRow>(
        `SELECT ${COLUMNS} FROM workspaces WHERE org_id = $1 AND id = $2 FOR UPDATE`,
        [principal.orgId, id],
      );
      if (!row) throw notFound("workspace", id);
      const children = await tx.query(
        `SELECT 1 FROM projects WHERE org_id = $1 AND workspace_id = $2
         UNION ALL SELECT 1 FROM repos WHERE org_id = $1 AND workspace_id = $2 LIMIT 1`,
        [principal.orgId, id],
      );
      if (children.length > 0)
        throw new PlatformError(
          "WORKSPACE_NOT_EMPTY",
          `Workspace ${id} still has projects or repositories; delete them first`,
        );
      await tx.query("DELETE FROM workspaces WHERE org_id = $1 AND id = $2", [principal.orgId, id]);
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "workspace.delete",
        resource: `workspace:${id}`,
        details: { name: row.name },
      });
      return toWorkspace(row);
    });
  }
}
