/**
 * The platform's resources as the console reads them: every type comes from @platform/prompt-client,
 * which generates them from the platform's OpenAPI document (GET /api/openapi.json), so a change of
 * the API shows up here as a type error. Type-only: nothing of the client reaches the bundle.
 */
import type { Me, Release, ReleaseState, ResponseOf } from "@platform/prompt-client";

export type {
  AuditState,
  AuditVerification,
  Capability,
  Me,
  Page,
  Project,
  Release,
  ReleaseState,
  StoredManifest,
  Version,
  Workspace,
} from "@platform/prompt-client";

export type Role = Me["role"];
export const ROLE_ORDER: readonly Role[] = ["viewer", "developer", "admin", "owner"];

/** Whether `role` holds at least `least` (owner > admin > developer > viewer). */
export const atLeast = (role: Role, least: Role): boolean =>
  ROLE_ORDER.indexOf(role) >= ROLE_ORDER.indexOf(least);

/** Every release state, in the order the console lists them (checked complete against the API). */
export const RELEASE_STATES = [
  "draft",
  "pending_approval",
  "approved",
  "active",
  "superseded",
  "rolled_back",
  "cancelled",
] as const satisfies readonly ReleaseState[];
// A state the API gains and this list lacks fails the build here.
const everyState: Exclude<ReleaseState, (typeof RELEASE_STATES)[number]> extends never ? true : never = true;
void everyState;

export type Approval = Release["approvals"][number];
export type Member = ResponseOf<"/api/members", "get">["items"][number];
export type ApiKey = ResponseOf<"/api/api-keys", "get">["items"][number];
export type AuditFrame = ResponseOf<"/api/audit/frames", "get">["items"][number];
