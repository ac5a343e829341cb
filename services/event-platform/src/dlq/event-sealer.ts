import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const ALGORITHM = "aes-256-gcm";
const PREFIX = "v1.";

/**
 * Encrypts the original of a dead-lettered event that holds sensitive values, so that the queue
 * stores it only redacted in clear and `dlq --replay` can still deliver the event as signed (a
 * redacted copy would no longer verify). AES-256-GCM with a random 96-bit IV per record; the key is
 * `<identity.dir>/dead-letters.key` (32 random bytes, mode 0600), made on first use.
 */
export class EventSealer {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new RangeError("a dead-letter key is 32 bytes");
  }

  /** The key in `dir`, created (0600) when there is none; two processes racing read the same one. */
  static forDir(dir: string): EventSealer {
    const path = join(dir, "dead-letters.key");
    try {
      return new EventSealer(readFileSync(path));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    try {
      writeFileSync(path, randomBytes(32), { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    return new EventSealer(readFileSync(path));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
  }

  /** The plain text; throws when the text was sealed with another key or altered. */
  open(sealed: string): string {
    if (!sealed.startsWith(PREFIX)) throw new TypeError("not a sealed dead-letter event");
    const raw = Buffer.from(sealed.slice(PREFIX.length), "base64");
    const decipher = createDecipheriv(ALGORITHM, this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  }
}
