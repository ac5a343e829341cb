import type { TestProject } from "vitest/node";
import { type SeededOrg, seedOrg, startPlatform } from "../../prompt-client/test/platform-fixture.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The running platform promptctl talks to in these tests, and a seeded organisation. */
    platform: { url: string; org: SeededOrg };
  }
}

/** One real platform (in-memory PGlite, loopback port) for every promptctl test of the run. */
export default async function setup(project: TestProject) {
  const platform = await startPlatform();
  project.provide("platform", { url: platform.url, org: await seedOrg(platform.services) });
  return () => platform.close();
}
