import {
  type AnyDetector,
  createDefaultDetectors,
  createRedactor,
  type PlaceholderStore,
  type Policy,
  type Redactor,
} from "@platform/redaction-engine";
import { createDetectorsWithModel, type OnnxDetector } from "@platform/redaction-engine/node";
import { closeRedis, connectRedis } from "@platform/service-kit/redis";
import type { Redis } from "ioredis";
import { RedisPlaceholderStore } from "../store/redis-placeholder-store.js";
import { SqlitePlaceholderStore } from "../store/sqlite-placeholder-store.js";
import { TurnBatchedStore } from "../store/turn-batched-store.js";
import { tenantSecret } from "../tenants/tenant.js";
import { loadPolicies, type Mode, policyForMode } from "./policies.js";
import { encodeOutcome, type RedactOutcome } from "./redact-outcome.js";

export type { RedactOutcome } from "./redact-outcome.js";

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
  /** The tenant that keeps REDACT_SECRET and the single-tenant store keys (REDACT_LEGACY_TENANT); "" for none. */
  legacyTenant: string;
}

export interface RedactJob {
  /** Whose entities these are: the tenant's own HMAC key and counters are used. */
  tenant: string;
  text: string;
  policy: string;
  mode: Mode;
}

/**
 * The timings record of the job being started, for the detector wrappers. The redactor calls
 * every detector, async ones included, before its first await (redactor.ts), so a wrapper reads
 * this synchronously when called and keeps it; jobs interleaving later (an async detector) each
 * keep their own. A plain variable rather than AsyncLocalStorage, whose promise hooks would tax
 * every promise of the thread (the store's included).
 */
let startingJob: Record<string, number> | undefined;

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
 * its directory), one store connection, and one redactor per tenant, policy and mode, made on
 * first use (tenants come from the configured keys, so their number is bounded).
 */
export class RedactionHost {
  readonly policies: Map<string, Policy>;
  readonly #detectors: AnyDetector[];
  readonly #model: OnnxDetector | undefined;
  readonly #sqlite: SqlitePlaceholderStore | undefined;
  readonly #redis: Redis | undefined;
  readonly #stores = new Map<string, PlaceholderStore>();
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
      ? await connectRedis(settings.redisUrl, { maxRetriesPerRequest: 2 }).catch(async (error: unknown) => {
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
    this.#sqlite = redis ? undefined : new SqlitePlaceholderStore(settings.storePath);
  }

  async redact(job: RedactJob): Promise<RedactOutcome> {
    const redactor = this.#redactor(job.tenant, job.policy, job.mode);
    // Per job, not per host: with an async detector, jobs on one thread interleave.
    const timings = Object.fromEntries(this.#detectors.map((d) => [d.name, 0]));
    const started = performance.now();
    startingJob = timings;
    let running: ReturnType<Redactor["redact"]>;
    try {
      running = redactor.redact(job.text);
    } finally {
      startingJob = undefined;
    }
    const result = await running;
    return encodeOutcome(result, timings, performance.now() - started);
  }

  async close(): Promise<void> {
    await this.#model?.close();
    this.#sqlite?.close();
    if (this.#redis) await closeRedis(this.#redis);
  }

  /**
   * A tenant's counters: under its own Redis key prefix or SQLite rows, batched per event-loop
   * turn. The legacy tenant keeps the single-tenant keys and tables, so an existing store's
   * mappings stay its own.
   */
  #storeOf(tenant: string): PlaceholderStore {
    let store = this.#stores.get(tenant);
    if (!store) {
      const legacy = tenant === this.settings.legacyTenant;
      if (this.#redis) {
        const prefix = legacy ? this.settings.redisPrefix : `${this.settings.redisPrefix}tenant:${tenant}:`;
        store = new RedisPlaceholderStore(this.#redis, prefix);
      } else {
        store = legacy ? this.#sqlite! : this.#sqlite!.forTenant(tenant);
      }
      // Documents finished in one turn share one round trip (one transaction) per tenant.
      store = new TurnBatchedStore(store);
      this.#stores.set(tenant, store);
    }
    return store;
  }

  #redactor(tenant: string, version: string, mode: Mode): Redactor {
    const id = `${tenant}\u0000${version}\u0000${mode}`;
    let redactor = this.#redactors.get(id);
    if (!redactor) {
      const policy = this.policies.get(version);
      if (!policy) throw new UnknownPolicyError(version, [...this.policies.keys()]);
      redactor = createRedactor({
        secret: tenantSecret(this.settings.secret, tenant, this.settings.legacyTenant),
        policy: policyForMode(policy, mode),
        detectors: this.#detectors,
        store: this.#storeOf(tenant),
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
          const timings = startingJob;
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
        const timings = startingJob;
        const started = performance.now();
        try {
          return detector.detect(text, context);
        } finally {
          record(timings, started);
        }
      },
    };
  }
}
