import type { Devnet } from "@platform/algorand-devnet";
import algosdk from "algosdk";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassportChecksum } from "../src/scoring/passport.js";
import { sharedDevnet, trustAgainst } from "./fixtures.js";

let devnet: Devnet;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
const role = (name: string, i = 0) => devnet.accounts.roles[name]![i]!;

beforeAll(async () => {
  devnet = await sharedDevnet();
  ({ app, cleanup } = await trustAgainst(devnet));
});
afterAll(async () => {
  await cleanup();
  await devnet.close();
});

const get = (url: string) => app.inject({ method: "GET", url });

describe("wallet input", () => {
  it.each([
    "/score",
    "/delegation",
    "/sybil-check",
    "/reputation",
    "/underwrite",
    "/trust-graph",
    "/passport",
    "/verify",
  ])("%s: missing and malformed wallets get the spec's messages", async (path) => {
    const missing = await get(path);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: "Missing required query parameter: wallet" });
    for (const bad of ["abc", "a".repeat(58), `${"A".repeat(57)}1`, `${"A".repeat(58)}A`, "ÄÖÜ".repeat(20)]) {
      const res = await get(`${path}?wallet=${encodeURIComponent(bad)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe("Invalid wallet address. Must be 58-character base32 (A-Z, 2-7).");
    }
    expect(missing.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a well-formed address with a bad checksum is rejected as invalid, not a 500", async () => {
    const res = await get(`/score?wallet=${"A".repeat(58)}`);
    expect(res.statusCode).toBe(400);
  });

  it("an address the chain does not know is not found on the network, on every wallet route", async () => {
    const unknown = algosdk.generateAccount().addr.toString();
    for (const path of [
      "/score",
      "/passport",
      "/sybil-check",
      "/reputation",
      "/underwrite",
      "/trust-graph",
      "/delegation",
      "/verify",
    ]) {
      const res = await get(`${path}?wallet=${unknown}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ error: "Wallet not found on devnet", code: "WALLET_NOT_FOUND" });
    }
    const credit = await app.inject({
      method: "POST",
      url: "/credit-estimate",
      payload: { wallet: unknown },
    });
    expect(credit.statusCode).toBe(404);
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
      ]) {
        expect((await get(`${path}?wallet=${wallet}`)).statusCode, `${path} ${wallet}`).toBe(200);
      }
      const score = (await get(`/score?wallet=${wallet}`)).json();
      expect(score.onChain.transactionCount).toBe(0);
      expect(score.breakdown.activity).toBe(0);
      expect(score.breakdown.consistency).toBe(0);
      expect(score.explanation).toContain("No transaction in the look-back window: activity is scored 0.");
    }
    const anchor = (await get(`/score?wallet=${role("trustAnchor")}`)).json();
    expect(anchor.onChain.balanceAlgo).toBe(5000);
    expect(anchor.breakdown.accountAge).toBeGreaterThan(0);
    const anchorDelegation = (await get(`/delegation?wallet=${role("trustAnchor")}`)).json();
    expect(anchorDelegation.delegation.isTrustAnchor).toBe(true);
  });
});

describe("scores on devnet roles", () => {
  it("/score: an established merchant scores higher than a bot and gets five sub-scores", async () => {
    const merchant = (await get(`/score?wallet=${role("established")}`)).json();
    const bot = (await get(`/score?wallet=${role("bot")}`)).json();
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
    const ring = (await get(`/sybil-check?wallet=${role("sybilRing", 2)}`)).json();
    const merchant = (await get(`/sybil-check?wallet=${role("established", 1)}`)).json();
    expect(Object.keys(ring.signals)).toHaveLength(12);
    expect(ring.sybilRisk).toBeGreaterThan(merchant.sybilRisk);
    expect(ring.sybilRisk).toBeGreaterThanOrEqual(0.5);
    expect(ring.clusterSize).toBeGreaterThanOrEqual(4);
    const ringMembers = new Set(devnet.accounts.roles.sybilRing);
    expect(ring.flaggedWallets.length).toBeGreaterThan(0);
    expect(ring.flaggedWallets.every((w: string) => ringMembers.has(w))).toBe(true);
    // A merchant's customers are counterparties, not a sybil cluster: none is flagged.
    expect(merchant.flaggedWallets).toEqual([]);
  });

  it("/delegation: the 3-level sponsor tree is walked from the registry boxes", async () => {
    const agent = (await get(`/delegation?wallet=${role("agent")}`)).json();
    expect(agent.delegation.depth).toBe(3);
    expect(agent.delegation.isTrustAnchor).toBe(false);
    expect(agent.delegation.sponsorCount).toBe(1);
    expect(agent.delegation.trustedAncestors).toContain(role("trustAnchor"));
    expect(agent.delegation.trustedAncestors).toHaveLength(3);
    const sponsor = (await get(`/delegation?wallet=${role("sponsor")}`)).json();
    expect(sponsor.delegation.depth).toBe(1);
    expect(sponsor.trustScore).toBeGreaterThan(agent.trustScore);
    const outsider = (await get(`/delegation?wallet=${role("established")}`)).json();
    expect(outsider.delegation.depth).toBeNull();
    expect(outsider.trustScore).toBe(0);
  });

  it("/reputation: disputes lower it; the source is the contract", async () => {
    const reputable = (await get(`/reputation?wallet=${role("reputable")}`)).json();
    const disputed = (await get(`/reputation?wallet=${role("disputed")}`)).json();
    expect(reputable.source).toBe("contract");
    expect(disputed.breakdown.dispute.count).toBe(4);
    expect(reputable.reputation).toBeGreaterThan(disputed.reputation);
  });

  it("/trust-graph: nodes, edges, exposure by depth, and a lost sponsor never raises delegation trust", async () => {
    const sponsor = role("sponsor");
    const graph = (await get(`/trust-graph?wallet=${sponsor}`)).json();
    expect(graph.nodes.length).toBeGreaterThanOrEqual(7);
    expect(graph.edges.length).toBeGreaterThanOrEqual(7);
    expect(graph.exposureByDepth.map((d: { depth: number }) => d.depth)).toEqual(
      expect.arrayContaining([0, 1, 2]),
    );
    const agent = role("agent");
    const levelTwo = graph.nodes.find((n: { depth: number }) => n.depth === 1).address;
    const whatIf = (await get(`/trust-graph?wallet=${agent}&simulateSponsorLost=${levelTwo}`)).json().whatIf;
    expect(whatIf.sponsorLost).toBe(levelTwo);
    expect(whatIf.delegationScoreAfter).toBeLessThanOrEqual(whatIf.delegationScoreBefore);
    const bad = await get(`/trust-graph?wallet=${agent}&simulateSponsorLost=nope`);
    expect(bad.statusCode).toBe(400);
  });

  it("/passport: every field, and a checksum anyone can verify", async () => {
    const res = await get(`/passport?wallet=${role("reputable")}`);
    expect(res.statusCode).toBe(200);
    const passport = res.json();
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
    const res = (await get(`/verify?wallet=${role("established")}`)).json();
    expect(res.valid).toBe(true);
    expect(res.flags).toEqual(expect.arrayContaining(["funded", "active"]));
    const unknown = await get(
      `/verify?wallet=${"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ"}`,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("/counterparty-check: 60/40 of on-chain and delegation scores", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/counterparty-check",
      payload: { buyer: role("agent") },
    });
    const body = res.json();
    expect(body.trustScore).toBeCloseTo(0.6 * body.onChainScore + 0.4 * body.delegationScore, 1);
    expect(typeof body.allow).toBe("boolean");
    const missing = await app.inject({ method: "POST", url: "/counterparty-check", payload: {} });
    expect(missing.json()).toEqual({ error: "Missing required field: buyer" });
  });

  it("/credit-estimate: assessedAmount only when amount was sent; bad amounts refused", async () => {
    const plain = (
      await app.inject({ method: "POST", url: "/credit-estimate", payload: { wallet: role("established") } })
    ).json();
    expect(plain).not.toHaveProperty("assessedAmount");
    const withAmount = (
      await app.inject({
        method: "POST",
        url: "/credit-estimate",
        payload: { wallet: role("established"), amount: 50 },
      })
    ).json();
    expect(withAmount.assessedAmount).toBe(50);
    for (const amount of [0, -1, "abc", "50", null, true, [5], { n: 5 }]) {
      const res = await app.inject({
        method: "POST",
        url: "/credit-estimate",
        payload: { wallet: role("established"), amount },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Amount must be a positive finite number." });
    }
  });
});
