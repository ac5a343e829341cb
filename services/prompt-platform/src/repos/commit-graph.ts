/** Walks over the commit graph; commits are loaded through the given function, so this is pure. */

/** What a walk needs of a commit. */
export interface GraphCommit {
  id: string;
  parents: string[];
  timestamp: string;
}

/** Every ancestor of a commit (itself included), walking parents breadth first. */
export async function ancestors(
  start: string,
  parentsOf: (id: string) => Promise<string[]>,
): Promise<Set<string>> {
  const seen = new Set<string>([start]);
  let frontier = [start];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const id of frontier)
      for (const parent of await parentsOf(id))
        if (!seen.has(parent)) {
          seen.add(parent);
          next.push(parent);
        }
    frontier = next;
  }
  return seen;
}

/**
 * The merge base of two commits: breadth first from `b`, the first commit that is also an ancestor
 * of `a` (for criss-cross histories, one of the best common ancestors).
 */
export async function mergeBase(
  a: string,
  b: string,
  parentsOf: (id: string) => Promise<string[]>,
): Promise<string | undefined> {
  const ofA = await ancestors(a, parentsOf);
  const seen = new Set<string>([b]);
  let frontier = [b];
  while (frontier.length > 0) {
    for (const id of frontier) if (ofA.has(id)) return id;
    const next: string[] = [];
    for (const id of frontier)
      for (const parent of await parentsOf(id))
        if (!seen.has(parent)) {
          seen.add(parent);
          next.push(parent);
        }
    frontier = next;
  }
  return undefined;
}

/**
 * The first `count` commits reachable from `start`, newest first (by timestamp, then id, both
 * descending); each commit is loaded once, and no more are loaded than the answer needs.
 */
export async function newestFirst<C extends GraphCommit>(
  start: C,
  load: (id: string) => Promise<C>,
  count: number,
): Promise<C[]> {
  const seen = new Set<string>([start.id]);
  const frontier: C[] = [start];
  const out: C[] = [];
  while (frontier.length > 0 && out.length < count) {
    frontier.sort((a, b) =>
      a.timestamp === b.timestamp ? (a.id < b.id ? 1 : -1) : a.timestamp < b.timestamp ? 1 : -1,
    );
    const next = frontier.shift()!;
    out.push(next);
    for (const parent of next.parents)
      if (!seen.has(parent)) {
        seen.add(parent);
        frontier.push(await load(parent));
      }
  }
  return out;
}
