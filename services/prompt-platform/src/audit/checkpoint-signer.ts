import {
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { canonicalJson } from "@platform/service-kit";

export interface Checkpoint {
  frameCount: number;
  lastHash: string;
  signedAt: string;
}

export interface SignedCheckpoint {
  checkpoint: Checkpoint;
  /** base64 Ed25519 signature over canonicalJson(checkpoint). */
  signature: string;
  /** sha256 (hex, first 16) of the public key's DER: which key signed. */
  keyId: string;
}

/**
 * Signs `{frameCount, lastHash, signedAt}` with Ed25519. Someone holding an old signed checkpoint
 * can later ask whether frame `frameCount - 1` still has `lastHash`: rewriting history, even with
 * every hash recomputed, changes it.
 */
export class CheckpointSigner {
  readonly publicKeyPem: string;
  readonly keyId: string;
  readonly #publicKey: KeyObject;

  constructor(private readonly privateKey: KeyObject) {
    if (privateKey.asymmetricKeyType !== "ed25519") throw new Error("audit signing key must be Ed25519");
    this.#publicKey = createPublicKey(privateKey);
    this.publicKeyPem = this.#publicKey.export({ type: "spki", format: "pem" }).toString();
    const der = this.#publicKey.export({ type: "spki", format: "der" });
    this.keyId = createHash("sha256").update(der).digest("hex").slice(0, 16);
  }

  /**
   * A secret for another purpose (`label`), derived from the platform's one private key so that no
   * second secret needs keeping: HMAC-SHA256(PKCS#8 DER of the key, label), hex. Not reversible to the key.
   */
  deriveSecret(label: string): string {
    const der = this.privateKey.export({ type: "pkcs8", format: "der" });
    return createHmac("sha256", der).update(label).digest("hex");
  }

  static generate(): CheckpointSigner {
    return new CheckpointSigner(generateKeyPairSync("ed25519").privateKey);
  }

  static fromPem(pem: string): CheckpointSigner {
    return new CheckpointSigner(createPrivateKey(pem));
  }

  /** Reads the key file, or creates it (mode 0600) on first start. */
  static fromFile(path: string): CheckpointSigner {
    if (existsSync(path)) return CheckpointSigner.fromPem(readFileSync(path, "utf8"));
    const signer = CheckpointSigner.generate();
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, signer.privateKey.export({ type: "pkcs8", format: "pem" }).toString(), {
      mode: 0o600,
      flag: "wx",
    });
    return signer;
  }

  sign(checkpoint: Checkpoint): SignedCheckpoint {
    const signature = sign(null, Buffer.from(canonicalJson(checkpoint)), this.privateKey).toString("base64");
    return { checkpoint, signature, keyId: this.keyId };
  }

  verify(checkpoint: Checkpoint, signature: string): boolean {
    const bytes = Buffer.from(signature, "base64");
    if (bytes.length !== 64) return false;
    return verify(null, Buffer.from(canonicalJson(checkpoint)), this.#publicKey, bytes);
  }
}
