import type { Database } from "./database.js";

/**
 * The readiness route's view of the database (ops-routes' DatabaseProbe): which one it is, and a ping
 * that resolves when it answers a statement and rejects with the driver's error when it does not.
 */
export const databaseProbe = (db: Database) => ({
  kind: db.kind,
  async ping(): Promise<void> {
    await db.query("SELECT 1");
  },
});
