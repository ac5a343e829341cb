#!/usr/bin/env node
// Runs every workspace's Vitest project in one run and ends with a plain summary line
// ("tests: N passed, N failed, N skipped") that CI and people can read at a glance.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { root } from "./workspaces.mjs";

const resultsFile = join(root, ".vitest-results.json");
rmSync(resultsFile, { force: true });
const run = spawnSync(
  "npx",
  [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${resultsFile}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: "inherit", env: process.env },
);

let summary;
try {
  const r = JSON.parse(readFileSync(resultsFile, "utf8"));
  const skipped = r.numPendingTests + r.numTodoTests;
  summary = {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped,
    // A file that failed with no test result failed to load or to collect (numFailedTestSuites
    // also counts every describe block holding a failed test, which is not the same).
    suitesFailed: r.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0)
      .length,
  };
} catch {
  summary = undefined;
}

console.log("");
if (!summary) {
  console.log("tests: 0 passed, 1 failed (the test runner produced no results)");
  process.exit(run.status || 1);
}
console.log(`tests: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`);
if (summary.suitesFailed > 0) console.log(`test files that failed to run: ${summary.suitesFailed}`);
const failed = run.status !== 0 || summary.failed > 0 || summary.suitesFailed > 0 || summary.passed === 0;
process.exit(failed ? run.status || 1 : 0);
