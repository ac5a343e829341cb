import { iso, type Queryable } from "../db/database.js";
import type { PageRequest } from "../page.js";

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

/** The SQL of versions (a trigger refuses UPDATE and DELETE of one). */
export class VersionStore {
  async capabilityExists(q: Queryable, orgId: string, capabilityId: string): Promise<boolean> {
    const rows = await q.query("SELECT 1 FROM capabilities WHERE org_id = $1 AND id = $2", [
      orgId,
      capabilityId,
    ]);
    return rows.length > 0;
  }

  /** Locks the capability FOR UPDATE, which serializes its version numbering; false when there is none. */
  async lockCapability(tx: Queryable, orgId: string, capabilityId: string): Promise<boolean> {
    const rows = await tx.query("SELECT 1 FROM capabilities WHERE org_id = $1 AND id = $2 FOR UPDATE", [
      orgId,
      capabilityId,
    ]);
    return rows.length > 0;
  }

  /** The capability's next version number (1 for the first); ask under lockCapability. */
  async nextNumber(tx: Queryable, capabilityId: string): Promise<number> {
    const [{ next }] = (await tx.query<{ next: number }>(
      "SELECT coalesce(max(number), 0)::int + 1 AS next FROM versions WHERE capability_id = $1",
      [capabilityId],
    )) as [{ next: number }];
    return next;
  }

  async insert(tx: Queryable, orgId: string, v: Version): Promise<void> {
    await tx.query(`INSERT INTO versions (${COLUMNS}, org_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [
      v.id,
      v.capabilityId,
      v.number,
      v.manifestHash,
      v.notes,
      v.createdBy,
      v.createdAt,
      orgId,
    ]);
  }

  async list(q: Queryable, orgId: string, capabilityId: string, page: PageRequest): Promise<Version[]> {
    const rows = await q.query<VersionRow>(
      `SELECT ${COLUMNS} FROM versions WHERE org_id = $1 AND capability_id = $2 AND id > $3 ORDER BY id LIMIT $4`,
      [orgId, capabilityId, page.cursor ?? "", page.limit + 1],
    );
    return rows.map(toVersion);
  }

  async find(q: Queryable, orgId: string, id: string): Promise<Version | undefined> {
    const [row] = await q.query<VersionRow>(`SELECT ${COLUMNS} FROM versions WHERE org_id = $1 AND id = $2`, [
      orgId,
      id,
    ]);
    return row && toVersion(row);
  }
}
