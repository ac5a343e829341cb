import algosdk from "algosdk";
import { LedgerError } from "../ledger/types.js";

export interface GlobalValue {
  bytes?: Uint8Array;
  uint?: number;
}

/** An application: its global state and boxes (keyed by the box name's hex). */
export interface AppState {
  id: number;
  creator: string;
  kind: AppKind;
  global: Map<string, GlobalValue>;
  boxes: Map<string, Uint8Array>;
}

export type AppKind = "registry" | "reputation";

export interface AppCall {
  sender: string;
  round: number;
  timestamp: number;
  args: Uint8Array[];
  /** Hex names of the boxes the transaction references; a program may touch no other box. */
  boxRefs: Set<string>;
}

export const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
export const fromHex = (text: string) => new Uint8Array(Buffer.from(text, "hex"));

export function selector(signature: string): string {
  return hex(algosdk.ABIMethod.fromSignature(signature).getSelector());
}

export function u64(value: number): Uint8Array {
  return algosdk.encodeUint64(value);
}

export function readU64(bytes: Uint8Array, offset: number): number {
  return Number(algosdk.decodeUint64(bytes.subarray(offset, offset + 8), "bigint"));
}

export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Mirrors the TEAL `authorize` subroutine: the creator or the configured operator. */
export function authorize(app: AppState, sender: string): void {
  const operator = app.global.get("operator")?.bytes;
  const isOperator = operator !== undefined && algosdk.encodeAddress(operator) === sender;
  if (sender !== app.creator && !isOperator) reject(app, "sender is neither the creator nor the operator");
}

export function arg(call: AppCall, index: number, length: number, app: AppState): Uint8Array {
  const value = call.args[index];
  if (!value || value.length !== length) reject(app, `argument ${index} must be ${length} bytes`);
  return value!;
}

/** Box access as the AVM allows it: only boxes named in the transaction's box references. */
export function referencedBox(app: AppState, call: AppCall, name: Uint8Array): string {
  const key = hex(name);
  if (!call.boxRefs.has(key)) reject(app, `invalid Box reference 0x${key}`);
  return key;
}

/** The message algod gives when a program rejects, so clients see the same failure shape. */
export function reject(app: AppState, reason: string): never {
  throw new LedgerError(`logic eval error: app ${app.id} rejected: ${reason}`);
}

export function setOperator(app: AppState, call: AppCall): void {
  if (call.sender !== app.creator) reject(app, "only the creator may set the operator");
  app.global.set("operator", { bytes: arg(call, 1, 32, app) });
}
