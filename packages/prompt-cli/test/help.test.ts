import type { Command } from "commander";
import { describe, expect, it } from "vitest";
import { buildProgram } from "../src/index.js";
import { promptctl, type Run } from "./promptctl.js";

/** Every command path of the tree, e.g. ["release", "approve"]. */
function commandPaths(command: Command, prefix: string[] = []): string[][] {
  return command.commands
    .filter((c) => c.name() !== "help")
    .flatMap((c) => {
      const path = [...prefix, c.name()];
      return [path, ...commandPaths(c, path)];
    });
}

const silent = { write: () => true };
const PATHS = commandPaths(buildProgram({ stdin: process.stdin, stdout: silent, stderr: silent, env: {} }));

/** Runs at most `width` children at once (the machine has two cores). */
async function limited<T>(tasks: (() => Promise<T>)[], width = 4): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

describe("promptctl --help", () => {
  it("covers the commands the issue asks for", () => {
    const names = PATHS.map((p) => p.join(" "));
    for (const required of [
      "login",
      "repos list",
      "eval gate",
      "release get",
      "release approve",
      "release list",
      "manifest scan",
      "workspaces list",
      "execution run",
    ])
      expect(names).toContain(required);
  });

  it("prints usage and exits 0 for the program and for every command", async () => {
    const runs: Run[] = await limited([
      () => promptctl(["--help"]),
      ...PATHS.map((p) => () => promptctl([...p, "--help"])),
    ]);
    expect(runs[0]!.code).toBe(0);
    expect(runs[0]!.stdout).toContain("Usage: promptctl [options] [command]");
    PATHS.forEach((path, i) => {
      const run = runs[i + 1]!;
      expect(run.code, path.join(" ")).toBe(0);
      expect(run.stderr).toBe("");
      expect(run.stdout).toMatch(
        new RegExp(`^Usage: promptctl ${path.map((p) => `${p}(\\|\\w+)?`).join(" ")} `),
      );
      // every command lists the global options, --json among them
      expect(run.stdout).toContain("--json");
    });
    // Every command that changes something has --dry-run: all but the groups and these reads.
    const reads = new Set([
      "whoami",
      "workspaces list",
      "workspaces get",
      "repos list",
      "release list",
      "release get",
      "eval runs",
      "execution get",
      "execution replays",
      "manifest get",
    ]);
    const groups = new Set(
      PATHS.filter((p) => PATHS.some((q) => q.length > p.length && q[0] === p[0])).map((p) => p.join(" ")),
    );
    const mutating = PATHS.map((p) => p.join(" ")).filter((name) => !reads.has(name) && !groups.has(name));
    expect(mutating).toEqual(
      expect.arrayContaining(["login", "release approve", "eval gate", "manifest scan"]),
    );
    for (const name of mutating) {
      const i = PATHS.findIndex((p) => p.join(" ") === name);
      expect(runs[i + 1]!.stdout, name).toContain("--dry-run");
    }
  });

  it("exits 2 with a usage error on stderr for unknown commands, options and missing arguments", async () => {
    const [unknown, option, missing, badLimit, none] = await limited([
      () => promptctl(["relase", "get", "x"]),
      () => promptctl(["release", "get", "x", "--frobnicate"]),
      () => promptctl(["release", "approve"]),
      () => promptctl(["release", "list", "--limit", "500"]),
      () => promptctl([]),
    ]);
    for (const run of [unknown, option, missing, badLimit, none]) {
      expect(run!.code).toBe(2);
      expect(run!.stdout).toBe("");
    }
    expect(unknown!.stderr).toContain("error: unknown command 'relase'");
    expect(option!.stderr).toContain("error: unknown option '--frobnicate'");
    expect(missing!.stderr).toContain("error: missing required argument 'release-id'");
    expect(badLimit!.stderr).toContain("must be an integer from 1 to 200");
    expect(none!.stderr).toContain("Usage: promptctl");
  });
});
