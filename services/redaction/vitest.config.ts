import { defineProject } from "vitest/config";

export default defineProject({
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"] } },
  test: {
    name: "@platform/redaction-service",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 30_000,
    // Starting a service with worker threads loads the engine in each; on a loaded two-core machine
    // that took more than the default 10 s (the root config's 60 s is not inherited by a project).
    hookTimeout: 60_000,
  },
});
