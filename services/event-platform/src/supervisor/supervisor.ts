import { restartDelaySeconds } from "./backoff.js";

export const ServiceState = {
  running: "running",
  restarting: "restarting",
  unhealthy: "unhealthy",
} as const;
export type ServiceState = (typeof ServiceState)[keyof typeof ServiceState];

export interface ServiceStatus {
  state: ServiceState;
  /** Consecutive failures since the last success. */
  failures: number;
  restarts: number;
  last_error?: string;
  /** ISO time of the next restart while restarting. */
  restart_at?: string;
}

export interface Scheduler {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SupervisorOptions {
  backoffSeconds: number;
  maxRestarts: number;
  autoRestart: boolean;
  capSeconds?: number;
  now?: () => number;
  scheduler?: Scheduler;
  onTransition?: (service: string, status: ServiceStatus) => void;
}

const realScheduler: Scheduler = {
  setTimeout: (fn, ms) => {
    const handle = setTimeout(fn, ms);
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

interface Entry {
  status: ServiceStatus;
  restart: () => void | Promise<void>;
  timer?: unknown;
  /** The scheduled restart while it runs, so that `resume` waits for it instead of restarting twice. */
  restarting?: Promise<void>;
}

/**
 * Restarts services whose handlers throw. A failure schedules a restart after
 * backoff_seconds x 2^(failures-1) (capped at 60 s); while restarting the service receives no
 * events. When consecutive failures reach max_restarts the service is permanently unhealthy. A
 * success resets the count. With auto_restart off failures are only counted.
 *
 * "Permanently" unhealthy means the supervisor restarts it no more; the subscriber's circuit
 * breaker still does: its half-open trial calls `resume`, and a trial that succeeds resets the
 * count (docs/decisions/0009). Without that, with the defaults (5 and 5) a service that failed
 * five times in a row never recovered without restarting the process.
 */
export class Supervisor {
  private readonly entries = new Map<string, Entry>();
  private readonly scheduler: Scheduler;
  private readonly now: () => number;

  constructor(private readonly options: SupervisorOptions) {
    this.scheduler = options.scheduler ?? realScheduler;
    this.now = options.now ?? Date.now;
  }

  register(service: string, restart: () => void | Promise<void>): void {
    this.entries.set(service, { status: { state: ServiceState.running, failures: 0, restarts: 0 }, restart });
  }

  isAvailable(service: string): boolean {
    const entry = this.entries.get(service);
    return entry === undefined || entry.status.state === ServiceState.running;
  }

  status(service: string): ServiceStatus | undefined {
    const status = this.entries.get(service)?.status;
    return status ? { ...status } : undefined;
  }

  statuses(): Record<string, ServiceStatus> {
    return Object.fromEntries([...this.entries].map(([name, e]) => [name, { ...e.status }]));
  }

  recordSuccess(service: string): void {
    const entry = this.entries.get(service);
    if (entry && entry.status.failures !== 0 && entry.status.state === ServiceState.running) {
      entry.status.failures = 0;
      delete entry.status.last_error;
    }
  }

  recordFailure(service: string, error: unknown): void {
    const entry = this.entries.get(service);
    if (!entry || entry.status.state !== ServiceState.running) return;
    const status = entry.status;
    status.failures += 1;
    status.last_error = describe(error);
    if (!this.options.autoRestart) return;
    if (status.failures >= this.options.maxRestarts) {
      status.state = ServiceState.unhealthy;
      delete status.restart_at;
      this.options.onTransition?.(service, { ...status });
      return;
    }
    const delayMs =
      restartDelaySeconds(this.options.backoffSeconds, status.failures, this.options.capSeconds) * 1000;
    status.state = ServiceState.restarting;
    status.restart_at = new Date(this.now() + delayMs).toISOString();
    this.options.onTransition?.(service, { ...status });
    entry.timer = this.scheduler.setTimeout(() => void this.restart(service, entry), delayMs);
  }

  /**
   * Brings a service that is not running back now (a pending restart is cancelled and done at
   * once). The circuit breaker calls this for its half-open trial: the breaker, not the
   * supervisor, decides when a failing service gets another chance, so a service the supervisor
   * gave up on (unhealthy) still recovers when its trial succeeds. True when it is running.
   */
  async resume(service: string): Promise<boolean> {
    const entry = this.entries.get(service);
    if (!entry) return true;
    if (entry.status.state === ServiceState.running) return true;
    if (entry.restarting) {
      await entry.restarting;
      return this.isAvailable(service);
    }
    if (entry.timer !== undefined) {
      this.scheduler.clearTimeout(entry.timer);
      entry.timer = undefined;
    }
    try {
      await entry.restart();
    } catch (error) {
      entry.status.last_error = describe(error);
      return false;
    }
    entry.status.restarts += 1;
    entry.status.state = ServiceState.running;
    delete entry.status.restart_at;
    this.options.onTransition?.(service, { ...entry.status });
    return true;
  }

  /** `{ok, detail}`: failing when any service is permanently unhealthy. */
  health(): { ok: boolean; detail: string } {
    const unhealthy = [...this.entries]
      .filter(([, e]) => e.status.state === ServiceState.unhealthy)
      .map(([n]) => n);
    const restarting = [...this.entries]
      .filter(([, e]) => e.status.state === ServiceState.restarting)
      .map(([n]) => n);
    if (unhealthy.length > 0) return { ok: false, detail: `permanently unhealthy: ${unhealthy.join(", ")}` };
    if (restarting.length > 0) return { ok: true, detail: `restarting: ${restarting.join(", ")}` };
    return { ok: true, detail: `${this.entries.size} services running` };
  }

  close(): void {
    for (const entry of this.entries.values()) {
      if (entry.timer !== undefined) this.scheduler.clearTimeout(entry.timer);
    }
  }

  private async restart(service: string, entry: Entry): Promise<void> {
    entry.timer = undefined;
    const done = (async () => {
      try {
        await entry.restart();
        entry.status.restarts += 1;
        entry.status.state = ServiceState.running;
        delete entry.status.restart_at;
        this.options.onTransition?.(service, { ...entry.status });
      } catch (error) {
        // A restart that fails is one more consecutive failure.
        entry.status.state = ServiceState.running;
        this.recordFailure(service, error);
      }
    })();
    entry.restarting = done;
    await done;
    entry.restarting = undefined;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
