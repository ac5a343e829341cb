import type { MetricsSnapshot } from "../metrics/metrics-registry.js";
import type { EventStore } from "./event-store.js";

/** Metrics snapshots in the store (migration 3), so `eventctl metrics` can read a daemon's numbers. */
export class MetricsSnapshots {
  constructor(
    private readonly store: EventStore,
    /** Snapshots kept; older ones are deleted. */
    private readonly keep = 1_000,
  ) {}

  save(snapshot: MetricsSnapshot): void {
    this.store.run(() => {
      this.store
        .statement("INSERT INTO metrics_snapshots (taken_at, snapshot) VALUES (?, ?)")
        .run(snapshot.taken_at, JSON.stringify(snapshot));
      this.store
        .statement("DELETE FROM metrics_snapshots WHERE id <= (SELECT max(id) FROM metrics_snapshots) - ?")
        .run(this.keep);
    });
  }

  latest(): MetricsSnapshot | undefined {
    const row = this.store.run(() =>
      this.store.statement("SELECT snapshot FROM metrics_snapshots ORDER BY id DESC LIMIT 1").get(),
    ) as { snapshot: string } | undefined;
    return row ? (JSON.parse(row.snapshot) as MetricsSnapshot) : undefined;
  }
}
