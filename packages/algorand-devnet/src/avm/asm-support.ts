import { LiteralError, parseUint } from "./literals.js";
import type { Token } from "./tokens.js";

/** The assembler's located errors and immediate parsing, with algod's wording. */
export class Fail extends Error {
  constructor(
    readonly at: { line: number; col: number },
    message: string,
  ) {
    super(message);
  }
}

export function fail(at: { line: number; col: number }, message: string): never {
  throw new Fail(at, message);
}
export const afterToken = (t: Token) => ({ line: t.line, col: t.col + t.text.length });
export const quote = (text: string) => JSON.stringify(text);
export const immediates = (n: number, word = "immediate") =>
  n === 0 ? `no ${word}s` : n === 1 ? `1 ${word}` : `${n} ${word}s`;

export function uintArg(arg: Token): bigint {
  const value = parseUint(arg.text);
  if (value === undefined) fail(arg, `unable to parse ${quote(arg.text)} as integer`);
  return value;
}

export function byteImmediate(arg: Token, label: string): number {
  const value = parseUint(arg.text);
  if (value === undefined) fail(arg, `unable to parse ${label} ${quote(arg.text)} as integer`);
  if (value > 255n) fail(arg, `${label} beyond 255: ${value}`);
  return Number(value);
}

/** Runs a parse and turns its LiteralError into a located assembly error. */
export function literal<T>(at: Token, parse: () => T, prefix?: string): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof LiteralError) fail(at, prefix ? `${prefix} ${error.message}` : error.message);
    throw error;
  }
}

export function prefixed<T>(name: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof Fail) throw new Fail(error.at, `${name} ${error.message}`);
    throw error;
  }
}

/** Fails unless an op got exactly `expected` immediates, pointing where algod points. */
export function expectImmediates(name: string, mnemonic: Token, args: Token[], expected: number): void {
  if (args.length === expected) return;
  const all = [mnemonic, ...args];
  const at = args.length > expected ? all[expected + 1]! : afterToken(all[args.length]!);
  fail(at, `${name} expects ${expected === 1 ? "1 immediate argument" : `${expected} immediate arguments`}`);
}
