import table from "./avm-v10-opcodes.json" with { type: "json" };

/**
 * The AVM v10 instruction set, read from the opcode facts of the AVM language spec
 * (avm-v10-opcodes.json, copied from ../shared/reference). The assembler and the evaluator both
 * work from this one table so that names, opcode bytes, immediates and field codes cannot drift.
 */
export const MAX_VERSION = table.logicVersion;

export type ImmediateKind =
  | "uint8"
  | "int8"
  | "label"
  | "varuint"
  | "bytes"
  | "varuints"
  | "byteslist"
  | "labels";

export interface Immediate {
  name: string;
  kind: ImmediateKind;
  /** Named fields (txn fields, curves, encodings, ...) when the immediate is a field. */
  fields?: Map<string, Field>;
}

export interface Field {
  name: string;
  code: number;
  /** The first program version that may use the field. */
  version: number;
  /** The type of the value the field gives (uint64, []byte, address, bool, ...). */
  type: string;
}

export interface OpSpec {
  name: string;
  opcode: number;
  /** Encoded size in bytes; 0 when variable. */
  size: number;
  version: number;
  /** 1 signature, 2 application, 3 both. */
  modes: number;
  /** Static cost; ops whose cost depends on the field or the data are priced by the evaluator. */
  cost: string;
  immediates: Immediate[];
  fieldsByCode: Map<number, Field>;
}

interface RawImmediate {
  Encoding: string;
  Name: string;
  Reference?: string;
}
interface RawField {
  Name: string;
  ByteEncoding: number;
  Version?: number;
  Type?: string;
}
interface RawOp {
  opcode: number;
  name: string;
  size: number;
  cost: string;
  version: number;
  modes: number;
  immediates?: RawImmediate[];
  fields?: RawField[];
}

const KINDS: Record<string, ImmediateKind> = {
  uint8: "uint8",
  int8: "int8",
  "int16 (big-endian)": "label",
  varuint: "varuint",
  "varuint length, bytes": "bytes",
  "varuint count, [varuint ...]": "varuints",
  "varuint count, [varuint length, bytes ...]": "byteslist",
  "varuint count, [int16 (big-endian) ...]": "labels",
};

function build(raw: RawOp): OpSpec {
  const fields = new Map<string, Field>(
    (raw.fields ?? []).map((f) => [
      f.Name,
      { name: f.Name, code: f.ByteEncoding, version: f.Version ?? 1, type: f.Type ?? "any" },
    ]),
  );
  const immediates = (raw.immediates ?? []).map((imm): Immediate => {
    const kind = KINDS[imm.Encoding];
    if (!kind) throw new Error(`opcode table: unknown immediate encoding ${imm.Encoding}`);
    return imm.Reference !== undefined
      ? { name: imm.Name.toLowerCase(), kind, fields }
      : { name: imm.Name.toLowerCase(), kind };
  });
  return {
    name: raw.name,
    opcode: raw.opcode,
    size: raw.size,
    version: raw.version,
    modes: raw.modes,
    cost: raw.cost,
    immediates,
    fieldsByCode: new Map([...fields.values()].map((f) => [f.code, f])),
  };
}

export const OPS: readonly OpSpec[] = (table.ops as RawOp[]).map(build);
export const OPS_BY_NAME = new Map(OPS.map((op) => [op.name, op]));
export const OPS_BY_CODE = new Map(OPS.map((op) => [op.opcode, op]));

export function opByName(name: string): OpSpec {
  const op = OPS_BY_NAME.get(name);
  if (!op) throw new Error(`opcode table has no ${name}`);
  return op;
}

/** Named integer constants the `int` pseudo-op accepts: transaction types and OnCompletion values. */
export const NAMED_INTS: ReadonlyMap<string, bigint> = new Map([
  ["pay", 1n],
  ["keyreg", 2n],
  ["acfg", 3n],
  ["axfer", 4n],
  ["afrz", 5n],
  ["appl", 6n],
  ["NoOp", 0n],
  ["OptIn", 1n],
  ["CloseOut", 2n],
  ["ClearState", 3n],
  ["UpdateApplication", 4n],
  ["DeleteApplication", 5n],
]);
