import { createHash } from "node:crypto";
import { afterToken, expectImmediates, fail, literal, uintArg } from "./asm-support.js";
import { type ConstRef, optimizeConstants, type Positions } from "./constant-blocks.js";
import { LiteralError, parseByteArgs, parseStringLiteral, parseUint, uvarint } from "./literals.js";
import { NAMED_INTS, type OpSpec, opByName } from "./opcodes.js";
import type { Token } from "./tokens.js";

export const BACK_BRANCH_VERSION = 4;
const MAX_STRING_SIZE = 4096;

/** What the constant pool writes into: the assembly's pending bytes, its version and reachability. */
export interface ConstantOutput {
  pending: number[];
  readonly v: number;
  readonly dead: boolean;
}

/**
 * The program's constants as algod's assembler keeps them: the `int`/`byte`/`addr`/`method`
 * pseudo-ops collected into intc/bytec blocks (or pushed, once a hand-written block makes the live
 * block unknowable), hand-written `intcblock`/`bytecblock`, and the blocks' final optimisation.
 */
export class ConstantPool {
  private intc: bigint[] = [];
  private intcRefs: ConstRef<bigint>[] = [];
  private intcBlocks = 0;
  private hasPseudoInt = false;
  private bytec: Uint8Array[] = [];
  private bytecRefs: ConstRef<Uint8Array>[] = [];
  private bytecBlocks = 0;
  private hasPseudoByte = false;

  constructor(private readonly out: ConstantOutput) {}

  int(mnemonic: Token, args: Token[]): void {
    expectImmediates("int", mnemonic, args, 1);
    const arg = args[0]!;
    // With a hand-written intcblock the assembler cannot know which block is live: push instead.
    if ((this.intcBlocks > 0 && this.out.v >= BACK_BRANCH_VERSION) || this.intcBlocks > 1) {
      if (this.out.v < 3) fail(mnemonic, `int ${arg.text} used with manual intcblocks. Use intc.`);
      this.out.pending.push(opByName("pushint").opcode, ...uvarint(uintArg(arg)));
      return;
    }
    const value = NAMED_INTS.get(arg.text) ?? parseUint(arg.text);
    if (value === undefined) fail(arg, `unable to parse ${JSON.stringify(arg.text)} as integer`);
    this.hasPseudoInt = true;
    let index = this.intc.indexOf(value);
    if (index === -1) {
      if (this.intcBlocks > 0) fail(arg, `value ${value} does not appear in existing intcblock`);
      index = this.intc.push(value) - 1;
    }
    this.intcRefs.push({ value, position: this.out.pending.length });
    this.writeIntc(index, arg);
  }

  writeIntc(index: number, at: Token): void {
    this.out.pending.push(
      ...(index < 4 ? [opByName(`intc_${index}`).opcode] : [opByName("intc").opcode, index]),
    );
    if (index >= this.intc.length) fail(at, `intc ${index} is not defined`);
  }

  writeBytec(index: number, at: Token): void {
    this.out.pending.push(
      ...(index < 4 ? [opByName(`bytec_${index}`).opcode] : [opByName("bytec").opcode, index]),
    );
    if (index >= this.bytec.length) fail(at, `bytec ${index} is not defined`);
  }

  bytes(mnemonic: Token, args: Token[]): void {
    if (args.length === 0) fail(afterToken(mnemonic), "byte needs byte literal argument");
    if ((this.bytecBlocks > 0 && this.out.v >= BACK_BRANCH_VERSION) || this.bytecBlocks > 1) {
      if (this.out.v < 3) fail(args[0]!, `byte ${args[0]!.text} used with manual bytecblocks. Use bytec.`);
      this.pushBytes(mnemonic, args);
      return;
    }
    this.byteLiteral(args[0]!, this.oneLiteral(mnemonic.text, args));
  }

  pushBytes(mnemonic: Token, args: Token[]): void {
    if (args.length === 0) fail(afterToken(mnemonic), `${mnemonic.text} needs byte literal argument`);
    const value = this.oneLiteral(mnemonic.text, args);
    this.out.pending.push(opByName("pushbytes").opcode, ...uvarint(value.length), ...value);
  }

  method(mnemonic: Token, args: Token[]): void {
    expectImmediates("method", mnemonic, args, 1);
    const arg = args[0]!;
    if (!(arg.text.length > 1 && arg.text.startsWith('"') && arg.text.endsWith('"'))) {
      fail(arg, "unable to parse method signature");
    }
    const signature = literal(arg, () => parseStringLiteral(arg.text));
    const digest = createHash("sha512-256").update(signature).digest();
    this.byteLiteral(arg, new Uint8Array(digest.subarray(0, 4)));
  }

  byteLiteral(at: Token, value: Uint8Array): void {
    this.hasPseudoByte = true;
    let index = this.bytec.findIndex((b) => Buffer.compare(Buffer.from(b), Buffer.from(value)) === 0);
    if (index === -1) {
      if (this.bytecBlocks > 0)
        fail(at, `value 0x${Buffer.from(value).toString("hex")} does not appear in existing bytecblock`);
      index = this.bytec.push(value) - 1;
    }
    this.bytecRefs.push({ value, position: this.out.pending.length });
    this.writeBytec(index, at);
  }

  /** `intcblock` or `pushints`. */
  intList(spec: OpSpec, args: Token[]): void {
    const values = args.map(uintArg);
    this.out.pending.push(spec.opcode, ...uvarint(values.length), ...values.flatMap((v) => uvarint(v)));
    if (spec.name === "intcblock" && !this.out.dead) {
      if (this.hasPseudoInt) fail(args[0] ?? { line: 0, col: 0 }, "intcblock following int");
      this.intcRefs = [];
      this.intc = values;
      this.intcBlocks++;
    }
  }

  /** `bytecblock` or `pushbytess`. */
  bytesList(spec: OpSpec, args: Token[]): void {
    const values: Uint8Array[] = [];
    let rest = args;
    while (rest.length > 0) {
      const head = rest[0]!;
      const parsed = literal(head, () => parseByteArgs(rest.map((a) => a.text)), spec.name);
      if (parsed.value.length > MAX_STRING_SIZE) {
        fail(
          head,
          `${spec.name} arg ${values.length} is too big (${parsed.value.length} bytes, limit ${MAX_STRING_SIZE})`,
        );
      }
      values.push(parsed.value);
      rest = rest.slice(parsed.consumed);
    }
    this.out.pending.push(spec.opcode, ...uvarint(values.length));
    for (const value of values) this.out.pending.push(...uvarint(value.length), ...value);
    if (spec.name === "bytecblock" && !this.out.dead) {
      if (this.hasPseudoByte) fail(args[0] ?? { line: 0, col: 0 }, "bytecblock following byte/addr/method");
      this.bytecRefs = [];
      this.bytec = values;
      this.bytecBlocks++;
    }
  }

  /** Reorders the pseudo-op blocks by use, as algod does from v4 on, fixing label offsets as bytes move. */
  optimize(labels: Positions["labels"], labelRefs: Positions["labelRefs"]): void {
    if (this.intcBlocks === 0) {
      const ints = optimizeConstants("int", this.intc, this.intcRefs, this.out.pending, {
        labels,
        labelRefs,
        refs: this.bytecRefs,
      });
      this.intc = ints.block;
      this.out.pending = ints.pending;
      this.intcRefs = [];
    }
    if (this.bytecBlocks === 0) {
      const bytes = optimizeConstants("byte", this.bytec, this.bytecRefs, this.out.pending, {
        labels,
        labelRefs,
        refs: [],
      });
      this.bytec = bytes.block;
      this.out.pending = bytes.pending;
      this.bytecRefs = [];
    }
  }

  /** The intcblock and bytecblock the pseudo-ops need, written before the program's first op. */
  prefix(): number[] {
    const bytes: number[] = [];
    if (this.intc.length > 0 && this.intcBlocks === 0) {
      bytes.push(
        opByName("intcblock").opcode,
        ...uvarint(this.intc.length),
        ...this.intc.flatMap((v) => uvarint(v)),
      );
    }
    if (this.bytec.length > 0 && this.bytecBlocks === 0) {
      bytes.push(opByName("bytecblock").opcode, ...uvarint(this.bytec.length));
      for (const b of this.bytec) bytes.push(...uvarint(b.length), ...b);
    }
    return bytes;
  }

  private oneLiteral(name: string, args: Token[]): Uint8Array {
    const texts = args.map((a) => a.text);
    let parsed: { value: Uint8Array; consumed: number };
    try {
      parsed = parseByteArgs(texts);
    } catch (error) {
      if (!(error instanceof LiteralError)) throw error;
      const blamed = /needs byte literal|illegal base/.test(error.message) && args[1] ? args[1] : args[0]!;
      fail(blamed, `${name} ${error.message}`);
    }
    if (parsed.consumed !== args.length) fail(args[parsed.consumed]!, `${name} with extraneous argument`);
    if (parsed.value.length > MAX_STRING_SIZE) {
      fail(args[0]!, `${name} value is too big (${parsed.value.length} bytes, limit ${MAX_STRING_SIZE})`);
    }
    return parsed.value;
  }
}
