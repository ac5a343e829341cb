import { defineProject } from "vitest/config";

// The repository's own scripts (`npm start`, the README's quickstart, the production install), tested end to end. They start the services on their configured
// ports, so the files of this project run one at a time (fileParallelism: false).
export default defineProject({
  test: {
    name: "@platform/scripts",
    include: ["*.test.ts"],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
