import type { AlgodAccount } from "../chain/chain-reader.js";

export type VerifyFlag = "funded" | "active" | "empty" | "lookup_failed";

/**
 * Light verification from one algod account look-up: funded (holds more than its minimum balance),
 * active (holds assets or app opt-ins, or funds beyond the minimum), empty (no ALGO), lookup_failed.
 */
export function verifyFlags(account: AlgodAccount | undefined): { valid: boolean; flags: VerifyFlag[] } {
  if (!account) return { valid: false, flags: ["lookup_failed"] };
  const flags: VerifyFlag[] = [];
  if (account.amount === 0) flags.push("empty");
  else if (account.amount >= account.minBalance) flags.push("funded");
  if (account.totalAssetsOptedIn > 0 || account.totalAppsOptedIn > 0 || account.amount > account.minBalance)
    flags.push("active");
  return { valid: flags.includes("funded"), flags };
}
