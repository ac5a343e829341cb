import { defineProject } from "vitest/config";

// The repository's own scripts: `npm start` and the README's quickstart, tested end to end.
export default defineProject({
  test: { name: "@platform/scripts", include: ["*.test.ts"], testTimeout: 300_000, hookTimeout: 300_000 },
});
