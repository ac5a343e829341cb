/**
 * The smallest ONNX encoder that makes a valid model: a `ModelProto` with one graph of plain
 * nodes, float or int64 initializers and tensor inputs/outputs, written as protobuf by hand (field
 * numbers from onnx/onnx.proto), so tests and smoke checks need neither Python nor protobufjs.
 */

/** ONNX `TensorProto.DataType` values used here. */
export const OnnxDataType = { FLOAT: 1, INT64: 7 } as const;
export type OnnxDataType = (typeof OnnxDataType)[keyof typeof OnnxDataType];

/** A tensor shape: numbers are fixed sizes, strings are symbolic (`batch`, `sequence`). */
export type OnnxShape = readonly (number | string)[];

export interface OnnxValueInfo {
  readonly name: string;
  readonly type: OnnxDataType;
  readonly shape: OnnxShape;
}

export interface OnnxInitializer {
  readonly name: string;
  readonly dims: readonly number[];
  readonly values: Float32Array;
}

export interface OnnxNode {
  readonly opType: string;
  readonly inputs: readonly string[];
  readonly outputs: readonly string[];
  readonly name?: string;
}

export interface OnnxGraph {
  readonly name: string;
  readonly nodes: readonly OnnxNode[];
  readonly initializers: readonly OnnxInitializer[];
  readonly inputs: readonly OnnxValueInfo[];
  readonly outputs: readonly OnnxValueInfo[];
}

const IR_VERSION = 8;
const OPSET = 13;

export function encodeOnnxModel(graph: OnnxGraph, producer = "redaction-engine"): Uint8Array {
  const model = new ProtoWriter();
  model.varint(1, IR_VERSION); // ModelProto.ir_version
  model.string(2, producer); // producer_name
  model.message(7, (g) => writeGraph(g, graph)); // graph
  model.message(8, (o) => {
    o.string(1, ""); // OperatorSetIdProto.domain: the default ONNX domain
    o.varint(2, OPSET);
  });
  return model.finish();
}

function writeGraph(w: ProtoWriter, graph: OnnxGraph): void {
  graph.nodes.forEach((node, i) => {
    w.message(1, (n) => {
      for (const input of node.inputs) n.string(1, input);
      for (const output of node.outputs) n.string(2, output);
      n.string(3, node.name ?? `${node.opType.toLowerCase()}_${i}`);
      n.string(4, node.opType);
    });
  });
  w.string(2, graph.name);
  for (const init of graph.initializers) {
    w.message(5, (t) => {
      for (const d of init.dims) t.varint(1, d); // dims
      t.varint(2, OnnxDataType.FLOAT); // data_type
      t.string(8, init.name);
      t.bytes(9, float32LittleEndian(init.values)); // raw_data
    });
  }
  for (const input of graph.inputs) w.message(11, (v) => writeValueInfo(v, input));
  for (const output of graph.outputs) w.message(12, (v) => writeValueInfo(v, output));
}

function writeValueInfo(w: ProtoWriter, info: OnnxValueInfo): void {
  w.string(1, info.name);
  w.message(2, (type) =>
    type.message(1, (tensor) => {
      tensor.varint(1, info.type); // elem_type
      tensor.message(2, (shape) => {
        for (const dim of info.shape)
          shape.message(1, (d) => (typeof dim === "number" ? d.varint(1, dim) : d.string(2, dim)));
      });
    }),
  );
}

function float32LittleEndian(values: Float32Array): Uint8Array {
  const out = new Uint8Array(values.length * 4);
  const view = new DataView(out.buffer);
  for (let i = 0; i < values.length; i++) view.setFloat32(i * 4, values[i]!, true);
  return out;
}

const utf8 = new TextEncoder();

/** Protobuf wire format: varints (type 0) and length-delimited fields (type 2) only. */
class ProtoWriter {
  readonly #chunks: number[] = [];

  varint(field: number, value: number): void {
    this.#tag(field, 0);
    this.#rawVarint(value);
  }

  string(field: number, value: string): void {
    this.bytes(field, utf8.encode(value));
  }

  bytes(field: number, value: Uint8Array): void {
    this.#tag(field, 2);
    this.#rawVarint(value.length);
    for (const b of value) this.#chunks.push(b);
  }

  message(field: number, build: (w: ProtoWriter) => void): void {
    const inner = new ProtoWriter();
    build(inner);
    this.bytes(field, inner.finish());
  }

  finish(): Uint8Array {
    return Uint8Array.from(this.#chunks);
  }

  #tag(field: number, wireType: number): void {
    this.#rawVarint(field * 8 + wireType);
  }

  #rawVarint(value: number): void {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a varint: ${value}`);
    let v = value;
    while (v >= 0x80) {
      this.#chunks.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    this.#chunks.push(v);
  }
}
