import { isoNow, type ServiceDeps, type Tx } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import { createId } from "../ids.js";
import { type Page, type PageRequest, pageOf } from "../page.js";
import type { Principal } from "../tenancy/principal.js";
import type { Workspace, WorkspaceStore } from "./workspace-store.js";

export type { Workspace } from "./workspace-store.js";

export interface WorkspaceInput {
  name: string;
  description?: string | undefined;
}

/** Workspaces of one organisation, each change audited in its own transaction. */
export class WorkspaceService {
  constructor(private readonly deps: ServiceDeps & { store: WorkspaceStore }) {}

  async list(orgId: string, page: PageRequest): Promise<Page<Workspace>> {
    const rows = await this.deps.store.list(this.deps.db, orgId, page.cursor ?? "", page.limit + 1);
    return pageOf(rows, page.limit);
  }

  async get(orgId: string, id: string): Promise<Workspace> {
    const workspace = await this.deps.store.get(this.deps.db, orgId, id);
    if (!workspace) throw notFound("workspace", id);
    return workspace;
  }

  /** Throws NOT_FOUND unless the workspace exists in the organisation (used by child resources). */
  async assertExists(tx: Tx, orgId: string, id: string): Promise<void> {
    if (!(await this.deps.store.existsForShare(tx, orgId, id))) throw notFound("workspace", id);
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
    await this.deps.db.transaction(async (tx) => {
      await this.deps.store.insert(tx, principal.orgId, workspace);
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "workspace.create",
        resource: `workspace:${workspace.id}`,
        details: { name: workspace.name, description: workspace.description },
      });
    });
    return workspace;
  }

  async update(principal: Principal, id: string, input: WorkspaceInput): Promise<Workspace> {
    const updatedAt = isoNow(this.deps.clock);
    return this.deps.db.transaction(async (tx) => {
      const workspace = await this.deps.store.update(tx, principal.orgId, id, {
        name: input.name,
        description: input.description ?? "",
        updatedAt,
      });
      if (!workspace) throw notFound("workspace", id);
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "workspace.update",
        resource: `workspace:${id}`,
        details: { name: workspace.name, description: workspace.description },
      });
      return workspace;
    });
  }

  /** Refused while projects remain: deleting history (versions, releases) is never implicit. */
  async delete(principal: Principal, id: string): Promise<Workspace> {
    return this.deps.db.transaction(async (tx) => {
      const workspace = await this.deps.store.lock(tx, principal.orgId, id);
      if (!workspace) throw notFound("workspace", id);
      if (await this.deps.store.hasChildren(tx, principal.orgId, id))
        throw new PlatformError(
          "WORKSPACE_NOT_EMPTY",
          `Workspace ${id} still has projects or repositories; delete them first`,
        );
      await this.deps.store.delete(tx, principal.orgId, id);
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "workspace.delete",
        resource: `workspace:${id}`,
        details: { name: workspace.name },
      });
      return workspace;
    });
  }
}
