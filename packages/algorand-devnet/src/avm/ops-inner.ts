import { AvmError, type Machine, type StackValue } from "./machine.js";
import type { Handler } from "./ops-core.js";

/**
 * Inner transactions, as far as the devnet models them: one payment at a time from the
 * application's account (itxn_begin, itxn_field, itxn_submit). Other inner transaction types fail
 * the call with a message that says so.
 */
export interface InnerPayment {
  receiver: Uint8Array;
  amount: bigint;
  fee: bigint;
}

const MAX_INNER = 256;
const pending = new WeakMap<Machine, Map<string, StackValue> | undefined>();
const submitted = new WeakMap<object, number>();

function fieldName(m: Machine): string {
  const op = m.opAt(m.pc);
  const field = op.fieldsByCode.get(m.imm(1));
  if (!field || field.version > m.version) throw new AvmError(`invalid itxn_field ${m.imm(1)}`);
  return field.name;
}

export const INNER_OPS: Record<string, Handler> = {
  itxn_begin: (m) => {
    if (pending.get(m)) throw new AvmError("itxn_begin without itxn_submit");
    pending.set(m, new Map());
  },
  itxn_field: (m) => {
    const fields = pending.get(m);
    if (!fields) throw new AvmError("itxn_field without itxn_begin");
    const name = fieldName(m);
    const value = m.pop();
    if (!["TypeEnum", "Type", "Receiver", "Amount", "Fee", "Note"].includes(name)) {
      throw new AvmError(`itxn_field ${name} is not supported by the devnet's evaluator (payments only)`);
    }
    if (name === "Receiver" && !(value instanceof Uint8Array && value.length === 32)) {
      throw new AvmError("itxn_field Receiver must be a 32-byte address");
    }
    fields.set(name, value);
  },
  itxn_submit: (m) => {
    const fields = pending.get(m);
    if (!fields) throw new AvmError("itxn_submit without itxn_begin");
    pending.set(m, undefined);
    const type = fields.get("TypeEnum") ?? fields.get("Type");
    const isPay = type === 1n || (type instanceof Uint8Array && Buffer.from(type).toString() === "pay");
    if (!isPay) throw new AvmError("only inner payments are supported by the devnet's evaluator");
    const count = (submitted.get(m.env.budget) ?? 0) + 1;
    if (count > MAX_INNER) throw new AvmError(`too many inner transactions ${count} with 0 left`);
    submitted.set(m.env.budget, count);
    const receiver = fields.get("Receiver");
    m.env.innerPay({
      receiver: receiver instanceof Uint8Array ? receiver : new Uint8Array(32),
      amount: (fields.get("Amount") as bigint | undefined) ?? 0n,
      fee: (fields.get("Fee") as bigint | undefined) ?? 1000n,
    });
  },
};
