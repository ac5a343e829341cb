import { uvarint } from "./literals.js";
import { opByName } from "./opcodes.js";

/**
 * Constant blocks as algod's assembler builds them (from v4 on): the constants the `int` and
 * `byte`/`addr`/`method` pseudo-ops introduced are ordered by how often they are used (ties keep
 * first-use order), the four most used get the one-byte intc_N/bytec_N forms, and a constant used
 * once leaves the block and becomes a pushint/pushbytes in place. Every reference is rewritten, so
 * positions after it shift; the caller's labels and label references shift with them.
 */
export interface ConstRef<T> {
  value: T;
  /** Position of the referencing opcode in the pending bytes. */
  position: number;
}

export interface Edit {
  position: number;
  oldLength: number;
  bytes: number[];
}

/** Positions the assembler keeps into the pending bytes, all shifted by `applyEdits`. */
export interface Positions {
  labels: Map<string, number>;
  labelRefs: { position: number; offsetPosition: number }[];
  refs: { position: number }[];
}

/** Applies sorted, non-overlapping edits and shifts every tracked position past them. */
export function applyEdits(pending: number[], edits: Edit[], positions: Positions): number[] {
  const out: number[] = [];
  const shiftAt: number[] = new Array(pending.length + 1);
  let delta = 0;
  let from = 0;
  for (const edit of edits) {
    for (let p = from; p < edit.position + edit.oldLength; p++) shiftAt[p] = delta;
    out.push(...pending.slice(from, edit.position), ...edit.bytes);
    delta += edit.bytes.length - edit.oldLength;
    from = edit.position + edit.oldLength;
  }
  for (let p = from; p <= pending.length; p++) shiftAt[p] = delta;
  out.push(...pending.slice(from));
  const shift = (p: number) => p + (shiftAt[p] ?? delta);
  for (const [label, at] of positions.labels) positions.labels.set(label, shift(at));
  for (const ref of positions.labelRefs) {
    ref.position = shift(ref.position);
    ref.offsetPosition = shift(ref.offsetPosition);
  }
  for (const ref of positions.refs) ref.position = shift(ref.position);
  return out;
}

type Kind = "int" | "byte";

const same = (a: bigint | Uint8Array, b: bigint | Uint8Array) =>
  typeof a === "bigint" ? a === b : Buffer.compare(Buffer.from(a), Buffer.from(b as Uint8Array)) === 0;

function referenceBytes(kind: Kind, value: bigint | Uint8Array, index: number, singleton: boolean): number[] {
  if (singleton) {
    if (kind === "int") return [opByName("pushint").opcode, ...uvarint(value as bigint)];
    const bytes = value as Uint8Array;
    return [opByName("pushbytes").opcode, ...uvarint(bytes.length), ...bytes];
  }
  const prefix = kind === "int" ? "intc" : "bytec";
  if (index < 4) return [opByName(`${prefix}_${index}`).opcode];
  return [opByName(prefix).opcode, index];
}

/**
 * Reorders one constant block and rewrites its references in `pending`. Returns the new block and
 * the new pending bytes (the old references are 1 byte for index 0-3, else 2).
 */
export function optimizeConstants<T extends bigint | Uint8Array>(
  kind: Kind,
  block: T[],
  refs: ConstRef<T>[],
  pending: number[],
  positions: Positions,
): { block: T[]; pending: number[] } {
  const freqs = block.map((value) => ({ value, count: 0 }));
  for (const ref of refs) {
    const entry = freqs.find((f) => same(f.value, ref.value));
    if (entry) entry.count++;
  }
  // Array.prototype.sort is stable, so equally used constants keep first-use order.
  freqs.sort((a, b) => b.count - a.count);
  const shortOpcodes = new Set(
    [0, 1, 2, 3].map((i) => opByName(`${kind === "int" ? "intc" : "bytec"}_${i}`).opcode),
  );
  const edits: Edit[] = refs.map((ref) => {
    const index = freqs.findIndex((f) => same(f.value, ref.value));
    const singleton = freqs[index]!.count === 1;
    return {
      position: ref.position,
      oldLength: shortOpcodes.has(pending[ref.position]!) ? 1 : 2,
      bytes: referenceBytes(kind, ref.value, index, singleton),
    };
  });
  edits.sort((a, b) => a.position - b.position);
  const rewritten = applyEdits(pending, edits, positions);
  return { block: freqs.filter((f) => f.count > 1).map((f) => f.value), pending: rewritten };
}
