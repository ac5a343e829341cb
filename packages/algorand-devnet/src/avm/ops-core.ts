import { createHash, createPublicKey, verify } from "node:crypto";
import { keccak_256 } from "@noble/hashes/sha3.js";
import {
  AvmError,
  btoi,
  equalBytes,
  itob,
  MAX_BYTES,
  type Machine,
  type StackValue,
  U64,
} from "./machine.js";

/** Handlers of arithmetic, byte-string, byte-math and hashing ops (flow and stack: ops-flow.ts). */
export type Handler = (m: Machine) => void;

const binary =
  (f: (a: bigint, b: bigint) => bigint | boolean): Handler =>
  (m) => {
    const b = m.popUint();
    const a = m.popUint();
    const r = f(a, b);
    m.push(typeof r === "boolean" ? (r ? 1n : 0n) : r);
  };

const checked = (name: string, value: bigint) => {
  if (value > U64) throw new AvmError(`${name} overflowed`);
  return value;
};

function bytesRange(bytes: Uint8Array, start: bigint, end: bigint, name: string): Uint8Array {
  if (end < start) throw new AvmError(`${name} end is before start`);
  if (end > BigInt(bytes.length)) throw new AvmError(`${name} range beyond length of string`);
  return bytes.slice(Number(start), Number(end));
}

function extractUint(m: Machine, width: number): void {
  const start = m.popUint();
  const bytes = m.popBytes();
  const end = start + BigInt(width);
  if (end > BigInt(bytes.length))
    throw new AvmError(`extraction end ${end} is beyond length: ${bytes.length}`);
  m.push(btoi(bytes.subarray(Number(start), Number(end))));
}

function replace(bytes: Uint8Array, start: bigint, replacement: Uint8Array): Uint8Array {
  const end = start + BigInt(replacement.length);
  if (end > BigInt(bytes.length))
    throw new AvmError(`replacement end ${end} beyond original length: ${bytes.length}`);
  const out = new Uint8Array(bytes);
  out.set(replacement, Number(start));
  return out;
}

function same(a: StackValue, b: StackValue): boolean {
  if (typeof a !== typeof b) throw new AvmError(`cannot compare (${typeName(a)} to ${typeName(b)})`);
  return typeof a === "bigint" ? a === b : equalBytes(a, b as Uint8Array);
}

export const typeName = (value: StackValue) => (typeof value === "bigint" ? "uint64" : "[]byte");

const ED25519_DER_PREFIX = Buffer.from("302a300506032b6570032100", "hex");

export function ed25519Verify(data: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean {
  if (signature.length !== 64 || publicKey.length !== 32) return false;
  try {
    const key = createPublicKey({
      key: Buffer.concat([ED25519_DER_PREFIX, publicKey]),
      format: "der",
      type: "spki",
    });
    return verify(null, data, key, signature);
  } catch {
    return false;
  }
}

const hash = (algorithm: string) => (m: Machine) =>
  m.push(new Uint8Array(createHash(algorithm).update(m.popBytes()).digest()));

/** Unsigned big-endian byte strings as numbers, for the b+ family (at most 64 bytes in). */
const big = (bytes: Uint8Array) => {
  if (bytes.length > 64) throw new AvmError(`math attempted on large byte-array`);
  return bytes.length === 0 ? 0n : BigInt(`0x${Buffer.from(bytes).toString("hex")}`);
};
const unbig = (value: bigint) => {
  if (value === 0n) return new Uint8Array();
  const hex = value.toString(16);
  return new Uint8Array(Buffer.from(hex.length % 2 ? `0${hex}` : hex, "hex"));
};
const bmath =
  (f: (a: bigint, b: bigint) => bigint | boolean): Handler =>
  (m) => {
    const b = big(m.popBytes());
    const a = big(m.popBytes());
    const r = f(a, b);
    if (typeof r === "boolean") m.pushBool(r);
    else m.push(unbig(r));
  };
const bbits =
  (f: (a: number, b: number) => number): Handler =>
  (m) => {
    const b = m.popBytes();
    const a = m.popBytes();
    const size = Math.max(a.length, b.length);
    const pa = new Uint8Array(size);
    pa.set(a, size - a.length);
    const pb = new Uint8Array(size);
    pb.set(b, size - b.length);
    m.push(pa.map((x, i) => f(x, pb[i]!) & 0xff));
  };

export const CORE_OPS: Record<string, Handler> = {
  err: () => {
    throw new AvmError("err opcode executed");
  },
  sha256: hash("sha256"),
  keccak256: (m) => m.push(keccak_256(m.popBytes())),
  sha512_256: hash("sha512-256"),
  sha3_256: hash("sha3-256"),
  ed25519verify_bare: (m) => {
    const key = m.popBytes();
    const signature = m.popBytes();
    m.pushBool(ed25519Verify(m.popBytes(), signature, key));
  },
  "+": binary((a, b) => checked("+", a + b)),
  "-": binary((a, b) => {
    if (b > a) throw new AvmError("- would result negative");
    return a - b;
  }),
  "/": binary((a, b) => {
    if (b === 0n) throw new AvmError("/ 0");
    return a / b;
  }),
  "*": binary((a, b) => checked("*", a * b)),
  "%": binary((a, b) => {
    if (b === 0n) throw new AvmError("% 0");
    return a % b;
  }),
  "<": binary((a, b) => a < b),
  ">": binary((a, b) => a > b),
  "<=": binary((a, b) => a <= b),
  ">=": binary((a, b) => a >= b),
  "&&": binary((a, b) => a !== 0n && b !== 0n),
  "||": binary((a, b) => a !== 0n || b !== 0n),
  "|": binary((a, b) => a | b),
  "&": binary((a, b) => a & b),
  "^": binary((a, b) => a ^ b),
  "~": (m) => m.push(~m.popUint() & U64),
  "!": (m) => m.pushBool(m.popUint() === 0n),
  "==": (m) => m.pushBool(same(m.pop(), m.pop())),
  "!=": (m) => m.pushBool(!same(m.pop(), m.pop())),
  shl: binary((a, b) => {
    if (b > 63n) throw new AvmError(`shl arg too big, (${b})`);
    return (a << b) & U64;
  }),
  shr: binary((a, b) => {
    if (b > 63n) throw new AvmError(`shr arg too big, (${b})`);
    return a >> b;
  }),
  exp: binary((a, b) => {
    if (a === 0n && b === 0n) throw new AvmError("0^0 is undefined");
    const r = a ** b;
    if (r > U64) throw new AvmError(`${a}^${b} overflow`);
    return r;
  }),
  sqrt: (m) => {
    const a = m.popUint();
    let x = BigInt(Math.floor(Math.sqrt(Number(a))));
    while (x * x > a) x--;
    while ((x + 1n) * (x + 1n) <= a) x++;
    m.push(x);
  },
  bitlen: (m) => {
    const a = m.pop();
    const n = typeof a === "bigint" ? a : big(a);
    m.push(BigInt(n === 0n ? 0 : n.toString(2).length));
  },
  mulw: (m) => {
    const p = m.popUint() * m.popUint();
    m.push(p >> 64n);
    m.push(p & U64);
  },
  addw: (m) => {
    const s = m.popUint() + m.popUint();
    m.push(s >> 64n);
    m.push(s & U64);
  },
  len: (m) => m.push(BigInt(m.popBytes().length)),
  itob: (m) => m.push(itob(m.popUint())),
  btoi: (m) => m.push(btoi(m.popBytes())),
  concat: (m) => {
    const b = m.popBytes();
    const a = m.popBytes();
    if (a.length + b.length > MAX_BYTES)
      throw new AvmError(`concat produced a too big (${a.length + b.length}) byte-array`);
    const out = new Uint8Array(a.length + b.length);
    out.set(a);
    out.set(b, a.length);
    m.push(out);
  },
  substring: (m) => m.push(bytesRange(m.popBytes(), BigInt(m.imm(1)), BigInt(m.imm(2)), "substring")),
  substring3: (m) => {
    const end = m.popUint();
    const start = m.popUint();
    m.push(bytesRange(m.popBytes(), start, end, "substring"));
  },
  extract: (m) => {
    const bytes = m.popBytes();
    const start = BigInt(m.imm(1));
    const length = m.imm(2);
    // extract S 0 takes everything from S on.
    m.push(
      bytesRange(bytes, start, length === 0 ? BigInt(bytes.length) : start + BigInt(length), "extraction"),
    );
  },
  extract3: (m) => {
    const length = m.popUint();
    const start = m.popUint();
    m.push(bytesRange(m.popBytes(), start, start + length, "extraction"));
  },
  extract_uint16: (m) => extractUint(m, 2),
  extract_uint32: (m) => extractUint(m, 4),
  extract_uint64: (m) => extractUint(m, 8),
  replace2: (m) => {
    const replacement = m.popBytes();
    m.push(replace(m.popBytes(), BigInt(m.imm(1)), replacement));
  },
  replace3: (m) => {
    const replacement = m.popBytes();
    const start = m.popUint();
    m.push(replace(m.popBytes(), start, replacement));
  },
  getbyte: (m) => {
    const i = m.popUint();
    const bytes = m.popBytes();
    if (i >= BigInt(bytes.length)) throw new AvmError(`getbyte index ${i} beyond length ${bytes.length}`);
    m.push(BigInt(bytes[Number(i)]!));
  },
  setbyte: (m) => {
    const value = m.popUint();
    const i = m.popUint();
    const bytes = m.popBytes();
    if (i >= BigInt(bytes.length)) throw new AvmError(`setbyte index ${i} beyond length ${bytes.length}`);
    if (value > 255n) throw new AvmError(`setbyte value ${value} > 255`);
    const out = new Uint8Array(bytes);
    out[Number(i)] = Number(value);
    m.push(out);
  },
  bzero: (m) => {
    const n = m.popUint();
    if (n > BigInt(MAX_BYTES)) throw new AvmError(`bzero attempted to create a too large string`);
    m.push(new Uint8Array(Number(n)));
  },
  "b+": bmath((a, b) => a + b),
  "b-": bmath((a, b) => {
    if (b > a) throw new AvmError("byte math would have negative result");
    return a - b;
  }),
  "b*": bmath((a, b) => a * b),
  "b/": bmath((a, b) => {
    if (b === 0n) throw new AvmError("division by zero");
    return a / b;
  }),
  "b%": bmath((a, b) => {
    if (b === 0n) throw new AvmError("modulo by zero");
    return a % b;
  }),
  "b<": bmath((a, b) => a < b),
  "b>": bmath((a, b) => a > b),
  "b<=": bmath((a, b) => a <= b),
  "b>=": bmath((a, b) => a >= b),
  "b==": bmath((a, b) => a === b),
  "b!=": bmath((a, b) => a !== b),
  "b|": bbits((a, b) => a | b),
  "b&": bbits((a, b) => a & b),
  "b^": bbits((a, b) => a ^ b),
  "b~": (m) => m.push(m.popBytes().map((x) => ~x & 0xff)),
};
