import { addressOnly, derive, prng, syntheticTxId } from "../keys.js";
import { ALGO, START_ROUND } from "./genesis.js";
import { historyOrder, type LazyWallets } from "./ledger.js";
import type { AccountState, LedgerTx } from "./types.js";

/**
 * The generic population (DEVNET_WALLETS of them): each wallet's account and history derive from the
 * seed and its index when first looked up, so 100 000 wallets start in milliseconds. Their
 * counterparties are the established merchants, whose own histories do not list these payments.
 */
export class BulkWallets implements LazyWallets {
  private readonly index = new Map<string, number>();
  readonly addresses: string[] = [];

  constructor(
    private readonly seed: string,
    count: number,
    private readonly seeder: { readonly merchants: string[] },
  ) {
    for (let i = 0; i < count; i++) {
      const address = addressOnly(seed, `wallet-${i}`);
      this.index.set(address, i);
      this.addresses.push(address);
    }
  }

  materialize(address: string): { account: AccountState; txs: LedgerTx[] } | undefined {
    const i = this.index.get(address);
    if (i === undefined) return undefined;
    const random = prng(derive(this.seed, `wallet-${i}`));
    const createdAtRound = START_ROUND - Math.floor(1_000 + random() * 1_200_000);
    const account: AccountState = {
      address,
      amount: Math.floor((1 + random() * 500) * ALGO),
      createdAtRound,
      assets: new Map(),
      createdApps: 0,
      createdAssets: 0,
    };
    const txs: LedgerTx[] = [];
    const count = Math.floor(random() * 60);
    const span = START_ROUND - createdAtRound;
    const merchants = this.seeder.merchants;
    for (let n = 0; n < count; n++) {
      const round = createdAtRound + Math.floor(random() * span);
      const merchant = merchants[Math.floor(random() * merchants.length)]!;
      const outgoing = random() < 0.6;
      txs.push({
        id: syntheticTxId(this.seed, `wallet-${i}-${n}`),
        round,
        intraRoundOffset: 0,
        sender: outgoing ? address : merchant,
        receiver: outgoing ? merchant : address,
        type: "pay",
        fee: 1000,
        firstValid: round - 10,
        lastValid: round + 990,
        amount: Math.floor(random() * 50 * ALGO),
      });
    }
    txs.sort(historyOrder);
    return { account, txs };
  }
}
