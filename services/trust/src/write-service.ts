import type { ChainReader } from "./chain/chain-reader.js";
import { type ChainWriter, type Consent, ContractRejectedError } from "./chain/chain-writer.js";
import { delegateMessage, revokeMessage, verifyConsent } from "./chain/consent.js";
import { TrustError } from "./errors.js";
import type { ReputationEvent, ReputationLedger, RuleViolation } from "./reputation/reputation-ledger.js";
import { EVENT_TYPES } from "./scoring/reputation-score.js";

export interface WriteServiceDeps {
  chain: ChainReader;
  /** undefined when no operator mnemonic is configured */
  writer: ChainWriter | undefined;
  /** The duplicate and endorsement-cycle rules, and the local aggregates (this process or Redis). */
  ledger: ReputationLedger;
  registryAppId: number;
  reputationAppId: number;
  /** Whether delegations and revocations must carry a consent signature (decision 0014); default optional. */
  consent?: "required" | "optional";
  now?: () => number;
  /** Called after every successful write with the wallets whose cached answers are now stale. */
  invalidate: (wallets: string[]) => Promise<void>;
  /** Awaited, so a webhook delivery is queued before the write answers. */
  onWrite: (kind: "delegation" | "revocation" | "reputation", event?: ReputationEvent) => Promise<void>;
  logger: { error(obj: object, msg: string): void };
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

  /**
   * Refuses a missing signature when consent is required, an expired one, and one that does not
   * verify, before any transaction: nothing is written. The registry verifies it again.
   */
  private checkConsent(
    consent: Consent | undefined,
    signer: string,
    message: (expiry: number) => Uint8Array,
  ) {
    if (!consent) {
      if (this.deps.consent === "required") {
        throw new TrustError(
          400,
          "A consent signature is required (DELEGATION_CONSENT=required)",
          "CONSENT_REQUIRED",
        );
      }
      return;
    }
    if (consent.expiry <= Math.floor((this.deps.now ?? Date.now)() / 1000)) {
      throw new TrustError(400, "Consent signature has expired", "CONSENT_EXPIRED");
    }
    if (!verifyConsent(signer, message(consent.expiry), consent.signature)) {
      throw new TrustError(400, "Consent signature does not verify", "INVALID_CONSENT_SIGNATURE");
    }
  }

  async delegate(sponsor: string, agent: string, amount: number, consent?: Consent) {
    const { writer, appId } = this.registry();
    const micro = BigInt(Math.round(amount * MICRO));
    this.checkConsent(consent, sponsor, (expiry) => delegateMessage(appId, agent, micro, expiry));
    const receipt = await this.rejectAs(409, () =>
      writer.addDelegation(appId, sponsor, agent, micro, consent),
    ).catch(async (error: unknown) => {
      // The node says only that the program refused; the registry's state says why.
      if (isRejection(error) && (await this.deps.chain.delegation(appId, agent, sponsor))) {
        throw new TrustError(409, "Delegation already exists", "CONTRACT_REJECTED");
      }
      throw error;
    });
    await this.deps.invalidate([sponsor, agent]);
    await this.deps.onWrite("delegation");
    return {
      sponsor,
      agent,
      amount,
      consented: consent !== undefined,
      appId,
      txId: receipt.txId,
      round: receipt.round,
    };
  }

  async revoke(sponsor: string, agent: string, consent?: Consent) {
    const { writer, appId } = this.registry();
    const signer = consent?.signer ?? sponsor;
    if (signer !== sponsor && signer !== agent) {
      throw new TrustError(400, "The signer must be the sponsor or the agent", "BAD_REQUEST");
    }
    this.checkConsent(consent, signer, (expiry) => revokeMessage(appId, sponsor, agent, expiry));
    const receipt = await this.rejectAs(409, () =>
      writer.revokeDelegation(appId, sponsor, agent, consent),
    ).catch(async (error: unknown) => {
      if (isRejection(error) && !(await this.deps.chain.delegation(appId, agent, sponsor))) {
        throw new TrustError(404, "Delegation not found", "CONTRACT_REJECTED");
      }
      throw error;
    });
    await this.deps.invalidate([sponsor, agent]);
    await this.deps.onWrite("revocation");
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
    const { writer, reputationAppId, ledger } = this.deps;
    const contract = reputationAppId > 0 ? writer : undefined;
    if (reputationAppId > 0 && !contract)
      throw new TrustError(
        503,
        "Reputation contract writes need OPERATOR_MNEMONIC",
        "OPERATOR_NOT_CONFIGURED",
      );
    // Admitted before the transaction, so an equal event (or the other half of a cycle) arriving
    // meanwhile, on this replica or another, is refused rather than written twice.
    const admission = await ledger.admit(event);
    if (!admission.admitted) throw ruleError(admission.violation);
    let receipt: { txId: string; round: number } | undefined;
    if (contract) {
      try {
        receipt = await this.rejectAs(409, () =>
          contract.recordReputation(reputationAppId, {
            subject: event.wallet,
            type: EVENT_TYPES.indexOf(event.eventType),
            microUsdc: BigInt(event.amount),
            counterparty: event.counterparty,
            refRound: event.round,
          }),
        );
      } catch (error) {
        // Should the withdrawal fail too (Redis down), the marker lasts out its window: a retry
        // within the hour is then refused as a duplicate.
        await ledger
          .withdraw(event, admission.ticket)
          .catch((failure: unknown) =>
            this.deps.logger.error({ err: failure, event }, "reputation admission not withdrawn"),
          );
        throw error;
      }
    }
    await this.deps.invalidate([event.wallet]);
    await this.deps.onWrite("reputation", event);
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
        throw new TrustError(status, `Contract rejected the call: ${error.reason}`, "CONTRACT_REJECTED");
      }
      throw error;
    }
  }
}

const isRejection = (error: unknown) => error instanceof TrustError && error.code === "CONTRACT_REJECTED";

function ruleError(violation: RuleViolation): TrustError {
  return violation === "duplicate"
    ? new TrustError(409, "Duplicate reputation event within one hour", "DUPLICATE_EVENT")
    : new TrustError(409, "Endorsement cycle rejected", "ENDORSEMENT_CYCLE");
}
