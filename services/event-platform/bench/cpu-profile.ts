import { readdirSync, readFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { join } from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  file: string;
  totalMs: number;
  /** Self time by category, largest first. */
  categories: Array<{ name: string; ms: number; share: number }>;
  /** The functions with the most self time. */
  top: Array<{ name: string; where: string; ms: number; share: number }>;
}

/**
 * What a frame's self time is spent on: named after what a reader of the bench cares about
 * (crypto, the store, canonical JSON, HTTP), by the frame's function name and source file.
 */
function categoryOf({ functionName, url }: ProfileNode["callFrame"]): string {
  if (functionName === "(idle)") return "idle";
  if (functionName === "(garbage collector)") return "garbage collection";
  if (functionName === "(program)") return "V8 / native (program)";
  if (
    /node:internal\/(modules|source_map|deps\/cjs-module-lexer)|\/tsx\//.test(url) ||
    functionName === "wrapSafe"
  ) {
    return "module loading (start-up)";
  }
  // Node 20.12+ names the native calls signOneShot / verifyOneShot.
  if (/^sign(OneShot)?$/.test(functionName) && url.includes("node:internal/crypto")) return "Ed25519 sign";
  if (/^verify(OneShot)?$/.test(functionName) && url.includes("node:internal/crypto")) {
    return "Ed25519 verify";
  }
  if (url.includes("better-sqlite3")) return "SQLite (better-sqlite3)";
  if (url.includes("canonical-json")) return "canonical JSON and sha256";
  if (url.includes("node:internal/crypto")) return "node:crypto other (hash, random, keys)";
  if (/fastify|find-my-way|light-my-request|avvio|ajv|fast-json-stringify|secure-json-parse/.test(url)) {
    return "Fastify (routing, parsing, validation, serialising)";
  }
  if (/node:(internal\/)?(_http|http|net|stream|internal\/streams|internal\/stream_base)/.test(url)) {
    return "node http / net / streams";
  }
  if (url.includes("event-platform/src")) return "event platform code";
  if (url.includes("event-platform/bench")) return "benchmark harness (load generator)";
  if (url.startsWith("node:")) return "node internals, other";
  if (url === "") return "V8 builtins (JSON, regexp, ...)";
  return "other JavaScript";
}

/**
 * Sums the self time of every sample of the main thread's `.cpuprofile` in `dir`. Node writes one
 * file per thread, `CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile`; thread 0 is the main one
 * (the others are tsx's module-loader thread and any verifier workers).
 */
export function summariseProfile(dir: string, topN = 15): ProfileSummary {
  const files = readdirSync(dir).filter((f) => /\.0\.\d+\.cpuprofile$/.test(f));
  if (files.length === 0) throw new Error(`no main-thread .cpuprofile in ${dir}`);
  const file = join(dir, files.sort().at(-1)!);
  return summarise(JSON.parse(readFileSync(file, "utf8")) as CpuProfile, file, topN);
}

/** Records a CPU profile of this process (main thread) while `work` runs, through node:inspector. */
export async function profileWhile(work: () => Promise<void>, topN = 15): Promise<ProfileSummary> {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 200 });
  await session.post("Profiler.start");
  let profile: CpuProfile;
  try {
    await work();
  } finally {
    profile = ((await session.post("Profiler.stop")) as unknown as { profile: CpuProfile }).profile;
    session.disconnect();
  }
  return summarise(profile, "(in process)", topN);
}

function summarise(profile: CpuProfile, file: string, topN: number): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  // A native frame (no url, e.g. the crypto job's `run`) is charged to the JavaScript function that
  // called it when that caller is Ed25519 sign or verify: the time is the signature's, not V8's.
  const categoryOfNode = (node: ProfileNode): string => {
    const own = categoryOf(node.callFrame);
    if (node.callFrame.url !== "") return own;
    const parent = parentOf.get(node.id);
    // The inspector session's own calls (Profiler.stop building the profile): not the workload's.
    if (parent?.callFrame.url === "node:inspector") return "profiler (node:inspector) itself";
    const callers = parent ? categoryOf(parent.callFrame) : own;
    return callers.startsWith("Ed25519") ? callers : own;
  };
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const categories = new Map<string, number>();
  const functions = new Map<string, { name: string; where: string; us: number }>();
  let busyUs = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id)!;
    const frame = node.callFrame;
    const category = categoryOfNode(node);
    if (category === "idle") continue;
    busyUs += us;
    categories.set(category, (categories.get(category) ?? 0) + us);
    const caller = parentOf.get(id)?.callFrame.functionName;
    const where =
      frame.url === ""
        ? `native${caller ? `, called by ${caller}` : ""}`
        : `${frame.url.replace(/^.*\/(node_modules|services|packages)\//, "$1/")}:${frame.lineNumber + 1}`;
    const keyName = `${frame.functionName || "(anonymous)"} ${where}`;
    const entry = functions.get(keyName) ?? { name: frame.functionName || "(anonymous)", where, us: 0 };
    entry.us += us;
    functions.set(keyName, entry);
  }
  const share = (us: number) => us / busyUs;
  return {
    file,
    totalMs: busyUs / 1000,
    categories: [...categories]
      .sort((a, b) => b[1] - a[1])
      .map(([name, us]) => ({ name, ms: us / 1000, share: share(us) })),
    top: [...functions.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, topN)
      .map((f) => ({ name: f.name, where: f.where, ms: f.us / 1000, share: share(f.us) })),
  };
}
