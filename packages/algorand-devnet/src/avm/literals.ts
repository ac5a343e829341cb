import algosdk from "algosdk";

/**
 * Literal forms the assembler accepts, with algod's rules: integers as Go's base-prefixed syntax
 * (0x, 0o, 0b, a leading 0 for octal, `_` between digits), byte strings as 0x hex, base64/b64 and
 * base32/b32 (with or without parentheses), and double-quoted strings with \n \r \t \\ \" \xHH.
 */
export const MAX_UINT64 = (1n << 64n) - 1n;

const INTEGER =
  /^(?:0[xX](?:_?[0-9a-fA-F])+|0[bB](?:_?[01])+|0[oO](?:_?[0-7])+|0(?:_?[0-7])*|[1-9](?:_?[0-9])*)$/;

/** A uint64 in Go's `strconv.ParseUint(s, 0, 64)` syntax, or undefined. */
export function parseUint(text: string): bigint | undefined {
  if (!INTEGER.test(text)) return undefined;
  let digits = text.replaceAll("_", "");
  if (/^0[oO]/.test(digits)) digits = `0o${digits.slice(2)}`;
  else if (/^0[0-7]+$/.test(digits)) digits = `0o${digits.slice(1)}`;
  const value = BigInt(digits);
  return value > MAX_UINT64 ? undefined : value;
}

export class LiteralError extends Error {}

/** Parses one byte literal from the front of `args`; returns the bytes and how many tokens it used. */
export function parseByteArgs(args: string[]): { value: Uint8Array; consumed: number } {
  const arg = args[0] ?? "";
  const wrapped = /^(base32|b32|base64|b64)\(/.exec(arg);
  if (wrapped) {
    const close = arg.indexOf(")");
    if (close === -1) throw new LiteralError(`argument ${arg} lacks closing parenthesis`);
    if (close !== arg.length - 1)
      throw new LiteralError(`argument ${arg} must end at first closing parenthesis`);
    const body = arg.slice(wrapped[0].length, close);
    return { value: decodeNamed(wrapped[1]!, body), consumed: 1 };
  }
  if (arg.startsWith("0x")) return { value: decodeHex(arg.slice(2)), consumed: 1 };
  if (["base32", "b32", "base64", "b64"].includes(arg)) {
    if (args.length < 2) throw new LiteralError(`${arg} needs byte literal argument`);
    return { value: decodeNamed(arg, args[1]!), consumed: 2 };
  }
  if (arg.length > 1 && arg.startsWith('"') && arg.endsWith('"')) {
    return { value: parseStringLiteral(arg), consumed: 1 };
  }
  throw new LiteralError(`arg did not parse: ${arg}`);
}

function decodeNamed(encoding: string, body: string): Uint8Array {
  return encoding.startsWith("base32") || encoding === "b32" ? decodeBase32(body) : decodeBase64(body);
}

function decodeHex(text: string): Uint8Array {
  if (text.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(text)) {
    throw new LiteralError(
      text.length % 2 !== 0 ? "encoding/hex: odd length hex string" : "encoding/hex: invalid byte",
    );
  }
  return new Uint8Array(Buffer.from(text, "hex"));
}

/** Standard, padded base64 (algod's decoder refuses unpadded or URL-alphabet input). */
function decodeBase64(text: string): Uint8Array {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) {
    throw new LiteralError(`illegal base64 data: ${text}`);
  }
  return new Uint8Array(Buffer.from(text, "base64"));
}

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32, standard alphabet, with or without `=` padding. */
function decodeBase32(text: string): Uint8Array {
  const body = text.replace(/=+$/, "");
  const padded = text.length !== body.length;
  if (padded && text.length % 8 !== 0) throw new LiteralError(`illegal base32 data: ${text}`);
  if (![0, 2, 4, 5, 7].includes(body.length % 8)) throw new LiteralError(`illegal base32 data: ${text}`);
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of body) {
    const value = BASE32.indexOf(char);
    if (value === -1) throw new LiteralError(`illegal base32 data: ${text}`);
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((buffer >> bits) & 0xff);
    }
  }
  return new Uint8Array(out);
}

const ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, "\\": 92, '"': 34 };

/** A double-quoted string literal with algod's escapes. */
export function parseStringLiteral(input: string): Uint8Array {
  if (input.length < 2 || !input.startsWith('"') || !input.endsWith('"')) throw new LiteralError("no quotes");
  const raw = Buffer.from(input.slice(1, -1), "utf8");
  const out: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i]!;
    if (char !== 92) {
      out.push(char);
      continue;
    }
    const next = raw[++i];
    if (next === undefined) throw new LiteralError("non-terminated escape sequence");
    const letter = String.fromCharCode(next);
    if (letter === "x") {
      const digits = raw.subarray(i + 1, i + 3).toString("latin1");
      if (digits.length < 2) throw new LiteralError("non-terminated hex sequence");
      if (!/^[0-9a-fA-F]{2}$/.test(digits)) throw new LiteralError(`invalid hex escape \\x${digits}`);
      out.push(Number.parseInt(digits, 16));
      i += 2;
      continue;
    }
    const escaped = ESCAPES[letter];
    if (escaped === undefined) throw new LiteralError(`invalid escape sequence \\${letter}`);
    out.push(escaped);
  }
  return new Uint8Array(out);
}

/** An Algorand address (base32 with checksum) to its 32 public-key bytes. */
export function parseAddress(text: string): Uint8Array {
  try {
    return algosdk.decodeAddress(text).publicKey;
  } catch {
    throw new LiteralError(`address ${text} is malformed or fails its checksum`);
  }
}

export function uvarint(value: bigint | number): number[] {
  let rest = BigInt(value);
  const out: number[] = [];
  while (rest >= 0x80n) {
    out.push(Number((rest & 0x7fn) | 0x80n));
    rest >>= 7n;
  }
  out.push(Number(rest));
  return out;
}
