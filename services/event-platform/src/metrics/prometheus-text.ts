import { METRIC_CATALOGUE } from "./metric-catalogue.js";
import type { Labels, MetricsSnapshot } from "./metrics-registry.js";

/**
 * Renders a snapshot in Prometheus' text format 0.0.4. Dotted names become `eventplat_<name>`
 * with underscores; counters end in `_total`; a timer becomes a summary in seconds (`_count`,
 * `_sum`) plus `_min_seconds` and `_max_seconds` gauges. Every metric of `METRIC_CATALOGUE` is
 * listed with its help text; one with no series yet is a single unlabelled zero.
 */
export function prometheusText(snapshot: MetricsSnapshot, prefix = "eventplat_"): string {
  const lines: string[] = [];
  const byName = <T extends { name: string }>(items: T[]) => {
    const groups = new Map<string, T[]>();
    for (const item of items) groups.set(item.name, [...(groups.get(item.name) ?? []), item]);
    return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
  };
  const catalogued = Object.entries(METRIC_CATALOGUE);
  const zero = { labels: {} as Labels };
  const counters = withZeros(
    byName(snapshot.counters),
    catalogued.filter(([, d]) => d.kind === "counter").map(([n]) => n),
    (name) => ({ ...zero, name, value: 0 }),
  );
  const timers = withZeros(
    byName(snapshot.timers),
    catalogued.filter(([, d]) => d.kind === "timer").map(([n]) => n),
    (name) => ({ ...zero, name, count: 0, avg_ms: 0, min_ms: 0, max_ms: 0 }),
  );
  for (const [name, series] of counters) {
    const metric = `${prefix}${metricName(name)}_total`;
    lines.push(`# HELP ${metric} ${helpOf(name)}`, `# TYPE ${metric} counter`);
    for (const s of series) lines.push(`${metric}${labelText(s.labels)} ${s.value}`);
  }
  for (const [name, series] of timers) {
    const base = `${prefix}${metricName(name.replace(/\.duration$/, ""))}_duration`;
    lines.push(`# HELP ${base}_seconds ${helpOf(name)}`, `# TYPE ${base}_seconds summary`);
    for (const s of series) {
      lines.push(`${base}_seconds_count${labelText(s.labels)} ${s.count}`);
      lines.push(`${base}_seconds_sum${labelText(s.labels)} ${(s.avg_ms * s.count) / 1000}`);
    }
    for (const edge of ["min", "max"] as const) {
      lines.push(`# TYPE ${base}_${edge}_seconds gauge`);
      for (const s of series)
        lines.push(`${base}_${edge}_seconds${labelText(s.labels)} ${s[`${edge}_ms`] / 1000}`);
    }
  }
  lines.push(
    `# HELP ${prefix}metrics_series Metric series held (capped by metrics.max_series).`,
    `# TYPE ${prefix}metrics_series gauge`,
    `${prefix}metrics_series ${snapshot.series}`,
  );
  lines.push(
    `# HELP ${prefix}metrics_series_dropped_total Updates dropped because the series cap was reached.`,
    `# TYPE ${prefix}metrics_series_dropped_total counter`,
    `${prefix}metrics_series_dropped_total ${snapshot.dropped_series}`,
  );
  return `${lines.join("\n")}\n`;
}

/** The groups by name, plus a zero series for each catalogued name with none; sorted by name. */
function withZeros<T>(
  groups: Array<[string, T[]]>,
  names: string[],
  zero: (name: string) => T,
): Array<[string, T[]]> {
  const present = new Set(groups.map(([name]) => name));
  const missing = names
    .filter((name) => !present.has(name))
    .map((name): [string, T[]] => [name, [zero(name)]]);
  return [...groups, ...missing].sort(([a], [b]) => a.localeCompare(b));
}

/** The catalogue's help text; the dotted name for a metric it does not describe. */
function helpOf(name: string): string {
  return (METRIC_CATALOGUE[name]?.help ?? name).replace(/\\/g, "\\\\").replace(/\n/g, "\\n");
}

function metricName(name: string): string {
  return name.replace(/[^A-Za-z0-9_]/g, "_");
}

function labelText(labels: Labels): string {
  const keys = Object.keys(labels).sort();
  if (keys.length === 0) return "";
  const escapeValue = (v: string) => v.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
  return `{${keys.map((k) => `${metricName(k)}="${escapeValue(labels[k]!)}"`).join(",")}}`;
}
