import { defineProject } from "vitest/config";

export default defineProject({
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"] } },
  test: {
    name: "@platform/trust-service",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 30_000,
    // Replica tests start real service processes in beforeAll; on a loaded 2-core machine that
    // took longer than the 10 s default.
    hookTimeout: 60_000,
  },
});
