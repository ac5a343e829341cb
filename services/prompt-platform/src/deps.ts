import type { AuditLog } from "./audit/audit-log.js";
import type { Database, Queryable } from "./db/database.js";

/** What every domain service is given (named, never positional). */
export interface ServiceDeps {
  db: Database;
  audit: AuditLog;
  clock: () => number;
}

export const isoNow = (clock: () => number) => new Date(clock()).toISOString();

/**
 * The connection or open transaction a store runs its statements on: services only pass it along,
 * deciding which store calls are one transaction, and never write SQL themselves.
 */
export type Tx = Queryable;
