export interface CacheEvents {
  hit(): void;
  miss(): void;
  evict(): void;
  size(n: number): void;
}

const noEvents: CacheEvents = { hit() {}, miss() {}, evict() {}, size() {} };

/**
 * A bounded TTL cache (least recently used evicted first) whose `load` shares one in-flight fetch
 * among concurrent callers of the same key, so a burst of requests for one wallet reads the chain once.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly inFlight = new Map<string, Promise<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
    private readonly events: CacheEvents = noEvents,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expires <= this.now()) {
      if (entry) this.entries.delete(key);
      this.events.miss();
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.events.hit();
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
      this.events.evict();
    }
    this.events.size(this.entries.size);
  }

  delete(key: string): void {
    this.entries.delete(key);
    this.events.size(this.entries.size);
  }

  async load(key: string, fetch: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const started = fetch().then(
      (value) => {
        this.inFlight.delete(key);
        this.set(key, value);
        return value;
      },
      (error: unknown) => {
        this.inFlight.delete(key);
        throw error;
      },
    );
    this.inFlight.set(key, started);
    return started;
  }

  get size(): number {
    return this.entries.size;
  }
}
