import type { AlgodAccount, IndexerAccount } from "../chain/chain-reader.js";

/**
 * Whether the chain knows the wallet, from its account records and never from its history
 * (docs/decisions/0017): the indexer holds an account record for it, and that account is open: it
 * holds ALGO, an asset or an app. An Algorand account that holds nothing has been closed (an open
 * account must keep its minimum balance), so it is answered like an address never seen. A wallet
 * with no transaction in the look-back window exists and is scored (low activity).
 */
export function accountExists(
  indexed: IndexerAccount | undefined,
  algod: AlgodAccount,
): indexed is IndexerAccount {
  if (!indexed) return false;
  return algod.amount > 0 || algod.assets.size > 0 || algod.totalAppsOptedIn > 0;
}
