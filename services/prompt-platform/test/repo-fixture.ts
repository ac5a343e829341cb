import { expect } from "vitest";
import type { Database } from "../src/db/database.js";
import { signerFor } from "./delivery-fixtures.js";
import {
  type Backend,
  call,
  type RunningPlatform,
  type SeededOrg,
  seedOrg,
  startPlatform,
} from "./harness.js";

/** A user's registered Ed25519 signing key, which prepares, signs and posts commits. */
export type Signer = Awaited<ReturnType<typeof signerFor>>;

/** What the repository tests share: the platform, two organisations and a workspace to hold repositories. */
export interface RepoRig {
  db: Database;
  p: RunningPlatform;
  org: SeededOrg;
  /** A second organisation, which must reach nothing of `org`'s. */
  other: SeededOrg;
  /** `org`'s workspace that every `newRepo` goes into. */
  workspaceId: string;
  dev: Signer;
  dev2: Signer;
  /** A new repository in `workspaceId`, created by `org.dev`. */
  newRepo(name?: string): Promise<string>;
  /** The commit a branch points at, as `org.viewer` reads it. */
  head(repoId: string, name: string): Promise<string | undefined>;
  close(): Promise<void>;
}

/** The platform with authentication on, over a fresh database of the backend. */
export async function openRepoRig(backend: Backend): Promise<RepoRig> {
  const { db, drop } = await backend.open();
  const p = await startPlatform(db, { PLATFORM_AUTH: "true" });
  const org = await seedOrg(p.services, "repo");
  const other = await seedOrg(p.services, "repo-other");
  const workspaceId = (
    await call(p.url, "POST", "/api/workspaces", { key: org.dev.key, body: { name: "prompts" } })
  ).body.id;
  const dev = await signerFor(p.url, org.dev);
  const dev2 = await signerFor(p.url, org.dev2);

  const newRepo = async (name = `repo-${Math.random().toString(36).slice(2)}`) => {
    const r = await call(p.url, "POST", "/api/repos", { key: org.dev.key, body: { workspaceId, name } });
    expect(r.status).toBe(201);
    return r.body.id as string;
  };
  const head = async (repoId: string, name: string) =>
    (await call(p.url, "GET", `/api/repos/${repoId}/branches`, { key: org.viewer.key })).body.items.find(
      (b: { name: string }) => b.name === name,
    )?.commitId as string | undefined;

  return {
    db,
    p,
    org,
    other,
    workspaceId,
    dev,
    dev2,
    newRepo,
    head,
    close: async () => {
      await p.close();
      await drop();
    },
  };
}
