import { AsyncLocalStorage } from "node:async_hooks";
import {
  type AnyDetector,
  createDefaultDetectors,
  createRedactor,
  type PlaceholderStore,
  type Policy,
  type RedactionResult,
  type Redactor,
} from "@platform/redaction-engine";
import { createDetectorsWithModel, type OnnxDetector } from "@platform/redaction-engine/node";
import type { Redis } from "ioredis";
import { closeRedis, connectRedis } from "../redis-client.js";
import { RedisPlaceholderStore } from "../store/redis-placeholder-store.js";
import { SqlitePlaceholderStore } from "../store/sqlite-placeholder-store.js";
import { loadPolicies, type Mode, policyForMode } from "./policies.js";

/** Everything a thread needs to build its own pipeline; plain data, so it crosses to a worker. */
export interface HostSettings {
  secret: string;
  detector: "default" | "openmed";
  /** A token-classification model directory; empty for none. */
  modelDir: string;
  policyDir: string;
  storePath: string;
  redisUrl: string | undefined;
  redisPrefix: string;
}

export interface RedactJob {
  text: string;
  policy: string;
  mode: Mode;
}

export interface RedactOutcome {
  result: RedactionResult;
  /** Milliseconds per detector for this document, and for the whole pipeline. */
  timings: Record<string, number>;
  pipelineMs: number;
}

/** The timings record of the job being run, for the detector wrappers. */
const jobTimings = new AsyncLocalStorage<Record<string, number>>();

/** Raised for a job that names a policy the service does not have (a 422 for the caller). */
export class UnknownPolicyError extends Error {
  constructor(
    readonly version: string,
    readonly known: readonly string[],
  ) {
    super(`unknown policy "${version}" (available: ${known.join(", ")})`);
    this.name = "UnknownPolicyError";
  }
}

/**
 * One thread's pipeline: detectors built once (each wrapped to time itself; the model loaded from
 * its directory), one store connection, and one redactor per policy and mode, made on first use.
 */
export class RedactionHost {
  readonly policies: Map<string, Policy>;
  readonly #detectors: AnyDetector[];
  readonly #model: OnnxDetector | undefined;
  readonly #store: PlaceholderStore & { close?(): void };
  readonly #redis: Redis | undefined;
  readonly #redactors = new Map<string, Redactor>();

  /**
   * Loads the model when one is configured (a bad directory rejects with `ModelLoadError`) and
   * connects to Redis when placeholders live there, before the host takes any job.
   */
  static async create(settings: HostSettings): Promise<RedactionHost> {
    const policies = loadPolicies(settings.policyDir);
    const { detectors, model } = settings.modelDir
      ? await createDetectorsWithModel({ choice: settings.detector, modelDir: settings.modelDir })
      : { detectors: createDefaultDetectors({ choice: settings.detector }), model: undefined };
    const redis = settings.redisUrl
      ? await connectRedis(settings.redisUrl).catch(async (error: unknown) => {
          await model?.close();
          throw error;
        })
      : undefined;
    return new RedactionHost(settings, policies, detectors, model, redis);
  }

  private constructor(
    private readonly settings: HostSettings,
    policies: Map<string, Policy>,
    detectors: AnyDetector[],
    model: OnnxDetector | undefined,
    redis: Redis | undefined,
  ) {
    this.policies = policies;
    this.#detectors = detectors.map((d) => this.#timed(d));
    this.#model = model;
    this.#redis = redis;
    this.#store = redis
      ? new RedisPlaceholderStore(redis, settings.redisPrefix)
      : new SqlitePlaceholderStore(settings.storePath);
  }

  async redact(job: RedactJob): Promise<RedactOutcome> {
    const redactor = this.#redactor(job.policy, job.mode);
    // Per job, not per host: with an async detector, jobs on one thread interleave.
    const timings = Object.fromEntries(this.#detectors.map((d) => [d.name, 0]));
    const started = performance.now();
    const result = await jobTimings.run(timings, () => redactor.redact(job.text));
    return { result, timings, pipelineMs: performance.now() - started };
  }

  async close(): Promise<void> {
    await this.#model?.close();
    this.#store.close?.();
    if (this.#redis) await closeRedis(this.#redis);
  }

  #redactor(version: string, mode: Mode): Redactor {
    const id = `${version}\u0000${mode}`;
    let redactor = this.#redactors.get(id);
    if (!redactor) {
      const policy = this.policies.get(version);
      if (!policy) throw new UnknownPolicyError(version, [...this.policies.keys()]);
      redactor = createRedactor({
        secret: this.settings.secret,
        policy: policyForMode(policy, mode),
        detectors: this.#detectors,
        store: this.#store,
      });
      this.#redactors.set(id, redactor);
    }
    return redactor;
  }

  /** Wraps a detector to add its elapsed time to the running job's timings. */
  #timed(detector: AnyDetector): AnyDetector {
    const { name, types } = detector;
    const record = (timings: Record<string, number> | undefined, started: number) => {
      if (timings) timings[name] = (timings[name] ?? 0) + performance.now() - started;
    };
    if (detector.async === true) {
      return {
        name,
        types,
        async: true,
        async detect(text, context) {
          const timings = jobTimings.getStore();
          const started = performance.now();
          try {
            return await detector.detect(text, context);
          } finally {
            record(timings, started);
          }
        },
      };
    }
    return {
      name,
      types,
      detect(text, context) {
        const started = performance.now();
        try {
          return detector.detect(text, context);
        } finally {
          record(jobTimings.getStore(), started);
        }
      },
    };
  }
}
