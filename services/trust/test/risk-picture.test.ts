import type { Devnet } from "@platform/algorand-devnet";
import type { TrustClient } from "@platform/trust-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientFor, ok, sharedDevnet, trustAgainst } from "./fixtures.js";

let devnet: Devnet;
let client: TrustClient;
let cleanup: () => Promise<void>;
const role = (name: string, i = 0) => devnet.accounts.roles[name]![i]!;
const LEVELS = ["low", "medium", "high", "critical"];

beforeAll(async () => {
  devnet = await sharedDevnet();
  // An established merchant is put on the deny list, so a wallet that otherwise scores well is tested.
  const trust = await trustAgainst(devnet, { SANCTIONS_EXTRA_DENY: role("established", 0) });
  cleanup = trust.cleanup;
  client = await clientFor(trust.app);
});
afterAll(async () => {
  await cleanup();
  await devnet.close();
});

/** The four answers about one wallet, each required to be 200, through the generated client. */
async function picture(wallet: string) {
  const [passport, underwrite, counterparty, sybil] = await Promise.all([
    client.passport(wallet),
    client.underwrite(wallet),
    client.counterpartyCheck({ buyer: wallet }),
    client.sybilCheck(wallet),
  ]);
  return {
    passport: ok(passport),
    underwrite: ok(underwrite),
    counterparty: ok(counterparty),
    sybil: ok(sybil),
  };
}

describe("one risk picture across the passport, /underwrite and /counterparty-check", () => {
  it("a sanctioned wallet is critical everywhere, never allowed, and every answer says why", async () => {
    const { passport, underwrite, counterparty } = await picture(role("established", 0));
    expect(passport.overallRiskLevel).toBe("critical");
    expect(passport.sanctions).toEqual({ listed: true, source: "SANCTIONS_EXTRA_DENY" });
    expect(underwrite).toMatchObject({ approved: false, riskLevel: "critical", recommendedLimit: 0 });
    expect(underwrite.sanctions).toEqual({ listed: true, source: "SANCTIONS_EXTRA_DENY" });
    expect(counterparty).toMatchObject({ allow: false, riskLevel: "critical" });
    expect(counterparty.sanctions).toEqual({ listed: true, source: "SANCTIONS_EXTRA_DENY" });
    // The same merchant's peer, not listed, is allowed: the denial is the list's doing.
    const peer = await picture(role("established", 1));
    expect(peer.passport.sanctions).toEqual({ listed: false });
    expect(peer.counterparty.sanctions).toEqual({ listed: false });
  });

  it("a sybil-ring member: risk at or above 0.5 blocks every decision and the level is at least the sybil level", async () => {
    const { passport, underwrite, counterparty, sybil } = await picture(role("sybilRing", 2));
    expect(sybil.sybilRisk).toBeGreaterThanOrEqual(0.5);
    expect(underwrite.approved).toBe(false);
    expect(counterparty.allow).toBe(false);
    expect(counterparty.sybilRisk).toBe(sybil.sybilRisk);
    for (const level of [passport.overallRiskLevel, underwrite.riskLevel, counterparty.riskLevel]) {
      expect(LEVELS.indexOf(level)).toBeGreaterThanOrEqual(LEVELS.indexOf(sybil.riskLevel));
    }
    expect(counterparty.explanation).toContain("Denied: sybil risk too high.");
  });

  it("for every role, the passport's overall level and score are /underwrite's, and the same sybil risk is used", async () => {
    for (const wallet of [
      role("established", 2),
      role("reputable"),
      role("disputed"),
      role("agent"),
      role("bot"),
      role("sybilRing", 0),
      role("fresh"),
    ]) {
      const { passport, underwrite, counterparty, sybil } = await picture(wallet);
      expect(passport.overallRiskLevel, wallet).toBe(underwrite.riskLevel);
      expect(passport.overallScore, wallet).toBe(underwrite.compositeScore);
      expect(passport.sybilRisk).toBe(sybil.sybilRisk);
      expect(counterparty.sybilRisk).toBe(sybil.sybilRisk);
      if (sybil.sybilRisk >= 0.5) {
        expect(underwrite.approved).toBe(false);
        expect(counterparty.allow).toBe(false);
      }
    }
  });
});
