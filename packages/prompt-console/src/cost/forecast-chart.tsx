import { useId } from "react";
import { formatUsd } from "../format";
import { chartGeometry } from "./chart-geometry";
import type { CostForecast } from "./cost-types";

const BOX = { width: 640, height: 260, left: 56, right: 12, top: 12, bottom: 36 };

/**
 * Daily cost as bars, the least-squares fit and its projection as a dashed line. The figure has a
 * text summary for screen readers and the numbers in a table below it.
 */
export function ForecastChart({ forecast }: { forecast: CostForecast }) {
  const g = chartGeometry(forecast, BOX);
  const titleId = useId();
  const descId = useId();
  const spent = forecast.history.reduce((s, d) => s + d.costUsd, 0);
  const summary =
    `${forecast.history.length} days cost ${formatUsd(spent, 2)}; the fitted trend changes by ` +
    `${formatUsd(forecast.fit.slope, 4)} a day (R² ${forecast.fit.r2.toFixed(2)}) and projects ` +
    `${formatUsd(forecast.projectedTotalUsd, 2)} over the next ${forecast.projection.length} days.`;
  return (
    <figure className="chart">
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={titleId}>Daily cost and 30-day forecast</title>
        <desc id={descId}>{summary}</desc>
        {g.ticks.map((t) => (
          <g key={t.value} className="tick">
            <line x1={BOX.left} x2={BOX.width - BOX.right} y1={t.y} y2={t.y} />
            <text x={BOX.left - 6} y={t.y + 4} textAnchor="end">
              {t.value < 1 ? `$${t.value.toFixed(2)}` : `$${t.value}`}
            </text>
          </g>
        ))}
        {g.bars.map((b) => (
          <rect key={b.day} className="bar" x={b.x} y={b.y} width={b.width} height={Math.max(b.height, 0)}>
            <title>
              {b.day}: {formatUsd(b.costUsd, 4)}
            </title>
          </rect>
        ))}
        <line className="today" x1={g.todayX} x2={g.todayX} y1={BOX.top} y2={BOX.height - BOX.bottom} />
        <path className="fit" d={g.fitPath} />
        {g.projection.map((p) => (
          <circle key={p.day} className="projected" cx={p.x} cy={p.y} r={2.5}>
            <title>
              {p.day}: {formatUsd(p.costUsd, 4)} projected
            </title>
          </circle>
        ))}
        {g.labels.map((l) => (
          <text key={l.x} className="label" x={l.x} y={BOX.height - 12} textAnchor="middle">
            {l.text}
          </text>
        ))}
      </svg>
      <figcaption>
        <span className="legend legend-bar">daily cost</span>{" "}
        <span className="legend legend-fit">trend and forecast</span>
        <p>{summary}</p>
      </figcaption>
    </figure>
  );
}
