import { randomBytes } from "node:crypto";

// Monotonic state (RFC 9562 §6.2, method 1): within one process ids strictly increase, even within a
// millisecond, so "ORDER BY id" is creation order and keyset pagination never skips a row.
let lastMs = 0;
let counter = 0;

/**
 * UUIDv7: 48-bit millisecond timestamp, a 12-bit counter in rand_a, then random bits. Ids sort by
 * creation time; across replicas order within one millisecond is arbitrary (still a total order).
 */
export function createId(now: number = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    counter = 0;
  } else if (++counter > 0xfff) {
    lastMs++;
    counter = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
