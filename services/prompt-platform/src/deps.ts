import type { AuditLog } from "./audit/audit-log.js";
import type { Database } from "./db/database.js";

/** What every domain service is given (named, never positional). */
export interface ServiceDeps {
  db: Database;
  audit: AuditLog;
  clock: () => number;
}

export const isoNow = (clock: () => number) => new Date(clock()).toISOString();
