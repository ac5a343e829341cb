import { iso } from "../db/database.js";
import { isoNow, type ServiceDeps } from "../deps.js";
import { notFound, PlatformError } from "../errors.js";
import { createId } from "../ids.js";
import { type Page, type PageRequest, pageOf } from "../page.js";
import type { Principal } from "../tenancy/principal.js";
import { type ManifestStore, manifestNotFound } from "./manifest-store.js";

/** An immutable snapshot of a capability: a number and the manifest it points at. */
export interface Version {
  id: string;
  capabilityId: string;
  number: number;
  manifestHash: string;
  notes: string;
  createdBy: string;
  createdAt: string;
}

export interface VersionInput {
  manifestHash?: string | undefined;
  manifest?: Record<string, unknown> | undefined;
  notes?: string | undefined;
}

interface VersionRow {
  id: string;
  capability_id: string;
  number: number;
  manifest_hash: string;
  notes: string;
  created_by: string;
  created_at: Date | string;
}

const COLUMNS = "id, capability_id, number, manifest_hash, notes, created_by, created_at";
const toVersion = (r: VersionRow): Version => ({
  id: r.id,
  capabilityId: r.capability_id,
  number: r.number,
  manifestHash: r.manifest_hash,
  notes: r.notes,
  createdBy: r.created_by,
  createdAt: iso(r.created_at),
});

/** Versions are numbered 1, 2, … per capability and never change (a trigger refuses UPDATE/DELETE). */
export class VersionService {
  constructor(private readonly deps: ServiceDeps & { manifests: ManifestStore }) {}

  async create(principal: Principal, capabilityId: string, input: VersionInput): Promise<Version> {
    if ((input.manifestHash === undefined) === (input.manifest === undefined))
      throw new PlatformError("VALIDATION_ERROR", "Give exactly one of manifestHash or manifest", [
        { path: "/manifestHash", message: "exactly one of manifestHash or manifest is required" },
      ]);
    const now = isoNow(this.deps.clock);
    return this.deps.db.transaction(async (tx) => {
      // Locking the capability serializes version numbering.
      const parent = await tx.query("SELECT 1 FROM capabilities WHERE org_id = $1 AND id = $2 FOR UPDATE", [
        principal.orgId,
        capabilityId,
      ]);
      if (parent.length === 0) throw notFound("capability", capabilityId);
      let manifestHash: string;
      if (input.manifest !== undefined) {
        manifestHash = (await this.deps.manifests.putIn(tx, principal, input.manifest)).hash;
      } else {
        manifestHash = input.manifestHash!;
        if (!(await this.deps.manifests.exists(tx, principal.orgId, manifestHash)))
          throw manifestNotFound(manifestHash);
      }
      const [{ next }] = (await tx.query<{ next: number }>(
        "SELECT coalesce(max(number), 0)::int + 1 AS next FROM versions WHERE capability_id = $1",
        [capabilityId],
      )) as [{ next: number }];
      const version: Version = {
        id: createId(this.deps.clock()),
        capabilityId,
        number: next,
        manifestHash,
        notes: input.notes ?? "",
        createdBy: principal.actor,
        createdAt: now,
      };
      await tx.query(`INSERT INTO versions (${COLUMNS}, org_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [
        version.id,
        capabilityId,
        version.number,
        manifestHash,
        version.notes,
        principal.actor,
        now,
        principal.orgId,
      ]);
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
    const parent = await this.deps.db.query("SELECT 1 FROM capabilities WHERE org_id = $1 AND id = $2", [
      orgId,
      capabilityId,
    ]);
    if (parent.length === 0) throw notFound("capability", capabilityId);
    const rows = await this.deps.db.query<VersionRow>(
      `SELECT ${COLUMNS} FROM versions WHERE org_id = $1 AND capability_id = $2 AND id > $3 ORDER BY id LIMIT $4`,
      [orgId, capabilityId, page.cursor ?? "", page.limit + 1],
    );
    return pageOf(rows.map(toVersion), page.limit);
  }

  async get(orgId: string, id: string): Promise<Version> {
    const [row] = await this.deps.db.query<VersionRow>(
      `SELECT ${COLUMNS} FROM versions WHERE org_id = $1 AND id = $2`,
      [orgId, id],
    );
    if (!row) throw notFound("version", id);
    return toVersion(row);
  }
}
