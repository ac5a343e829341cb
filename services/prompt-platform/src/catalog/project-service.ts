import { isoNow, type ServiceDeps } from "../deps.js";
import { type ErrorCode, notFound, PlatformError } from "../errors.js";
import { createId } from "../ids.js";
import { type Page, type PageRequest, pageOf } from "../page.js";
import type { Principal } from "../tenancy/principal.js";
import {
  type Capability,
  type CatalogKind,
  type Project,
  ProjectStore,
  type Queryable,
} from "./project-store.js";

export type { Capability, Project } from "./project-store.js";

export interface NamedInput {
  name: string;
  description?: string | undefined;
}

/** How each kind is spoken of in errors (the two differ only in names). */
const KINDS = {
  project: { parent: "workspace", children: "capabilities", notEmpty: "PROJECT_NOT_EMPTY" },
  capability: { parent: "project", children: "versions", notEmpty: "CAPABILITY_NOT_EMPTY" },
} as const satisfies Record<CatalogKind, { parent: string; children: string; notEmpty: ErrorCode }>;

const nameTaken = (kind: CatalogKind, name: string) =>
  new PlatformError("NAME_TAKEN", `A ${kind} named "${name}" already exists in this ${KINDS[kind].parent}`);

/** Projects (in a workspace) and capabilities (in a project). */
export class ProjectService {
  readonly #store = new ProjectStore();

  constructor(private readonly deps: ServiceDeps) {}

  async listProjects(orgId: string, workspaceId: string, page: PageRequest): Promise<Page<Project>> {
    if (!(await this.#store.parentExists(this.deps.db, "workspace", orgId, workspaceId)))
      throw notFound("workspace", workspaceId);
    return pageOf(await this.#store.listProjects(this.deps.db, orgId, workspaceId, page), page.limit);
  }

  async getProject(orgId: string, id: string): Promise<Project> {
    const project = await this.#store.findProject(this.deps.db, orgId, id);
    if (!project) throw notFound("project", id);
    return project;
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
    await this.deps.db.transaction(async (tx) => {
      if (!(await this.#store.shareParent(tx, "workspace", principal.orgId, workspaceId)))
        throw notFound("workspace", workspaceId);
      if (!(await this.#store.insertProject(tx, principal.orgId, project)))
        throw nameTaken("project", input.name);
      await this.#audit(tx, principal, "project", project.id, "create", { workspaceId, name: project.name });
    });
    return project;
  }

  async listCapabilities(orgId: string, projectId: string, page: PageRequest): Promise<Page<Capability>> {
    if (!(await this.#store.parentExists(this.deps.db, "project", orgId, projectId)))
      throw notFound("project", projectId);
    return pageOf(await this.#store.listCapabilities(this.deps.db, orgId, projectId, page), page.limit);
  }

  async getCapability(orgId: string, id: string): Promise<Capability> {
    const capability = await this.#store.findCapability(this.deps.db, orgId, id);
    if (!capability) throw notFound("capability", id);
    return capability;
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
    await this.deps.db.transaction(async (tx) => {
      if (!(await this.#store.shareParent(tx, "project", principal.orgId, projectId)))
        throw notFound("project", projectId);
      if (!(await this.#store.insertCapability(tx, principal.orgId, capability)))
        throw nameTaken("capability", input.name);
      await this.#audit(tx, principal, "capability", capability.id, "create", {
        projectId,
        name: capability.name,
      });
    });
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
      const project = (await this.#store.findProject(tx, undefined, id))!;
      return { gone: project, details: { name: project.name, workspaceId: project.workspaceId } };
    });
  }

  /** Refused while it has versions: versions are immutable, so a capability with one is permanent. */
  async deleteCapability(principal: Principal, id: string): Promise<Capability> {
    return this.#delete("capability", principal, id, async (tx) => {
      const capability = (await this.#store.findCapability(tx, undefined, id))!;
      return { gone: capability, details: { name: capability.name, projectId: capability.projectId } };
    });
  }

  async #update(kind: CatalogKind, principal: Principal, id: string, input: NamedInput): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const row = await this.#store.rename(tx, kind, principal.orgId, id, {
        name: input.name,
        description: input.description ?? "",
      });
      if (row === "name_taken") throw nameTaken(kind, input.name);
      if (row === "missing") throw notFound(kind, id);
      await this.#audit(tx, principal, kind, id, "update", { name: row.name, description: row.description });
    });
  }

  /**
   * Locks the row (children are created under a FOR SHARE lock of it, so a concurrent create either
   * lands first and is seen here, or waits and then finds no parent), refuses while children remain,
   * deletes, and records the frame, in one transaction.
   */
  async #delete<T>(
    kind: CatalogKind,
    principal: Principal,
    id: string,
    load: (tx: Queryable) => Promise<{ gone: T; details: Record<string, unknown> }>,
  ): Promise<T> {
    const { children, notEmpty } = KINDS[kind];
    const refuse = (what: string) =>
      new PlatformError(notEmpty, `The ${kind} ${id} still has ${what}; it cannot be deleted`);
    return this.deps.db.transaction(async (tx) => {
      if (!(await this.#store.lock(tx, kind, principal.orgId, id))) throw notFound(kind, id);
      if (await this.#store.hasChildren(tx, kind, principal.orgId, id)) throw refuse(children);
      const { gone, details } = await load(tx);
      // Rows of later features (executions, eval suites, …) that point at it also keep it.
      if ((await this.#store.delete(tx, kind, principal.orgId, id)) === "referenced")
        throw refuse("records that refer to it");
      await this.#audit(tx, principal, kind, id, "delete", details);
      return gone;
    });
  }

  async #audit(
    tx: Queryable,
    principal: Principal,
    kind: CatalogKind,
    id: string,
    verb: string,
    details: Record<string, unknown>,
  ): Promise<void> {
    await this.deps.audit.append(tx, {
      actor: principal.actor,
      orgId: principal.orgId,
      action: `${kind}.${verb}`,
      resource: `${kind}:${id}`,
      details,
    });
  }
}
