/** Walks over the commit graph; commits are loaded through the given function, so this is pure. */

/** What a walk needs of a commit. */
export interface GraphCommit {
  id: string;
  parents: string[];
  timestamp: string;
}

/**
 * Visits `start` and its ancestors breadth first, one generation at a time, each commit once; stops
 * early when `visit` answers true for a generation.
 */
async function byGeneration(
  start: string,
  parentsOf: (id: string) => Promise<string[]>,
  visit: (generation: string[]) => boolean,
): Promise<Set<string>> {
  const seen = new Set<string>([start]);
  let frontier = [start];
  while (frontier.length > 0 && !visit(frontier)) {
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

/** Every ancestor of a commit (itself included), walking parents breadth first. */
export function ancestors(start: string, parentsOf: (id: string) => Promise<string[]>): Promise<Set<string>> {
  return byGeneration(start, parentsOf, () => false);
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
  let found: string | undefined;
  await byGeneration(b, parentsOf, (generation) => {
    found = generation.find((id) => ofA.has(id));
    return found !== undefined;
  });
  return found;
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
