import { canonicalHash, canonicalJson } from "@platform/service-kit";
import { iso, type Queryable } from "../db/database.js";
import { isoNow, type ServiceDeps } from "../deps.js";
import { PlatformError } from "../errors.js";
import type { Principal } from "../tenancy/principal.js";

export interface StoredManifest {
  hash: string;
  sizeBytes: number;
  createdAt: string;
  manifest: Record<string, unknown>;
}

export const manifestNotFound = (hash: string) =>
  new PlatformError("MANIFEST_NOT_FOUND", `Manifest ${hash} is not in the content-addressed store`);

/**
 * Content-addressed manifests: the key is sha256 of the canonical JSON, so storing the same document
 * twice (whatever its key order) is one row. Per organisation, so a hash is no cross-tenant oracle.
 */
export class ManifestStore {
  constructor(private readonly deps: ServiceDeps) {}

  async put(
    principal: Principal,
    manifest: Record<string, unknown>,
  ): Promise<StoredManifest & { created: boolean }> {
    const { hash, created } = await this.deps.db.transaction((tx) => this.putIn(tx, principal, manifest));
    return { ...(await this.get(principal.orgId, hash)), created };
  }

  /** Stores inside the caller's transaction; only a new row is audited (nothing else changed). */
  async putIn(
    tx: Queryable,
    principal: Principal,
    manifest: Record<string, unknown>,
  ): Promise<{ hash: string; created: boolean }> {
    const body = canonicalJson(manifest);
    const hash = canonicalHash(manifest);
    const sizeBytes = Buffer.byteLength(body);
    const inserted = await tx.query(
      `INSERT INTO manifests (org_id, hash, body, size_bytes, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (org_id, hash) DO NOTHING RETURNING hash`,
      [principal.orgId, hash, body, sizeBytes, principal.actor, isoNow(this.deps.clock)],
    );
    if (inserted.length === 0) return { hash, created: false };
    await this.deps.audit.append(tx, {
      actor: principal.actor,
      orgId: principal.orgId,
      action: "manifest.store",
      resource: `manifest:${hash}`,
      details: { sizeBytes },
    });
    return { hash, created: true };
  }

  async exists(tx: Queryable, orgId: string, hash: string): Promise<boolean> {
    return (
      (await tx.query("SELECT 1 FROM manifests WHERE org_id = $1 AND hash = $2", [orgId, hash])).length > 0
    );
  }

  async get(orgId: string, hash: string): Promise<StoredManifest> {
    const [row] = await this.deps.db.query<{
      hash: string;
      body: string;
      size_bytes: number;
      created_at: Date;
    }>("SELECT hash, body, size_bytes, created_at FROM manifests WHERE org_id = $1 AND hash = $2", [
      orgId,
      hash,
    ]);
    if (!row) throw manifestNotFound(hash);
    return {
      hash: row.hash,
      sizeBytes: row.size_bytes,
      createdAt: iso(row.created_at),
      manifest: JSON.parse(row.body),
    };
  }
}
