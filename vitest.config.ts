import { defineConfig } from "vitest/config";

// One run over every workspace; each workspace's own vitest.config.ts names it and sets its includes.
export default defineConfig({
  test: {
    projects: ["packages/*", "services/*", "scripts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
