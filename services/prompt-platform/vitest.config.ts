import { defineProject } from "vitest/config";

export default defineProject({
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"] } },
  test: {
    name: "@platform/prompt-platform",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 30_000,
    // Opening and migrating a PGlite database takes seconds alone, and much longer on a loaded 2-core runner.
    hookTimeout: 120_000,
  },
});
