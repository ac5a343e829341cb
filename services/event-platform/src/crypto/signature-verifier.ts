import { verify } from "node:crypto";
import { KeyCache } from "./key-cache.js";

/** Checks Ed25519 signatures; synchronous here, or a Promise when verification runs on workers. */
export interface SignatureVerifier {
  verify(message: Buffer, signature: string, sourceKey: string): boolean | Promise<boolean>;
  close?(): Promise<void>;
}

/** Verification on the calling thread with cached key objects. */
export class InlineVerifier implements SignatureVerifier {
  private readonly keys = new KeyCache();

  verify(message: Buffer, signature: string, sourceKey: string): boolean {
    let key: ReturnType<KeyCache["get"]>;
    try {
      key = this.keys.get(sourceKey);
    } catch {
      return false; // not a point on the curve: cannot have signed anything
    }
    return verify(null, message, key, Buffer.from(signature, "base64url"));
  }
}
