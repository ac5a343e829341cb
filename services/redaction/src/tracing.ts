import { type Tracer, trace } from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { BasicTracerProvider, BatchSpanProcessor } from "@opentelemetry/sdk-trace-base";

/**
 * Traces go to an OTLP/HTTP collector when OTEL_EXPORTER_OTLP_ENDPOINT is set; otherwise the API's
 * no-op tracer is used and spans cost next to nothing. Returns the tracer and a flush for shutdown.
 */
export function startTracing(endpoint: string | undefined): { tracer: Tracer; shutdown(): Promise<void> } {
  if (!endpoint) return { tracer: trace.getTracer("redaction-service"), shutdown: async () => {} };
  const provider = new BasicTracerProvider({
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }))],
  });
  trace.setGlobalTracerProvider(provider);
  return { tracer: provider.getTracer("redaction-service"), shutdown: () => provider.shutdown() };
}
