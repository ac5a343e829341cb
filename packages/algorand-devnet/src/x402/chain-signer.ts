import type { FacilitatorAvmSigner } from "@x402-avm/avm";
import algosdk from "algosdk";
import type { Chain } from "../chain.js";
import type { KeyedAccount } from "../keys.js";
import { decodeMember } from "./group.js";

/**
 * The SDK's facilitator signer, over the devnet's own chain instead of an algod client: the fee
 * payer signs with its seeded key, simulate runs the group on the ledger and rolls it back, send
 * submits it. The SDK's own `toFacilitatorAvmSigner` only reaches testnet and mainnet nodes.
 */
export class ChainSigner implements FacilitatorAvmSigner {
  constructor(
    private readonly chain: Chain,
    private readonly feePayer: KeyedAccount,
  ) {}

  getAddresses(): readonly string[] {
    return [this.feePayer.address];
  }

  async signTransaction(txn: Uint8Array, senderAddress: string): Promise<Uint8Array> {
    if (senderAddress !== this.feePayer.address) throw new Error(`no key for ${senderAddress}`);
    return algosdk.decodeUnsignedTransaction(txn).signTxn(this.feePayer.secretKey);
  }

  getAlgodClient(): unknown {
    return undefined;
  }

  /** The shape of algod's simulate answer the SDK reads: the group's failure message, if any. */
  async simulateTransactions(txns: Uint8Array[]) {
    const failureMessage = this.chain.ledger.simulate(txns.map(decodeMember));
    return { txnGroups: [failureMessage === undefined ? {} : { failureMessage }] };
  }

  async sendTransactions(signedTxns: Uint8Array[]): Promise<string> {
    return this.chain.submit(signedTxns.map((bytes) => algosdk.decodeSignedTransaction(bytes)));
  }

  async waitForConfirmation(txId: string) {
    return this.chain.ledger.pending(txId);
  }
}
