import { createHash } from "node:crypto";
import algosdk from "algosdk";
import {
  byteImmediate,
  expectImmediates,
  Fail,
  fail,
  immediates,
  literal,
  prefixed,
  quote,
  uintArg,
} from "./asm-support.js";
import { BACK_BRANCH_VERSION, ConstantPool } from "./assembly-constants.js";
import { parseAddress, parseUint, uvarint } from "./literals.js";
import { MAX_VERSION, OPS_BY_NAME, type OpSpec, opByName } from "./opcodes.js";
import { type Token, tokenize } from "./tokens.js";
import { pushedTypes, TypeTracker } from "./type-check.js";

/**
 * A TEAL assembler that produces the bytes algod's assembler produces for the same source (AVM
 * versions 1-10): the full instruction set of the opcode table, labels and 2-byte branch offsets,
 * the pseudo-ops, every literal form, `#pragma version`/`#pragma typetrack`, `#define` macros and
 * algod's constant blocks. It does not type-check the stack (algod does; a program it accepts may
 * still be refused by algod for a type error) and does not emit a source map.
 */
export interface Assembled {
  version: number;
  program: Uint8Array;
  /** The program's address, algod's `hash`. */
  hash: string;
}

export class AssemblyError extends Error {
  constructor(readonly errors: string[]) {
    // algod reports a single error as "1 error: L:C: message", several as one per line.
    super(errors.length === 1 ? `1 error: ${errors[0]}` : errors.slice(0, 10).join("\n"));
    this.name = "AssemblyError";
  }
}

const DEFAULT_VERSION = 1;
const OPTIMIZE_CONSTANTS_VERSION = 4;
/** Ops after which the next instruction is unreachable until a label. */
const TERMINAL = new Set(["err", "return", "b", "retsub"]);
/** Pseudo-op names that pick a real op by their number of immediates. */
const BY_COUNT: Record<string, Record<number, string>> = {
  txn: { 1: "txn", 2: "txna" },
  gtxn: { 2: "gtxn", 3: "gtxna" },
  gtxns: { 1: "gtxns", 2: "gtxnsa" },
  extract: { 0: "extract3", 2: "extract" },
  replace: { 0: "replace3", 1: "replace2" },
};

interface LabelRef {
  position: number;
  label: Token;
  offsetPosition: number;
}

class Assembly {
  version: number | undefined;
  pending: number[] = [];
  readonly constants = new ConstantPool(this);
  labels = new Map<string, number>();
  labelRefs: LabelRef[] = [];
  macros = new Map<string, Token[]>();
  dead = false;
  errors: string[] = [];
  private current: Token = { text: "", line: 0, col: 0 };
  readonly types = new TypeTracker((message) => this.record(new Fail(this.current, message)));

  record(error: unknown): void {
    if (!(error instanceof Fail)) throw error;
    const { line, col } = error.at;
    this.errors.push(col !== 0 ? `${line}:${col}: ${error.message}` : `${line}: ${error.message}`);
  }

  get v(): number {
    return this.version ?? DEFAULT_VERSION;
  }

  byte(value: number): void {
    this.pending.push(value);
  }

  run(source: string): void {
    const lines = source.split("\n");
    lines.forEach((raw, index) => {
      const tokens = tokenize(raw.replace(/\r$/, ""), index + 1);
      if (tokens[0]?.text.startsWith("#")) {
        try {
          this.directive(tokens);
        } catch (error) {
          this.record(error);
        }
        return;
      }
      let rest = tokens;
      while (rest.length > 0) {
        const [current, next] = this.statement(rest);
        rest = next;
        if (current.length === 0) continue;
        try {
          this.instruction(current);
        } catch (error) {
          this.record(error);
        }
      }
    });
    if (this.v >= OPTIMIZE_CONSTANTS_VERSION) this.constants.optimize(this.labels, this.labelRefs);
    this.resolveLabels();
  }

  /** The tokens up to the next `;`, expanding macros. */
  private statement(tokens: Token[]): [Token[], Token[]] {
    const list = [...tokens];
    for (let i = 0; i < list.length; i++) {
      const body = this.macros.get(list[i]!.text);
      if (body) {
        list.splice(i, 1, ...body);
        i--;
        continue;
      }
      if (list[i]!.text === ";") return [list.slice(0, i), list.slice(i + 1)];
    }
    return [list, []];
  }

  private directive(tokens: Token[]): void {
    const first = tokens[0]!;
    if (first.text === "#define") {
      if (tokens.length < 3) fail(tokens[tokens.length - 1]!, "define directive requires a name and body");
      this.macros.set(tokens[1]!.text, tokens.slice(2));
      return;
    }
    if (first.text !== "#pragma") fail(first, `unknown directive: ${first.text.slice(1)}`);
    const key = tokens[1];
    if (!key) fail(first, "empty pragma");
    const value = tokens[2];
    if (key.text === "version") {
      if (!value) fail(key, "no version value");
      if (tokens[3])
        fail(
          tokens[3],
          `unexpected extra tokens: ${tokens
            .slice(3)
            .map((t) => t.text)
            .join(" ")}`,
        );
      if (this.pending.length > 0) fail(first, "#pragma version is only allowed before instructions");
      const version = parseUint(value.text);
      if (version === undefined) fail(value, `bad #pragma version: ${quote(value.text)}`);
      if (version > BigInt(MAX_VERSION)) fail(value, `unsupported version: ${version}`);
      if (this.version !== undefined && this.version !== Number(version)) {
        fail(value, `version mismatch: assembling v${version} with v${this.version} assembler`);
      }
      this.version = Number(version);
      return;
    }
    if (key.text === "typetrack") {
      if (!value) fail(key, "no typetrack value");
      const on = ["true", "1", "t", "T", "TRUE", "True"].includes(value.text);
      if (!on && !["false", "0", "f", "F", "FALSE", "False"].includes(value.text)) {
        fail(value, `bad #pragma typetrack: ${quote(value.text)}`);
      }
      this.types.setEnabled(on);
      return;
    }
    fail(first, `unsupported pragma directive: ${quote(key.text)}`);
  }

  private instruction(statement: Token[]): void {
    let tokens = statement;
    if (this.version === undefined) this.version = DEFAULT_VERSION;
    const head = tokens[0]!;
    if (head.text.endsWith(":")) {
      const label = head.text.slice(0, -1);
      if (this.labels.has(label)) this.record(new Fail(head, `duplicate label ${quote(label)}`));
      this.labels.set(label, this.pending.length);
      this.dead = false;
      this.types.label();
      tokens = tokens.slice(1);
      if (tokens.length === 0) return;
    }
    const mnemonic = tokens[0]!;
    const args = tokens.slice(1);
    const spec = this.spec(mnemonic, args.length);
    this.current = mnemonic;
    const pseudo = ["int", "byte", "addr", "method", ...Object.keys(BY_COUNT)].includes(mnemonic.text);
    const name = pseudo && args.length === 0 ? `${mnemonic.text} without immediates` : mnemonic.text;
    const texts = args.map((a) => a.text);
    this.types.op(spec, [name, ...texts].join(" "), texts, pushedTypes(spec, mnemonic.text, texts));
    this.assemble(spec, mnemonic, args);
    if (TERMINAL.has(spec.name)) this.dead = true;
    if (spec.name === "callsub") this.dead = false;
  }

  private spec(mnemonic: Token, count: number): OpSpec {
    const name = mnemonic.text;
    const choices = BY_COUNT[name];
    if (choices) {
      const target = choices[count];
      if (!target) {
        const counts = Object.keys(choices).map(Number);
        const list =
          counts.length === 1
            ? immediates(counts[0]!, "immediate argument")
            : `${counts.join(" or ")} immediate arguments`;
        fail(mnemonic, `${name} expects ${list}`);
      }
      const spec = opByName(target);
      if (spec.version > this.v)
        fail(mnemonic, `${name} opcode with ${immediates(count)} was introduced in v${spec.version}`);
      return spec;
    }
    if (["int", "byte", "addr", "method"].includes(name)) return { ...opByName("intc"), name };
    const spec = OPS_BY_NAME.get(name);
    if (!spec) fail(mnemonic, `unknown opcode: ${name}`);
    if (spec.version > this.v) fail(mnemonic, `${name} opcode was introduced in v${spec.version}`);
    return spec;
  }

  private assemble(spec: OpSpec, mnemonic: Token, args: Token[]): void {
    switch (spec.name) {
      case "int":
        this.constants.int(mnemonic, args);
        return;
      case "byte":
        this.constants.bytes(mnemonic, args);
        return;
      case "addr":
        expectImmediates("addr", mnemonic, args, 1);
        this.constants.byteLiteral(
          args[0]!,
          literal(args[0]!, () => parseAddress(args[0]!.text)),
        );
        return;
      case "method":
        this.constants.method(mnemonic, args);
        return;
      case "intc":
      case "bytec": {
        expectImmediates(spec.name, mnemonic, args, 1);
        const index = byteImmediate(args[0]!, "constant");
        if (spec.name === "intc") this.constants.writeIntc(index, args[0]!);
        else this.constants.writeBytec(index, args[0]!);
        return;
      }
      case "arg": {
        expectImmediates("arg", mnemonic, args, 1);
        const index = byteImmediate(args[0]!, "argument");
        if (index < 4) {
          this.byte(opByName(`arg_${index}`).opcode);
          return;
        }
        this.plain(spec, mnemonic, args);
        return;
      }
      case "intcblock":
      case "pushints":
        this.constants.intList(spec, args);
        return;
      case "bytecblock":
      case "pushbytess":
        this.constants.bytesList(spec, args);
        return;
      case "pushint":
        expectImmediates("pushint", mnemonic, args, 1);
        this.byte(spec.opcode);
        this.pending.push(...uvarint(uintArg(args[0]!)));
        return;
      case "pushbytes":
        this.constants.pushBytes(mnemonic, args);
        return;
      case "bnz":
      case "bz":
      case "b":
      case "callsub":
        expectImmediates(spec.name, mnemonic, args, 1);
        this.labelRefs.push({
          position: this.pending.length + 1,
          label: args[0]!,
          offsetPosition: this.pending.length + 3,
        });
        this.pending.push(spec.opcode, 0, 0);
        return;
      case "switch":
      case "match":
        this.switch(spec, args);
        return;
      case "itxn":
      case "gitxn": {
        const base = spec.name === "itxn" ? 1 : 2;
        if (args.length === base + 1) {
          this.plain(opByName(`${spec.name}a`), mnemonic, args);
          return;
        }
        if (args.length !== base)
          fail(mnemonic, `${spec.name} expects ${base} or ${base + 1} immediate arguments`);
        this.plain(spec, mnemonic, args);
        return;
      }
      case "substring": {
        this.plain(spec, mnemonic, args);
        if (uintArg(args[1]!) < uintArg(args[0]!)) fail(args[0]!, "substring end is before start");
        return;
      }
      default:
        this.plain(spec, mnemonic, args);
        return;
    }
  }

  /** An op whose immediates are all one-byte numbers, one-byte fields or signed bytes. */
  private plain(spec: OpSpec, mnemonic: Token, args: Token[]): void {
    expectImmediates(spec.name, mnemonic, args, spec.immediates.length);
    const bytes = [spec.opcode];
    for (const [i, imm] of spec.immediates.entries()) {
      const arg = args[i]!;
      if (imm.fields) {
        const field = imm.fields.get(arg.text);
        if (!field) fail(arg, `${spec.name} unknown field: ${quote(arg.text)}`);
        if (field.version > this.v) {
          fail(
            arg,
            `${spec.name} ${arg.text} field was introduced in v${field.version}. Missed #pragma version?`,
          );
        }
        bytes.push(field.code);
      } else if (imm.kind === "int8") {
        const value = /^[+-]?\d+$/.test(arg.text) ? Number(arg.text) : Number.NaN;
        if (!(value >= -128 && value <= 127))
          fail(arg, `${spec.name} unable to parse ${imm.name} ${quote(arg.text)} as int8`);
        bytes.push(value & 0xff);
      } else {
        bytes.push(prefixed(spec.name, () => byteImmediate(arg, imm.name)));
      }
    }
    this.pending.push(...bytes);
  }

  private switch(spec: OpSpec, args: Token[]): void {
    if (args.length > 255) fail(args[255]!, `${spec.name} cannot take more than 255 labels`);
    this.pending.push(spec.opcode, args.length);
    const end = this.pending.length + 2 * args.length;
    for (const label of args) {
      this.labelRefs.push({ position: this.pending.length, label, offsetPosition: end });
      this.pending.push(0, 0);
    }
  }

  private resolveLabels(): void {
    const reported = new Set<string>();
    for (const ref of this.labelRefs) {
      const name = ref.label.text;
      const dest = this.labels.get(name);
      try {
        if (dest === undefined) {
          if (!reported.has(name)) fail(ref.label, `reference to undefined label ${quote(name)}`);
          continue;
        }
        if (this.v <= 1 && dest === this.pending.length)
          fail(ref.label, `label ${quote(name)} is too far away`);
        if (this.v < BACK_BRANCH_VERSION && dest < ref.offsetPosition) {
          fail(ref.label, `label ${quote(name)} is a back reference, back jump support was introduced in v4`);
        }
        const jump = dest - ref.offsetPosition;
        if (jump > 0x7fff || jump < -0x8000) fail(ref.label, `label ${quote(name)} is too far away`);
        this.pending[ref.position] = (jump >> 8) & 0xff;
        this.pending[ref.position + 1] = jump & 0xff;
      } catch (error) {
        reported.add(name);
        this.record(error);
      }
    }
  }

  program(): Uint8Array {
    return new Uint8Array([...uvarint(this.v), ...this.constants.prefix(), ...this.pending]);
  }
}

/** Program address: SHA-512/256 of "Program" ‖ bytes, as algod's `hash`. */
export function programAddress(program: Uint8Array): string {
  const digest = createHash("sha512-256").update("Program").update(program).digest();
  return algosdk.encodeAddress(new Uint8Array(digest));
}

/** Assembles TEAL source; throws AssemblyError (algod's wording, naming line:column) when it cannot. */
export function assemble(source: string): Assembled {
  if (source.trim() === "") throw new AssemblyError(["0: Cannot assemble empty program text"]);
  const assembly = new Assembly();
  assembly.run(source);
  if (assembly.errors.length > 0) throw new AssemblyError(assembly.errors);
  const program = assembly.program();
  return { version: assembly.v, program, hash: programAddress(program) };
}
