export {
  buildApp,
  buildServices,
  type PlatformDeps,
  type PlatformServices,
  SERVICE_NAME,
  SERVICE_VERSION,
} from "./app.js";
export { type AuditEntry, type AuditFrame, frameHash, GENESIS_HASH } from "./audit/audit-frame.js";
export { AuditLog, type Verification } from "./audit/audit-log.js";
export { type Checkpoint, CheckpointSigner, type SignedCheckpoint } from "./audit/checkpoint-signer.js";
export { type PromptConfig, promptConfigSchema, readPromptConfig } from "./config.js";
export type { Database, Queryable } from "./db/database.js";
export { openDatabase } from "./db/open-database.js";
export { type ErrorCode, ErrorStatus, PlatformError } from "./errors.js";
export type { Principal } from "./tenancy/principal.js";
export { can, PERMISSIONS, type Permission, ROLES, type Role } from "./tenancy/roles.js";
