import { isoNow, type ServiceDeps } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import { createId } from "../ids.js";
import { type Page, type PageRequest, pageOf } from "../page.js";
import type { Principal } from "../tenancy/principal.js";
import { type ManifestStore, manifestNotFound } from "./manifest-store.js";
import { type Version, VersionStore } from "./version-store.js";

export type { Version } from "./version-store.js";

export interface VersionInput {
  manifestHash?: string | undefined;
  manifest?: Record<string, unknown> | undefined;
  notes?: string | undefined;
}

/** Versions are numbered 1, 2, … per capability and never change (a trigger refuses UPDATE/DELETE). */
export class VersionService {
  readonly #store = new VersionStore();

  constructor(private readonly deps: ServiceDeps & { manifests: ManifestStore }) {}

  async create(principal: Principal, capabilityId: string, input: VersionInput): Promise<Version> {
    if ((input.manifestHash === undefined) === (input.manifest === undefined))
      throw new PlatformError("VALIDATION_ERROR", "Give exactly one of manifestHash or manifest", [
        { path: "/manifestHash", message: "exactly one of manifestHash or manifest is required" },
      ]);
    const now = isoNow(this.deps.clock);
    return this.deps.db.transaction(async (tx) => {
      // Locking the capability serializes version numbering.
      if (!(await this.#store.lockCapability(tx, principal.orgId, capabilityId)))
        throw notFound("capability", capabilityId);
      let manifestHash: string;
      if (input.manifest !== undefined) {
        manifestHash = (await this.deps.manifests.putIn(tx, principal, input.manifest)).hash;
      } else {
        manifestHash = input.manifestHash!;
        if (!(await this.deps.manifests.exists(tx, principal.orgId, manifestHash)))
          throw manifestNotFound(manifestHash);
      }
      const next = await this.#store.nextNumber(tx, capabilityId);
      const version: Version = {
        id: createId(this.deps.clock()),
        capabilityId,
        number: next,
        manifestHash,
        notes: input.notes ?? "",
        createdBy: principal.actor,
        createdAt: now,
      };
      await this.#store.insert(tx, principal.orgId, version);
      await this.deps.audit.append(tx, {
        actor: principal.actor,
        orgId: principal.orgId,
        action: "version.create",
        resource: `version:${version.id}`,
        details: { capabilityId, number: version.number, manifestHash },
      });
      return version;
    });
  }

  async list(orgId: string, capabilityId: string, page: PageRequest): Promise<Page<Version>> {
    if (!(await this.#store.capabilityExists(this.deps.db, orgId, capabilityId)))
      throw notFound("capability", capabilityId);
    return pageOf(await this.#store.list(this.deps.db, orgId, capabilityId, page), page.limit);
  }

  async get(orgId: string, id: string): Promise<Version> {
    const version = await this.#store.find(this.deps.db, orgId, id);
    if (!version) throw notFound("version", id);
    return version;
  }
}
