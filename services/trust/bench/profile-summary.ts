/**
 * A V8 .cpuprofile summarised as Markdown: the functions with the most self time and the most
 * inclusive time, as shares of the busy (non-idle) samples, so a report shows where CPU went
 * without opening the profile.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const IDLE = new Set(["(idle)", "(program)"]);

export interface SummaryOptions {
  /** Milliseconds since the profile started whose samples count (the caller measures from spawn). */
  window?: { fromMs: number; toMs: number };
  /** Requests served in the window, for the CPU time per request. */
  requests?: number;
  rows?: number;
}

export function profileSummary(
  profile: CpuProfile,
  { window = { fromMs: 0, toMs: Number.POSITIVE_INFINITY }, requests, rows = 15 }: SummaryOptions = {},
): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n: ProfileNode) => {
    const file = n.callFrame.url
      .replace(/^.*\/node_modules\//, "")
      .replace(/^.*\/(services|packages)\//, "$1/");
    return `${n.callFrame.functionName || "(anonymous)"} ${file || "(native)"}:${n.callFrame.lineNumber + 1}`;
  };
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  let at = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const dt = profile.timeDeltas[i] ?? 0;
    at += dt;
    if (at < window.fromMs * 1000 || at > window.toMs * 1000) return;
    if (!node || IDLE.has(node.callFrame.functionName)) return;
    busy += dt;
    self.set(label(node), (self.get(label(node)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const key = label(byId.get(cur)!);
      if (seen.has(key) || key.startsWith("(root)")) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
    }
  });
  const table = (title: string, m: Map<string, number>) => [
    `| ${title} | share of busy CPU |`,
    "|---|---|",
    ...[...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows)
      .map(([k, t]) => `| \`${k}\` | ${((100 * t) / Math.max(busy, 1)).toFixed(1)}% |`),
  ];
  return [
    `Busy CPU during the run: ${(busy / 1e6).toFixed(2)} s${requests ? `, ${(busy / 1e3 / requests).toFixed(2)} ms a request (${requests} requests)` : ""}.`,
    "",
    ...table("self time", self),
    "",
    ...table("inclusive time", inclusive),
  ].join("\n");
}
