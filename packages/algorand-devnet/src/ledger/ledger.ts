import algosdk from "algosdk";
import { type AppState, boxesMinBalance, fromHex, hex } from "../apps/app-state.js";
import { appAddress, GroupRun, runAppCall } from "./app-calls.js";
import { checkGroup } from "./group-id.js";
import { verifySignature } from "./signature.js";
import { type AccountState, type AssetParams, LedgerError, type LedgerTx } from "./types.js";

export const MIN_FEE = 1000;
export const MIN_BALANCE = 100_000;
export const ASSET_MIN_BALANCE = 100_000;
export const BLOCK_SECONDS = 3.3;

export interface LedgerOptions {
  genesisId: string;
  genesisHash: Uint8Array;
  startRound: number;
  /** Unix seconds of startRound; earlier rounds are placed 3.3 s apart before it. */
  startTime: number;
  /** Resolves wallets that are generated lazily (the bulk population) on first look-up. */
  lazy?: LazyWallets;
}

export interface LazyWallets {
  materialize(address: string): { account: AccountState; txs: LedgerTx[] } | undefined;
}

export interface Submitted {
  txId: string;
  stxn: algosdk.SignedTransaction;
  round: number;
}

/**
 * The ledger: accounts, assets, applications and confirmed transactions, with the validation algod
 * applies to a submitted group (signatures, fees, validity window, balances, opt-ins, app logic).
 */
export class Ledger {
  readonly accounts = new Map<string, AccountState>();
  readonly assets = new Map<number, AssetParams>();
  readonly apps = new Map<number, AppState>();
  /** Every confirmed transaction, oldest first. */
  readonly txs: LedgerTx[] = [];
  private readonly byAddress = new Map<string, LedgerTx[]>();
  private readonly submitted = new Map<string, Submitted>();
  private readonly materialized = new Set<string>();
  private readonly createdApps = new Map<string, number>();
  round: number;
  private offsetInRound = 0;

  constructor(readonly options: LedgerOptions) {
    this.round = options.startRound;
  }

  roundTime(round: number): number {
    return Math.floor(this.options.startTime - (this.options.startRound - round) * BLOCK_SECONDS);
  }

  account(address: string): AccountState | undefined {
    this.materialize(address);
    return this.accounts.get(address);
  }

  /** Transactions touching an address, oldest first. */
  history(address: string): readonly LedgerTx[] {
    this.materialize(address);
    return this.byAddress.get(address) ?? [];
  }

  pending(txId: string): Submitted | undefined {
    return this.submitted.get(txId);
  }

  /** A confirmed transaction by id (a scan: look-ups by id are rare next to look-ups by address). */
  transaction(txId: string): LedgerTx | undefined {
    return this.txs.find((tx) => tx.id === txId);
  }

  /** The application a confirmed transaction created, if it created one. */
  createdAppOf(txId: string): number | undefined {
    return this.createdApps.get(txId);
  }

  private materialize(address: string): void {
    if (this.accounts.has(address) || this.materialized.has(address) || !this.options.lazy) return;
    this.materialized.add(address);
    const found = this.options.lazy.materialize(address);
    if (!found) return;
    this.accounts.set(address, found.account);
    for (const tx of found.txs) this.index(tx, [address]);
  }

  /** Adds an account at genesis or while seeding. */
  addAccount(account: AccountState): void {
    this.accounts.set(account.address, account);
  }

  /** Records a seeded, already-applied transaction (balances are set by the seeder). */
  recordHistoric(tx: LedgerTx): void {
    this.txs.push(tx);
    this.index(tx, parties(tx));
  }

  private index(tx: LedgerTx, addresses: string[]): void {
    for (const address of new Set(addresses)) {
      let list = this.byAddress.get(address);
      if (!list) {
        list = [];
        this.byAddress.set(address, list);
      }
      list.push(tx);
    }
  }

  /** Sorts seeded history once seeding is done (seeding may add rounds out of order). */
  finishSeeding(): void {
    const order = historyOrder;
    this.txs.sort(order);
    for (const list of this.byAddress.values()) list.sort(order);
  }

  advanceRound(): number {
    this.round += 1;
    this.offsetInRound = 0;
    return this.round;
  }

  /**
   * Validates and applies a group of signed transactions atomically: either every transaction is
   * confirmed in the next round or none is and the ledger is unchanged.
   */
  submit(stxns: algosdk.SignedTransaction[]): string[] {
    if (stxns.length === 0) throw new LedgerError("empty transaction group");
    if (stxns.length > 16) throw new LedgerError("transaction group too large: at most 16");
    checkGroup(stxns);
    const group = new GroupRun(stxns.map((s) => s.txn));
    const snapshot = this.snapshot();
    const round = this.round + 1;
    const ids: string[] = [];
    try {
      stxns.forEach((stxn, index) => {
        ids.push(this.apply(stxn, round, group, index));
      });
      this.checkGroupEnd(stxns, group);
    } catch (error) {
      this.restore(snapshot);
      throw error;
    }
    return ids;
  }

  /**
   * Runs a group as submit would and leaves the ledger unchanged: algod's simulate, for a facilitator
   * that must refuse at verify what settle would refuse. Answers the rejection message, or undefined.
   */
  simulate(stxns: algosdk.SignedTransaction[]): string | undefined {
    const snapshot = this.snapshot();
    try {
      this.submit(stxns);
      return undefined;
    } catch (error) {
      if (error instanceof LedgerError) return error.message;
      throw error;
    } finally {
      this.restore(snapshot);
    }
  }

  /**
   * What algod checks once every member has run: fees pooled over the group cover its inner
   * transactions too, and every account the group touched holds its minimum balance (an
   * application's account: 100 000 plus 2 500 + 400 × (name + size) per box).
   */
  private checkGroupEnd(stxns: algosdk.SignedTransaction[], group: GroupRun): void {
    const paid = stxns.reduce((n, s) => n + Number(s.txn.fee), 0);
    const needed = stxns.length + group.innerTxns;
    if (paid < needed * MIN_FEE) {
      throw new LedgerError(
        `txgroup had ${paid} in fees, which is less than the minimum ${needed} * ${MIN_FEE}`,
      );
    }
    for (const address of group.touched) {
      const account = this.account(address);
      if (!account) continue;
      const appId = this.appIdOf(address);
      const empty =
        account.amount === 0 &&
        account.assets.size === 0 &&
        account.createdApps === 0 &&
        (appId === undefined || (this.apps.get(appId)?.boxes.size ?? 0) === 0);
      const min = this.minBalance(account);
      if (!empty && account.amount < min) {
        throw new LedgerError(
          `account ${address} balance ${account.amount} below min ${min} (${account.assets.size} assets)`,
        );
      }
    }
  }

  private readonly appAddresses = new Map<number, string>();

  /** The application whose account this address is, if any. */
  appIdOf(address: string): number | undefined {
    for (const id of this.apps.keys()) {
      let known = this.appAddresses.get(id);
      if (!known) {
        known = appAddress(id);
        this.appAddresses.set(id, known);
      }
      if (known === address) return id;
    }
    return undefined;
  }

  nextAppId(): number {
    return Math.max(0, ...this.apps.keys(), ...this.assets.keys()) + 1;
  }

  private apply(stxn: algosdk.SignedTransaction, round: number, group: GroupRun, index: number): string {
    const txn = stxn.txn;
    const txId = txn.txID();
    if (this.submitted.has(txId)) throw new LedgerError(`transaction already in ledger: ${txId}`);
    if (
      txn.genesisID !== this.options.genesisId ||
      hex(txn.genesisHash ?? new Uint8Array()) !== hex(this.options.genesisHash)
    ) {
      throw new LedgerError("transaction genesis does not match this network");
    }
    const firstValid = Number(txn.firstValid);
    const lastValid = Number(txn.lastValid);
    if (round < firstValid || round > lastValid) {
      throw new LedgerError(`txn dead: round ${round} outside of ${firstValid}--${lastValid}`);
    }
    if (!verifySignature(stxn)) throw new LedgerError("At least one signature didn't pass verification");
    // Fees are pooled, as algod does since fee pooling: a member may pay 0 when another pays for it
    // (an x402 fee payer); the group's total is checked once every member has run (checkGroupEnd).
    const fee = Number(txn.fee);

    const sender = txn.sender.toString();
    const from = this.account(sender);
    if (!from) throw new LedgerError(`account ${sender} has no balance`);
    const tx: LedgerTx = {
      id: txId,
      round,
      intraRoundOffset: this.offsetInRound,
      sender,
      type: txn.type as LedgerTx["type"],
      fee,
      firstValid,
      lastValid,
      group: txn.group,
      note: txn.note.length > 0 ? txn.note : undefined,
    };
    this.debit(from, fee);
    group.touched.add(sender);

    if (txn.type === algosdk.TransactionType.pay && txn.payment) {
      const receiver = txn.payment.receiver.toString();
      const amount = Number(txn.payment.amount);
      this.debit(from, amount);
      const to = this.account(receiver) ?? this.createAccount(receiver, round);
      to.amount += amount;
      group.touched.add(receiver);
      Object.assign(tx, { receiver, amount });
    } else if (txn.type === algosdk.TransactionType.axfer && txn.assetTransfer) {
      const assetId = Number(txn.assetTransfer.assetIndex);
      const receiver = txn.assetTransfer.receiver.toString();
      const amount = Number(txn.assetTransfer.amount);
      this.transferAsset(from, receiver, assetId, amount, round);
      group.touched.add(receiver);
      Object.assign(tx, { receiver, amount, assetId });
    } else if (txn.type === algosdk.TransactionType.appl && txn.applicationCall) {
      const created = runAppCall(this, group, index, txId, round);
      const appId = created === undefined ? Number(txn.applicationCall.appIndex) : 0;
      Object.assign(tx, { appId, appArgs: [...txn.applicationCall.appArgs] });
      if (created !== undefined) tx.createdAppId = created;
    } else {
      throw new LedgerError(`transaction type ${txn.type} is not supported by the devnet`);
    }
    this.offsetInRound += 1;
    this.txs.push(tx);
    this.index(tx, parties(tx));
    this.submitted.set(txId, { txId, stxn, round });
    if (tx.createdAppId !== undefined) this.createdApps.set(txId, tx.createdAppId);
    return txId;
  }

  private transferAsset(
    from: AccountState,
    receiver: string,
    assetId: number,
    amount: number,
    round: number,
  ): void {
    if (!this.assets.has(assetId)) throw new LedgerError(`asset ${assetId} does not exist`);
    if (receiver === from.address && amount === 0) {
      if (!from.assets.has(assetId)) from.assets.set(assetId, 0); // opt-in
      return;
    }
    const held = from.assets.get(assetId);
    if (held === undefined) throw new LedgerError(`asset ${assetId} missing from ${from.address}`);
    if (held < amount) throw new LedgerError(`underflow on subtracting ${amount} from sender amount ${held}`);
    const to = this.account(receiver) ?? this.createAccount(receiver, round);
    const toHeld = to.assets.get(assetId);
    if (toHeld === undefined)
      throw new LedgerError(`receiver ${receiver} error: must optin, asset ${assetId} missing`);
    from.assets.set(assetId, held - amount);
    to.assets.set(assetId, toHeld + amount);
  }

  private debit(account: AccountState, amount: number): void {
    if (account.amount < amount) {
      throw new LedgerError(
        `overspend (account ${account.address}, data {AccountBaseData: {MicroAlgos: ${account.amount}}}, tried to spend {${amount}})`,
      );
    }
    account.amount -= amount;
  }

  minBalance(account: AccountState): number {
    const appId = this.appIdOf(account.address);
    const boxes = appId === undefined ? 0 : boxesMinBalance(this.apps.get(appId)!);
    return MIN_BALANCE + (account.assets.size + account.createdApps) * ASSET_MIN_BALANCE + boxes;
  }

  createAccount(address: string, round: number): AccountState {
    const account: AccountState = {
      address,
      amount: 0,
      createdAtRound: round,
      assets: new Map(),
      createdApps: 0,
      createdAssets: 0,
    };
    this.accounts.set(address, account);
    return account;
  }

  private snapshot() {
    const accounts = new Map([...this.accounts].map(([k, a]) => [k, { ...a, assets: new Map(a.assets) }]));
    const apps = new Map(
      [...this.apps].map(([k, app]) => [
        k,
        { ...app, global: new Map(app.global), boxes: new Map(app.boxes) },
      ]),
    );
    return { accounts, apps, txCount: this.txs.length, offset: this.offsetInRound };
  }

  private restore(snapshot: ReturnType<Ledger["snapshot"]>): void {
    for (const [k, a] of snapshot.accounts) this.accounts.set(k, a);
    for (const k of [...this.accounts.keys()]) {
      if (snapshot.accounts.has(k)) continue;
      // A lazy wallet first looked up inside the group is not forgotten: it comes back as generated.
      const fresh = this.materialized.has(k) ? this.options.lazy?.materialize(k) : undefined;
      if (fresh) this.accounts.set(k, fresh.account);
      else this.accounts.delete(k);
    }
    for (const [k, app] of snapshot.apps) this.apps.set(k, app);
    for (const k of [...this.apps.keys()]) if (!snapshot.apps.has(k)) this.apps.delete(k);
    for (const tx of this.txs.splice(snapshot.txCount)) {
      this.submitted.delete(tx.id);
      this.createdApps.delete(tx.id);
      for (const address of parties(tx)) this.byAddress.get(address)?.pop();
    }
    this.offsetInRound = snapshot.offset;
  }

  /** Box bytes by name, or undefined. */
  box(appId: number, name: Uint8Array): Uint8Array | undefined {
    return this.apps.get(appId)?.boxes.get(hex(name));
  }

  boxNames(appId: number): Uint8Array[] {
    return [...(this.apps.get(appId)?.boxes.keys() ?? [])].sort().map(fromHex);
  }
}

/** Oldest first by round, offset in the round, then id: the order indexer paging relies on. */
export function historyOrder(a: LedgerTx, b: LedgerTx): number {
  return (
    a.round - b.round || a.intraRoundOffset - b.intraRoundOffset || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

function parties(tx: LedgerTx): string[] {
  return tx.receiver ? [tx.sender, tx.receiver] : [tx.sender];
}
