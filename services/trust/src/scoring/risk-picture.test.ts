import { describe, expect, it } from "vitest";
import { counterpartyCheck } from "./counterparty.js";
import { riskPicture, SYBIL_BLOCK_THRESHOLD } from "./risk-picture.js";
import { underwrite } from "./underwrite.js";

describe("the shared risk rule", () => {
  it("sanctioned is critical and blocked whatever the score", () => {
    expect(riskPicture({ score: 100, sybilRisk: 0, sanctioned: true })).toMatchObject({
      riskLevel: "critical",
      blocked: true,
    });
  });

  it("sybil risk blocks at the threshold, not just under it, and raises the level", () => {
    const under = riskPicture({ score: 90, sybilRisk: SYBIL_BLOCK_THRESHOLD - 0.001, sanctioned: false });
    expect(under.blocked).toBe(false);
    expect(under.riskLevel).toBe("medium");
    const at = riskPicture({ score: 90, sybilRisk: SYBIL_BLOCK_THRESHOLD, sanctioned: false });
    expect(at.blocked).toBe(true);
    expect(at.riskLevel).toBe("high");
    expect(riskPicture({ score: 90, sybilRisk: 0.8, sanctioned: false }).riskLevel).toBe("critical");
    expect(riskPicture({ score: 90, sybilRisk: 0.1, sanctioned: false })).toEqual({
      riskLevel: "low",
      blocked: false,
      reasons: [],
    });
  });

  it("underwriting and the counterparty check apply it the same way", () => {
    const base = { trust: 95, delegation: 95, reputation: 95, creditLimit: 1000, sanctioned: false };
    expect(underwrite({ ...base, sybilRisk: 0.8 })).toMatchObject({ approved: false, riskLevel: "critical" });
    expect(counterpartyCheck(95, 95, 0.8, false)).toMatchObject({ allow: false, riskLevel: "critical" });
    expect(underwrite({ ...base, sybilRisk: 0.1 }).approved).toBe(true);
    expect(counterpartyCheck(95, 95, 0.1, false).allow).toBe(true);
    expect(counterpartyCheck(95, 95, 0.1, true)).toMatchObject({ allow: false, riskLevel: "critical" });
  });
});
