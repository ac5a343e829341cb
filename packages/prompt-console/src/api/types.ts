/** The platform's resources as the console reads them (docs/prompt-platform.md, GET /api/openapi.json). */

export type Role = "owner" | "admin" | "developer" | "viewer";
export const ROLE_ORDER: readonly Role[] = ["viewer", "developer", "admin", "owner"];

/** Whether `role` holds at least `least` (owner > admin > developer > viewer). */
export const atLeast = (role: Role, least: Role): boolean =>
  ROLE_ORDER.indexOf(role) >= ROLE_ORDER.indexOf(least);

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface Me {
  user: { id: string; name: string; email: string } | null;
  org: { id: string; name: string };
  role: Role;
  via: "session" | "api_key" | "svid" | "dev_headers";
  memberships: { orgId: string; orgName: string; role: Role }[];
}

export interface Workspace {
  id: string;
  name: string;
  description: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

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
  activeReleaseId: string | null;
}

export interface Version {
  id: string;
  capabilityId: string;
  number: number;
  manifestHash: string;
  notes: string;
  createdBy: string;
  createdAt: string;
}

export interface StoredManifest {
  hash: string;
  sizeBytes: number;
  createdAt: string;
  manifest: Record<string, unknown>;
}

export const RELEASE_STATES = [
  "draft",
  "pending_approval",
  "approved",
  "active",
  "superseded",
  "rolled_back",
  "cancelled",
] as const;
export type ReleaseState = (typeof RELEASE_STATES)[number];

export interface Approval {
  userId: string;
  comment: string;
  createdAt: string;
}

export interface Release {
  id: string;
  capabilityId: string;
  versionId: string;
  versionNumber: number;
  manifestHash: string;
  state: ReleaseState;
  notes: string;
  createdBy: string;
  creatorUserId: string | null;
  createdAt: string;
  updatedAt: string;
  activatedAt: string | null;
  approvals: Approval[];
  approvalCount: number;
  approvalsRequired: number;
}

export interface Member {
  userId: string;
  name: string;
  email: string;
  role: Role;
  joinedAt: string;
}

export interface ApiKey {
  id: string;
  name: string;
  role: Role;
  userId: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface AuditVerification {
  valid: boolean;
  frameCount: number;
  lastHash: string;
  brokenAt?: number;
}

export interface AuditState {
  frameCount: number;
  lastHash: string;
  checkpoint: {
    checkpoint: { frameCount: number; lastHash: string; signedAt: string };
    signature: string;
    keyId: string;
  };
  publicKeyPem: string;
}

export interface AuditFrame {
  sequence: number;
  timestamp: string;
  actor: string;
  orgId: string | null;
  action: string;
  resource: string;
  details: Record<string, unknown>;
  previousHash: string;
  hash: string;
}
