import table from "./avm-v10-opcodes.json" with { type: "json" };
import { parseByteArgs, parseUint } from "./literals.js";
import { NAMED_INTS, type OpSpec } from "./opcodes.js";

/**
 * The assembler's stack type tracking, as algod's: through straight-line code it knows the type
 * (and the size or value bounds) of each stack slot, refuses an op whose argument cannot have the
 * wanted type (`+ arg 1 wanted type uint64 got [1]byte`) and an op that needs more values than the
 * program start provides (`+ expects 2 stack arguments but stack height is 1`). After a label that
 * follows dead code, and after the ops whose effect it does not follow, it assumes nothing, so it
 * refuses only what algod refuses too (it may accept a few programs algod's finer tracking refuses).
 */
type Avm = "uint" | "bytes" | "any" | "none";

export interface StackType {
  avm: Avm;
  min: bigint;
  max: bigint;
  name: string;
}

const U64_MAX = (1n << 64n) - 1n;
const MAX_STRING = 4096n;

function make(avm: Avm, min: bigint, max: bigint, alias?: string): StackType {
  let name: string = avm === "uint" ? "uint64" : avm === "bytes" ? "[]byte" : avm;
  if (min === max) name = avm === "bytes" ? `[${min}]byte` : `${min}`;
  else if (min === 0n && max !== 0n) {
    if (avm === "bytes" && max !== MAX_STRING) name = `[<=${max}]byte`;
    if (avm === "uint" && max !== U64_MAX) name += ` (<= ${max})`;
  } else if (min !== 0n && max !== 0n) {
    name = avm === "bytes" ? `[${min}-${max}]byte` : `${name} (${min}-${max})`;
  }
  return { avm, min, max, name: alias ?? name };
}

export const ANY = make("any", 0n, 0n, "any");
const NONE = make("none", 0n, 0n, "none");
const UINT = make("uint", 0n, U64_MAX);
const BYTES = make("bytes", 0n, MAX_STRING);

/** A type named in the opcode table (or a field's type). */
export function named(name: string): StackType {
  const fixed = /^\[(\d+)\]byte$/.exec(name);
  if (fixed) return make("bytes", BigInt(fixed[1]!), BigInt(fixed[1]!));
  switch (name) {
    case "uint64":
      return UINT;
    case "bool":
      return make("uint", 0n, 1n, "bool");
    case "[]byte":
      return BYTES;
    case "address":
      return make("bytes", 32n, 32n, "address");
    case "bigint":
      return make("bytes", 0n, 64n, "bigint");
    case "boxName":
      return make("bytes", 1n, 64n, "boxName");
    case "stateKey":
      return make("bytes", 0n, 64n, "stateKey");
    default:
      return ANY;
  }
}

export const exactUint = (value: bigint) => make("uint", value, value);
export const exactBytes = (length: number) => make("bytes", BigInt(length), BigInt(length));

function overlaps(have: StackType, want: StackType): boolean {
  if (have.avm === "none" || want.avm === "none") return false;
  if (have.avm === "any" || want.avm === "any") return true;
  if (have.avm !== want.avm) return false;
  return have.min <= want.max && have.max >= want.min;
}

const ARGS = new Map(
  (table.ops as { name: string; args: string[]; returns: string[] }[]).map((op) => [op.name, op]),
);

/** Ops whose stack effect depends on immediates or history: afterwards nothing is assumed. */
const UNFOLLOWED = new Set([
  "bury",
  "cover",
  "uncover",
  "popn",
  "dupn",
  "frame_dig",
  "frame_bury",
  "proto",
  "match",
  "loads",
  "stores",
  "load",
  "gloads",
  "gloadss",
  "gload",
]);

export class TypeTracker {
  private stack: StackType[] = [];
  private bottom: StackType = NONE;
  private dead = false;
  enabled = true;

  constructor(private readonly report: (message: string) => void) {}

  /** `#pragma typetrack`: turning it back on forgets what was known. */
  setEnabled(on: boolean): void {
    if (on && !this.enabled) this.reset();
    this.enabled = on;
  }

  private reset(): void {
    this.stack = [];
    this.bottom = ANY;
    this.dead = false;
  }

  label(): void {
    if (this.dead) this.reset();
  }

  private pop(): StackType {
    return this.stack.pop() ?? this.bottom;
  }

  private check(instruction: string, args: StackType[]): void {
    if (args.length > this.stack.length && this.bottom.avm === "none") {
      this.fail(
        `${instruction} expects ${args.length} stack arguments but stack height is ${this.stack.length}`,
      );
      this.stack = [];
      return;
    }
    for (let i = args.length - 1; i >= 0; i--) {
      const have = this.pop();
      if (!overlaps(have, args[i]!))
        this.fail(`${instruction} arg ${i} wanted type ${args[i]!.name} got ${have.name}`);
    }
  }

  private fail(message: string): void {
    if (this.enabled) this.report(message);
  }

  /**
   * Tracks one instruction. `pushed` overrides the table's return types (literals, fields);
   * `instruction` is the text algod names in its message (the op and its immediates).
   */
  op(spec: OpSpec, instruction: string, immediates: string[], pushed?: StackType[]): void {
    if (this.dead) {
      this.after(spec);
      return;
    }
    const raw = ARGS.get(spec.name);
    const args = (raw?.args ?? []).map(named);
    let returns = pushed ?? (raw?.returns ?? []).map(named);
    const n = Number(immediates[0] ?? 0);
    switch (spec.name) {
      case "dup": {
        this.check(instruction, [ANY]);
        const top = this.last(1)[0]!;
        returns = [top, top];
        this.stack.push(...returns);
        this.after(spec);
        return;
      }
      case "dup2": {
        const [a, b] = this.last(2);
        this.check(instruction, [ANY, ANY]);
        this.stack.push(a!, b!, a!, b!);
        this.after(spec);
        return;
      }
      case "swap": {
        const [a, b] = this.last(2);
        this.check(instruction, [ANY, ANY]);
        this.stack.push(b!, a!);
        this.after(spec);
        return;
      }
      case "dig": {
        const copied = this.last(n + 1);
        this.check(
          instruction,
          Array.from({ length: n + 1 }, () => ANY),
        );
        this.stack.push(...copied, copied[0]!);
        this.after(spec);
        return;
      }
      case "select": {
        const [a, b] = this.last(3);
        this.check(instruction, [ANY, ANY, UINT]);
        this.stack.push(
          a!.avm === b!.avm && a!.avm !== "any"
            ? make(a!.avm, 0n, a!.avm === "uint" ? U64_MAX : MAX_STRING)
            : ANY,
        );
        this.after(spec);
        return;
      }
      case "pushints":
      case "pushbytess":
        this.stack.push(...(pushed ?? []));
        this.after(spec);
        return;
    }
    this.check(instruction, args);
    if (UNFOLLOWED.has(spec.name)) {
      this.stack = [];
      this.bottom = ANY;
    } else {
      this.stack.push(...returns);
    }
    this.after(spec);
  }

  /** The top `n` known types (any for those below what is known). */
  private last(n: number): StackType[] {
    const out: StackType[] = [];
    for (let i = n; i >= 1; i--)
      out.push(
        this.stack[this.stack.length - i] ??
          (this.stack.length - i < 0 ? (this.bottom.avm === "none" ? ANY : this.bottom) : ANY),
      );
    return out;
  }

  private after(spec: OpSpec): void {
    if (["b", "callsub", "retsub", "err", "return"].includes(spec.name)) {
      this.stack = [];
      this.dead = true;
    }
    if (spec.name === "callsub") this.label();
  }
}

/** What an instruction pushes, where it is finer than the opcode table says (literals, fields). */
export function pushedTypes(spec: OpSpec, mnemonic: string, args: string[]): StackType[] | undefined {
  const literalLength = (texts: string[]) => {
    try {
      return exactBytes(parseByteArgs(texts).value.length);
    } catch {
      return named("[]byte");
    }
  };
  switch (mnemonic) {
    case "int": {
      const value = NAMED_INTS.get(args[0] ?? "") ?? parseUint(args[0] ?? "");
      return [value === undefined ? named("uint64") : exactUint(value)];
    }
    case "pushint": {
      const value = parseUint(args[0] ?? "");
      return [value === undefined ? named("uint64") : exactUint(value)];
    }
    case "byte":
    case "pushbytes":
      return [literalLength(args)];
    case "addr":
      return [exactBytes(32)];
    case "method":
      return [exactBytes(4)];
    case "pushints":
      return args.map((a) => {
        const value = parseUint(a);
        return value === undefined ? named("uint64") : exactUint(value);
      });
    case "pushbytess": {
      const out: StackType[] = [];
      let rest = args;
      while (rest.length > 0) {
        try {
          const parsed = parseByteArgs(rest);
          out.push(exactBytes(parsed.value.length));
          rest = rest.slice(parsed.consumed);
        } catch {
          return undefined;
        }
      }
      return out;
    }
  }
  // A field names the type of what the op pushes (its first return; a flag may follow).
  const at = spec.immediates.findIndex((imm) => imm.fields);
  const field = at >= 0 ? spec.immediates[at]!.fields!.get(args[at] ?? "") : undefined;
  if (!field || spec.name === "itxn_field") return undefined;
  const typed = named(field.type);
  if (spec.name.endsWith("_get")) return [typed, named("bool")];
  return [typed];
}
