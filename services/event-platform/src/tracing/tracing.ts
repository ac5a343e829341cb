import { type Tracer, trace } from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  type ReadableSpan,
  SimpleSpanProcessor,
  type SpanExporter,
} from "@opentelemetry/sdk-trace-base";
import type { TracingExporter } from "../config/config-schema.js";

/** Spans queued for export at most (the spec's tracer limit); past it new spans are dropped. */
export const MAX_QUEUED_SPANS = 10_000;

export interface Tracing {
  /** Undefined when tracing is off: the bus then creates no spans at all. */
  tracer: Tracer | undefined;
  exporter: "otlp" | "console" | "none" | "custom";
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  exporter: TracingExporter;
  env?: Record<string, string | undefined>;
  /** A given exporter (tests: InMemorySpanExporter) replaces the configured one, exported per span. */
  spanExporter?: SpanExporter;
  /** Where the console exporter writes (stderr by default, so stdout stays JSON log lines). */
  consoleSink?: { write(line: string): unknown };
}

/**
 * The tracer the runtime uses: OTLP over HTTP (JSON) when OTEL_EXPORTER_OTLP_ENDPOINT or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set (or exporter "otlp"), JSON lines on stderr otherwise
 * ("console"), or nothing ("none"). The provider
 * is not registered globally, so two runtimes in one process keep separate tracers.
 */
export function createTracing({
  exporter,
  env = process.env,
  spanExporter,
  consoleSink,
}: TracingOptions): Tracing {
  let chosen: Tracing["exporter"];
  let processor: BatchSpanProcessor | SimpleSpanProcessor;
  if (spanExporter) {
    chosen = "custom";
    processor = new SimpleSpanProcessor(spanExporter);
  } else {
    const url = otlpTracesUrl(env);
    const kind = exporter === "auto" ? (url ? "otlp" : "console") : exporter;
    if (kind === "none") return { tracer: undefined, exporter: "none", shutdown: async () => {} };
    chosen = kind;
    const target =
      kind === "otlp"
        ? new OTLPTraceExporter(url ? { url } : {})
        : new JsonLinesSpanExporter(consoleSink ?? process.stderr);
    processor = new BatchSpanProcessor(target, { maxQueueSize: MAX_QUEUED_SPANS, maxExportBatchSize: 512 });
  }
  const provider = new BasicTracerProvider({ spanProcessors: [processor] });
  return {
    tracer: provider.getTracer("@platform/event-platform"),
    exporter: chosen,
    shutdown: () => provider.shutdown(),
  };
}

/**
 * Where OTLP/HTTP spans go, from the standard variables of the `env` given (not necessarily
 * process.env): OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as it is, or OTEL_EXPORTER_OTLP_ENDPOINT plus
 * `/v1/traces`. Undefined when neither is set.
 */
export function otlpTracesUrl(env: Record<string, string | undefined>): string | undefined {
  if (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return base ? `${base.replace(/\/+$/, "")}/v1/traces` : undefined;
}

/** The console exporter: one JSON object per span. */
export class JsonLinesSpanExporter implements SpanExporter {
  constructor(private readonly sink: { write(line: string): unknown }) {}

  export(spans: ReadableSpan[], done: (result: { code: number }) => void): void {
    for (const span of spans) {
      const context = span.spanContext();
      this.sink.write(
        `${JSON.stringify({
          span: span.name,
          trace_id: context.traceId,
          span_id: context.spanId,
          parent_span_id: span.parentSpanContext?.spanId ?? null,
          duration_ms: span.duration[0] * 1000 + span.duration[1] / 1e6,
          status: span.status.code,
          attributes: span.attributes,
        })}\n`,
      );
    }
    done({ code: 0 });
  }

  async shutdown(): Promise<void> {}
}

export { trace };
