import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export interface BenchResultsOptions {
  /** The run's date (today by default): the file is named after its UTC day. */
  date?: Date;
  /** The repository root (found from this module's location by default). */
  root?: string;
}

/**
 * Where a bench writes its report: `bench/results/<name>-<yyyy-mm-dd>.md` at the repository root or,
 * when an earlier run of that day already wrote it (another machine, another commit), the first free
 * `<name>-<yyyy-mm-dd>-<n>.md` from 2 on. A run never overwrites a recorded one.
 */
export function benchResultsFile(
  name: string,
  { date = new Date(), root = repositoryRoot() }: BenchResultsOptions = {},
): string {
  const stem = join(root, "bench", "results", `${name}-${date.toISOString().slice(0, 10)}`);
  if (!existsSync(`${stem}.md`)) return `${stem}.md`;
  for (let n = 2; ; n++) if (!existsSync(`${stem}-${n}.md`)) return `${stem}-${n}.md`;
}

/** The nearest directory above this module whose package.json declares workspaces. */
function repositoryRoot(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && "workspaces" in JSON.parse(readFileSync(manifest, "utf8"))) return dir;
    if (dirname(dir) === dir)
      throw new Error("benchResultsFile: no package.json with workspaces above this module");
  }
}
