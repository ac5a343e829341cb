// Where a module runs from: its TypeScript source (tsx, Vitest: development and tests) or the
// compiled JavaScript in its package's dist/ (`npm run build`, production). Files that sit beside
// the sources (public pages, worker entries, sibling packages) are one directory further away from
// the compiled module, so paths are taken from the package directory, which both share.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** True when `moduleUrl` (a module's `import.meta.url`) is a TypeScript source file. */
export function runsFromSource(moduleUrl: string): boolean {
  return /\.[cm]?tsx?$/.test(new URL(moduleUrl).pathname);
}

/** The nearest directory above the module that holds a package.json: its package, src and dist alike. */
export function packageDirOf(moduleUrl: string): string {
  for (let dir = dirname(fileURLToPath(moduleUrl)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${moduleUrl}`);
  }
}
