import type { StackValue } from "../avm/machine.js";

/** An application: its programs, global state (keyed by the key's hex) and boxes (by the name's hex). */
export interface AppState {
  id: number;
  creator: string;
  approval: Uint8Array;
  clear: Uint8Array;
  globalSchema: { uints: number; bytes: number };
  global: Map<string, StackValue>;
  boxes: Map<string, Uint8Array>;
}

export const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
export const fromHex = (text: string) => new Uint8Array(Buffer.from(text, "hex"));
export const textKey = (text: string) => hex(new TextEncoder().encode(text));

/** Minimum balance a box adds to its application's account: 2 500 + 400 × (name + size) µAlgo. */
export const boxMinBalance = (nameBytes: number, size: number) => 2_500 + 400 * (nameBytes + size);

export function boxesMinBalance(app: AppState): number {
  let total = 0;
  for (const [name, value] of app.boxes) total += boxMinBalance(name.length / 2, value.length);
  return total;
}
