import { defineProject } from "vitest/config";

export default defineProject({
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"] } },
  test: {
    name: "@platform/redaction-engine",
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "eval/**/*.test.ts"],
    testTimeout: 30_000,
  },
});
