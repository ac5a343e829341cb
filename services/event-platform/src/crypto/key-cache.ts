import { createPublicKey, type KeyObject } from "node:crypto";

/**
 * source_key -> public KeyObject, so a key is parsed once however many events it signs. Bounded:
 * past `capacity` keys the oldest is dropped (a flood of made-up keys cannot grow memory).
 */
export class KeyCache {
  private readonly keys = new Map<string, KeyObject>();

  constructor(private readonly capacity = 10_000) {}

  get(sourceKey: string): KeyObject {
    let key = this.keys.get(sourceKey);
    if (key === undefined) {
      key = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: sourceKey }, format: "jwk" });
      if (this.keys.size >= this.capacity) this.keys.delete(this.keys.keys().next().value as string);
      this.keys.set(sourceKey, key);
    }
    return key;
  }
}
