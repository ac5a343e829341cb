import type { Labels, MetricsSnapshot } from "./metrics-registry.js";

/**
 * Renders a snapshot in Prometheus' text format 0.0.4. Dotted names become `eventplat_<name>`
 * with underscores; counters end in `_total`; a timer becomes a summary in seconds (`_count`,
 * `_sum`) plus `_min_seconds` and `_max_seconds` gauges.
 */
export function prometheusText(snapshot: MetricsSnapshot, prefix = "eventplat_"): string {
  const lines: string[] = [];
  const byName = <T extends { name: string }>(items: T[]) => {
    const groups = new Map<string, T[]>();
    for (const item of items) groups.set(item.name, [...(groups.get(item.name) ?? []), item]);
    return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
  };
  for (const [name, series] of byName(snapshot.counters)) {
    const metric = `${prefix}${metricName(name)}_total`;
    lines.push(`# HELP ${metric} ${name}`, `# TYPE ${metric} counter`);
    for (const s of series) lines.push(`${metric}${labelText(s.labels)} ${s.value}`);
  }
  for (const [name, series] of byName(snapshot.timers)) {
    const base = `${prefix}${metricName(name.replace(/\.duration$/, ""))}_duration`;
    lines.push(`# HELP ${base}_seconds ${name}`, `# TYPE ${base}_seconds summary`);
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
  lines.push(`# TYPE ${prefix}metrics_series gauge`, `${prefix}metrics_series ${snapshot.series}`);
  lines.push(
    `# TYPE ${prefix}metrics_series_dropped_total counter`,
    `${prefix}metrics_series_dropped_total ${snapshot.dropped_series}`,
  );
  return `${lines.join("\n")}\n`;
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
