import { createPrivateKey, type KeyObject, sign } from "node:crypto";
import algosdk from "algosdk";
import { ChainUnavailableError } from "../errors.js";

export const REGISTRY_METHODS = {
  addDelegation: algosdk.ABIMethod.fromSignature("add_delegation(address,address,uint64)void"),
  addDelegationSigned: algosdk.ABIMethod.fromSignature(
    "add_delegation_signed(address,address,uint64,uint64,byte[64])void",
  ),
  revokeDelegation: algosdk.ABIMethod.fromSignature("revoke_delegation(address,address)void"),
  revokeDelegationSigned: algosdk.ABIMethod.fromSignature(
    "revoke_delegation_signed(address,address,uint64,byte[64],address)void",
  ),
  budget: algosdk.ABIMethod.fromSignature("budget()void"),
} as const;
export const RECORD_METHOD = algosdk.ABIMethod.fromSignature(
  "record(address,uint8,uint64,address,uint64)void",
);

/** Event boxes referenced beyond the one the aggregate box names next (see recordReputation). */
const SEQUENCE_SLACK = 7;
const RECORD_ATTEMPTS = 3;

/**
 * Minimum balance a box adds to its application's account: 2 500 + 400 × (name + size) µAlgo. A
 * write that creates a box pays this to the application account in the same atomic group
 * (decision 0013), so the application never runs out of room however many records it holds.
 */
export const boxMinBalance = (nameBytes: number, size: number) => 2_500 + 400 * (nameBytes + size);
export const DELEGATION_MBR = boxMinBalance(64, 89);
export const EVENT_MBR = boxMinBalance(41, 65);
export const AGGREGATE_MBR = boxMinBalance(33, 104);
/** A revocation's fee also pays for the inner payment that refunds the freed minimum balance. */
const REVOKE_FEE = 2_000;

export interface WriteReceipt {
  txId: string;
  round: number;
}

/** Thrown when the contract rejects a call (duplicate, missing record...), as opposed to the node failing. */
export class ContractRejectedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "ContractRejectedError";
  }
}

/** A consent signature (decision 0014): who signed, until when (unix seconds), the 64 bytes. */
export interface Consent {
  expiry: number;
  signature: Uint8Array;
  /** revocations: the sponsor or the agent; delegations: always the sponsor */
  signer?: string;
}

/** ed25519verify_bare costs 1 900: two budget() calls join the group so the pool holds 2 100. */
const SIGNED_BUDGET_CALLS = 2;

export interface ChainWriter {
  addDelegation(
    appId: number,
    sponsor: string,
    agent: string,
    microUsdc: bigint,
    consent?: Consent,
  ): Promise<WriteReceipt>;
  revokeDelegation(appId: number, sponsor: string, agent: string, consent?: Consent): Promise<WriteReceipt>;
  recordReputation(
    appId: number,
    event: { subject: string; type: number; microUsdc: bigint; counterparty?: string; refRound?: number },
  ): Promise<WriteReceipt>;
}

const encoder = new TextEncoder();

/** Signs application calls with the operator key and waits for confirmation. The key never leaves here. */
export class AlgorandWriter implements ChainWriter {
  private readonly account: algosdk.Account;
  private readonly algod: algosdk.Algodv2;
  private readonly signingKey: KeyObject;

  constructor(
    algodUrl: string,
    algodToken: string,
    operatorMnemonic: string,
    private readonly timeoutMs: number,
  ) {
    this.account = algosdk.mnemonicToSecretKey(operatorMnemonic);
    this.signingKey = ed25519PrivateKey(this.account.sk);
    const url = new URL(algodUrl);
    this.algod = new algosdk.Algodv2(algodToken, `${url.protocol}//${url.hostname}`, url.port);
  }

  get operatorAddress(): string {
    return this.account.addr.toString();
  }

  addDelegation(appId: number, sponsor: string, agent: string, microUsdc: bigint, consent?: Consent) {
    const boxes = [delegationBoxName(agent, sponsor)];
    if (!consent) {
      return this.call(appId, REGISTRY_METHODS.addDelegation, [sponsor, agent, microUsdc], {
        boxes,
        pay: DELEGATION_MBR,
      });
    }
    return this.call(
      appId,
      REGISTRY_METHODS.addDelegationSigned,
      [sponsor, agent, microUsdc, BigInt(consent.expiry), consent.signature],
      { boxes, pay: DELEGATION_MBR, budgetCalls: SIGNED_BUDGET_CALLS },
    );
  }

  revokeDelegation(appId: number, sponsor: string, agent: string, consent?: Consent) {
    const boxes = [delegationBoxName(agent, sponsor)];
    if (!consent) {
      return this.call(appId, REGISTRY_METHODS.revokeDelegation, [sponsor, agent], {
        boxes,
        fee: REVOKE_FEE,
      });
    }
    return this.call(
      appId,
      REGISTRY_METHODS.revokeDelegationSigned,
      [sponsor, agent, BigInt(consent.expiry), consent.signature, consent.signer ?? sponsor],
      { boxes, fee: REVOKE_FEE, budgetCalls: SIGNED_BUDGET_CALLS },
    );
  }

  async recordReputation(
    appId: number,
    e: { subject: string; type: number; microUsdc: bigint; counterparty?: string; refRound?: number },
  ): Promise<WriteReceipt> {
    const subject = algosdk.decodeAddress(e.subject).publicKey;
    const counterparty = e.counterparty ?? algosdk.ALGORAND_ZERO_ADDRESS_STRING;
    const aggregate = concat(encoder.encode("a"), subject);
    const args = [e.subject, e.type, e.microUsdc, counterparty, BigInt(e.refRound ?? 0)];
    for (let attempt = 1; ; attempt++) {
      // Records for one subject may be in flight together (here or on another replica), each having
      // read the same next sequence number from the aggregate box; referencing the next few event
      // boxes keeps each within its references (8 per transaction). When more raced than that, the
      // program refuses the box access and a fresh read of the sequence gets it through.
      const seq = await this.nextEventSeq(appId, aggregate);
      const eventBoxes = Array.from({ length: SEQUENCE_SLACK }, (_, i) =>
        concat(encoder.encode("e"), subject, algosdk.encodeUint64(seq + BigInt(i))),
      );
      // The first event of a subject also creates its aggregate box. Two first events racing both
      // pay for it; the surplus stays in the application account.
      const pay = EVENT_MBR + (seq === 0n ? AGGREGATE_MBR : 0);
      try {
        return await this.call(appId, RECORD_METHOD, args, { boxes: [aggregate, ...eventBoxes], pay });
      } catch (error) {
        const raced = error instanceof ContractRejectedError && /invalid Box reference/.test(error.message);
        if (!raced || attempt === RECORD_ATTEMPTS) throw error;
      }
    }
  }

  private async nextEventSeq(appId: number, aggregate: Uint8Array): Promise<bigint> {
    try {
      const box = await this.algod.getApplicationBoxByName(appId, aggregate).do();
      return algosdk.decodeUint64(box.value.slice(96, 104), "bigint");
    } catch (error) {
      if ((error as { status?: number }).status === 404) return 0n;
      throw new ChainUnavailableError((error as Error).message);
    }
  }

  /**
   * One application call, preceded in the same atomic group by a payment of `pay` µAlgo from the
   * operator to the application account when the call creates boxes.
   */
  private async call(
    appId: number,
    method: algosdk.ABIMethod,
    args: algosdk.ABIValue[],
    options: { boxes: Uint8Array[]; pay?: number; fee?: number; budgetCalls?: number },
  ): Promise<WriteReceipt> {
    const appArgs = [
      method.getSelector(),
      ...method.args.map((arg, i) => (arg.type as algosdk.ABIType).encode(args[i]!)),
    ];
    let txId: string;
    try {
      const suggestedParams = await this.algod.getTransactionParams().do();
      const txns: algosdk.Transaction[] = [];
      if (options.pay) {
        txns.push(
          algosdk.makePaymentTxnWithSuggestedParamsFromObject({
            sender: this.account.addr,
            receiver: algosdk.getApplicationAddress(appId),
            amount: options.pay,
            suggestedParams,
          }),
        );
      }
      const fee = options.fee === undefined ? {} : { fee: BigInt(options.fee), flatFee: true };
      txns.push(
        algosdk.makeApplicationNoOpTxnFromObject({
          sender: this.account.addr,
          appIndex: appId,
          appArgs,
          boxes: options.boxes.map((name) => ({ appIndex: appId, name })),
          suggestedParams: { ...suggestedParams, ...fee },
        }),
      );
      // budget() calls lend their opcode budget to the group; each note differs so their ids do.
      for (let i = 0; i < (options.budgetCalls ?? 0); i++) {
        txns.push(
          algosdk.makeApplicationNoOpTxnFromObject({
            sender: this.account.addr,
            appIndex: appId,
            appArgs: [REGISTRY_METHODS.budget.getSelector()],
            note: new Uint8Array([i]),
            suggestedParams,
          }),
        );
      }
      const main = txns.find((t) => t.type === algosdk.TransactionType.appl)!;
      if (txns.length > 1) algosdk.assignGroupID(txns);
      const signed = txns.map((txn) =>
        txn.attachSignature(this.account.addr, sign(null, txn.bytesToSign(), this.signingKey)),
      );
      await this.algod.sendRawTransaction(signed).do();
      txId = main.txID();
    } catch (error) {
      const message = (error as Error).message ?? "";
      // A node's words for a program that refused: "logic eval error: ..." (an assert, an err, a
      // box it may not touch) or "rejected by ApprovalProgram". What the refusal means is decided
      // by reading the registry's state (WriteService), never by this text.
      const rejected = /(logic eval error: .*|transaction rejected by ApprovalProgram.*)$/.exec(message);
      if (rejected) throw new ContractRejectedError(rejected[1]!);
      throw new ChainUnavailableError(`submission failed: ${message.slice(0, 200)}`);
    }
    const rounds = Math.max(4, Math.ceil(this.timeoutMs / 3300));
    const confirmed = await algosdk.waitForConfirmation(this.algod, txId, rounds);
    return { txId, round: Number(confirmed.confirmedRound ?? 0) };
  }
}

/** Registry box name: agent ‖ sponsor, 64 bytes (decision 0013). */
export function delegationBoxName(agent: string, sponsor: string): Uint8Array {
  return concat(algosdk.decodeAddress(agent).publicKey, algosdk.decodeAddress(sponsor).publicKey);
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * The operator's key as a node:crypto KeyObject. algosdk signs with tweetnacl in JavaScript (about
 * 4 ms a signature here); OpenSSL's Ed25519 gives the same signature some fifty times faster, which
 * is what lets one process record hundreds of events a second.
 */
function ed25519PrivateKey(secretKey: Uint8Array): KeyObject {
  const PKCS8_ED25519_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");
  const seed = secretKey.subarray(0, 32);
  return createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: "der", type: "pkcs8" });
}
