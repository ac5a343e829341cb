// Reads the workspaces of this repository (packages/*, services/*) and their package.json.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const root = new URL("..", import.meta.url).pathname;

export function listWorkspaces() {
  const found = [];
  for (const group of ["packages", "services"]) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      const pkgPath = join(dir, name, "package.json");
      if (!existsSync(pkgPath)) continue;
      found.push({ dir: join(dir, name), pkg: JSON.parse(readFileSync(pkgPath, "utf8")) });
    }
  }
  return found;
}
