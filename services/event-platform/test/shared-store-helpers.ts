import { join } from "node:path";
import pg from "pg";
import { afterAll, afterEach } from "vitest";
import type { PayoutPort } from "../src/services/lending/loan-disbursement-saga.js";
import { loanDisbursementSaga } from "../src/services/lending/loan-disbursement-saga.js";
import { PostgresBusinessStore } from "../src/store/postgres-business-store.js";
import { tempDir } from "./helpers.js";
import { type ConfigPatch, lendingRuntime } from "./lending-helpers.js";

/**
 * The business store in PostgreSQL shared by hosts (decisions 0030, 0036), for one test file: needs
 * TEST_DATABASE_URL (the file's tests are skipped with a message without it, and fail in CI). Each
 * test takes a schema of its own, dropped after the file; what a test starts is stopped after it.
 */
export function sharedStoreFixture(file: string) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl && process.env.CI === "true") throw new Error("TEST_DATABASE_URL must be set in CI");
  if (!pgUrl) console.warn(`${file}: TEST_DATABASE_URL unset, skipping`);
  const stops: Array<() => Promise<void>> = [];
  const schemas: string[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });
  afterAll(async () => {
    if (!pgUrl || schemas.length === 0) return;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  });

  function freshSchema(): string {
    const schema = `ep_shared_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    schemas.push(schema);
    return schema;
  }

  async function openStore(schema = freshSchema(), url = pgUrl!) {
    const store = await PostgresBusinessStore.open({ url, schema });
    stops.push(() => store.close());
    return store;
  }

  /**
   * A host: a runtime with the given services, a store file of its own and the business store in
   * `schema` (`shared: false`: none, its business store is its own file).
   */
  async function host(
    services: string[],
    schema: string,
    { payout, shared = true, patch }: { payout?: PayoutPort; shared?: boolean; patch?: ConfigPatch } = {},
  ) {
    const t = await lendingRuntime(services, {
      sagas: (deps) => [loanDisbursementSaga({ ...deps, ...(payout ? { payout } : {}) })],
      patch: (c) => {
        c.store.path = join(tempDir(), "own.db");
        c.store.shared_url = shared ? pgUrl! : "";
        c.store.shared_schema = schema;
        patch?.(c);
      },
    });
    stops.push(() => t.runtime.stop());
    return t;
  }

  /** Two hosts on one fresh schema: A runs `services`, B `servicesB` (the same by default). */
  async function twoHosts(
    services: string[],
    {
      servicesB = services,
      ...options
    }: { servicesB?: string[]; payout?: PayoutPort; shared?: boolean; patch?: ConfigPatch } = {},
  ) {
    const schema = freshSchema();
    return [await host(services, schema, options), await host(servicesB, schema, options)] as const;
  }

  return { pgUrl, stops, freshSchema, openStore, host, twoHosts };
}
