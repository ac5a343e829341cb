import { agentsOf, type DelegationGraph, MAX_DEPTH, sponsorsOf, withoutWallet } from "./delegation-graph.js";
import { delegationScore } from "./delegation-score.js";
import { MICRO, round1 } from "./wallet-facts.js";

export interface TrustGraphView {
  wallet: string;
  nodes: Array<{ address: string; depth: number; role: "subject" | "sponsor" | "agent" | "anchor" }>;
  edges: Array<{ sponsor: string; agent: string; amount: number; consented: boolean }>;
  exposureByDepth: Array<{ depth: number; amount: number; wallets: number }>;
  totalExposure: number;
  whatIf?: {
    sponsorLost: string;
    delegationScoreBefore: number;
    delegationScoreAfter: number;
    exposureBefore: number;
    exposureAfter: number;
    orphanedAgents: string[];
  };
}

/**
 * The wallet's neighbourhood in the delegation graph: sponsors above it (negative depth) and agents
 * below it (positive depth), the USDC delegated at each depth, and what happens when a sponsor is lost.
 */
export function trustGraph(
  graph: DelegationGraph,
  wallet: string,
  simulateSponsorLost?: string,
): TrustGraphView {
  const view = explore(graph, wallet);
  if (!simulateSponsorLost) return view;
  const reduced = withoutWallet(graph, simulateSponsorLost);
  const after = explore(reduced, wallet);
  const orphaned = view.nodes
    .filter((n) => n.depth > 0 && !after.nodes.some((m) => m.address === n.address))
    .map((n) => n.address);
  return {
    ...view,
    whatIf: {
      sponsorLost: simulateSponsorLost,
      delegationScoreBefore: delegationScore(graph, wallet).trustScore,
      delegationScoreAfter: delegationScore(reduced, wallet).trustScore,
      exposureBefore: view.totalExposure,
      exposureAfter: after.totalExposure,
      orphanedAgents: orphaned,
    },
  };
}

function explore(graph: DelegationGraph, wallet: string): TrustGraphView {
  const nodes = new Map<string, TrustGraphView["nodes"][number]>([
    [wallet, { address: wallet, depth: 0, role: wallet === graph.anchor ? "anchor" : "subject" }],
  ]);
  const edges: TrustGraphView["edges"] = [];
  const seenEdges = new Set<string>();
  const walk = (direction: -1 | 1) => {
    let frontier = [wallet];
    for (let level = 1; level <= MAX_DEPTH && frontier.length > 0; level++) {
      const next: string[] = [];
      for (const node of frontier) {
        for (const e of direction < 0 ? sponsorsOf(graph, node) : agentsOf(graph, node)) {
          const key = `${e.sponsor}>${e.agent}`;
          if (!seenEdges.has(key)) {
            seenEdges.add(key);
            edges.push({
              sponsor: e.sponsor,
              agent: e.agent,
              amount: e.amount / MICRO,
              consented: e.consented !== false,
            });
          }
          const other = direction < 0 ? e.sponsor : e.agent;
          if (nodes.has(other)) continue;
          const role = other === graph.anchor ? "anchor" : direction < 0 ? "sponsor" : "agent";
          nodes.set(other, { address: other, depth: direction * level, role });
          next.push(other);
        }
      }
      frontier = next;
    }
  };
  walk(-1);
  walk(1);
  const byDepth = new Map<number, { amount: number; wallets: Set<string> }>();
  for (const e of edges) {
    const depth = nodes.get(e.agent)?.depth ?? 0;
    const slot = byDepth.get(depth) ?? { amount: 0, wallets: new Set<string>() };
    slot.amount += e.amount;
    slot.wallets.add(e.agent);
    byDepth.set(depth, slot);
  }
  const exposureByDepth = [...byDepth]
    .sort(([a], [b]) => a - b)
    .map(([depth, s]) => ({ depth, amount: round1(s.amount), wallets: s.wallets.size }));
  return {
    wallet,
    nodes: [...nodes.values()],
    edges,
    exposureByDepth,
    totalExposure: round1(exposureByDepth.filter((d) => d.depth > 0).reduce((s, d) => s + d.amount, 0)),
  };
}
