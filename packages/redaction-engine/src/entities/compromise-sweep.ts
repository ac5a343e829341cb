import nlp from "compromise";

// compromise's bulk matcher (`methods.one.bulkMatch`, used by its post-tagger and chunker on
// every parse) starts each sentence by walking all ~730 keys of the match net and concatenating
// the hit lists one `concat` at a time. On the few-word windows the entity stage parses, that
// walk was most of the post-tagger's time (and a quarter of the whole engine's; see
// docs/redaction.md, "Speed"). This is the same algorithm (compromise 14.x
// src/1-one/sweep/methods/sweep, MIT) with that walk replaced: the sentence's cache (its words
// and tags, a few dozen entries) is looked up in an index of the net's keys, and the hit lists
// are taken in the net's key order, so the candidate list, its order, and hence every tag, are
// exactly what compromise computes. test/compromise-sweep.test.ts compares the two on every
// evaluation text.

/** One compiled match of a net, as compromise's buildNet makes it (only what the sweep reads). */
interface NetMatch {
  readonly match: string;
  readonly needs: readonly string[];
  readonly ifNo?: readonly string[];
  readonly wants: readonly string[];
  readonly minWant: number;
  readonly minWords: number;
  readonly unTag?: unknown;
}

interface Net {
  readonly hooks: Readonly<Record<string, readonly NetMatch[]>>;
  readonly always: readonly NetMatch[];
}

interface MatchResult {
  readonly ptrs: number[][];
}

interface SweepMethods {
  readonly one: {
    cacheDoc(document: readonly unknown[][]): Set<string>[];
    match(docs: readonly unknown[][], todo: NetMatch): MatchResult;
  };
}

type BulkMatch = (
  document: readonly unknown[][],
  net: Net,
  methods: SweepMethods,
  opts?: { matchOne?: boolean },
) => Record<string, unknown>[];

/**
 * What the sweep needs to know about a net, computed once per net (nets are never changed after
 * buildNet): its keys in `Object.keys` order, each key's position, and a number per distinct
 * match string, so that de-duplication is an array stamp instead of an object per sentence.
 */
interface NetIndex {
  readonly keys: readonly string[];
  readonly at: ReadonlyMap<string, number>;
  readonly id: ReadonlyMap<NetMatch, number>;
  readonly seen: Uint32Array;
  stamp: number;
}

const netIndex = new WeakMap<object, NetIndex>();

function indexOf(hooks: Net["hooks"]): NetIndex {
  let index = netIndex.get(hooks);
  if (!index) {
    const keys = Object.keys(hooks);
    const byString = new Map<string, number>();
    const id = new Map<NetMatch, number>();
    for (const k of keys)
      for (const m of hooks[k]!) {
        // compromise de-duplicates with `already[m.match]` on a plain object, where "__proto__"
        // can never be marked: such a match is never de-duplicated (id -1).
        const key = String(m.match);
        if (key === "__proto__") id.set(m, -1);
        else {
          if (!byString.has(key)) byString.set(key, byString.size);
          id.set(m, byString.get(key)!);
        }
      }
    index = {
      keys,
      at: new Map(keys.map((k, i) => [k, i])),
      id,
      seen: new Uint32Array(byString.size),
      stamp: 0,
    };
    netIndex.set(hooks, index);
  }
  return index;
}

/** compromise's getHooks + trimDown for one sentence: the net's matches whose cache needs are met. */
function candidates(cache: Set<string>, hooks: Net["hooks"]): NetMatch[] {
  const index = indexOf(hooks);
  const hit: number[] = [];
  for (const item of cache) {
    const i = index.at.get(item);
    if (i !== undefined) hit.push(i);
  }
  hit.sort((a, b) => a - b);
  if (++index.stamp === 0xffffffff) {
    index.seen.fill(0);
    index.stamp = 1;
  }
  const stamp = index.stamp;
  const out: NetMatch[] = [];
  for (const i of hit) {
    for (const m of hooks[index.keys[i]!]!) {
      // The first match of a given string wins, as in compromise's getHooks.
      const id = index.id.get(m)!;
      if (id >= 0) {
        if (index.seen[id] === stamp) continue;
        index.seen[id] = stamp;
      }
      if (keep(m, cache)) out.push(m);
    }
  }
  return out;
}

/** compromise's trimDown: every need present, no `ifNo` present, at least `minWant` wants present. */
function keep(m: NetMatch, cache: Set<string>): boolean {
  for (const need of m.needs) if (!cache.has(need)) return false;
  if (m.ifNo !== undefined) for (const no of m.ifNo) if (cache.has(no)) return false;
  if (m.wants.length === 0) return true;
  let found = 0;
  for (const w of m.wants) if (cache.has(w)) found++;
  return found >= m.minWant;
}

/** Drop-in for compromise's bulkMatch: same results in the same order. */
const fastBulkMatch: BulkMatch = (document, net, methods, opts = {}) => {
  const docCache = methods.one.cacheDoc(document);
  const results: Record<string, unknown>[] = [];
  for (let n = 0; n < document.length; n++) {
    const termCount = document[n]!.length;
    const list = candidates(docCache[n]!, net.hooks);
    for (const m of net.always) list.push(m);
    for (const m of list) {
      if (termCount < m.minWords) continue;
      const res = methods.one.match([document[n]!], m);
      if (res.ptrs.length === 0) continue;
      for (const ptr of res.ptrs) {
        ptr[0] = n; // the sentence, as compromise's runMatch sets it
        const todo = Object.assign({}, m, { pointer: ptr }) as unknown as Record<string, unknown>;
        if (m.unTag !== undefined) todo["unTag"] = m.unTag;
        results.push(todo);
      }
      if (opts.matchOne === true) return [results[0]!];
    }
  }
  return results;
};

const one = (nlp.world() as { methods: { one: { bulkMatch?: BulkMatch } } }).methods.one;
const original = one.bulkMatch;

/**
 * Uses the fast bulk matcher in compromise (true, the engine's default from import) or
 * compromise's own (false, for the equivalence test). Does nothing if this compromise has no
 * bulkMatch to replace (another major version): it then runs as shipped.
 */
export function useFastCompromiseSweep(on: boolean): void {
  if (typeof original !== "function") return;
  one.bulkMatch = on ? fastBulkMatch : original;
}

useFastCompromiseSweep(true);
