import type { Delegation } from "../chain/chain-reader.js";

/** The registry's delegations as a graph: the trust anchor (registry creator) and sponsor -> agent edges. */
export interface DelegationGraph {
  anchor: string | undefined;
  edges: Delegation[];
}

export const MAX_DEPTH = 6;
export const MAX_FANOUT = 25;

export function sponsorsOf(graph: DelegationGraph, agent: string): Delegation[] {
  return graph.edges.filter((e) => e.agent === agent).slice(0, MAX_FANOUT);
}

export function agentsOf(graph: DelegationGraph, sponsor: string): Delegation[] {
  return graph.edges.filter((e) => e.sponsor === sponsor).slice(0, MAX_FANOUT);
}

export function withoutWallet(graph: DelegationGraph, wallet: string): DelegationGraph {
  return {
    anchor: graph.anchor,
    edges: graph.edges.filter((e) => e.sponsor !== wallet && e.agent !== wallet),
  };
}

/**
 * Shortest number of delegations from `wallet` up to the trust anchor (0 for the anchor itself),
 * by breadth-first search through sponsors, bounded by MAX_DEPTH and MAX_FANOUT and safe on cycles.
 * Also returns every ancestor reached and the ones that themselves reach the anchor.
 */
export function walkToAnchor(graph: DelegationGraph, wallet: string) {
  const depthOf = new Map<string, number>([[wallet, 0]]);
  const parents = new Map<string, string[]>();
  let frontier = [wallet];
  let anchorDepth = wallet === graph.anchor ? 0 : undefined;
  let maxDepthReached = 0;
  for (let depth = 1; depth <= MAX_DEPTH && frontier.length > 0; depth++) {
    const next: string[] = [];
    for (const node of frontier) {
      for (const edge of sponsorsOf(graph, node)) {
        parents.set(node, [...(parents.get(node) ?? []), edge.sponsor]);
        if (depthOf.has(edge.sponsor)) continue;
        depthOf.set(edge.sponsor, depth);
        maxDepthReached = depth;
        if (edge.sponsor === graph.anchor && anchorDepth === undefined) anchorDepth = depth;
        next.push(edge.sponsor);
      }
    }
    frontier = next;
  }
  const ancestors = [...depthOf.keys()].filter((a) => a !== wallet);
  const trusted = new Set<string>();
  if (graph.anchor && depthOf.has(graph.anchor)) {
    // An ancestor is trusted when the anchor is among its own ancestors (or it is the anchor).
    const reachesAnchor = (node: string, seen: Set<string>): boolean => {
      if (node === graph.anchor) return true;
      if (seen.has(node)) return false;
      seen.add(node);
      return (parents.get(node) ?? []).some((p) => reachesAnchor(p, seen));
    };
    for (const a of ancestors) if (reachesAnchor(a, new Set())) trusted.add(a);
  }
  return { anchorDepth, ancestors, trustedAncestors: [...trusted], maxDepthReached, depthOf };
}
