import type { ChainReader, ReputationAggregate } from "./chain/chain-reader.js";
import { errors } from "./errors.js";
import type { AlgoPrice } from "./pricing/algo-price.js";
import { type Circulation, circulation, needsCluster } from "./scoring/circular.js";
import { counterpartyCheck } from "./scoring/counterparty.js";
import { creditEstimate } from "./scoring/credit-estimate.js";
import type { DelegationGraph } from "./scoring/delegation-graph.js";
import { delegationScore } from "./scoring/delegation-score.js";
import { scoreEvidence } from "./scoring/evidence.js";
import { accountExists } from "./scoring/existence.js";
import { PASSPORT_SCHEMA_VERSION, sealPassport } from "./scoring/passport.js";
import { clusterGraph, type PaymentGraph } from "./scoring/payment-graph.js";
import { reputationScore } from "./scoring/reputation-score.js";
import { type SanctionsResult, sanctionsField } from "./scoring/sanctions.js";
import { fundedTogether, type Profile, sybilRisk } from "./scoring/sybil.js";
import { trustGraph } from "./scoring/trust-graph.js";
import { trustScore } from "./scoring/trust-score.js";
import { underwrite } from "./scoring/underwrite.js";
import { verifyFlags } from "./scoring/verify.js";
import { holdingsUsd, LOOKBACK_ROUNDS, type WalletFacts, walletStats } from "./scoring/wallet-facts.js";
import type { ExposureStore } from "./state/exposure-store.js";
import { TtlCache } from "./state/ttl-cache.js";

export interface TrustServiceDeps {
  chain: ChainReader;
  exposure: ExposureStore;
  screen: (wallet: string) => SanctionsResult;
  network: string;
  registryAppId: number;
  reputationAppId: number;
  usdcAssetId: number;
  historyPageCap: number;
  /** Payments returning to their sender within this many transfers are not volume (CIRCULAR_MAX_HOPS). */
  circularMaxHops: number;
  /** The ALGO price in USD (fixed, or a feed); absent: ALGO valued at 0. */
  algoPrice?: () => Promise<AlgoPrice>;
  clock?: () => number;
  /** Reputation aggregates recorded by this service (its process or Redis) when REPUTATION_APP_ID=0. */
  localReputation?: (wallet: string) => Promise<ReputationAggregate | undefined>;
}

const MAX_CLUSTER = 10;

/** A wallet, its cluster candidates and the payments their histories show. */
interface Cluster {
  self: Profile;
  members: Profile[];
  siblings: string[];
  graph: PaymentGraph;
}

/** The read side of the trust service: gathers chain facts once per wallet and runs the scores. */
export class TrustService {
  /** Facts and the statistics computed from them, once per wallet, cached together. */
  private readonly profiles: TtlCache<Profile>;
  private readonly graphCache: TtlCache<DelegationGraph>;
  /** Each wallet's circular value and volume, cached like its profile (score and credit both read it). */
  private readonly circulations: TtlCache<Circulation>;
  /** Each wallet's cluster, read and joined into one payment graph once (sybil check and circulation). */
  private readonly clusters: TtlCache<Cluster>;

  constructor(private readonly deps: TrustServiceDeps) {
    const clock = deps.clock ?? Date.now;
    this.profiles = new TtlCache<Profile>(30_000, 10_000, clock);
    this.graphCache = new TtlCache<DelegationGraph>(5_000, 1, clock);
    this.circulations = new TtlCache<Circulation>(30_000, 10_000, clock);
    this.clusters = new TtlCache<Cluster>(30_000, 10_000, clock);
  }

  /** Drops cached facts so the next read sees a write (delegation, reputation event). */
  invalidate(wallets: string[]): void {
    for (const w of wallets) {
      this.profiles.delete(w);
      this.circulations.delete(w);
      this.clusters.delete(w);
    }
    this.graphCache.delete("graph");
  }

  async walletFacts(address: string): Promise<WalletFacts> {
    return (await this.profile(address)).facts;
  }

  private async readFacts(address: string): Promise<WalletFacts> {
    const [algod, indexed, price] = await Promise.all([
      this.deps.chain.algodAccount(address),
      this.deps.chain.indexerAccount(address),
      this.deps.algoPrice?.() ?? { usd: undefined },
    ]);
    if (!accountExists(indexed, algod)) throw errors.walletNotFound(this.deps.network);
    const minRound = Math.max(0, indexed.currentRound - LOOKBACK_ROUNDS);
    const transactions = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const page = await this.deps.chain.history(address, minRound, token);
      transactions.push(...page.transactions);
      token = page.nextToken;
      pages++;
    } while (token && pages < this.deps.historyPageCap);
    return {
      address,
      currentRound: indexed.currentRound,
      createdAtRound: indexed.createdAtRound,
      balance: algod.amount,
      minBalance: algod.minBalance,
      assetCount: algod.totalAssetsOptedIn,
      appCount: algod.totalAppsOptedIn,
      usdcBalance: algod.assets.get(this.deps.usdcAssetId) ?? 0,
      usdcAssetId: this.deps.usdcAssetId,
      algoUsd: price.usd,
      transactions,
      truncated: token !== undefined,
    };
  }

  /**
   * A wallet's facts and statistics. The statistics are computed once, when the facts are read, and
   * cached with them: a passport reads its own wallet's profile five times and up to ten cluster
   * members' once each, and none of those recomputes them.
   */
  async profile(address: string): Promise<Profile> {
    return this.profiles.load(address, async () => {
      const facts = await this.readFacts(address);
      return { facts, stats: walletStats(facts) };
    });
  }

  async graph(): Promise<DelegationGraph> {
    const { registryAppId, chain } = this.deps;
    if (registryAppId === 0) return { anchor: undefined, edges: [] };
    return this.graphCache.load("graph", async () => {
      const [anchor, pairs] = await Promise.all([
        chain.registryCreator(registryAppId),
        chain.delegationPairs(registryAppId),
      ]);
      const edges = await Promise.all(pairs.map((p) => chain.delegation(registryAppId, p.agent, p.sponsor)));
      return { anchor, edges: edges.filter((e) => e !== undefined) };
    });
  }

  /**
   * The wallet's volume with value that went round left out (circular.ts). The cluster's histories
   * are read only when a cycle through others could match something.
   */
  async circulation(wallet: string): Promise<Circulation> {
    return this.circulations.load(wallet, async () => {
      const self = await this.profile(wallet);
      if (!needsCluster(self.stats)) return circulation(self, [], this.deps.circularMaxHops);
      const { members, graph } = await this.cluster(wallet);
      return circulation(self, members, this.deps.circularMaxHops, graph);
    });
  }

  async score(wallet: string) {
    const [{ facts, stats }, flow] = await Promise.all([this.profile(wallet), this.circulation(wallet)]);
    const result = trustScore(facts, stats);
    return {
      wallet,
      ...result,
      evidence: scoreEvidence(facts),
      onChain: {
        round: facts.currentRound,
        createdAtRound: facts.createdAtRound,
        accountAgeDays: Math.round(stats.ageDays * 10) / 10,
        balanceAlgo: facts.balance / 1e6,
        usdcBalance: facts.usdcBalance / 1e6,
        algoUsdPrice: facts.algoUsd ?? null,
        holdingsUsd: Math.round(holdingsUsd(facts) * 100) / 100,
        monthlyVolumeUsd: Math.round(flow.monthlyVolume * 100) / 100,
        circularValueUsd: Math.round(flow.circularValue * 100) / 100,
        assetCount: facts.assetCount,
        transactionCount: stats.txCount,
        uniqueCounterparties: stats.uniqueCounterparties,
        activeDays: stats.activeDays,
        lookbackRounds: LOOKBACK_ROUNDS,
        historyTruncated: facts.truncated,
      },
    };
  }

  async delegation(wallet: string) {
    await this.walletFacts(wallet);
    return { wallet, ...delegationScore(await this.graph(), wallet) };
  }

  async reputation(wallet: string) {
    await this.walletFacts(wallet);
    const { reputationAppId, chain, localReputation } = this.deps;
    const onChain = reputationAppId > 0;
    const aggregate = onChain
      ? await chain.reputation(reputationAppId, wallet)
      : await localReputation?.(wallet);
    return {
      wallet,
      source: onChain ? "contract" : "local",
      ...reputationScore(aggregate, onChain ? "contract" : "local"),
    };
  }

  async sybil(wallet: string) {
    const { self, members, siblings, graph } = await this.cluster(wallet);
    return { wallet, ...sybilRisk(self, members, siblings, graph) };
  }

  /** The wallet and its cluster candidates: wallets funded together with it and its counterparties. */
  private async cluster(wallet: string): Promise<Cluster> {
    return this.clusters.load(wallet, () => this.readCluster(wallet));
  }

  private async readCluster(wallet: string): Promise<Cluster> {
    const self = await this.profile(wallet);
    const funder = self.stats.topFunder;
    const funderHistory = funder ? ((await this.profileOrUndefined(funder))?.facts.transactions ?? []) : [];
    const siblings = fundedTogether(self, funderHistory);
    const counterparties = [
      ...new Set(self.facts.transactions.flatMap((t) => [t.sender, t.receiver ?? ""])),
    ].filter((a) => a && a !== wallet && a !== funder);
    const candidates = [...new Set([...siblings, ...counterparties])].slice(0, MAX_CLUSTER);
    const members = (await Promise.all(candidates.map((c) => this.profileOrUndefined(c)))).filter(
      (p) => p !== undefined,
    );
    return { self, members, siblings, graph: clusterGraph(self, members) };
  }

  private async profileOrUndefined(address: string): Promise<Profile | undefined> {
    try {
      return await this.profile(address);
    } catch (error) {
      if ((error as { status?: number }).status === 404) return undefined;
      throw error;
    }
  }

  async credit(wallet: string, amount?: number) {
    const [{ facts, stats }, flow] = await Promise.all([this.profile(wallet), this.circulation(wallet)]);
    return { wallet, ...creditEstimate(facts, stats, trustScore(facts, stats).trustScore, flow, amount) };
  }

  async counterparty(buyer: string) {
    const [score, delegation, sybil] = await Promise.all([
      this.score(buyer),
      this.delegation(buyer),
      this.sybil(buyer),
    ]);
    const sanctions = this.deps.screen(buyer);
    return {
      buyer,
      ...counterpartyCheck(score.trustScore, delegation.trustScore, sybil.sybilRisk, sanctions.listed),
      sanctions: sanctionsField(sanctions),
    };
  }

  async underwrite(wallet: string) {
    const { score, delegation, sybil, reputation, credit } = await this.assess(wallet);
    const sanctions = this.deps.screen(wallet);
    const decision = underwrite({
      trust: score.trustScore,
      delegation: delegation.trustScore,
      sybilRisk: sybil.sybilRisk,
      reputation: reputation.reputation,
      creditLimit: credit.estimatedLimit,
      sanctioned: sanctions.listed,
    });
    const { computedLimit, ...rest } = decision;
    let recommendedLimit = 0;
    const explanation = [...rest.explanation];
    if (decision.approved) {
      const reservation = await this.deps.exposure.reserve(wallet, computedLimit);
      recommendedLimit = reservation.granted;
      if (reservation.granted < computedLimit) {
        explanation.push(
          `Limit capped from ${computedLimit} to ${reservation.granted} USDC by the system exposure caps.`,
        );
      }
    }
    return {
      wallet,
      ...rest,
      approved: decision.approved && recommendedLimit > 0,
      recommendedLimit,
      explanation,
      sanctions: sanctionsField(sanctions),
    };
  }

  /** The five assessments underwriting and the passport both combine, read in parallel. */
  private async assess(wallet: string) {
    const [score, delegation, sybil, reputation, credit] = await Promise.all([
      this.score(wallet),
      this.delegation(wallet),
      this.sybil(wallet),
      this.reputation(wallet),
      this.credit(wallet),
    ]);
    return { score, delegation, sybil, reputation, credit };
  }

  async trustGraph(wallet: string, simulateSponsorLost?: string) {
    await this.walletFacts(wallet);
    return trustGraph(await this.graph(), wallet, simulateSponsorLost);
  }

  async passport(wallet: string, now: Date) {
    const { score, delegation, sybil, reputation, credit } = await this.assess(wallet);
    const sanctions = this.deps.screen(wallet);
    // The underwriting composite under the shared risk rule, so the passport and /underwrite agree.
    const overall = underwrite({
      trust: score.trustScore,
      delegation: delegation.trustScore,
      sybilRisk: sybil.sybilRisk,
      reputation: reputation.reputation,
      creditLimit: credit.estimatedLimit,
      sanctioned: sanctions.listed,
    });
    const paymentReliability =
      reputation.breakdown.payment.count + reputation.breakdown.dispute.count === 0
        ? null
        : Math.round(
            (reputation.breakdown.payment.count /
              (reputation.breakdown.payment.count + reputation.breakdown.dispute.count)) *
              1000,
          ) / 1000;
    return sealPassport({
      wallet,
      generatedAt: now.toISOString(),
      blockRound: score.onChain.round,
      schemaVersion: PASSPORT_SCHEMA_VERSION,
      identityStrength:
        Math.round((0.5 * score.breakdown.accountAge + 0.5 * delegation.trustScore) * 10) / 10,
      trustScore: score.trustScore,
      trustRiskLevel: score.riskLevel,
      reputation: reputation.reputation,
      reputationRiskLevel: reputation.riskLevel,
      totalEvents: Object.values(reputation.breakdown).reduce((s, b) => s + b.count, 0),
      paymentReliability,
      creditLimit: credit.estimatedLimit,
      creditRisk: credit.risk,
      risk: { sybilRisk: sybil.sybilRisk, sybilRiskLevel: sybil.riskLevel, clusterSize: sybil.clusterSize },
      sybilRisk: sybil.sybilRisk,
      overallRiskLevel: overall.riskLevel,
      overallScore: overall.compositeScore,
      sanctions: sanctionsField(sanctions),
      onChain: score.onChain,
      evidence: score.evidence,
      delegation: delegation.delegation,
      capabilities: [
        "score",
        "delegation",
        "sybil-check",
        "reputation",
        "credit-estimate",
        "underwrite",
        "trust-graph",
      ],
      dataSources: {
        network: this.deps.network,
        algod: true,
        indexer: true,
        registryAppId: this.deps.registryAppId,
        reputationAppId: this.deps.reputationAppId,
        reputationSource: reputation.source,
      },
      summary: `Trust ${score.trustScore}/100 (${score.riskLevel}), delegation ${delegation.trustScore}/100, sybil risk ${sybil.sybilRisk}, reputation ${reputation.reputation}/100.`,
      explanation: [
        ...score.explanation,
        ...delegation.explanation,
        ...sybil.explanation,
        ...reputation.explanation,
      ],
    });
  }

  async verify(wallet: string) {
    let account: Awaited<ReturnType<ChainReader["algodAccount"]>> | undefined;
    try {
      account = await this.deps.chain.algodAccount(wallet);
    } catch {
      account = undefined;
    }
    if (account && account.amount === 0 && account.assets.size === 0 && account.totalAppsOptedIn === 0) {
      throw errors.walletNotFound(this.deps.network);
    }
    return { wallet, ...verifyFlags(account) };
  }
}
