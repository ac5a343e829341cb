import type { Devnet } from "@platform/algorand-devnet";
import type { TrustClient } from "@platform/trust-client";
import algosdk from "algosdk";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassportChecksum } from "../src/scoring/passport.js";
import { clientFor, illTyped, ok, sharedDevnet, trustAgainst } from "./fixtures.js";

let devnet: Devnet;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let client: TrustClient;
const role = (name: string, i = 0) => devnet.accounts.roles[name]![i]!;

beforeAll(async () => {
  devnet = await sharedDevnet();
  ({ app, cleanup } = await trustAgainst(devnet));
  client = await clientFor(app);
});
afterAll(async () => {
  await cleanup();
  await devnet.close();
});

/** Every wallet query, through the generated client (a real socket). */
const walletRoutes = {
  "/score": (w: string) => client.score(w),
  "/delegation": (w: string) => client.delegation(w),
  "/sybil-check": (w: string) => client.sybilCheck(w),
  "/reputation": (w: string) => client.reputation(w),
  "/underwrite": (w: string) => client.underwrite(w),
  "/trust-graph": (w: string) => client.trustGraph(w),
  "/passport": (w: string) => client.passport(w),
  "/verify": (w: string) => client.verify(w),
};
type WalletRoute = keyof typeof walletRoutes;
const INVALID_WALLET = {
  error: "Invalid wallet address. Must be 58-character base32 (A-Z, 2-7).",
  code: "INVALID_WALLET",
};
const NOT_FOUND = { error: "Wallet not found on devnet", code: "WALLET_NOT_FOUND" };

describe("wallet input", () => {
  it.each(Object.keys(walletRoutes) as WalletRoute[])(
    "%s: missing and malformed wallets get the spec's messages",
    async (path) => {
      // The typed client cannot leave out the required wallet: this one request goes around it.
      const missing = await app.inject(path);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ error: "Missing required query parameter: wallet" });
      expect(missing.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      for (const bad of [
        "abc",
        "a".repeat(58),
        `${"A".repeat(57)}1`,
        `${"A".repeat(58)}A`,
        "ÄÖÜ".repeat(20),
      ]) {
        const res = await walletRoutes[path](bad);
        expect({ status: res.status, body: res.body }, bad).toEqual({ status: 400, body: INVALID_WALLET });
      }
    },
  );

  it("a well-formed address with a bad checksum is rejected as invalid, not a 500", async () => {
    const res = await client.score("A".repeat(58));
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: INVALID_WALLET });
  });

  it("an address the chain does not know is not found on the network, on every wallet route", async () => {
    const unknown = algosdk.generateAccount().addr.toString();
    for (const [path, call] of Object.entries(walletRoutes)) {
      const res = await call(unknown);
      expect({ status: res.status, body: res.body }, path).toEqual({ status: 404, body: NOT_FOUND });
    }
    const credit = await client.creditEstimate({ wallet: unknown });
    expect({ status: credit.status, body: credit.body }).toEqual({ status: 404, body: NOT_FOUND });
  });

  it("an existing wallet with no transaction in the look-back window is scored (low activity), not 404", async () => {
    // The trust anchor (5 000 ALGO, creator of both apps) and a fresh wallet have no history at all.
    for (const wallet of [role("trustAnchor"), role("fresh")]) {
      for (const path of [
        "/score",
        "/delegation",
        "/trust-graph",
        "/passport",
        "/sybil-check",
        "/reputation",
      ] as const) {
        expect((await walletRoutes[path](wallet)).status, `${path} ${wallet}`).toBe(200);
      }
      const score = ok(await client.score(wallet));
      expect(score.onChain.transactionCount).toBe(0);
      expect(score.breakdown.activity).toBe(0);
      expect(score.breakdown.consistency).toBe(0);
      expect(score.explanation).toContain("No transaction in the look-back window: activity is scored 0.");
    }
    const anchor = ok(await client.score(role("trustAnchor")));
    expect(anchor.onChain.balanceAlgo).toBe(5000);
    expect(anchor.breakdown.accountAge).toBeGreaterThan(0);
    const anchorDelegation = ok(await client.delegation(role("trustAnchor")));
    expect(anchorDelegation.delegation.isTrustAnchor).toBe(true);
  });
});

describe("scores on devnet roles", () => {
  it("/score: an established merchant scores higher than a bot and gets five sub-scores", async () => {
    const merchant = ok(await client.score(role("established")));
    const bot = ok(await client.score(role("bot")));
    expect(Object.keys(merchant.breakdown).sort()).toEqual([
      "accountAge",
      "activity",
      "balance",
      "consistency",
      "counterpartyDiversity",
    ]);
    expect(merchant.trustScore).toBeGreaterThan(bot.trustScore);
    expect(merchant.trustScore).toBeGreaterThanOrEqual(0);
    expect(merchant.trustScore).toBeLessThanOrEqual(100);
    expect(["low", "medium", "high", "critical"]).toContain(merchant.riskLevel);
    expect(merchant.onChain.transactionCount).toBeGreaterThan(100);
  });

  it("/sybil-check: a sybil-ring member scores higher risk than an established merchant", async () => {
    const ring = ok(await client.sybilCheck(role("sybilRing", 2)));
    const merchant = ok(await client.sybilCheck(role("established", 1)));
    expect(Object.keys(ring.signals)).toHaveLength(12);
    expect(ring.sybilRisk).toBeGreaterThan(merchant.sybilRisk);
    expect(ring.sybilRisk).toBeGreaterThanOrEqual(0.5);
    expect(ring.clusterSize).toBeGreaterThanOrEqual(4);
    const ringMembers = new Set(devnet.accounts.roles.sybilRing);
    expect(ring.flaggedWallets.length).toBeGreaterThan(0);
    expect(ring.flaggedWallets.every((w) => ringMembers.has(w))).toBe(true);
    // A merchant's customers are counterparties, not a sybil cluster: none is flagged.
    expect(merchant.flaggedWallets).toEqual([]);
  });

  it("/delegation: the 3-level sponsor tree is walked from the registry boxes", async () => {
    const agent = ok(await client.delegation(role("agent")));
    expect(agent.delegation.depth).toBe(3);
    expect(agent.delegation.isTrustAnchor).toBe(false);
    expect(agent.delegation.sponsorCount).toBe(1);
    expect(agent.delegation.trustedAncestors).toContain(role("trustAnchor"));
    expect(agent.delegation.trustedAncestors).toHaveLength(3);
    const sponsor = ok(await client.delegation(role("sponsor")));
    expect(sponsor.delegation.depth).toBe(1);
    expect(sponsor.trustScore).toBeGreaterThan(agent.trustScore);
    const outsider = ok(await client.delegation(role("established")));
    expect(outsider.delegation.depth).toBeNull();
    expect(outsider.trustScore).toBe(0);
  });

  it("/reputation: disputes lower it; the source is the contract", async () => {
    const reputable = ok(await client.reputation(role("reputable")));
    const disputed = ok(await client.reputation(role("disputed")));
    expect(reputable.source).toBe("contract");
    expect(disputed.breakdown.dispute.count).toBe(4);
    expect(reputable.reputation).toBeGreaterThan(disputed.reputation);
  });

  it("/trust-graph: nodes, edges, exposure by depth, and a lost sponsor never raises delegation trust", async () => {
    const sponsor = role("sponsor");
    const graph = ok(await client.trustGraph(sponsor));
    expect(graph.nodes.length).toBeGreaterThanOrEqual(7);
    expect(graph.edges.length).toBeGreaterThanOrEqual(7);
    expect(graph.exposureByDepth.map((d) => d.depth)).toEqual(expect.arrayContaining([0, 1, 2]));
    const agent = role("agent");
    const levelTwo = graph.nodes.find((n) => n.depth === 1)!.address;
    const whatIf = ok(await client.trustGraph(agent, levelTwo)).whatIf!;
    expect(whatIf.sponsorLost).toBe(levelTwo);
    expect(whatIf.delegationScoreAfter).toBeLessThanOrEqual(whatIf.delegationScoreBefore);
    const bad = await client.trustGraph(agent, "nope");
    expect({ status: bad.status, body: bad.body }).toEqual({ status: 400, body: INVALID_WALLET });
  });

  it("/passport: every field, and a checksum anyone can verify", async () => {
    const passport = ok(await client.passport(role("reputable")));
    for (const field of [
      "wallet",
      "generatedAt",
      "blockRound",
      "schemaVersion",
      "identityStrength",
      "trustScore",
      "trustRiskLevel",
      "reputation",
      "reputationRiskLevel",
      "totalEvents",
      "paymentReliability",
      "creditLimit",
      "creditRisk",
      "risk",
      "sybilRisk",
      "overallRiskLevel",
      "onChain",
      "delegation",
      "capabilities",
      "dataSources",
      "summary",
      "explanation",
      "checksum",
    ]) {
      expect(passport).toHaveProperty(field);
    }
    expect(verifyPassportChecksum(passport)).toBe(true);
    expect(verifyPassportChecksum({ ...passport, trustScore: 100 })).toBe(false);
  });

  it("/verify: flags from one account look-up", async () => {
    const res = ok(await client.verify(role("established")));
    expect(res.valid).toBe(true);
    expect(res.flags).toEqual(expect.arrayContaining(["funded", "active"]));
    const unknown = await client.verify("AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ");
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 404, body: NOT_FOUND });
  });

  it("/counterparty-check: 60/40 of on-chain and delegation scores", async () => {
    const body = ok(await client.counterpartyCheck({ buyer: role("agent") }));
    expect(body.trustScore).toBeCloseTo(0.6 * body.onChainScore + 0.4 * body.delegationScore, 1);
    expect(typeof body.allow).toBe("boolean");
    const missing = await client.counterpartyCheck(illTyped({}));
    expect({ status: missing.status, body: missing.body }).toEqual({
      status: 400,
      body: { error: "Missing required field: buyer" },
    });
  });

  it("/credit-estimate: assessedAmount only when amount was sent; bad amounts refused", async () => {
    const plain = ok(await client.creditEstimate({ wallet: role("established") }));
    expect(plain).not.toHaveProperty("assessedAmount");
    const withAmount = ok(await client.creditEstimate({ wallet: role("established"), amount: 50 }));
    expect(withAmount.assessedAmount).toBe(50);
    for (const amount of [0, -1, "abc", "50", null, true, [5], { n: 5 }]) {
      const res = await client.creditEstimate(illTyped({ wallet: role("established"), amount }));
      expect({ status: res.status, body: res.body }, JSON.stringify(amount)).toEqual({
        status: 400,
        body: { error: "Amount must be a positive finite number." },
      });
    }
  });
});
