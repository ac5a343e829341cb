import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import {
  buildEvent,
  type EventEnvelope,
  type NewEvent,
  signingBytes,
  type UnsignedEvent,
} from "../events/envelope.js";
import { rememberSigningBytes } from "../events/signing-cache.js";

/** The raw 32-byte Ed25519 public key of a key object, base64url: the envelope's `source_key`. */
export function publicKeyId(key: KeyObject): string {
  const jwk = key.export({ format: "jwk" }) as { x: string };
  return jwk.x;
}

/**
 * A service's Ed25519 key pair. The key objects are created once; signing an event is one
 * canonical encoding and one `crypto.sign` call.
 */
export class Identity {
  readonly sourceKey: string;

  private constructor(
    readonly source: string,
    private readonly privateKey: KeyObject,
    readonly publicKey: KeyObject,
  ) {
    this.sourceKey = publicKeyId(publicKey);
  }

  static generate(source: string): Identity {
    // The key objects are made from the encoded key, not taken from the generation job: on Node 20 a
    // key still owned by an uncollected key-generation job can deadlock when exported as JWK and the
    // export's allocation collects that job (seen once: `eventctl serve` hung for good on SIGTERM,
    // its main thread in ExportJWK -> garbage collection -> ~KeyGenJob -> the key's mutex).
    const { privateKey } = generateKeyPairSync("ed25519", {
      privateKeyEncoding: { type: "pkcs8", format: "der" },
      publicKeyEncoding: { type: "spki", format: "der" },
    });
    const key = createPrivateKey({ key: privateKey, format: "der", type: "pkcs8" });
    return new Identity(source, key, createPublicKey(key));
  }

  static fromPrivatePem(source: string, pem: string): Identity {
    const privateKey = createPrivateKey(pem);
    if (privateKey.asymmetricKeyType !== "ed25519") {
      throw new TypeError(`identity ${source}: not an Ed25519 private key`);
    }
    return new Identity(source, privateKey, createPublicKey(privateKey));
  }

  /** Reads `<dir>/<source>.key`; undefined when the file does not exist. */
  static load(dir: string, source: string): Identity | undefined {
    let pem: string;
    try {
      pem = readFileSync(identityPaths(dir, source).privateKey, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
    return Identity.fromPrivatePem(source, pem);
  }

  /**
   * Writes `<source>.key` (PKCS#8 PEM, mode 0600) and `<source>.pub` (the source_key). The private
   * key is written to a temporary file created 0600 and renamed, so it is never readable by others.
   */
  save(dir: string): ReturnType<typeof identityPaths> {
    const paths = identityPaths(dir, this.source);
    mkdirSync(dirname(paths.privateKey), { recursive: true, mode: 0o700 });
    const temporary = `${paths.privateKey}.tmp-${process.pid}`;
    writeFileSync(temporary, this.privateKey.export({ format: "pem", type: "pkcs8" }), { mode: 0o600 });
    chmodSync(temporary, 0o600);
    renameSync(temporary, paths.privateKey);
    writeFileSync(paths.publicKey, `${this.sourceKey}\n`, { mode: 0o644 });
    return paths;
  }

  /**
   * Replaces the identity in `dir` with a new key pair. The old public key is appended to
   * `<source>.retired.json` with the time of the rotation, so a runtime started later still accepts
   * events signed with it for the signature replay window (a dead letter signed before the rotation
   * can be replayed after it). The newest `keepRetired` retired keys are kept.
   */
  static rotate(dir: string, source: string, now = new Date(), keepRetired = 16): Identity {
    const previous = Identity.load(dir, source);
    const next = Identity.generate(source);
    if (previous) {
      const retired = [
        ...Identity.retiredKeys(dir, source),
        { source_key: previous.sourceKey, retired_at: now.toISOString() },
      ].slice(-keepRetired);
      const file = identityPaths(dir, source).retired;
      const temporary = `${file}.tmp-${process.pid}`;
      writeFileSync(temporary, `${JSON.stringify(retired, null, 2)}\n`, { mode: 0o644 });
      renameSync(temporary, file);
    }
    next.save(dir);
    return next;
  }

  /** The keys `source` used before its rotations, oldest first; empty when never rotated. */
  static retiredKeys(dir: string, source: string): RetiredKey[] {
    const file = identityPaths(dir, source).retired;
    if (!existsSync(file)) return [];
    const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
    if (!Array.isArray(parsed)) throw new TypeError(`${file} must hold a JSON array`);
    return parsed.filter(
      (r): r is RetiredKey =>
        typeof r?.source_key === "string" &&
        typeof r?.retired_at === "string" &&
        !Number.isNaN(Date.parse(r.retired_at)),
    );
  }

  signBytes(bytes: Buffer): string {
    return sign(null, bytes, this.privateKey).toString("base64url");
  }

  /** Builds and signs a new event from this identity, stamped `now` (the clock's time by default). */
  createEvent(input: NewEvent, now?: Date): EventEnvelope {
    const unsigned = buildEvent(this.source, this.sourceKey, input, now);
    const bytes = signingBytes(unsigned);
    const event = withSignature(unsigned, this.signBytes(bytes));
    // The bus verifies this event against these bytes unless it is changed before it is published.
    rememberSigningBytes(event, unsigned, bytes);
    return event;
  }
}

/**
 * `{ ...unsigned, signature }`, written out: the same fields in the same order. An object made by
 * the spread (V8 copies the unsigned event's layout, then adds `signature` outside it) was slower
 * to make and to read from then on, in every `Object.keys` and field read of validation and the
 * signing cache: a third of the bus's own time per event (8 of 22 µs, measured with signing and
 * verification stubbed out).
 */
function withSignature(u: UnsignedEvent, signature: string): EventEnvelope {
  return {
    event_id: u.event_id,
    event_type: u.event_type,
    source: u.source,
    source_key: u.source_key,
    timestamp: u.timestamp,
    payload: u.payload,
    correlation_id: u.correlation_id,
    causation_id: u.causation_id,
    trace_id: u.trace_id,
    signature,
  };
}

/** A public key `source` signed with before a rotation, and when it was replaced. */
export interface RetiredKey {
  source_key: string;
  retired_at: string;
}

export function identityPaths(
  dir: string,
  source: string,
): { privateKey: string; publicKey: string; retired: string } {
  if (!/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/.test(source)) {
    throw new TypeError(`invalid identity name "${source}": use letters, digits, . _ - (max 64)`);
  }
  return {
    privateKey: join(dir, `${source}.key`),
    publicKey: join(dir, `${source}.pub`),
    retired: join(dir, `${source}.retired.json`),
  };
}
