import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Counter, Histogram, type Registry } from "prom-client";

/** Prometheus' classic text format, as scrapers expect it. */
export const PROMETHEUS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

export const DEFAULT_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface HttpMetricsOptions {
  registry: Registry;
  /** Metric name prefix, e.g. "trustsvc_". */
  prefix: string;
  buckets?: number[];
  /** Paths not measured (the scrape endpoint itself, typically). */
  skipPaths?: string[];
}

export function statusClass(status: number): "2xx" | "3xx" | "4xx" | "5xx" {
  if (status >= 500) return "5xx";
  if (status >= 400) return "4xx";
  if (status >= 300) return "3xx";
  return "2xx";
}

/**
 * The route template of a request ("/score", "/reputation/subscribe/:id"), never the raw URL:
 * raw paths and wallet addresses would explode the series count. Unknown routes share one label.
 */
export function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? "unmatched";
}

/**
 * Counts requests and errors and times them, labelled by method, route template and status class
 * (and error_type client_error/server_error on the error counter).
 */
export const httpMetrics = fp(
  async function httpMetrics(
    app: FastifyInstance,
    { registry, prefix, buckets = DEFAULT_DURATION_BUCKETS, skipPaths = [] }: HttpMetricsOptions,
  ) {
    const labelNames = ["method", "path", "status_class"] as const;
    const requests = new Counter({
      name: `${prefix}http_requests_total`,
      help: "HTTP requests",
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: `${prefix}http_request_duration_seconds`,
      help: "HTTP request duration in seconds",
      labelNames,
      buckets,
      registers: [registry],
    });
    const errors = new Counter({
      name: `${prefix}http_request_errors_total`,
      help: "HTTP responses with status 4xx or 5xx",
      labelNames: [...labelNames, "error_type"],
      registers: [registry],
    });
    const skip = new Set(skipPaths);

    app.addHook("onResponse", async function recordHttpMetrics(request: FastifyRequest, reply: FastifyReply) {
      const path = routeLabel(request);
      if (skip.has(path)) return;
      const labels = { method: request.method, path, status_class: statusClass(reply.statusCode) };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode >= 400) {
        errors.inc({ ...labels, error_type: reply.statusCode >= 500 ? "server_error" : "client_error" });
      }
    });
  },
  { name: "http-metrics" },
);
