import { randomUUID } from "node:crypto";
import { describeError } from "../errors.js";
import type { Logger } from "../logging/json-logger.js";
import type { BusinessStore } from "../store/business-store.js";
import type { EventStore } from "../store/event-store.js";
import { SqliteBusinessStore } from "../store/sqlite-business-store.js";
import { type Hold, type KeyClaim, SAGA_LEASE_MS, SagaClaims } from "./saga-claims.js";

export const SagaStatus = {
  started: "started",
  completed: "completed",
  compensating: "compensating",
  rolledBack: "rolled_back",
  /** A compensation itself failed: needs an operator. */
  failed: "failed",
} as const;
export type SagaStatus = (typeof SagaStatus)[keyof typeof SagaStatus];

export interface StepContext {
  sagaId: string;
  input: unknown;
  /** `<saga id>:<step index>:<step name>`: the same on every attempt, so side effects can dedupe. */
  idempotencyKey: string;
  /** Results of the steps completed so far, by step name. */
  results: Readonly<Record<string, unknown>>;
}

export interface SagaStep {
  name: string;
  run(context: StepContext): unknown | Promise<unknown>;
  compensate?(context: StepContext): unknown | Promise<unknown>;
}

export interface SagaDefinition {
  name: string;
  steps: readonly SagaStep[];
  /**
   * The business identity of one run (a loan id for a disbursement): at most one saga of this name
   * per key is live at a time, enforced by the store; a start for a key that has one returns it.
   */
  businessKey?(input: unknown): string | undefined;
}

export interface SagaRecord {
  id: string;
  name: string;
  steps: string[];
  status: SagaStatus;
  input: unknown;
  completed_steps: string[];
  compensated_steps: string[];
  results: Record<string, unknown>;
  failed_step?: string;
  error?: { type: string; message: string };
  started_at: string;
  updated_at: string;
}

export interface SagaRunnerOptions {
  store: EventStore;
  /**
   * Where business keys are claimed: shared by every host (decision 0030). The store file (same
   * records as `store`) when absent.
   */
  business?: BusinessStore;
  definitions: readonly SagaDefinition[];
  logger: Logger;
  /** Publishes SAGA_COMPLETED and SAGA_ROLLED_BACK. */
  emit?: (eventType: "SAGA_COMPLETED" | "SAGA_ROLLED_BACK", payload: Record<string, unknown>) => unknown;
  now?: () => Date;
  /** How long the lease on a saga with a business key lasts unless renewed (`SAGA_LEASE_MS`). */
  leaseMs?: number;
}

const PREFIX = "saga/";

/**
 * Runs sagas step by step, saving the saga after every step. On a failure the completed steps are
 * compensated in reverse (`compensating` -> `rolled_back`, SAGA_ROLLED_BACK); success gives
 * `completed` and SAGA_COMPLETED. After a crash, `resumeAll` continues each unfinished saga after
 * its last completed step; a step cut off mid-way runs again with the same idempotency key. A saga
 * with a business key is claimed and leased in the business store (`SagaClaims`): a saga whose
 * runner died is taken over by the next start for its key on any host once the lease has run out.
 */
export class SagaRunner {
  private readonly definitions: Map<string, SagaDefinition>;
  private readonly running = new Set<string>();
  private readonly now: () => Date;
  private readonly business: BusinessStore;
  private readonly claims: SagaClaims;
  private readonly leaseMs: number;
  /** Sagas waiting for another runner's lease to run out, by saga id. */
  private readonly waiting = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly options: SagaRunnerOptions) {
    this.definitions = new Map(options.definitions.map((d) => [d.name, d]));
    this.business = options.business ?? new SqliteBusinessStore(options.store);
    this.now = options.now ?? (() => new Date());
    this.leaseMs = options.leaseMs ?? SAGA_LEASE_MS;
    this.claims = new SagaClaims(this.business, randomUUID(), this.leaseMs, () => this.now().getTime());
  }

  /** Stops renewing leases and waiting for others' (a stopped runner's sagas are taken over). */
  stop(): void {
    this.stopped = true;
    for (const timer of this.waiting.values()) clearTimeout(timer);
    this.waiting.clear();
  }

  names(): string[] {
    return [...this.definitions.keys()];
  }

  get(id: string): SagaRecord | undefined {
    return this.options.store.getValue<SagaRecord>(PREFIX + id);
  }

  list(): SagaRecord[] {
    return this.options.store.listValues<SagaRecord>(PREFIX).map((r) => r.value);
  }

  async start(name: string, input: unknown, id: string = randomUUID()): Promise<SagaRecord> {
    const definition = this.definition(name);
    const existing = this.get(id);
    if (existing) return this.resume(id);
    const at = this.now().toISOString();
    const fresh: SagaRecord = {
      id,
      name,
      steps: definition.steps.map((s) => s.name),
      status: SagaStatus.started,
      input,
      completed_steps: [],
      compensated_steps: [],
      results: {},
      started_at: at,
      updated_at: at,
    };
    const businessKey = definition.businessKey?.(input);
    const owner =
      businessKey === undefined
        ? undefined
        : await this.claims.claim(name, businessKey, id, input, (sagaId) => this.get(sagaId)?.status);
    if (owner && owner.saga_id !== id) {
      if (this.claims.abandoned(owner)) {
        const local = this.get(owner.saga_id); // this host's own saga, from before a restart
        return local ? this.drive(local) : this.takeOver(name, owner, id);
      }
      this.options.logger.info("saga not started: its business key already has a saga", {
        saga: name,
        business_key: businessKey,
        saga_id: owner.saga_id,
        refused_saga_id: id,
        status: owner.status,
      });
      return this.get(owner.saga_id) ?? { ...fresh, id: owner.saga_id, status: owner.status ?? fresh.status };
    }
    this.save(fresh);
    return this.drive(fresh);
  }

  /**
   * Takes over a saga whose runner died mid-way (its lease ran out; its progress is on its host):
   * runs it again from the first step under its own id and input, so each step's idempotency key
   * is the one the dead runner used (the payout deduplicates at the rail, the disbursement record
   * keeps its attempt).
   */
  private takeOver(name: string, owner: KeyClaim, refusedId: string): Promise<SagaRecord> {
    this.options.logger.warning("taking over a saga whose runner stopped renewing its lease", {
      saga: name,
      business_key: owner.business_key,
      saga_id: owner.saga_id,
      previous_runner: owner.lease?.owner,
      refused_saga_id: refusedId,
    });
    const at = this.now().toISOString();
    const record: SagaRecord = {
      id: owner.saga_id,
      name,
      steps: this.definition(name).steps.map((s) => s.name),
      status: SagaStatus.started,
      input: owner.input,
      completed_steps: [],
      compensated_steps: [],
      results: {},
      started_at: at,
      updated_at: at,
    };
    this.save(record);
    return this.drive(record);
  }

  /** The claim on `businessKey` for this saga's name, if any (the saga may run on another host). */
  async byBusinessKey(name: string, businessKey: string): Promise<KeyClaim | undefined> {
    return (await this.claims.read(name, businessKey))?.value;
  }

  /** Continues one saga from its saved state; a finished saga is returned as it is. */
  async resume(id: string): Promise<SagaRecord> {
    const record = this.get(id);
    if (!record) throw new Error(`saga ${id} not found`);
    return this.drive(record);
  }

  /** Resumes every saga left `started` or `compensating` (after a crash). */
  async resumeAll(): Promise<SagaRecord[]> {
    const unfinished = this.list().filter(
      (r) => r.status === SagaStatus.started || r.status === SagaStatus.compensating,
    );
    const resumed: SagaRecord[] = [];
    for (const record of unfinished) {
      if (!this.definitions.has(record.name)) {
        this.options.logger.error("cannot resume saga: no definition", {
          saga_id: record.id,
          saga: record.name,
        });
        continue;
      }
      this.options.logger.info("resuming saga", {
        saga_id: record.id,
        saga: record.name,
        status: record.status,
      });
      resumed.push(await this.drive(record));
    }
    return resumed;
  }

  /**
   * Drives an unfinished saga. One with a business key is driven only under this runner's lease on
   * its claim, renewed while it runs and checked before every step: a runner that lost it (stopped,
   * or stalled past the lease while another took the saga over) stops before the next step.
   */
  private async drive(record: SagaRecord): Promise<SagaRecord> {
    if (this.running.has(record.id)) throw new Error(`saga ${record.id} is already running`);
    if (record.status !== SagaStatus.started && record.status !== SagaStatus.compensating) return record;
    this.running.add(record.id);
    const key = this.definitions.get(record.name)?.businessKey?.(record.input);
    let renewal: NodeJS.Timeout | undefined;
    try {
      if (key !== undefined) {
        const hold = await this.claims.hold(record.name, key, record.id, record.status);
        if (!hold.held) {
          this.later(record, hold);
          return record;
        }
        // A step may outlast the lease (a slow payment rail): renewed in the background meanwhile.
        const renew = () => this.holds(record, key).then((held) => held || clearInterval(renewal));
        renewal = setInterval(() => void renew().catch(() => {}), this.leaseMs / 3);
        renewal.unref();
      }
      if (record.status === SagaStatus.started) await this.runSteps(record, key);
      if (record.status === SagaStatus.compensating) await this.compensate(record, key);
      return record;
    } finally {
      clearInterval(renewal);
      this.running.delete(record.id);
    }
  }

  /** Renews this runner's lease on the saga; false (logged) when it is no longer this runner's. */
  private async holds(record: SagaRecord, key: string | undefined): Promise<boolean> {
    if (key === undefined) return true;
    const hold = this.stopped
      ? ({ held: false, gone: "the runner is stopping" } as const)
      : await this.claims.hold(record.name, key, record.id, record.status);
    if (hold.held) return true;
    this.options.logger.error("saga stopped: this runner no longer holds it", {
      saga_id: record.id,
      saga: record.name,
      reason: "gone" in hold ? hold.gone : "another runner holds its lease",
    });
    return false;
  }

  /** A saga another runner holds: tried again when that lease runs out, unless the saga is gone. */
  private later(record: SagaRecord, hold: Exclude<Hold, { held: true }>): void {
    const details = { saga_id: record.id, saga: record.name };
    if ("gone" in hold) {
      this.options.logger.warning("saga not driven here", { ...details, reason: hold.gone });
      return;
    }
    if (this.stopped || this.waiting.has(record.id)) return;
    this.options.logger.info("saga held by another runner: tried again when its lease runs out", {
      ...details,
      until: new Date(hold.until).toISOString(),
    });
    const timer = setTimeout(
      () => {
        this.waiting.delete(record.id);
        const current = this.get(record.id);
        if (!current || this.running.has(record.id)) return;
        this.drive(current).catch((error: unknown) =>
          this.options.logger.error("saga could not be resumed", { ...details, error }),
        );
      },
      Math.max(10, hold.until - this.now().getTime() + 10),
    );
    timer.unref();
    this.waiting.set(record.id, timer);
  }

  private async runSteps(record: SagaRecord, key: string | undefined): Promise<void> {
    const definition = this.definition(record.name);
    for (const [index, step] of definition.steps.entries()) {
      if (record.completed_steps.includes(step.name)) continue;
      if (!(await this.holds(record, key))) return;
      try {
        const result = await step.run(this.context(record, index, step));
        record.results[step.name] = result ?? null;
        record.completed_steps.push(step.name);
        this.save(record);
      } catch (error) {
        record.status = SagaStatus.compensating;
        record.failed_step = step.name;
        record.error = describeError(error);
        this.save(record);
        this.options.logger.warning("saga step failed; compensating", {
          saga_id: record.id,
          saga: record.name,
          step: step.name,
          error,
        });
        return;
      }
    }
    record.status = SagaStatus.completed;
    this.save(record);
    if (key !== undefined) await this.claims.settle(record.name, key, record.id, record.status);
    await this.options.emit?.("SAGA_COMPLETED", {
      saga_id: record.id,
      saga: record.name,
      steps: record.completed_steps,
    });
  }

  private async compensate(record: SagaRecord, key: string | undefined): Promise<void> {
    const definition = this.definition(record.name);
    const steps = [...definition.steps.entries()].reverse();
    for (const [index, step] of steps) {
      if (!record.completed_steps.includes(step.name) || record.compensated_steps.includes(step.name))
        continue;
      if (!(await this.holds(record, key))) return;
      try {
        await step.compensate?.(this.context(record, index, step));
        record.compensated_steps.push(step.name);
        this.save(record);
      } catch (error) {
        record.status = SagaStatus.failed;
        record.error = describeError(error);
        this.save(record);
        if (key !== undefined) await this.claims.settle(record.name, key, record.id, record.status);
        this.options.logger.error("saga compensation failed; needs an operator", {
          saga_id: record.id,
          saga: record.name,
          step: step.name,
          error,
        });
        return;
      }
    }
    record.status = SagaStatus.rolledBack;
    this.save(record);
    // A rolled-back saga gives its business key up (its payout was reversed): a later start may retry.
    if (key !== undefined) await this.claims.settle(record.name, key, record.id, record.status);
    await this.options.emit?.("SAGA_ROLLED_BACK", {
      saga_id: record.id,
      saga: record.name,
      failed_step: record.failed_step ?? null,
      error: record.error ?? null,
      compensated: record.compensated_steps,
    });
  }

  private context(record: SagaRecord, index: number, step: SagaStep): StepContext {
    return {
      sagaId: record.id,
      input: record.input,
      idempotencyKey: `${record.id}:${index}:${step.name}`,
      results: { ...record.results },
    };
  }

  private definition(name: string): SagaDefinition {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`unknown saga: ${name}`);
    return definition;
  }

  private save(record: SagaRecord): void {
    record.updated_at = this.now().toISOString();
    this.options.store.setValue(PREFIX + record.id, record);
  }
}
