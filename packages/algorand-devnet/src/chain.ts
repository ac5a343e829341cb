import type algosdk from "algosdk";
import type { Ledger } from "./ledger/ledger.js";
import type { DevnetAccounts } from "./ledger/seed.js";

/**
 * The running chain: the ledger plus block production. With a block time, rounds tick on a timer and
 * submissions confirm in the next round; with block time 0 every submission is its own round.
 */
export class Chain {
  private readonly waiters = new Set<() => void>();
  private timer: NodeJS.Timeout | undefined;
  private lastRoundAt = Date.now();

  constructor(
    readonly ledger: Ledger,
    readonly accounts: DevnetAccounts,
    readonly blockTimeMs: number,
  ) {
    if (blockTimeMs > 0) {
      this.timer = setInterval(() => this.nextRound(), blockTimeMs);
      this.timer.unref();
    }
  }

  submit(stxns: algosdk.SignedTransaction[]): string {
    const ids = this.ledger.submit(stxns);
    if (this.blockTimeMs === 0) this.nextRound();
    return ids[0]!;
  }

  private nextRound(): void {
    this.ledger.advanceRound();
    this.lastRoundAt = Date.now();
    for (const wake of this.waiters) wake();
  }

  status() {
    return {
      "last-round": this.ledger.round,
      "last-version": "future",
      "next-version": "future",
      "next-version-round": this.ledger.round + 1,
      "next-version-supported": true,
      "time-since-last-round": (Date.now() - this.lastRoundAt) * 1_000_000,
      "catchup-time": 0,
      "stopped-at-unsupported-round": false,
    };
  }

  /** Resolves once the chain is past `round`, or after `timeoutMs` (as algod does, with the status then). */
  waitForRoundAfter(round: number, timeoutMs: number): Promise<void> {
    if (this.ledger.round > round) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        if (this.ledger.round <= round && !timedOut) return;
        clearTimeout(timeout);
        this.waiters.delete(done);
        resolve();
      };
      let timedOut = false;
      const timeout = setTimeout(() => {
        timedOut = true;
        done();
      }, timeoutMs);
      timeout.unref();
      this.waiters.add(done);
    });
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    for (const wake of this.waiters) wake();
  }
}
