import type { ChainReader } from "./chain/chain-reader.js";
import { type ChainWriter, ContractRejectedError } from "./chain/chain-writer.js";
import { TrustError } from "./errors.js";
import type { ReputationEvent, ReputationLedger } from "./reputation/reputation-ledger.js";
import { EVENT_TYPES } from "./scoring/reputation-score.js";

export interface WriteServiceDeps {
  chain: ChainReader;
  /** undefined when no operator mnemonic is configured */
  writer: ChainWriter | undefined;
  ledger: ReputationLedger;
  registryAppId: number;
  reputationAppId: number;
  /** Called after every successful write with the wallets whose cached answers are now stale. */
  invalidate: (wallets: string[]) => void;
  onWrite: (kind: "delegation" | "revocation" | "reputation", event?: ReputationEvent) => void;
}

const MICRO = 1_000_000;

/** The write side: delegations and reputation events, with the rules the contracts cannot check. */
export class WriteService {
  constructor(private readonly deps: WriteServiceDeps) {}

  private registry() {
    const { writer, registryAppId } = this.deps;
    if (registryAppId === 0 || !writer) {
      throw new TrustError(
        503,
        "Delegation registry is not configured (REGISTRY_APP_ID and OPERATOR_MNEMONIC)",
        "REGISTRY_NOT_CONFIGURED",
      );
    }
    return { writer, appId: registryAppId };
  }

  async delegate(sponsor: string, agent: string, amount: number) {
    const { writer, appId } = this.registry();
    const receipt = await this.rejectAs(409, () =>
      writer.addDelegation(appId, sponsor, agent, BigInt(Math.round(amount * MICRO))),
    );
    this.deps.invalidate([sponsor, agent]);
    this.deps.onWrite("delegation");
    return { sponsor, agent, amount, appId, txId: receipt.txId, round: receipt.round };
  }

  async revoke(sponsor: string, agent: string) {
    const { writer, appId } = this.registry();
    const receipt = await this.rejectAs(404, () => writer.revokeDelegation(appId, sponsor, agent));
    this.deps.invalidate([sponsor, agent]);
    this.deps.onWrite("revocation");
    return { sponsor, agent, revoked: true, appId, txId: receipt.txId, round: receipt.round };
  }

  async record(event: ReputationEvent) {
    if (event.eventType === "dispute" && event.round !== undefined && event.counterparty) {
      const txs = await this.deps.chain.transactionsAt(event.wallet, event.round);
      const between = txs.some(
        (t) =>
          (t.sender === event.wallet && t.receiver === event.counterparty) ||
          (t.sender === event.counterparty && t.receiver === event.wallet),
      );
      if (!between) {
        throw new TrustError(
          400,
          `No transaction between wallet and counterparty at round ${event.round}`,
          "DISPUTE_ROUND_MISMATCH",
        );
      }
    }
    const violation = this.deps.ledger.violation(event);
    if (violation === "duplicate")
      throw new TrustError(409, "Duplicate reputation event within one hour", "DUPLICATE_EVENT");
    if (violation === "endorsement_cycle")
      throw new TrustError(409, "Endorsement cycle rejected", "ENDORSEMENT_CYCLE");

    const { writer, reputationAppId } = this.deps;
    let receipt: { txId: string; round: number } | undefined;
    if (reputationAppId > 0) {
      if (!writer)
        throw new TrustError(
          503,
          "Reputation contract writes need OPERATOR_MNEMONIC",
          "OPERATOR_NOT_CONFIGURED",
        );
      receipt = await this.rejectAs(409, () =>
        writer.recordReputation(reputationAppId, {
          subject: event.wallet,
          type: EVENT_TYPES.indexOf(event.eventType),
          microUsdc: BigInt(event.amount),
          counterparty: event.counterparty,
          refRound: event.round,
        }),
      );
    }
    this.deps.ledger.record(event);
    this.deps.invalidate([event.wallet]);
    this.deps.onWrite("reputation", event);
    return {
      recorded: true,
      source: reputationAppId > 0 ? "contract" : "local",
      event: { ...event, amount: event.amount / MICRO },
      ...(receipt ? { txId: receipt.txId, round: receipt.round, appId: reputationAppId } : {}),
    };
  }

  private async rejectAs<T>(status: number, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof ContractRejectedError) {
        const message = /already exists/.test(error.reason)
          ? "Delegation already exists"
          : /no such delegation/.test(error.reason)
            ? "Delegation not found"
            : `Contract rejected the call: ${error.reason}`;
        throw new TrustError(status, message, "CONTRACT_REJECTED");
      }
      throw error;
    }
  }
}
