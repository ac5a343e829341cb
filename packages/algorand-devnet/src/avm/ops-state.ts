import algosdk from "algosdk";
import type { EvalEnv } from "./eval-env.js";
import { AvmError, hexKey, type Machine, type StackValue } from "./machine.js";
import type { Handler } from "./ops-core.js";

/**
 * Handlers of the ops that read the transaction group and read or write ledger state: txn/gtxn
 * fields, global fields, the application's global state, boxes (with the consensus limits and the
 * group's box I/O budget), balances and logs.
 */
export const MAX_KEY = 64;
export const MAX_KEY_VALUE = 128;
export const MAX_BOX_SIZE = 32_768;
export const BOX_IO_PER_REF = 1024;
const MAX_LOGS = 32;
const MAX_LOG_BYTES = 1024;

function fieldName(m: Machine, offset: number): string {
  const op = m.opAt(m.pc);
  const code = m.imm(offset);
  const field = op.fieldsByCode.get(code);
  if (!field || field.version > m.version) throw new AvmError(`invalid ${op.name} field ${code}`);
  return field.name;
}

function groupTxn(m: Machine, index: bigint | number) {
  const txn = m.env.group[Number(index)];
  if (!txn) throw new AvmError(`gtxn lookup TxnGroup[${index}] but it only has ${m.env.group.length}`);
  return txn;
}

const own = (m: Machine) => m.env.group[m.env.groupIndex]!;

function globalField(env: EvalEnv, name: string): StackValue {
  switch (name) {
    case "MinTxnFee":
      return 1000n;
    case "MinBalance":
    case "AssetCreateMinBalance":
    case "AssetOptInMinBalance":
      return 100_000n;
    case "MaxTxnLife":
      return 1000n;
    case "ZeroAddress":
      return new Uint8Array(32);
    case "GroupSize":
      return BigInt(env.group.length);
    case "LogicSigVersion":
      return 10n;
    case "Round":
      return BigInt(env.round);
    case "LatestTimestamp":
      return BigInt(env.timestamp);
    case "CurrentApplicationID":
      return BigInt(env.appId);
    case "CreatorAddress":
      return env.creator;
    case "CurrentApplicationAddress":
      return env.appAddress;
    case "OpcodeBudget":
      return BigInt(env.budget.remaining);
    case "CallerApplicationID":
      return 0n;
    case "CallerApplicationAddress":
      return new Uint8Array(32);
    default:
      throw new AvmError(`global field ${name} is not supported by the devnet evaluator`);
  }
}

function checkKey(key: Uint8Array, value?: StackValue): void {
  if (key.length > MAX_KEY)
    throw new AvmError(`key too long: length was ${key.length}, maximum is ${MAX_KEY}`);
  const size = value instanceof Uint8Array ? value.length : 0;
  if (key.length + size > MAX_KEY_VALUE) {
    throw new AvmError(`key/value total too long for key 0x${hexKey(key)}`);
  }
}

function ownApp(m: Machine, id: bigint): void {
  if (id !== 0n && id !== BigInt(m.env.appId)) {
    throw new AvmError(`reading app ${id}'s state is not supported by the devnet evaluator`);
  }
}

/** Box name rules the AVM and the ledger both enforce. */
function lengthChecks(name: Uint8Array, size: bigint): void {
  if (name.length === 0) throw new AvmError("box names may not be zero length");
  if (name.length > MAX_KEY)
    throw new AvmError(`name too long: length was ${name.length}, maximum is ${MAX_KEY}`);
  if (size > BigInt(MAX_BOX_SIZE))
    throw new AvmError(`box size too large: ${size}, maximum is ${MAX_BOX_SIZE}`);
}

type BoxOperation = "read" | "create" | "write" | "resize" | "delete";

/**
 * A box the program may touch: it must be named by a box reference of the group, the group's
 * referenced boxes must fit the read budget, and the bytes written must fit the write budget.
 */
function availableBox(
  m: Machine,
  name: Uint8Array,
  operation: BoxOperation,
  size = 0,
): Uint8Array | undefined {
  const { boxes, boxBudget: budget } = m.env;
  const key = hexKey(name);
  if (!budget.available.has(key)) throw new AvmError(`invalid Box reference 0x${key}`);
  if (!budget.readChecked) {
    let read = 0;
    for (const ref of budget.available) read += boxes.get(ref)?.length ?? 0;
    if (read > budget.ioBudget) throw new AvmError(`read budget exceeded (${read} > ${budget.ioBudget})`);
    budget.readChecked = true;
  }
  const content = boxes.get(key);
  let verb = "accessing";
  if (operation === "create" && content) {
    if (BigInt(content.length) !== BigInt(size))
      throw new AvmError(`box size mismatch ${content.length} ${size}`);
    return content;
  }
  if (operation === "create" || operation === "write") {
    verb = operation === "create" ? "creating" : "writing";
    if (!budget.dirty.has(key)) budget.dirty.set(key, content ? content.length : size);
  } else if (operation === "resize") {
    verb = "resizing";
    budget.dirty.set(key, size);
  } else if (operation === "delete") {
    budget.dirty.delete(key);
  }
  const dirty = [...budget.dirty.values()].reduce((a, b) => a + b, 0);
  if (dirty > budget.ioBudget) {
    throw new AvmError(`write budget exceeded (${dirty} > ${budget.ioBudget}) while ${verb} box 0x${key}`);
  }
  return content;
}

function existingBox(m: Machine, name: Uint8Array, operation: BoxOperation): Uint8Array {
  const content = availableBox(m, name, operation);
  if (!content) throw new AvmError(`no such box 0x${hexKey(name)}`);
  return content;
}

function accountOf(m: Machine, ref: StackValue) {
  let address: Uint8Array;
  if (typeof ref === "bigint") {
    address = own(m).field("Accounts", Number(ref)) as Uint8Array;
  } else {
    if (ref.length !== 32) throw new AvmError(`invalid Account reference ${hexKey(ref)}`);
    address = ref;
  }
  return m.env.account(address) ?? { balance: 0, minBalance: 0 };
}

export const STATE_OPS: Record<string, Handler> = {
  txn: (m) => m.push(own(m).field(fieldName(m, 1))),
  txna: (m) => m.push(own(m).field(fieldName(m, 1), m.imm(2))),
  txnas: (m) => {
    const i = m.popUint();
    m.push(own(m).field(fieldName(m, 1), Number(i)));
  },
  gtxn: (m) => m.push(groupTxn(m, m.imm(1)).field(fieldName(m, 2))),
  gtxna: (m) => m.push(groupTxn(m, m.imm(1)).field(fieldName(m, 2), m.imm(3))),
  gtxnas: (m) => {
    const i = m.popUint();
    m.push(groupTxn(m, m.imm(1)).field(fieldName(m, 2), Number(i)));
  },
  gtxns: (m) => m.push(groupTxn(m, m.popUint()).field(fieldName(m, 1))),
  gtxnsa: (m) => m.push(groupTxn(m, m.popUint()).field(fieldName(m, 1), m.imm(2))),
  gtxnsas: (m) => {
    const i = m.popUint();
    m.push(groupTxn(m, m.popUint()).field(fieldName(m, 1), Number(i)));
  },
  global: (m) => m.push(globalField(m.env, fieldName(m, 1))),
  app_global_get: (m) => m.push(m.env.global.get(hexKey(m.popBytes())) ?? 0n),
  app_global_get_ex: (m) => {
    const key = m.popBytes();
    ownApp(m, m.popUint());
    const value = m.env.global.get(hexKey(key));
    m.push(value ?? 0n);
    m.pushBool(value !== undefined);
  },
  app_global_put: (m) => {
    const value = m.pop();
    const key = m.popBytes();
    checkKey(key, value);
    m.env.global.set(hexKey(key), value);
  },
  app_global_del: (m) => {
    m.env.global.delete(hexKey(m.popBytes()));
  },
  app_opted_in: (m) => {
    m.popUint();
    m.pop();
    m.push(0n);
  },
  balance: (m) => m.push(BigInt(accountOf(m, m.pop()).balance)),
  min_balance: (m) => m.push(BigInt(accountOf(m, m.pop()).minBalance)),
  acct_params_get: (m) => {
    const field = fieldName(m, 1);
    const account = accountOf(m, m.pop());
    if (field === "AcctBalance") m.push(BigInt(account.balance));
    else if (field === "AcctMinBalance") m.push(BigInt(account.minBalance));
    else throw new AvmError(`acct_params_get ${field} is not supported by the devnet evaluator`);
    m.pushBool(account.balance > 0);
  },
  log: (m) => {
    const message = m.popBytes();
    const logs = m.env.logs;
    if (logs.length >= MAX_LOGS)
      throw new AvmError(`too many log calls in program. up to ${MAX_LOGS} is allowed.`);
    const total = logs.reduce((n, l) => n + l.length, message.length);
    if (total > MAX_LOG_BYTES)
      throw new AvmError(`program logs too large. ${total} bytes >  ${MAX_LOG_BYTES} bytes limit`);
    logs.push(message);
  },
  box_create: (m) => {
    const size = m.popUint();
    const name = m.popBytes();
    lengthChecks(name, size);
    const existing = availableBox(m, name, "create", Number(size));
    if (!existing) m.env.boxes.set(hexKey(name), new Uint8Array(Number(size)));
    m.pushBool(!existing);
  },
  box_extract: (m) => {
    const length = m.popUint();
    const start = m.popUint();
    const name = m.popBytes();
    lengthChecks(name, start + length);
    const content = existingBox(m, name, "read");
    const end = start + length;
    if (end > BigInt(content.length))
      throw new AvmError(`extraction end ${end} is beyond length: ${content.length}`);
    m.push(content.slice(Number(start), Number(end)));
  },
  box_replace: (m) => {
    const replacement = m.popBytes();
    const start = m.popUint();
    const name = m.popBytes();
    lengthChecks(name, start + BigInt(replacement.length));
    const content = existingBox(m, name, "write");
    const end = start + BigInt(replacement.length);
    if (end > BigInt(content.length))
      throw new AvmError(`replacement end ${end} beyond original length: ${content.length}`);
    const out = new Uint8Array(content);
    out.set(replacement, Number(start));
    m.env.boxes.set(hexKey(name), out);
  },
  box_splice: (m) => {
    const replacement = m.popBytes();
    const length = m.popUint();
    const start = m.popUint();
    const name = m.popBytes();
    lengthChecks(name, 0n);
    const content = existingBox(m, name, "write");
    if (start > BigInt(content.length))
      throw new AvmError(`replacement start ${start} beyond length: ${content.length}`);
    const end = start + length;
    if (end > BigInt(content.length))
      throw new AvmError(`splice end ${end} beyond original length: ${content.length}`);
    // The box keeps its size: the replacement overwrites, the tail shifts, and whatever no longer
    // fits is dropped (or the tail is zero-filled when the replacement is shorter).
    const size = content.length;
    const at = Number(start);
    if (replacement.length > size - at) throw new AvmError("splice inserted bytes too long");
    const out = new Uint8Array(size);
    out.set(content.subarray(0, at));
    out.set(replacement, at);
    const tail = content.subarray(Number(end), Number(end) + (size - at - replacement.length));
    out.set(tail, at + replacement.length);
    m.env.boxes.set(hexKey(name), out);
  },
  box_resize: (m) => {
    const size = m.popUint();
    const name = m.popBytes();
    lengthChecks(name, size);
    const content = availableBox(m, name, "resize", Number(size));
    if (!content) throw new AvmError(`no such box 0x${hexKey(name)}`);
    const out = new Uint8Array(Number(size));
    out.set(content.subarray(0, Number(size)));
    m.env.boxes.set(hexKey(name), out);
  },
  box_del: (m) => {
    const name = m.popBytes();
    lengthChecks(name, 0n);
    const existed = availableBox(m, name, "delete") !== undefined;
    if (existed) m.env.boxes.delete(hexKey(name));
    m.pushBool(existed);
  },
  box_len: (m) => {
    const name = m.popBytes();
    lengthChecks(name, 0n);
    const content = availableBox(m, name, "read");
    m.push(BigInt(content?.length ?? 0));
    m.pushBool(content !== undefined);
  },
  box_get: (m) => {
    const name = m.popBytes();
    lengthChecks(name, 0n);
    const content = availableBox(m, name, "read");
    m.push(content ?? new Uint8Array());
    m.pushBool(content !== undefined);
  },
  box_put: (m) => {
    const value = m.popBytes();
    const name = m.popBytes();
    lengthChecks(name, BigInt(value.length));
    const content = availableBox(m, name, "write", value.length);
    if (content && content.length !== value.length) {
      throw new AvmError(`attempt to box_put wrong size ${content.length} != ${value.length}`);
    }
    m.env.boxes.set(hexKey(name), new Uint8Array(value));
  },
};

/** The address of an application's account: SHA-512/256("appID" ‖ id as 8 bytes). */
export function applicationAddress(appId: number): Uint8Array {
  return algosdk.getApplicationAddress(appId).publicKey;
}
