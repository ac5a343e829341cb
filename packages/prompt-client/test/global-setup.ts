import type { TestProject } from "vitest/node";
import { type SeededOrg, seedOrg, startPlatform } from "./platform-fixture.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The running platform every test file of this project talks to, and a seeded organisation. */
    platform: { url: string; org: SeededOrg };
  }
}

/** One real platform (in-memory PGlite, loopback port) for the whole test run of this package. */
export default async function setup(project: TestProject) {
  const platform = await startPlatform();
  project.provide("platform", { url: platform.url, org: await seedOrg(platform.services) });
  return () => platform.close();
}
