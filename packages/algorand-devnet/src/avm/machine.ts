import type { EvalEnv } from "./eval-env.js";
import { MAX_VERSION, OPS_BY_CODE, type OpSpec } from "./opcodes.js";

/**
 * The AVM's machine state for one program run: stack, scratch space, constant blocks, call frames
 * and the program counter. Opcode handlers (ops-*.ts) work on it; the run loop (evaluator.ts)
 * prices each op against the group's pooled budget before running it.
 */
export type StackValue = bigint | Uint8Array;

/** A failure the AVM reports; the message is algod's wording (without "logic eval error: "). */
export class AvmError extends Error {}

export const MAX_STACK = 1000;
export const MAX_BYTES = 4096;
export const U64 = (1n << 64n) - 1n;

export interface Frame {
  returnPc: number;
  height: number;
  args: number;
  returns: number;
  clear: boolean;
}

export class Machine {
  readonly stack: StackValue[] = [];
  readonly scratch: StackValue[] = new Array(256).fill(0n);
  readonly frames: Frame[] = [];
  intc: bigint[] = [];
  bytec: Uint8Array[] = [];
  readonly version: number;
  /** pc of the op being run. */
  pc: number;
  /** pc of the next op; handlers that jump or read variable immediates set it. */
  next = 0;
  /** Cost this program has used. */
  cost = 0;
  done = false;

  constructor(
    readonly program: Uint8Array,
    readonly env: EvalEnv,
  ) {
    const [version, at] = readUvarint(program, 0);
    if (version > BigInt(MAX_VERSION)) {
      throw new AvmError(`program version ${version} greater than max supported version ${MAX_VERSION}`);
    }
    this.version = Number(version);
    this.pc = at;
  }

  opAt(pc: number): OpSpec {
    const code = this.program[pc]!;
    const op = OPS_BY_CODE.get(code);
    if (!op || op.version > this.version) {
      throw new AvmError(`illegal opcode 0x${code.toString(16).padStart(2, "0")}`);
    }
    return op;
  }

  push(value: StackValue): void {
    if (this.stack.length >= MAX_STACK) throw new AvmError("stack overflow");
    if (value instanceof Uint8Array && value.length > MAX_BYTES) {
      throw new AvmError(`value exceeds the maximum length of ${MAX_BYTES} bytes`);
    }
    this.stack.push(value);
  }

  pushBool(value: boolean): void {
    this.push(value ? 1n : 0n);
  }

  pop(): StackValue {
    const value = this.stack.pop();
    if (value === undefined) throw new AvmError("stack underflow");
    return value;
  }

  popUint(): bigint {
    const value = this.pop();
    if (typeof value !== "bigint") throw new AvmError("wanted uint64 but got []byte");
    return value;
  }

  popBytes(): Uint8Array {
    const value = this.pop();
    if (typeof value === "bigint") throw new AvmError("wanted []byte but got uint64");
    return value;
  }

  /** The immediate byte `offset` bytes after the opcode. */
  imm(offset = 1): number {
    const at = this.pc + offset;
    if (at >= this.program.length) throw new AvmError("program ends without immediate value(s)");
    return this.program[at]!;
  }

  /** A signed 16-bit immediate starting `offset` bytes after the opcode. */
  imm16(offset: number): number {
    const value = (this.imm(offset) << 8) | this.imm(offset + 1);
    return value >= 0x8000 ? value - 0x10000 : value;
  }

  branchTo(target: number): void {
    if (target < 0 || target > this.program.length) {
      throw new AvmError(`branch target ${target} outside of program`);
    }
    this.next = target;
  }
}

export function readUvarint(bytes: Uint8Array, at: number): [bigint, number] {
  let value = 0n;
  let shift = 0n;
  for (let i = at; i < bytes.length && i < at + 10; i++) {
    const b = bytes[i]!;
    value |= BigInt(b & 0x7f) << shift;
    if (b < 0x80) return [value, i + 1];
    shift += 7n;
  }
  throw new AvmError(`could not decode varuint at pc=${at}`);
}

export const bytesOf = (value: StackValue) => (typeof value === "bigint" ? itob(value) : value);

export function itob(value: bigint): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, value);
  return out;
}

export function btoi(bytes: Uint8Array): bigint {
  if (bytes.length > 8) throw new AvmError(`btoi arg too long, got [${bytes.length}]bytes`);
  let value = 0n;
  for (const b of bytes) value = (value << 8n) | BigInt(b);
  return value;
}

export const hexKey = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
export const equalBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
