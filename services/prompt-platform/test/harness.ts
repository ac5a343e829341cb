import type { AddressInfo } from "node:net";
import { buildApp, type PlatformServices } from "../src/app.js";
import { CheckpointSigner } from "../src/audit/checkpoint-signer.js";
import { readPromptConfig } from "../src/config.js";
import type { Database } from "../src/db/database.js";
import { runMigrations } from "../src/db/migrate.js";
import { PgliteDatabase } from "../src/db/pglite-database.js";
import { PostgresDatabase } from "../src/db/postgres-database.js";
import type { Principal } from "../src/tenancy/principal.js";
import type { Role } from "../src/tenancy/roles.js";

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl && process.env.CI === "true") throw new Error("TEST_DATABASE_URL must be set in CI");
if (!pgUrl) console.warn("TEST_DATABASE_URL unset: prompt-platform tests run on PGlite only");

export interface Backend {
  name: "pglite" | "postgres";
  /** A migrated, empty database of its own; `drop` removes it. */
  open(): Promise<{ db: Database; drop: () => Promise<void> }>;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (a fresh schema per call). */
export const BACKENDS: Backend[] = [
  {
    name: "pglite",
    async open() {
      const db = await PgliteDatabase.open();
      await runMigrations(db);
      return { db, drop: () => db.close() };
    },
  },
  ...(pgUrl
    ? [
        {
          name: "postgres" as const,
          async open() {
            const schema = `pp_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
            const admin = new PostgresDatabase({ connectionString: pgUrl });
            await admin.query(`CREATE SCHEMA ${schema}`);
            const db = new PostgresDatabase({ connectionString: pgUrl, schema, max: 20 });
            await runMigrations(db);
            return {
              db,
              drop: async () => {
                await db.close();
                await admin.query(`DROP SCHEMA ${schema} CASCADE`);
                await admin.close();
              },
            };
          },
        },
      ]
    : []),
];

export interface RunningPlatform {
  url: string;
  routes: { method: string; url: string }[];
  services: PlatformServices;
  signer: CheckpointSigner;
  close(): Promise<void>;
}

/** The platform over a real socket on a free port, on the given database (which it does not close). */
export async function startPlatform(
  db: Database,
  env: Record<string, string> = {},
  clock?: () => number,
): Promise<RunningPlatform> {
  // Seeded members are seconds old: the membership-age rule (24 h by default with PLATFORM_AUTH) is off
  // unless a test sets it; the sock-puppet test does.
  const config = readPromptConfig({
    DATABASE_URL: "memory:",
    LOG_LEVEL: "error",
    PLATFORM_APPROVER_MIN_MEMBERSHIP_HOURS: "0",
    ...env,
  });
  const signer = CheckpointSigner.generate();
  const { app, services, routes } = await buildApp({ config, db, signer, ...(clock ? { clock } : {}) });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, routes, services, signer, close: () => app.close() };
}

export interface SeededUser {
  id: string;
  role: Role;
  key: string;
  principal: Principal;
}

export interface SeededOrg {
  orgId: string;
  owner: SeededUser;
  admin: SeededUser;
  dev: SeededUser;
  dev2: SeededUser;
  viewer: SeededUser;
}

let seq = 0;

/** An organisation with one user of each role (plus a second developer), each with an API key. */
export async function seedOrg(services: PlatformServices, label = "org"): Promise<SeededOrg> {
  const n = `${label}-${process.pid}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;
  const { org, userId } = await services.members.createOrg({
    name: n,
    owner: { name: `owner ${n}`, email: `owner-${n}@example.test` },
  });
  const principalFor = (id: string, role: Role): Principal => ({
    orgId: org.id,
    role,
    userId: id,
    actor: `user:${id}`,
    via: "dev_headers",
  });
  const ownerPrincipal = principalFor(userId, "owner");
  const make = async (id: string, role: Role): Promise<SeededUser> => {
    const principal = principalFor(id, role);
    const { secret } = await services.apiKeys.create(principal, { name: `${role} key` });
    return { id, role, key: secret, principal };
  };
  const add = async (role: Role, tag: string) => {
    const m = await services.members.add(ownerPrincipal, {
      name: `${tag} ${n}`,
      email: `${tag}-${n}@example.test`,
      role,
    });
    return make(m.userId, role);
  };
  return {
    orgId: org.id,
    owner: await make(userId, "owner"),
    admin: await add("admin", "admin"),
    dev: await add("developer", "dev"),
    dev2: await add("developer", "dev2"),
    viewer: await add("viewer", "viewer"),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: tests read reply bodies loosely and assert on them
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** fetch with JSON in and out. */
// biome-ignore lint/suspicious/noExplicitAny: as above
export async function call<T = any>(
  base: string,
  method: string,
  path: string,
  opts: { key?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.key) headers.authorization = `Bearer ${opts.key}`;
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (metrics)
  }
  return { status: res.status, body: body as T, headers: res.headers };
}
