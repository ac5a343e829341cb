import { createHash } from "node:crypto";

/** The namespace of derived event ids (a fixed random UUID). */
const NAMESPACE = Buffer.from("5b0f3c52a1e94d6f8c1e2f7a9d4b6e10", "hex");

/**
 * The id of the `index`-th event of type `eventType` that `service` emits while handling
 * `causeId`: a name-based UUID (RFC 9562 version 5) of those four values. Handling the same event
 * again (a redelivery after a crash, a dead-letter replay) yields the same ids, so the follow-up
 * events are dropped as duplicates by every idempotency guard and by JetStream's `Nats-Msg-Id`.
 */
export function derivedEventId(causeId: string, service: string, eventType: string, index: number): string {
  const hash = createHash("sha1")
    .update(NAMESPACE)
    .update(`${causeId}\n${service}\n${eventType}\n${index}`)
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
