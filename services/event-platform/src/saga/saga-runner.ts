import { randomUUID } from "node:crypto";
import { describeError } from "../errors.js";
import type { Logger } from "../logging/json-logger.js";
import { type BusinessStore, commitWithRetry } from "../store/business-store.js";
import type { EventStore } from "../store/event-store.js";
import { SqliteBusinessStore } from "../store/sqlite-business-store.js";

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
}

const PREFIX = "saga/";
/** `saga-key/<saga name>/<business key>` -> `{saga_id, status}`: which saga owns the key. */
const KEY_PREFIX = "saga-key/";

/** A business key's owner, in the business store; `status` follows the saga to `rolled_back`. */
interface KeyClaim {
  saga_id: string;
  business_key: string;
  /** Absent in claims written before the business store: the local saga record tells. */
  status?: SagaStatus;
}

/**
 * Runs sagas step by step, saving the saga after every step. On a failure the completed steps are
 * compensated in reverse (`compensating` -> `rolled_back`, SAGA_ROLLED_BACK); success gives
 * `completed` and SAGA_COMPLETED. After a crash, `resumeAll` continues each unfinished saga after
 * its last completed step; a step cut off mid-way runs again with the same idempotency key.
 */
export class SagaRunner {
  private readonly definitions: Map<string, SagaDefinition>;
  private readonly running = new Set<string>();
  private readonly now: () => Date;
  private readonly business: BusinessStore;

  constructor(private readonly options: SagaRunnerOptions) {
    this.definitions = new Map(options.definitions.map((d) => [d.name, d]));
    this.business = options.business ?? new SqliteBusinessStore(options.store);
    this.now = options.now ?? (() => new Date());
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
    const owner = businessKey === undefined ? undefined : await this.claim(businessKey, fresh);
    if (owner && owner.saga_id !== id) {
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
    const record = fresh;
    return this.drive(record);
  }

  /** The claim on `businessKey` for this saga's name, if any (the saga may run on another host). */
  async byBusinessKey(name: string, businessKey: string): Promise<KeyClaim | undefined> {
    return (await this.business.read<KeyClaim>(`${KEY_PREFIX}${name}/${businessKey}`))?.value;
  }

  /**
   * Claims `businessKey` for `fresh` unless a saga that is not rolled back owns it, and returns the
   * owner: a write that expects the claim unchanged since it was read, so two processes (on any
   * hosts sharing the business store) cannot both win. A rolled-back saga gives the key up (its
   * payout was reversed), so a later start may retry. The same saga id (a redelivered saga.start
   * after a crash between the claim and the saga's first save) finds the key its own.
   */
  private claim(businessKey: string, fresh: SagaRecord): Promise<KeyClaim> {
    const key = `${KEY_PREFIX}${fresh.name}/${businessKey}`;
    return commitWithRetry(this.business, async () => {
      const owner = await this.business.read<KeyClaim>(key);
      if (owner) {
        const status = this.get(owner.value.saga_id)?.status ?? owner.value.status;
        if (owner.value.saga_id === fresh.id || status !== SagaStatus.rolledBack)
          return { writes: [], result: { ...owner.value, status } };
      }
      const claim: KeyClaim = { saga_id: fresh.id, business_key: businessKey, status: SagaStatus.started };
      return { writes: [{ key, value: claim, expect: owner?.revision ?? "absent" }], result: claim };
    });
  }

  /** A rolled-back saga gives its business key up (if it still owns it). */
  private async release(record: SagaRecord): Promise<void> {
    const businessKey = this.definitions.get(record.name)?.businessKey?.(record.input);
    if (businessKey === undefined) return;
    const key = `${KEY_PREFIX}${record.name}/${businessKey}`;
    await commitWithRetry(this.business, async () => {
      const owner = await this.business.read<KeyClaim>(key);
      if (owner?.value.saga_id !== record.id) return { writes: [], result: undefined };
      const value: KeyClaim = { ...owner.value, status: SagaStatus.rolledBack };
      return { writes: [{ key, value, expect: owner.revision }], result: undefined };
    });
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

  private async drive(record: SagaRecord): Promise<SagaRecord> {
    if (this.running.has(record.id)) throw new Error(`saga ${record.id} is already running`);
    this.running.add(record.id);
    try {
      if (record.status === SagaStatus.started) await this.runSteps(record);
      if (record.status === SagaStatus.compensating) await this.compensate(record);
      return record;
    } finally {
      this.running.delete(record.id);
    }
  }

  private async runSteps(record: SagaRecord): Promise<void> {
    const definition = this.definition(record.name);
    for (const [index, step] of definition.steps.entries()) {
      if (record.completed_steps.includes(step.name)) continue;
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
    await this.options.emit?.("SAGA_COMPLETED", {
      saga_id: record.id,
      saga: record.name,
      steps: record.completed_steps,
    });
  }

  private async compensate(record: SagaRecord): Promise<void> {
    const definition = this.definition(record.name);
    const steps = [...definition.steps.entries()].reverse();
    for (const [index, step] of steps) {
      if (!record.completed_steps.includes(step.name) || record.compensated_steps.includes(step.name))
        continue;
      try {
        await step.compensate?.(this.context(record, index, step));
        record.compensated_steps.push(step.name);
        this.save(record);
      } catch (error) {
        record.status = SagaStatus.failed;
        record.error = describeError(error);
        this.save(record);
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
    await this.release(record);
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
