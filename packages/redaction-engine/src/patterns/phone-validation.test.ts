import { describe, expect, it } from "vitest";
import { nationalToE164 } from "./phone-numbering.js";
import { policyReading, validateNational } from "./phone-validation.js";

// policyReading as it was first written: every region's rules and plan, then the rules alone.
function bothPasses(digits: string, sizes: string, policy: readonly string[]): string | undefined {
  for (const checked of [true, false]) {
    for (const code of policy) {
      const e164 = validateNational(digits, sizes, code, new Map());
      if (e164 && (!checked || nationalToE164(digits, code) === e164)) return e164;
    }
  }
  return undefined;
}

describe("policyReading", () => {
  const runs: [string, string][] = [
    ["4155550132", "3-3-4"],
    ["2025550143", "3-3-4"],
    ["02079460958", "3-4-4"],
    ["07700900123", "5-6"],
    ["01614960123", "4-3-4"],
    ["0142685300", "2-2-2-2-2"],
    ["03012345678", "3-8"],
    ["9811427653", "5-5"],
    ["09811427653", "5-6"],
    ["0212345678", "2-4-4"],
    ["1234567890", "10"],
  ];
  const policies = [["US", "GB"], ["GB", "US"], ["US", "CA"], ["FR", "DE", "IN"], ["BR", "US"], ["AU"], []];

  it("reads as both passes over the policy's regions do", () => {
    for (const policy of policies)
      for (const [digits, sizes] of runs)
        expect(policyReading(digits, sizes, policy, new Map()), `${policy} ${digits}`).toBe(
          bothPasses(digits, sizes, policy),
        );
  });

  it("reads a number only the American rules take as American", () => {
    expect(policyReading("4155550132", "3-3-4", ["US", "GB"], new Map())).toBe("+14155550132");
  });
});
