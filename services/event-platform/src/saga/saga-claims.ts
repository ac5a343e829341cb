import { type BusinessStore, commitWithRetry } from "../store/business-store.js";
import type { SagaStatus } from "./saga-runner.js";

/** `saga-key/<saga name>/<business key>` -> `KeyClaim`: which saga owns the key, and who drives it. */
const KEY_PREFIX = "saga-key/";

/** How long a runner holds a saga it drives without renewing; a killed runner's sagas wait this long. */
export const SAGA_LEASE_MS = 30_000;

/** A business key's owner, in the business store; `status` follows the saga. */
export interface KeyClaim {
  saga_id: string;
  business_key: string;
  /** Absent in claims written before the business store: the local saga record tells. */
  status?: SagaStatus;
  /** The saga's input, so that another host can take the saga over (absent in older claims). */
  input?: unknown;
  /** The runner driving the saga and until when (ms since the epoch), renewed while it runs. */
  lease?: { owner: string; until: number };
}

/** Whether a runner may drive a saga now (`held`), later (`until`), or never (`gone`, why). */
export type Hold = { held: true } | { held: false; until: number } | { held: false; gone: string };

const FINAL: ReadonlySet<string> = new Set(["completed", "rolled_back", "failed"]);

/**
 * Claims on business keys with a lease (decisions 0030, 0036): one saga per key, driven by one
 * runner at a time on whichever host. A runner renews its lease while it drives the saga; when a
 * runner dies its lease runs out and another runner may take the saga over, under the same saga
 * id, so each side effect keeps its idempotency key (the loan's payout keeps its attempt). Every
 * write expects the claim as read, so two runners cannot both win.
 */
export class SagaClaims {
  constructor(
    private readonly business: BusinessStore,
    /** This runner (process): a restarted process is another owner and waits for its old lease. */
    private readonly owner: string,
    private readonly leaseMs: number,
    private readonly now: () => number,
  ) {}

  read(name: string, businessKey: string) {
    return this.business.read<KeyClaim>(this.key(name, businessKey));
  }

  /**
   * Claims the key for a new saga, leased to this runner, unless a live saga owns it: returns the
   * owner (the new claim, or the one that stays). `localStatus` is what this host knows of a saga.
   */
  claim(
    name: string,
    businessKey: string,
    sagaId: string,
    input: unknown,
    localStatus: (sagaId: string) => SagaStatus | undefined,
  ): Promise<KeyClaim> {
    const key = this.key(name, businessKey);
    return commitWithRetry(this.business, async () => {
      const owner = await this.business.read<KeyClaim>(key);
      if (owner) {
        const status = localStatus(owner.value.saga_id) ?? owner.value.status;
        if (owner.value.saga_id === sagaId || status !== "rolled_back")
          return { writes: [], result: { ...owner.value, status } };
      }
      const claim: KeyClaim = {
        saga_id: sagaId,
        business_key: businessKey,
        status: "started",
        input,
        lease: this.lease(),
      };
      return { writes: [{ key, value: claim, expect: owner?.revision ?? "absent" }], result: claim };
    });
  }

  /**
   * Whether the claim of another saga can be taken over: started (a saga that was compensating
   * needs its own progress to finish, which only its host has), its lease run out, and its input
   * known.
   */
  abandoned(claim: KeyClaim): boolean {
    return (
      claim.status === "started" &&
      claim.input !== undefined &&
      claim.lease !== undefined &&
      claim.lease.until <= this.now()
    );
  }

  /**
   * Takes (or renews) the lease of saga `sagaId` on `businessKey` for this runner: held when the
   * claim is this saga's and its lease is this runner's or has run out; `until` when another
   * runner's lease is live; `gone` when the key belongs to another saga or the saga has finished.
   */
  hold(name: string, businessKey: string, sagaId: string, status: SagaStatus): Promise<Hold> {
    const key = this.key(name, businessKey);
    return commitWithRetry(this.business, async () => {
      const claim = await this.business.read<KeyClaim>(key);
      if (!claim) {
        // A saga started before claims existed, or whose claim was removed by an operator.
        const value: KeyClaim = { saga_id: sagaId, business_key: businessKey, status, lease: this.lease() };
        return { writes: [{ key, value, expect: "absent" }], result: { held: true } as Hold };
      }
      const { lease, saga_id } = claim.value;
      if (saga_id !== sagaId)
        return { writes: [], result: { held: false, gone: `the key is claimed by saga ${saga_id}` } };
      if (claim.value.status && FINAL.has(claim.value.status) && claim.value.status !== status) {
        const gone = `the saga is ${claim.value.status} (taken over by ${lease?.owner ?? "another runner"})`;
        return { writes: [], result: { held: false, gone } };
      }
      if (lease && lease.owner !== this.owner && lease.until > this.now())
        return { writes: [], result: { held: false, until: lease.until } };
      const value: KeyClaim = { ...claim.value, status, lease: this.lease() };
      return { writes: [{ key, value, expect: claim.revision }], result: { held: true } };
    });
  }

  /** Records the saga's status in its claim (a final one ends the lease's use), if still its own. */
  async settle(name: string, businessKey: string, sagaId: string, status: SagaStatus): Promise<void> {
    const key = this.key(name, businessKey);
    await commitWithRetry(this.business, async () => {
      const claim = await this.business.read<KeyClaim>(key);
      if (claim?.value.saga_id !== sagaId) return { writes: [], result: undefined };
      const value: KeyClaim = { ...claim.value, status };
      return { writes: [{ key, value, expect: claim.revision }], result: undefined };
    });
  }

  private lease() {
    return { owner: this.owner, until: this.now() + this.leaseMs };
  }

  private key(name: string, businessKey: string): string {
    return `${KEY_PREFIX}${name}/${businessKey}`;
  }
}
