import { Worker } from "node:worker_threads";
import { ModelLoadError } from "@platform/redaction-engine/node";
import { runsFromSource } from "@platform/service-kit";
import { forEachOutcome, type JobsWire, type OutcomesWire, pushJob } from "./job-wire.js";
import { leastLoaded, type ThreadLoad } from "./least-loaded.js";
import type { HostSettings, RedactJob, RedactOutcome } from "./redaction-host.js";
import { RedactionHost } from "./redaction-host.js";

/** Runs redaction jobs: on this thread, or spread over worker threads. */
export interface RedactionPipeline {
  redact(job: RedactJob): Promise<RedactOutcome>;
  close(): Promise<void>;
}

/**
 * Starts the pipeline; rejects when a thread cannot build it (a `ModelLoadError` for a bad
 * model directory), after stopping every thread it started.
 */
export async function createPipeline(settings: HostSettings, workers: number): Promise<RedactionPipeline> {
  return workers === 0
    ? new InlinePipeline(await RedactionHost.create(settings))
    : WorkerPipeline.start(settings, workers);
}

class InlinePipeline implements RedactionPipeline {
  readonly #host: RedactionHost;

  constructor(host: RedactionHost) {
    this.#host = host;
  }

  redact(job: RedactJob): Promise<RedactOutcome> {
    return this.#host.redact(job);
  }

  close(): Promise<void> {
    return this.#host.close();
  }
}

interface Pending {
  resolve(outcome: RedactOutcome): void;
  reject(error: Error): void;
  /** The job's text length, counted in its thread's `pendingChars` until it is answered. */
  chars: number;
}

interface Thread extends ThreadLoad {
  worker: Worker;
  pending: Map<number, Pending>;
  pendingChars: number;
  /** Jobs given to this thread in the current tick (job-wire.ts), sent as one message when it ends. */
  outbox: JobsWire;
}

/** A message to a pipeline thread: every job given to it in one tick. */
export interface JobsMessage {
  jobs: JobsWire;
}

/** A message from a pipeline thread: every answer it finished in one tick, and the jobs that failed. */
export interface ResultsMessage {
  results: OutcomesWire;
  errors: JobError[];
}

/** A job that failed, by id. */
export interface JobError {
  id: number;
  error: SerializedError;
}

export interface SerializedError {
  name: string;
  message: string;
  dir?: string;
  problems?: string[];
}

type WorkerMessage = { ready: true } | { failed: SerializedError } | ResultsMessage;

/** Errors cross threads as plain data; a model error comes back as the engine's `ModelLoadError`. */
function rebuildError(e: SerializedError): Error {
  if (e.name === "ModelLoadError" && e.dir !== undefined && e.problems)
    return new ModelLoadError(e.dir, e.problems);
  return Object.assign(new Error(e.message), { name: e.name });
}

// Compiled (`npm run build`, production): the worker is compiled JavaScript beside this module and
// workspace packages resolve to their dist/. From source (tsx, Vitest): a .mjs shim registers the
// TypeScript loader in the thread, and workspace packages resolve to their sources, as in this process.
const FROM_SOURCE = runsFromSource(import.meta.url);
// A profiled process (`--cpu-prof`, BENCH_CPU_PROF_DIR) profiles its pipeline threads too.
const WORKER_EXEC_ARGV = [
  ...(FROM_SOURCE ? ["--conditions=source"] : []),
  ...process.execArgv.filter((arg) => arg.startsWith("--cpu-prof")),
];
const WORKER_URL = new URL(
  FROM_SOURCE ? "./redaction-worker-entry.mjs" : "./redaction-worker.js",
  import.meta.url,
);
const CLOSE_GRACE_MS = 5_000;

/**
 * A fixed pool of pipeline threads. Each job goes to the thread with the least text in flight; a
 * thread that dies fails its own jobs (never silently) and is replaced. The jobs a thread is given
 * in one tick (requests released together, e.g. by one rate-limit answer) travel in one message,
 * and so do the answers it finishes in one tick: a message costs both threads a wake-up and a
 * copy, whatever it carries. A tick, not a whole event-loop turn, so no job waits for other work.
 */
class WorkerPipeline implements RedactionPipeline {
  readonly #threads: Thread[] = [];
  #nextId = 0;
  #closing = false;

  private constructor(private readonly settings: HostSettings) {}

  static async start(settings: HostSettings, count: number): Promise<WorkerPipeline> {
    const pool = new WorkerPipeline(settings);
    const started = Array.from({ length: count }, () => pool.#spawn());
    const failure = (await Promise.allSettled(started)).find((r) => r.status === "rejected");
    if (failure) {
      pool.#closing = true;
      await Promise.all(
        started.map((s) =>
          s.then(
            (w) => w.terminate(),
            () => undefined,
          ),
        ),
      );
      throw failure.reason;
    }
    return pool;
  }

  redact(job: RedactJob): Promise<RedactOutcome> {
    const thread = leastLoaded(this.#threads);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      thread.pending.set(id, { resolve, reject, chars: job.text.length });
      thread.pendingChars += job.text.length;
      if (thread.outbox.length === 0) process.nextTick(() => this.#send(thread));
      pushJob(thread.outbox, id, job);
    });
  }

  #send(thread: Thread): void {
    const jobs = thread.outbox;
    thread.outbox = [];
    thread.worker.postMessage({ jobs } satisfies JobsMessage);
  }

  /**
   * Asks every thread to release its store and exit; one still running after `CLOSE_GRACE_MS`
   * (a handle its libraries left open) is terminated, so a shutdown never hangs on a thread.
   */
  async close(): Promise<void> {
    this.#closing = true;
    await Promise.all(
      this.#threads.map(
        (t) =>
          new Promise<void>((resolve) => {
            const deadline = setTimeout(() => void t.worker.terminate(), CLOSE_GRACE_MS);
            t.worker.once("exit", () => {
              clearTimeout(deadline);
              resolve();
            });
            t.worker.postMessage({ close: true });
          }),
      ),
    );
  }

  /** The job `id` of `thread`, no longer in flight. */
  #settled(thread: Thread, id: number): Pending | undefined {
    const pending = thread.pending.get(id);
    thread.pending.delete(id);
    thread.pendingChars -= pending?.chars ?? 0;
    return pending;
  }

  /** Resolves with the worker once its pipeline is built; rejects with the reason it could not be. */
  #spawn(): Promise<Worker> {
    const worker = new Worker(WORKER_URL, { workerData: this.settings, execArgv: WORKER_EXEC_ARGV });
    const thread: Thread = { worker, pending: new Map(), pendingChars: 0, outbox: [] };
    return new Promise((resolve, reject) => {
      worker.on("message", (message: WorkerMessage) => {
        if ("ready" in message) {
          this.#threads.push(thread);
          resolve(worker);
          return;
        }
        if ("failed" in message) {
          reject(rebuildError(message.failed));
          return;
        }
        forEachOutcome(message.results, (id, outcome) => this.#settled(thread, id)?.resolve(outcome));
        for (const { id, error } of message.errors) this.#settled(thread, id)?.reject(rebuildError(error));
      });
      worker.on("error", reject);
      worker.on("exit", (code) => {
        reject(new Error(`pipeline thread exited with code ${code} before it was ready`));
        const at = this.#threads.indexOf(thread);
        if (at >= 0) this.#threads.splice(at, 1);
        for (const p of thread.pending.values())
          p.reject(new Error(`pipeline thread exited with code ${code}`));
        thread.pending.clear();
        thread.pendingChars = 0;
        if (!this.#closing && at >= 0) void this.#spawn().catch(() => undefined);
      });
    });
  }
}
