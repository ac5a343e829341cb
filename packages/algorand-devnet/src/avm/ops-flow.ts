import { AvmError, equalBytes, type Machine, readUvarint, type StackValue, U64 } from "./machine.js";
import type { Handler } from "./ops-core.js";

/** Handlers of flow, stack, constant and scratch ops. */
function constants(m: Machine, list: "ints" | "bytes"): { values: StackValue[]; next: number } {
  let [count, at] = readUvarint(m.program, m.pc + 1);
  const values: StackValue[] = [];
  for (let i = 0n; i < count; i++) {
    const [value, after] = readUvarint(m.program, at);
    if (list === "ints") {
      values.push(value);
      at = after;
    } else {
      const end = after + Number(value);
      if (end > m.program.length) throw new AvmError("byte constant runs past the end of the program");
      values.push(m.program.slice(after, end));
      at = end;
    }
  }
  return { values, next: at };
}

function stackIndex(m: Machine, depth: number, name: string): number {
  const at = m.stack.length - 1 - depth;
  if (at < 0) throw new AvmError(`${name} ${depth} with stack size ${m.stack.length}`);
  return at;
}

function frameIndex(m: Machine, offset: number, name: string): number {
  const frame = m.frames.at(-1);
  if (!frame?.clear) throw new AvmError(`${name} with empty callstack`);
  const at = frame.height + offset;
  if (at < 0 || at >= m.stack.length)
    throw new AvmError(`${name} ${offset} in frame of height ${frame.height}`);
  return at;
}

const signed8 = (b: number) => (b >= 0x80 ? b - 0x100 : b);

const same = (a: StackValue, b: StackValue) =>
  typeof a === typeof b && (typeof a === "bigint" ? a === b : equalBytes(a, b as Uint8Array));

export const FLOW_OPS: Record<string, Handler> = {
  // constants
  intcblock: (m) => {
    const { values, next } = constants(m, "ints");
    m.intc = values as bigint[];
    m.next = next;
  },
  bytecblock: (m) => {
    const { values, next } = constants(m, "bytes");
    m.bytec = values as Uint8Array[];
    m.next = next;
  },
  intc: (m) => pushConstant(m, m.intc, m.imm(1), "intc"),
  intc_0: (m) => pushConstant(m, m.intc, 0, "intc"),
  intc_1: (m) => pushConstant(m, m.intc, 1, "intc"),
  intc_2: (m) => pushConstant(m, m.intc, 2, "intc"),
  intc_3: (m) => pushConstant(m, m.intc, 3, "intc"),
  bytec: (m) => pushConstant(m, m.bytec, m.imm(1), "bytec"),
  bytec_0: (m) => pushConstant(m, m.bytec, 0, "bytec"),
  bytec_1: (m) => pushConstant(m, m.bytec, 1, "bytec"),
  bytec_2: (m) => pushConstant(m, m.bytec, 2, "bytec"),
  bytec_3: (m) => pushConstant(m, m.bytec, 3, "bytec"),
  pushint: (m) => {
    const [value, next] = readUvarint(m.program, m.pc + 1);
    if (value > U64) throw new AvmError("pushint value overflows uint64");
    m.push(value);
    m.next = next;
  },
  pushints: (m) => {
    const { values, next } = constants(m, "ints");
    for (const v of values) m.push(v);
    m.next = next;
  },
  pushbytes: (m) => {
    const [length, at] = readUvarint(m.program, m.pc + 1);
    const end = at + Number(length);
    if (end > m.program.length) throw new AvmError("pushbytes too long");
    m.push(m.program.slice(at, end));
    m.next = end;
  },
  pushbytess: (m) => {
    const { values, next } = constants(m, "bytes");
    for (const v of values) m.push(v);
    m.next = next;
  },
  // flow
  bnz: (m) => {
    if (m.popUint() !== 0n) m.branchTo(m.pc + 3 + m.imm16(1));
  },
  bz: (m) => {
    if (m.popUint() === 0n) m.branchTo(m.pc + 3 + m.imm16(1));
  },
  b: (m) => m.branchTo(m.pc + 3 + m.imm16(1)),
  return: (m) => {
    const value = m.pop();
    m.stack.length = 0;
    m.stack.push(value);
    m.done = true;
  },
  assert: (m) => {
    if (m.popUint() === 0n) throw new AvmError(`assert failed pc=${m.pc}`);
  },
  callsub: (m) => {
    if (m.frames.length >= 8) throw new AvmError("too many levels of callsub");
    m.frames.push({ returnPc: m.pc + 3, height: m.stack.length, args: 0, returns: 0, clear: false });
    m.branchTo(m.pc + 3 + m.imm16(1));
  },
  retsub: (m) => {
    const frame = m.frames.pop();
    if (!frame) throw new AvmError("retsub with empty callstack");
    if (frame.clear) {
      const top = m.stack.length - frame.returns;
      if (top < frame.height) throw new AvmError(`retsub executed with stack below frame. Did you pop args?`);
      const returned = m.stack.splice(top);
      m.stack.length = frame.height - frame.args;
      m.stack.push(...returned);
    }
    m.next = frame.returnPc;
  },
  proto: (m) => {
    const frame = m.frames.at(-1);
    if (!frame) throw new AvmError("proto with empty callstack");
    frame.args = m.imm(1);
    frame.returns = m.imm(2);
    if (frame.args > m.stack.length)
      throw new AvmError(
        `callsub to proto that requires ${frame.args} args with stack height ${m.stack.length}`,
      );
    frame.clear = true;
  },
  frame_dig: (m) => m.push(m.stack[frameIndex(m, signed8(m.imm(1)), "frame_dig")]!),
  frame_bury: (m) => {
    const value = m.pop();
    m.stack[frameIndex(m, signed8(m.imm(1)), "frame_bury")] = value;
  },
  switch: (m) => jumpTable(m, Number(m.popUint())),
  match: (m) => {
    const count = m.imm(1);
    const subject = m.pop();
    const candidates = m.stack.splice(stackIndex(m, count - 1, "match"));
    const found = candidates.findIndex((c) => typeof c === typeof subject && same(c, subject));
    jumpTable(m, found === -1 ? count : found);
  },
  // stack
  pop: (m) => void m.pop(),
  popn: (m) => {
    const n = m.imm(1);
    m.stack.splice(stackIndex(m, n - 1, "popn"));
  },
  dup: (m) => {
    const a = m.pop();
    m.push(a);
    m.push(a);
  },
  dup2: (m) => {
    const b = m.pop();
    const a = m.pop();
    for (const v of [a, b, a, b]) m.push(v);
  },
  dupn: (m) => {
    const a = m.pop();
    for (let i = 0; i <= m.imm(1); i++) m.push(a);
  },
  dig: (m) => m.push(m.stack[stackIndex(m, m.imm(1), "dig")]!),
  bury: (m) => {
    const n = m.imm(1);
    if (n === 0) throw new AvmError("bury 0 is illegal");
    const value = m.pop();
    m.stack[stackIndex(m, n - 1, "bury")] = value;
  },
  swap: (m) => {
    const b = m.pop();
    const a = m.pop();
    m.push(b);
    m.push(a);
  },
  select: (m) => {
    const c = m.popUint();
    const b = m.pop();
    const a = m.pop();
    m.push(c !== 0n ? b : a);
  },
  cover: (m) => {
    const n = m.imm(1);
    const value = m.pop();
    m.stack.splice(stackIndex(m, n - 1, "cover"), 0, value);
  },
  uncover: (m) => {
    const n = m.imm(1);
    const [value] = m.stack.splice(stackIndex(m, n, "uncover"), 1);
    m.push(value!);
  },
  // scratch
  load: (m) => m.push(m.scratch[m.imm(1)]!),
  store: (m) => {
    m.scratch[m.imm(1)] = m.pop();
  },
  loads: (m) => {
    const i = m.popUint();
    if (i > 255n) throw new AvmError(`invalid Scratch index ${i}`);
    m.push(m.scratch[Number(i)]!);
  },
  stores: (m) => {
    const value = m.pop();
    const i = m.popUint();
    if (i > 255n) throw new AvmError(`invalid Scratch index ${i}`);
    m.scratch[Number(i)] = value;
  },
};

function pushConstant(m: Machine, list: StackValue[], index: number, name: string): void {
  const value = list[index];
  if (value === undefined) throw new AvmError(`${name} ${index} beyond ${list.length} constants`);
  m.push(value);
}

/** switch/match: jump to the i-th target, or fall through past the table. */
function jumpTable(m: Machine, i: number): void {
  const count = m.imm(1);
  const end = m.pc + 2 + 2 * count;
  if (end > m.program.length) throw new AvmError("switch/match table runs past the end of the program");
  m.next = end;
  if (i < count) m.branchTo(end + m.imm16(2 + 2 * i));
}
