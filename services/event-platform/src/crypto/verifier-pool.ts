import { Worker } from "node:worker_threads";
import { InlineVerifier, type SignatureVerifier } from "./signature-verifier.js";

// The worker is plain JavaScript evaluated from this string, so it runs the same under tsx, Vitest
// and compiled output without a loader. It caches key objects like the inline verifier.
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { createPublicKey, verify } = require("node:crypto");
const keys = new Map();
function keyOf(x) {
  let key = keys.get(x);
  if (key === undefined) {
    key = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x }, format: "jwk" });
    if (keys.size >= 10000) keys.delete(keys.keys().next().value);
    keys.set(x, key);
  }
  return key;
}
parentPort.on("message", ({ id, messages, signatures, sourceKeys }) => {
  const results = new Uint8Array(messages.length);
  for (let i = 0; i < messages.length; i++) {
    try {
      results[i] = verify(null, messages[i], keyOf(sourceKeys[i]), Buffer.from(signatures[i], "base64url")) ? 1 : 0;
    } catch {
      results[i] = 0;
    }
  }
  parentPort.postMessage({ id, results }, [results.buffer]);
});
`;

interface Batch {
  messages: Uint8Array[];
  signatures: string[];
  sourceKeys: string[];
  resolvers: Array<(ok: boolean) => void>;
}

/**
 * Spreads signature verification over worker threads. Requests made in the same turn of the event
 * loop travel as batches of up to `batchSize`, so the message-passing cost is paid per batch, not
 * per event. Batches are kept small (16) so the work overlaps: a worker verifies one batch while the
 * main thread signs and delivers the next; one batch of 256 left the main thread idle while the
 * worker verified and the worker idle while the main thread delivered, which measured no faster
 * than verifying inline (bench/results/event-platform-2026-11-24.md). Batches go to the workers in turn. A worker that dies (an error, or terminated from
 * outside) is replaced, and the batches it held are verified on the calling thread, so no caller
 * waits forever and no valid event is refused because of it.
 */
export class VerifierPool implements SignatureVerifier {
  private readonly workers: Worker[] = [];
  /** Batches sent and not answered, by id, with the index of the worker holding each. */
  private readonly waiting = new Map<number, { batch: Batch; worker: number }>();
  private readonly inline = new InlineVerifier();
  private pending: Batch | undefined;
  private nextId = 0;
  private nextWorker = 0;
  private closing = false;
  /** Workers replaced after dying; for health and tests. */
  replaced = 0;

  constructor(
    size: number,
    private readonly batchSize = 16,
  ) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError("verifier pool size must be >= 1");
    for (let i = 0; i < size; i++) this.workers.push(this.spawn(i));
  }

  get size(): number {
    return this.workers.length;
  }

  verify(message: Buffer, signature: string, sourceKey: string): Promise<boolean> {
    return new Promise((resolve) => {
      if (!this.pending) {
        this.pending = { messages: [], signatures: [], sourceKeys: [], resolvers: [] };
        setImmediate(() => this.flush());
      }
      const p = this.pending;
      p.messages.push(message);
      p.signatures.push(signature);
      p.sourceKeys.push(sourceKey);
      p.resolvers.push(resolve);
      if (p.messages.length >= this.batchSize) this.flush();
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.workers.map((w) => w.terminate()));
    for (const { batch } of this.waiting.values()) for (const resolve of batch.resolvers) resolve(false);
    this.waiting.clear();
  }

  private spawn(index: number): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.on("message", ({ id, results }: { id: number; results: Uint8Array }) => {
      const sent = this.waiting.get(id);
      this.waiting.delete(id);
      // Idle workers must not keep the process alive; busy ones must (see flush).
      if (this.waiting.size === 0) for (const w of this.workers) w.unref();
      if (!sent) return;
      for (const [i, resolve] of sent.batch.resolvers.entries()) resolve(results[i] === 1);
    });
    worker.on("error", () => this.replace(index, worker));
    worker.on("exit", () => this.replace(index, worker));
    worker.unref();
    return worker;
  }

  private replace(index: number, dead: Worker): void {
    if (this.closing || this.workers[index] !== dead) return;
    this.replaced += 1;
    this.workers[index] = this.spawn(index);
    for (const [id, sent] of this.waiting) {
      if (sent.worker !== index) continue;
      this.waiting.delete(id);
      const { batch } = sent;
      batch.resolvers.forEach((resolve, i) => {
        resolve(
          this.inline.verify(Buffer.from(batch.messages[i]!), batch.signatures[i]!, batch.sourceKeys[i]!),
        );
      });
    }
    if (this.waiting.size > 0) this.workers[index]!.ref();
  }

  private flush(): void {
    const batch = this.pending;
    if (!batch || batch.messages.length === 0) return;
    this.pending = undefined;
    const id = this.nextId++;
    if (this.waiting.size === 0) for (const w of this.workers) w.ref();
    const index = this.nextWorker++ % this.workers.length;
    this.waiting.set(id, { batch, worker: index });
    this.workers[index]!.postMessage({
      id,
      messages: batch.messages,
      signatures: batch.signatures,
      sourceKeys: batch.sourceKeys,
    });
  }
}
