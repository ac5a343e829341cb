export type Labels = Readonly<Record<string, string>>;

interface CounterSeries {
  kind: "counter";
  name: string;
  labels: Labels;
  value: number;
}

interface TimerSeries {
  kind: "timer";
  name: string;
  labels: Labels;
  count: number;
  sumMs: number;
  minMs: number;
  maxMs: number;
}

type Series = CounterSeries | TimerSeries;

export interface MetricsSnapshot {
  taken_at: string;
  counters: Array<{ name: string; labels: Labels; value: number }>;
  timers: Array<{
    name: string;
    labels: Labels;
    count: number;
    avg_ms: number;
    min_ms: number;
    max_ms: number;
  }>;
  series: number;
  dropped_series: number;
}

/** The counters the spec names; the bus and the store increment them. */
export const Counters = {
  emitted: "events.emitted",
  handled: "events.handled",
  failed: "events.failed",
  storeCorruption: "store.corruption",
  storeIoError: "store.io_error",
  authzFailures: "authz.failures",
  duplicateDropped: "idempotency.duplicate_dropped",
  deadLettered: "dlq.dead_lettered",
} as const;

export const Timers = { handleDuration: "handle.duration" } as const;

/**
 * Counters and timers keyed by name and labels, capped at `maxSeries` series: past the cap a new
 * series is not created (its updates are dropped and counted), so hostile event types or sources
 * cannot grow memory without bound. Existing series keep counting.
 */
export class MetricsRegistry {
  private readonly series = new Map<string, Series>();
  private dropped = 0;

  constructor(private readonly maxSeries = 10_000) {}

  increment(name: string, labels: Labels = {}, by = 1): void {
    const series = this.find(name, labels, "counter");
    if (series !== "capped" && series?.kind === "counter") series.value += by;
  }

  /** Records one duration in milliseconds. */
  observe(name: string, ms: number, labels: Labels = {}): void {
    const series = this.find(name, labels, "timer");
    if (series !== "capped" && series?.kind === "timer") record(series, ms);
  }

  /**
   * The counter `name{labels}` to add to without looking it up each time: for a caller that updates
   * one series often (the bus, per subscriber and event type). Past the series cap its updates are
   * dropped and counted, as `increment`'s are.
   */
  counterFor(name: string, labels: Labels): (by?: number) => void {
    const series = this.find(name, labels, "counter", false);
    if (series === "capped") return () => this.countDrop();
    if (series?.kind !== "counter") return () => {};
    return (by = 1) => {
      series.value += by;
    };
  }

  /** The timer `name{labels}` to record into without a lookup; see `counterFor`. */
  timerFor(name: string, labels: Labels): (ms: number) => void {
    const series = this.find(name, labels, "timer", false);
    if (series === "capped") return () => this.countDrop();
    if (series?.kind !== "timer") return () => {};
    return (ms) => record(series, ms);
  }

  private countDrop(): void {
    this.dropped += 1;
  }

  /** The value of one counter (0 when absent): for tests and health checks. */
  counter(name: string, labels: Labels = {}): number {
    const series = this.series.get(seriesKey(name, labels));
    return series?.kind === "counter" ? series.value : 0;
  }

  /** Sum of a counter over every label set. */
  total(name: string): number {
    let sum = 0;
    for (const s of this.series.values()) if (s.kind === "counter" && s.name === name) sum += s.value;
    return sum;
  }

  get seriesCount(): number {
    return this.series.size;
  }

  get droppedSeries(): number {
    return this.dropped;
  }

  snapshot(now = new Date()): MetricsSnapshot {
    const counters: MetricsSnapshot["counters"] = [];
    const timers: MetricsSnapshot["timers"] = [];
    for (const s of this.series.values()) {
      if (s.kind === "counter") counters.push({ name: s.name, labels: s.labels, value: s.value });
      else
        timers.push({
          name: s.name,
          labels: s.labels,
          count: s.count,
          avg_ms: s.count ? s.sumMs / s.count : 0,
          min_ms: s.count ? s.minMs : 0,
          max_ms: s.count ? s.maxMs : 0,
        });
    }
    return {
      taken_at: now.toISOString(),
      counters,
      timers,
      series: this.series.size,
      dropped_series: this.dropped,
    };
  }

  /**
   * The series `name{labels}`, created when new; a series of another kind under that key is
   * returned as it is (the caller ignores it). "capped" past the cap: a new series is not created,
   * and the dropped update is counted unless `countDrop` is false.
   */
  private find(name: string, labels: Labels, kind: Series["kind"], countDrop = true): Series | "capped" {
    const key = seriesKey(name, labels);
    let series = this.series.get(key);
    if (series) return series;
    if (this.series.size >= this.maxSeries) {
      if (countDrop) this.dropped += 1;
      return "capped";
    }
    const frozen = Object.freeze({ ...labels });
    series =
      kind === "counter"
        ? { kind, name, labels: frozen, value: 0 }
        : { kind, name, labels: frozen, count: 0, sumMs: 0, minMs: Number.POSITIVE_INFINITY, maxMs: 0 };
    this.series.set(key, series);
    return series;
  }
}

function record(series: TimerSeries, ms: number): void {
  series.count += 1;
  series.sumMs += ms;
  if (ms < series.minMs) series.minMs = ms;
  if (ms > series.maxMs) series.maxMs = ms;
}

function seriesKey(name: string, labels: Labels): string {
  // Label names in sorted order; one or two labels (every series of the bus) without sorting a copy.
  let key = name;
  let first: string | undefined;
  let second: string | undefined;
  let count = 0;
  for (const label in labels) {
    if (!Object.hasOwn(labels, label)) continue;
    count += 1;
    if (count === 1) first = label;
    else if (count === 2) second = label;
    else break;
  }
  if (count === 0) return key;
  if (count === 1) return `${key}\u0000${first}\u0001${labels[first!]}`;
  if (count === 2) {
    if (second! < first!) [first, second] = [second, first];
    return `${key}\u0000${first}\u0001${labels[first!]}\u0000${second}\u0001${labels[second!]}`;
  }
  for (const label of Object.keys(labels).sort()) key += `\u0000${label}\u0001${labels[label]}`;
  return key;
}
