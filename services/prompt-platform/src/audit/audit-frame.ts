import { createHash } from "node:crypto";
import { canonicalHash, canonicalJson } from "@platform/service-kit";

/** previousHash of the first frame. */
export const GENESIS_HASH = "0".repeat(64);

/** What a mutating action records; the log adds sequence, timestamp and the hashes. */
export interface AuditEntry {
  /** "user:<id>", "api_key:<id>", "svid:<spiffe id>" or "system". */
  actor: string;
  orgId: string | null;
  /** dotted verb, e.g. "workspace.create", "release.activate". */
  action: string;
  /** "<kind>:<id>", e.g. "release:0192…". */
  resource: string;
  details: Record<string, unknown>;
}

export interface AuditFrameBody extends AuditEntry {
  sequence: number;
  timestamp: string;
  previousHash: string;
}

export interface AuditFrame extends AuditFrameBody {
  hash: string;
}

/** A frame as stored: details as the canonical JSON text it was hashed with. */
export interface StoredFrame {
  sequence: number;
  timestamp: string;
  actor: string;
  orgId: string | null;
  action: string;
  resource: string;
  detailsJson: string;
  previousHash: string;
  hash: string;
}

/** The formula: hash = sha256(canonicalJson({action, actor, details, orgId, previousHash, resource, sequence, timestamp})). */
export function frameHash(body: AuditFrameBody): string {
  return canonicalHash({
    sequence: body.sequence,
    timestamp: body.timestamp,
    actor: body.actor,
    orgId: body.orgId,
    action: body.action,
    resource: body.resource,
    details: body.details,
    previousHash: body.previousHash,
  });
}

/**
 * The same hash as frameHash, computed from a stored row without parsing its details: the row keeps
 * details as canonical JSON text, and the other fields are strings and one integer, so the canonical
 * document can be written out directly (keys in sorted order). Verification of a million frames
 * depends on this being cheap; a property test pins it to frameHash.
 */
export function storedFrameHash(f: StoredFrame): string {
  const text =
    `{"action":${JSON.stringify(f.action)},"actor":${JSON.stringify(f.actor)},"details":${f.detailsJson}` +
    `,"orgId":${JSON.stringify(f.orgId)},"previousHash":${JSON.stringify(f.previousHash)}` +
    `,"resource":${JSON.stringify(f.resource)},"sequence":${f.sequence},"timestamp":${JSON.stringify(f.timestamp)}}`;
  return createHash("sha256").update(text).digest("hex");
}

/** Builds the next frame of a chain whose head is (frameCount, lastHash). */
export function nextFrame(
  head: { frameCount: number; lastHash: string },
  entry: AuditEntry,
  timestamp: string,
): { frame: AuditFrame; detailsJson: string } {
  const body: AuditFrameBody = {
    ...entry,
    sequence: head.frameCount,
    timestamp,
    previousHash: head.lastHash,
  };
  return { frame: { ...body, hash: frameHash(body) }, detailsJson: canonicalJson(entry.details) };
}
