export const CircuitState = { closed: "closed", open: "open", halfOpen: "half_open" } as const;
export type CircuitState = (typeof CircuitState)[keyof typeof CircuitState];

/**
 * The spec's subscriber circuit: `threshold` consecutive failures open it; after `openMs` it is
 * half-open and lets one trial event through at a time; a success closes it and resets the
 * count. A failure while half-open (the spec leaves this open) re-opens it for another `openMs`.
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt = 0;
  private trialInFlight = false;
  private current: CircuitState = CircuitState.closed;

  constructor(private readonly options: { threshold: number; openMs: number; now: () => number }) {}

  get state(): CircuitState {
    if (this.current === CircuitState.open && this.options.now() - this.openedAt >= this.options.openMs) {
      this.current = CircuitState.halfOpen;
      this.trialInFlight = false;
    }
    return this.current;
  }

  get consecutiveFailures(): number {
    return this.failures;
  }

  /** Whether the handler may be called now; in half-open only one trial is admitted at a time. */
  allow(): boolean {
    const state = this.state;
    if (state === CircuitState.closed) return true;
    if (state === CircuitState.open || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  success(): void {
    this.failures = 0;
    this.trialInFlight = false;
    this.current = CircuitState.closed;
  }

  failure(): void {
    this.failures += 1;
    if (this.current === CircuitState.halfOpen || this.failures >= this.options.threshold) {
      this.current = CircuitState.open;
      this.openedAt = this.options.now();
      this.trialInFlight = false;
    }
  }
}
