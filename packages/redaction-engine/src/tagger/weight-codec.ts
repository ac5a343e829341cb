import { decodeBase64, encodeBase64 } from "./base64.js";

// The int8 weight table as shipped: most weights are 0 (features never seen with a label), so runs
// of zeros are written as the byte 0x80 (-128, which quantisation never produces) and a run length
// of 1-256 (stored minus one), then base64. It halves the module's size and decodes in one pass.
const RUN = 0x80;

export function encodeWeights(table: Int8Array): string {
  const out: number[] = [];
  for (let i = 0; i < table.length; ) {
    if (table[i] !== 0) {
      out.push(table[i]! & 0xff);
      i++;
      continue;
    }
    let run = 1;
    while (run < 256 && i + run < table.length && table[i + run] === 0) run++;
    out.push(RUN, run - 1);
    i += run;
  }
  return encodeBase64(Uint8Array.from(out));
}

export function decodeWeights(text: string, length: number): Int8Array {
  const bytes = decodeBase64(text);
  const table = new Int8Array(length);
  let o = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === RUN) {
      o += bytes[++i]! + 1;
      continue;
    }
    table[o++] = (b << 24) >> 24;
  }
  if (o !== length) throw new Error(`tagger weights: decoded ${o} weights, expected ${length}`);
  return table;
}
