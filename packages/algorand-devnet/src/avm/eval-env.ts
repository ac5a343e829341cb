import type { StackValue } from "./machine.js";
import type { InnerPayment } from "./ops-inner.js";

/**
 * What a program run can see and change outside its own machine: the transaction group, the
 * application's global state and boxes, accounts, and the budgets shared by the group. The ledger
 * builds one per application call; state changes are made in place and the ledger undoes the
 * whole group when any member fails.
 */
export interface TxnView {
  /** A scalar field by name, or an element of an array field. */
  field(name: string, index?: number): StackValue;
}

export interface BoxBudget {
  /** Names (hex) of the boxes of this app that the group's box references make available. */
  available: Set<string>;
  /** 1 024 bytes per box reference in the group. */
  ioBudget: number;
  readChecked: boolean;
  /** Hex names of boxes written in this group, with the size counted against the budget. */
  dirty: Map<string, number>;
}

export interface AccountView {
  balance: number;
  minBalance: number;
}

export interface EvalEnv {
  appId: number;
  appAddress: Uint8Array;
  creator: Uint8Array;
  group: TxnView[];
  groupIndex: number;
  round: number;
  timestamp: number;
  /** Opcode budget left in the group (700 per app call, pooled). */
  budget: { remaining: number };
  /** Global state by hex key. */
  global: Map<string, StackValue>;
  /** Boxes by hex name. */
  boxes: Map<string, Uint8Array>;
  boxBudget: BoxBudget;
  logs: Uint8Array[];
  account(address: Uint8Array): AccountView | undefined;
  /** Pays from the application's account (an inner payment); throws AvmError when it cannot. */
  innerPay(payment: InnerPayment): void;
}
