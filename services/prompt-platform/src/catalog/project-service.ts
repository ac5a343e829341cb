import { isForeignKeyViolation, iso, isUniqueViolation, type Queryable } from "../db/database.js";
import { isoNow, type ServiceDeps } from "../deps.js";
import { type ErrorCode, notFound, PlatformError } from "../errors.js";
import { createId } from "../ids.js";
import { type Page, type PageRequest, pageOf } from "../page.js";
import type { Principal } from "../tenancy/principal.js";

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

export interface NamedInput {
  name: string;
  description?: string | undefined;
}

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

const PROJECT_COLUMNS = "id, workspace_id, name, description, created_by, created_at";

/** What update and delete need to know about each kind (the two differ only in names). */
const KINDS = {
  project: {
    table: "projects",
    nameConstraint: "projects_name",
    parent: "workspace",
    children: { table: "capabilities", column: "project_id", what: "capabilities" },
    notEmpty: "PROJECT_NOT_EMPTY",
  },
  capability: {
    table: "capabilities",
    nameConstraint: "capabilities_name",
    parent: "project",
    children: { table: "versions", column: "capability_id", what: "versions" },
    notEmpty: "CAPABILITY_NOT_EMPTY",
  },
} as const satisfies Record<
  string,
  {
    table: string;
    nameConstraint: string;
    parent: string;
    children: { table: string; column: string; what: string };
    notEmpty: ErrorCode;
  }
>;
type Kind = keyof typeof KINDS;
const CAPABILITY_SELECT = `SELECT c.id, c.project_id, c.name, c.description, c.created_by, c.created_at,
  (SELECT r.id FROM releases r WHERE r.capability_id = c.id AND r.state = 'active') AS active_release_id
  FROM capabilities c`;

/** Projects (in a workspace) and capabilities (in a project). */
export class ProjectService {
  constructor(private readonly deps: ServiceDeps) {}

  async listProjects(orgId: string, workspaceId: string, page: PageRequest): Promise<Page<Project>> {
    await this.#parentExists("workspaces", "workspace", orgId, workspaceId);
    const rows = await this.deps.db.query<ProjectRow>(
      `SELECT ${PROJECT_COLUMNS} FROM projects WHERE org_id = $1 AND workspace_id = $2 AND id > $3
       ORDER BY id LIMIT $4`,
      [orgId, workspaceId, page.cursor ?? "", page.limit + 1],
    );
    return pageOf(rows.map(toProject), page.limit);
  }

  async getProject(orgId: string, id: string): Promise<Project> {
    const [row] = await this.deps.db.query<ProjectRow>(
      `SELECT ${PROJECT_COLUMNS} FROM projects WHERE org_id = $1 AND id = $2`,
      [orgId, id],
    );
    if (!row) throw notFound("project", id);
    return toProject(row);
  }

  async createProject(principal: Principal, workspaceId: string, input: NamedInput): Promise<Project> {
    const now = isoNow(this.deps.clock);
    const project: Project = {
      id: createId(this.deps.clock()),
      workspaceId,
      name: input.name,
      description: input.description ?? "",
      createdBy: principal.actor,
      createdAt: now,
    };
    try {
      await this.deps.db.transaction(async (tx) => {
        // FOR SHARE: a concurrent workspace delete waits for us, then sees the project and refuses.
        const parent = await tx.query("SELECT 1 FROM workspaces WHERE org_id = $1 AND id = $2 FOR SHARE", [
          principal.orgId,
          workspaceId,
        ]);
        if (parent.length === 0) throw notFound("workspace", workspaceId);
        await tx.query(
          `INSERT INTO projects (id, org_id, workspace_id, name, description, created_by, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            project.id,
            principal.orgId,
            workspaceId,
            project.name,
            project.description,
            project.createdBy,
            now,
          ],
        );
        await this.deps.audit.append(tx, {
          actor: principal.actor,
          orgId: principal.orgId,
          action: "project.create",
          resource: `project:${project.id}`,
          details: { workspaceId, name: project.name },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, "projects_name"))
        throw new PlatformError(
          "NAME_TAKEN",
          `A project named "${input.name}" already exists in this workspace`,
        );
      throw error;
    }
    return project;
  }

  async listCapabilities(orgId: string, projectId: string, page: PageRequest): Promise<Page<Capability>> {
    await this.#parentExists("projects", "project", orgId, projectId);
    const rows = await this.deps.db.query<CapabilityRow>(
      `${CAPABILITY_SELECT} WHERE c.org_id = $1 AND c.project_id = $2 AND c.id > $3 ORDER BY c.id LIMIT $4`,
      [orgId, projectId, page.cursor ?? "", page.limit + 1],
    );
    return pageOf(rows.map(toCapability), page.limit);
  }

  async getCapability(orgId: string, id: string): Promise<Capability> {
    const [row] = await this.deps.db.query<CapabilityRow>(
      `${CAPABILITY_SELECT} WHERE c.org_id = $1 AND c.id = $2`,
      [orgId, id],
    );
    if (!row) throw notFound("capability", id);
    return toCapability(row);
  }

  async createCapability(principal: Principal, projectId: string, input: NamedInput): Promise<Capability> {
    const now = isoNow(this.deps.clock);
    const capability: Capability = {
      id: createId(this.deps.clock()),
      projectId,
      name: input.name,
      description: input.description ?? "",
      createdBy: principal.actor,
      createdAt: now,
      activeReleaseId: null,
    };
    try {
      await this.deps.db.transaction(async (tx) => {
        const parent = await tx.query("SELECT 1 FROM projects WHERE org_id = $1 AND id = $2 FOR SHARE", [
          principal.orgId,
          projectId,
        ]);
        if (parent.length === 0) throw notFound("project", projectId);
        await tx.query(
          `INSERT INTO capabilities (id, org_id, project_id, name, description, created_by, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            capability.id,
            principal.orgId,
            projectId,
            capability.name,
            capability.description,
            principal.actor,
            now,
          ],
        );
        await this.deps.audit.append(tx, {
          actor: principal.actor,
          orgId: principal.orgId,
          action: "capability.create",
          resource: `capability:${capability.id}`,
          details: { projectId, name: capability.name },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, "capabilities_name"))
        throw new PlatformError(
          "NAME_TAKEN",
          `A capability named "${input.name}" already exists in this project`,
        );
      throw error;
    }
    return capability;
  }

  /** Renames or re-describes a project (names stay unique within the workspace). */
  async updateProject(principal: Principal, id: string, input: NamedInput): Promise<Project> {
    await this.#update("project", principal, id, input);
    return this.getProject(principal.orgId, id);
  }

  /** Renames or re-describes a capability (names stay unique within the project). */
  async updateCapability(principal: Principal, id: string, input: NamedInput): Promise<Capability> {
    await this.#update("capability", principal, id, input);
    return this.getCapability(principal.orgId, id);
  }

  /** Refused while it has capabilities: history (versions, releases) is never deleted implicitly. */
  async deleteProject(principal: Principal, id: string): Promise<Project> {
    return this.#delete("project", principal, id, async (tx) => {
      const [row] = await tx.query<ProjectRow>(`SELECT ${PROJECT_COLUMNS} FROM projects WHERE id = $1`, [id]);
      const project = toProject(row!);
      return { gone: project, details: { name: project.name, workspaceId: project.workspaceId } };
    });
  }

  /** Refused while it has versions: versions are immutable, so a capability with one is permanent. */
  async deleteCapability(principal: Principal, id: string): Promise<Capability> {
    return this.#delete("capability", principal, id, async (tx) => {
      const [row] = await tx.query<CapabilityRow>(`${CAPABILITY_SELECT} WHERE c.id = $1`, [id]);
      const capability = toCapability(row!);
      return { gone: capability, details: { name: capability.name, projectId: capability.projectId } };
    });
  }

  async #update(kind: Kind, principal: Principal, id: string, input: NamedInput): Promise<void> {
    const { table, nameConstraint, parent } = KINDS[kind];
    try {
      await this.deps.db.transaction(async (tx) => {
        const [row] = await tx.query<{ name: string; description: string }>(
          `UPDATE ${table} SET name = $3, description = $4 WHERE org_id = $1 AND id = $2 RETURNING name, description`,
          [principal.orgId, id, input.name, input.description ?? ""],
        );
        if (!row) throw notFound(kind, id);
        await this.deps.audit.append(tx, {
          actor: principal.actor,
          orgId: principal.orgId,
          action: `${kind}.update`,
          resource: `${kind}:${id}`,
          details: { name: row.name, description: row.description },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, nameConstraint))
        throw new PlatformError(
          "NAME_TAKEN",
          `A ${kind} named "${input.name}" already exists in this ${parent}`,
        );
      throw error;
    }
  }

  /**
   * Locks the row (children are created under a FOR SHARE lock of it, so a concurrent create either
   * lands first and is seen here, or waits and then finds no parent), refuses while children remain,
   * deletes, and records the frame, in one transaction.
   */
  async #delete<T>(
    kind: Kind,
    principal: Principal,
    id: string,
    load: (tx: Queryable) => Promise<{ gone: T; details: Record<string, unknown> }>,
  ): Promise<T> {
    const { table, children, notEmpty } = KINDS[kind];
    const refuse = (what: string) =>
      new PlatformError(notEmpty, `The ${kind} ${id} still has ${what}; it cannot be deleted`);
    try {
      return await this.deps.db.transaction(async (tx) => {
        const locked = await tx.query(`SELECT 1 FROM ${table} WHERE org_id = $1 AND id = $2 FOR UPDATE`, [
          principal.orgId,
          id,
        ]);
        if (locked.length === 0) throw notFound(kind, id);
        const left = await tx.query(
          `SELECT 1 FROM ${children.table} WHERE org_id = $1 AND ${children.column} = $2 LIMIT 1`,
          [principal.orgId, id],
        );
        if (left.length > 0) throw refuse(children.what);
        const { gone, details } = await load(tx);
        await tx.query(`DELETE FROM ${table} WHERE org_id = $1 AND id = $2`, [principal.orgId, id]);
        await this.deps.audit.append(tx, {
          actor: principal.actor,
          orgId: principal.orgId,
          action: `${kind}.delete`,
          resource: `${kind}:${id}`,
          details,
        });
        return gone;
      });
    } catch (error) {
      // Rows of later features (executions, eval suites, …) that point at it also keep it.
      if (isForeignKeyViolation(error)) throw refuse("records that refer to it");
      throw error;
    }
  }

  async #parentExists(
    table: "workspaces" | "projects",
    kind: string,
    orgId: string,
    id: string,
  ): Promise<void> {
    const rows = await this.deps.db.query(`SELECT 1 FROM ${table} WHERE org_id = $1 AND id = $2`, [
      orgId,
      id,
    ]);
    if (rows.length === 0) throw notFound(kind, id);
  }
}
