import algosdk from "algosdk";
import { type AppState, boxesMinBalance, hex } from "../apps/app-state.js";
import type { BoxBudget, EvalEnv, TxnView } from "../avm/eval-env.js";
import { EvalFailure, runProgram } from "../avm/evaluator.js";
import { AvmError } from "../avm/machine.js";
import { BOX_IO_PER_REF } from "../avm/ops-state.js";
import { txnView } from "../avm/txn-fields.js";
import { type AccountState, LedgerError } from "./types.js";

/**
 * Application calls run through the AVM evaluator with the consensus rules of a real node: the
 * opcode budget (700 per app call) is pooled over the group, box references (1 024 bytes of I/O
 * each) are pooled too, a transaction names at most 8 resources, and the minimum balance of every
 * account the group touched (application accounts with their boxes included) is checked once the
 * whole group has run.
 */
export const APP_CALL_BUDGET = 700;
export const MAX_REFERENCES = 8;
export const MAX_VERSION_SUPPORTED = 10;

export interface AppLedger {
  apps: Map<number, AppState>;
  account(address: string): AccountState | undefined;
  createAccount(address: string, round: number): AccountState;
  minBalance(account: AccountState): number;
  roundTime(round: number): number;
  nextAppId(): number;
}

/** State shared by the members of one group while it runs. */
export class GroupRun {
  readonly budget: { remaining: number };
  readonly views: TxnView[];
  readonly boxBudgets = new Map<number, BoxBudget>();
  /** Addresses whose balance or boxes changed: their minimum balance is checked at the end. */
  readonly touched = new Set<string>();
  innerTxns = 0;
  private readonly boxRefs: number;

  constructor(readonly txns: algosdk.Transaction[]) {
    const calls = txns.filter((t) => t.type === algosdk.TransactionType.appl);
    this.budget = { remaining: APP_CALL_BUDGET * calls.length };
    this.views = txns.map((t, i) => txnView(t, i));
    this.boxRefs = calls.reduce((n, t) => n + (t.applicationCall?.boxes.length ?? 0), 0);
    for (const t of calls) {
      const call = t.applicationCall!;
      const refs =
        call.accounts.length + call.foreignApps.length + call.foreignAssets.length + call.boxes.length;
      if (refs > MAX_REFERENCES) {
        throw new LedgerError(`tx references exceed MaxAppTotalTxnReferences = ${MAX_REFERENCES}`);
      }
    }
  }

  /** The boxes of `appId` the group's references make available, and the group's I/O budget. */
  boxBudget(appId: number): BoxBudget {
    let budget = this.boxBudgets.get(appId);
    if (!budget) {
      const available = new Set<string>();
      for (const t of this.txns) {
        const call = t.applicationCall;
        if (!call) continue;
        const own = call.appIndex === 0n ? appId : Number(call.appIndex);
        for (const ref of call.boxes) {
          const target = ref.appIndex === 0n ? own : Number(ref.appIndex);
          if (target === appId && ref.name.length > 0) available.add(hex(ref.name));
        }
      }
      budget = { available, ioBudget: this.boxRefs * BOX_IO_PER_REF, readChecked: false, dirty: new Map() };
      this.boxBudgets.set(appId, budget);
    }
    return budget;
  }
}

export const appAddress = (appId: number) => algosdk.getApplicationAddress(appId).toString();

/** Runs one application call of the group; returns the id of the application it created, if any. */
export function runAppCall(
  ledger: AppLedger,
  group: GroupRun,
  index: number,
  txId: string,
  round: number,
): number | undefined {
  const txn = group.txns[index]!;
  const call = txn.applicationCall!;
  const sender = txn.sender.toString();
  const creating = call.appIndex === 0n;
  let app = creating ? undefined : ledger.apps.get(Number(call.appIndex));
  if (!creating && !app) throw new LedgerError(`application ${call.appIndex} does not exist`);
  if (creating) {
    checkPrograms(call.approvalProgram, call.clearProgram);
    app = {
      id: ledger.nextAppId(),
      creator: sender,
      approval: call.approvalProgram,
      clear: call.clearProgram,
      globalSchema: { uints: call.numGlobalInts, bytes: call.numGlobalByteSlices },
      global: new Map(),
      boxes: new Map(),
    };
    ledger.apps.set(app.id, app);
    const creator = ledger.account(sender)!;
    creator.createdApps += 1;
  }
  const target = app!;
  const clearing = call.onComplete === algosdk.OnApplicationComplete.ClearStateOC;
  const program = clearing ? target.clear : target.approval;
  const env = environment(ledger, group, index, target, round);
  let approved: boolean;
  try {
    approved = runProgram(program, env).approved;
  } catch (error) {
    if (!(error instanceof EvalFailure)) throw error;
    throw new LedgerError(
      `transaction ${txId}: logic eval error: ${error.reason}. Details: app=${target.id}, pc=${error.pc}`,
    );
  }
  // A clear program's verdict does not stop the clear; the devnet keeps no local state to clear.
  if (!approved && !clearing)
    throw new LedgerError(`transaction ${txId}: transaction rejected by ApprovalProgram`);
  checkSchema(target, txId);
  group.touched.add(appAddress(target.id));
  if (call.onComplete === algosdk.OnApplicationComplete.UpdateApplicationOC) {
    checkPrograms(call.approvalProgram, call.clearProgram);
    target.approval = call.approvalProgram;
    target.clear = call.clearProgram;
  }
  if (call.onComplete === algosdk.OnApplicationComplete.DeleteApplicationOC) {
    ledger.apps.delete(target.id);
    const creator = ledger.account(target.creator);
    if (creator) creator.createdApps -= 1;
  }
  return creating ? target.id : undefined;
}

function environment(
  ledger: AppLedger,
  group: GroupRun,
  index: number,
  app: AppState,
  round: number,
): EvalEnv {
  const address = algosdk.getApplicationAddress(app.id);
  return {
    appId: app.id,
    appAddress: address.publicKey,
    creator: algosdk.decodeAddress(app.creator).publicKey,
    group: group.views,
    groupIndex: index,
    round,
    timestamp: ledger.roundTime(round),
    budget: group.budget,
    global: app.global,
    boxes: app.boxes,
    boxBudget: group.boxBudget(app.id),
    logs: [],
    account(key) {
      const account = ledger.account(algosdk.encodeAddress(key));
      return account && { balance: account.amount, minBalance: ledger.minBalance(account) };
    },
    innerPay({ receiver, amount, fee }) {
      const from = ledger.account(address.toString());
      const total = Number(amount + fee);
      if (!from || from.amount < total) {
        throw new AvmError(`overspend (account ${address}, tried to spend {${total}})`);
      }
      const to = algosdk.encodeAddress(receiver);
      from.amount -= total;
      (ledger.account(to) ?? ledger.createAccount(to, round)).amount += Number(amount);
      group.innerTxns += 1;
      group.touched.add(address.toString());
      group.touched.add(to);
    },
  };
}

function checkPrograms(approval: Uint8Array, clear: Uint8Array): void {
  for (const [name, program] of [
    ["approval", approval],
    ["clear state", clear],
  ] as const) {
    if (program.length === 0) throw new LedgerError(`${name} program is empty`);
    if ((program[0] ?? 0) > MAX_VERSION_SUPPORTED || program[0]! >= 0x80) {
      throw new LedgerError(
        `${name} program version ${program[0]} greater than max supported version ${MAX_VERSION_SUPPORTED}`,
      );
    }
  }
}

/** Global state may hold at most the schema's counts of integers and byte slices. */
function checkSchema(app: AppState, txId: string): void {
  let uints = 0;
  let bytes = 0;
  for (const value of app.global.values()) {
    if (typeof value === "bigint") uints++;
    else bytes++;
  }
  if (uints > app.globalSchema.uints) {
    throw new LedgerError(
      `transaction ${txId}: store integer count ${uints} exceeds schema integer count ${app.globalSchema.uints}`,
    );
  }
  if (bytes > app.globalSchema.bytes) {
    throw new LedgerError(
      `transaction ${txId}: store bytes count ${bytes} exceeds schema bytes count ${app.globalSchema.bytes}`,
    );
  }
}

/** Minimum balance of an application's account: 100 000 base plus its boxes. */
export function appAccountMinBalance(app: AppState | undefined): number {
  return app ? boxesMinBalance(app) : 0;
}
