// Self and inclusive time per function of a V8 CPU profile (`node --cpu-prof`), counted only in
// samples under the function named `root` (default: the whole profile), as shares of those samples.
// A function that calls itself counts once per sample. Regular expressions show as `RegExp: ...`
// where V8 runs them as native code; an interpreted one counts as its caller's self time.
// Usage: node --import tsx bench/cpu-profile-summary.ts <file.cpuprofile> [root] [rows, default 50]
import { readFileSync } from "node:fs";

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string };
  readonly children?: readonly number[];
}

const [file, root, rowsArg] = process.argv.slice(2);
if (!file) throw new Error("usage: cpu-profile-summary.ts <file.cpuprofile> [root function] [rows]");
const profile = JSON.parse(readFileSync(file, "utf8")) as { nodes: ProfileNode[]; samples: number[] };
const rows = Number(rowsArg ?? 50);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n: ProfileNode) => {
  const f = n.callFrame;
  const where = f.url.split("/").pop();
  return `${(f.functionName || "(anonymous)").slice(0, 100)}${where ? ` ${where}` : ""}`;
};

const samplesAt = new Map<number, number>();
for (const id of profile.samples) samplesAt.set(id, (samplesAt.get(id) ?? 0) + 1);
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
for (const [id, count] of samplesAt) {
  const stack: ProfileNode[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at)!);
  const rootAt = root ? stack.findIndex((n) => n.callFrame.functionName === root) : stack.length - 1;
  if (rootAt < 0) continue;
  total += count;
  const under = stack.slice(0, rootAt + 1);
  self.set(name(under[0]!), (self.get(name(under[0]!)) ?? 0) + count);
  for (const key of new Set(under.map(name))) inclusive.set(key, (inclusive.get(key) ?? 0) + count);
}

const table = (counts: Map<string, number>) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([key, count]) => `${((100 * count) / total).toFixed(1).padStart(6)}%  ${key}`)
    .join("\n");
console.log(
  `${total} samples${root ? ` under ${root}` : ""}\n\nINCLUSIVE\n${table(inclusive)}\n\nSELF\n${table(self)}`,
);
