import { readJsonFile, writeJsonFileAtomic } from "@platform/service-kit";

export interface WindowCount {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Unix milliseconds when the window ends. */
  resetAt: number;
}

/** Fixed windows keyed by client (IP, or IP and route for routes with an override). */
export interface RateLimitStore {
  /** Counts one request at `at` in the key's window, opening a new window when none is open. */
  hit(key: string, windowMs: number, at: number): Promise<WindowCount>;
  close(): Promise<void>;
}

interface Window {
  count: number;
  start: number;
}

/**
 * One process's windows in a Map, saved to a JSON file every 5 s when changed and at close, and
 * restored at start, so a restart does not reset a client's window.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows: Map<string, Window>;
  private readonly timer: NodeJS.Timeout;
  private dirty = false;

  constructor(
    private readonly o: {
      windowMs: number;
      persistencePath?: string;
      now: () => number;
      logger: { error(obj: object, msg: string): void };
    },
  ) {
    const saved = o.persistencePath
      ? readJsonFile<Record<string, Window>>(o.persistencePath, o.logger)
      : undefined;
    this.windows = new Map(Object.entries(saved ?? {}).filter(([, w]) => o.now() - w.start < o.windowMs));
    this.timer = setInterval(() => this.save(), 5_000);
    this.timer.unref();
  }

  async hit(key: string, windowMs: number, at: number): Promise<WindowCount> {
    let window = this.windows.get(key);
    if (!window || at - window.start >= windowMs) {
      window = { count: 0, start: at };
      this.windows.set(key, window);
    }
    window.count++;
    this.dirty = true;
    return { count: window.count, resetAt: window.start + windowMs };
  }

  private save(): void {
    const at = this.o.now();
    for (const [key, w] of this.windows) if (at - w.start >= this.o.windowMs) this.windows.delete(key);
    if (!this.o.persistencePath || !this.dirty) return;
    this.dirty = false;
    writeJsonFileAtomic(this.o.persistencePath, Object.fromEntries(this.windows));
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.save();
  }
}
