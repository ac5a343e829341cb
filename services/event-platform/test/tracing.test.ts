import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { EventRuntime } from "../src/runtime/event-runtime.js";
import { createTracing, otlpTracesUrl } from "../src/tracing/tracing.js";
import { testConfig } from "./helpers.js";

interface OtlpSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
}

/** A stand-in OpenTelemetry collector: records what arrives at POST /v1/traces. */
async function collector() {
  const requests: Array<{ path: string; contentType: string; body: string }> = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (d) => (body += d));
    request.on("end", () => {
      requests.push({ path: request.url ?? "", contentType: request.headers["content-type"] ?? "", body });
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => server.close() };
}

describe("tracing", () => {
  it("exports one span per publish and per handler over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set", async () => {
    const otel = await collector();
    try {
      const runtime = await EventRuntime.start({
        config: testConfig((c) => {
          c.tracing.exporter = "auto";
        }),
        env: { OTEL_EXPORTER_OTLP_ENDPOINT: `${otel.url}/` },
      });
      expect(runtime.tracingExporter).toBe("otlp");
      const ping = runtime.identity("daemon").createEvent({ event_type: "mechanism.ping" });
      const outcome = await runtime.bus.publish(ping);
      await runtime.stop(); // flushes the batch
      expect(outcome.status).toBe("delivered");
      expect(otel.requests.map((r) => [r.path, r.contentType])).toContainEqual([
        "/v1/traces",
        "application/json",
      ]);
      const spans: OtlpSpan[] = otel.requests.flatMap((r) =>
        JSON.parse(r.body).resourceSpans.flatMap((rs: { scopeSpans: Array<{ spans: OtlpSpan[] }> }) =>
          rs.scopeSpans.flatMap((ss) => ss.spans),
        ),
      );
      expect(spans.map((s) => s.name).sort()).toEqual([
        "handle mechanism.ping",
        "handle mechanism.ping",
        "handle mechanism.pong",
        "publish mechanism.ping",
        "publish mechanism.pong",
      ]);
      // Every span of the flow is in the event's trace; the handler spans hang under the publish span.
      expect(new Set(spans.map((s) => s.traceId)).size).toBe(1);
      const publish = spans.find((s) => s.name === "publish mechanism.ping")!;
      expect(publish.traceId).toBe(ping.trace_id);
      for (const handler of spans.filter((s) => s.name === "handle mechanism.ping")) {
        expect(handler.parentSpanId).toBe(publish.spanId);
      }
    } finally {
      otel.close();
    }
  });

  it("prints spans as JSON lines on the console exporter, and none with exporter none", async () => {
    const lines: string[] = [];
    const tracing = createTracing({
      exporter: "console",
      env: {},
      consoleSink: { write: (l: string) => lines.push(l) },
    });
    expect(tracing.exporter).toBe("console");
    tracing.tracer!.startSpan("publish x.y", { attributes: { "eventplat.event_type": "x.y" } }).end();
    await tracing.shutdown();
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({
        span: "publish x.y",
        trace_id: expect.stringMatching(/^[0-9a-f]{32}$/),
        attributes: { "eventplat.event_type": "x.y" },
      }),
    ]);
    expect(createTracing({ exporter: "none", env: {} }).tracer).toBeUndefined();
    expect(createTracing({ exporter: "auto", env: {} }).exporter).toBe("console");
  });

  it("reads the OTLP address from the standard variables", () => {
    expect(otlpTracesUrl({})).toBeUndefined();
    expect(otlpTracesUrl({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://c:4318" })).toBe("http://c:4318/v1/traces");
    expect(
      otlpTracesUrl({
        OTEL_EXPORTER_OTLP_ENDPOINT: "http://c:4318",
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://t/x",
      }),
    ).toBe("http://t/x");
  });
});
