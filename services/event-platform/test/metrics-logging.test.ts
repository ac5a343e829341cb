import { describe, expect, it } from "vitest";
import { Logger } from "../src/logging/json-logger.js";
import { MetricsRegistry } from "../src/metrics/metrics-registry.js";
import { prometheusText } from "../src/metrics/prometheus-text.js";
import { redactText, redactValue } from "../src/redaction/redact.js";
import { capturedLogger } from "./helpers.js";

describe("metrics", () => {
  it("times handlers: count, avg, min, max per label set", () => {
    const m = new MetricsRegistry();
    for (const ms of [2, 4, 9]) m.observe("handle.duration", ms, { service: "audit", event_type: "x" });
    m.observe("handle.duration", 1, { service: "pricing", event_type: "x" });
    const timers = m.snapshot().timers;
    expect(timers).toEqual([
      {
        name: "handle.duration",
        labels: { service: "audit", event_type: "x" },
        count: 3,
        avg_ms: 5,
        min_ms: 2,
        max_ms: 9,
      },
      {
        name: "handle.duration",
        labels: { service: "pricing", event_type: "x" },
        count: 1,
        avg_ms: 1,
        min_ms: 1,
        max_ms: 1,
      },
    ]);
  });

  it("creates 10 000 series and drops the 10 001st (existing series keep counting)", () => {
    const m = new MetricsRegistry();
    for (let i = 0; i < 10_000; i++) m.increment("events.emitted", { event_type: `t${i}` });
    expect(m.seriesCount).toBe(10_000);
    m.increment("events.emitted", { event_type: "one-too-many" });
    expect(m.seriesCount).toBe(10_000);
    expect(m.droppedSeries).toBe(1);
    expect(m.counter("events.emitted", { event_type: "one-too-many" })).toBe(0);
    m.increment("events.emitted", { event_type: "t0" }, 2);
    expect(m.counter("events.emitted", { event_type: "t0" })).toBe(3);
  });

  it("renders Prometheus text with escaped labels", () => {
    const m = new MetricsRegistry();
    m.increment("events.emitted", { event_type: 'a"b' });
    m.increment("authz.failures", { source: "x" }, 2);
    m.observe("handle.duration", 250, { service: "audit", event_type: "x" });
    const text = prometheusText(m.snapshot());
    expect(text).toContain("# TYPE eventplat_events_emitted_total counter\n");
    expect(text).toContain('eventplat_events_emitted_total{event_type="a\\"b"} 1\n');
    expect(text).toContain('eventplat_authz_failures_total{source="x"} 2\n');
    expect(text).toContain('eventplat_handle_duration_seconds_count{event_type="x",service="audit"} 1\n');
    expect(text).toContain('eventplat_handle_duration_seconds_sum{event_type="x",service="audit"} 0.25\n');
    expect(text).toContain('eventplat_handle_duration_max_seconds{event_type="x",service="audit"} 0.25\n');
  });
});

describe("logging", () => {
  it("writes JSON lines with timestamp, level, logger, message, module, line and the optional ids", () => {
    const { logger, records } = capturedLogger();
    logger.child("bus").info("hello", { correlation_id: "c-1", trace_id: "abc", extra: 5 });
    logger.error("failed", { error: new RangeError("bad range") });
    const [first, second] = records();
    expect(first).toMatchObject({
      level: "info",
      logger: "test.bus",
      message: "hello",
      module: "metrics-logging.test",
      line: expect.any(Number),
      correlation_id: "c-1",
      trace_id: "abc",
      extra: 5,
    });
    expect(new Date(first!.timestamp as string).toISOString()).toBe(first!.timestamp);
    expect(second!.exception).toMatchObject({
      type: "RangeError",
      message: "bad range",
      stack: expect.stringContaining("RangeError"),
    });
    expect(first).not.toHaveProperty("exception");
    expect(second).not.toHaveProperty("correlation_id");
  });

  it("respects the level", () => {
    const lines: string[] = [];
    const logger = new Logger("x", "warning", { write: (l: string) => lines.push(l) });
    logger.info("no");
    logger.warning("yes");
    expect(lines).toHaveLength(1);
  });

  it("redacts Aadhaar, PAN, tokens, passwords and secrets in messages, fields and exceptions", () => {
    const { logger, records } = capturedLogger();
    logger.info(
      "borrower 2345 6789 0123 with PAN ABCPE1234F sent Authorization: Bearer abcdef123456 password=hunter2",
      {
        note: "aadhaar 234567890123, token: tok_live_42",
        password: "hunter2",
        nested: { client_secret: "s3cr3t", list: ["pan abcpe1234f"], amount: 1200 },
        error: new Error("login failed for api_key=AKIA123456"),
      },
    );
    const text = JSON.stringify(records()[0]);
    for (const leaked of [
      "2345 6789 0123",
      "ABCPE1234F",
      "abcpe1234f",
      "abcdef123456",
      "hunter2",
      "234567890123",
      "tok_live_42",
      "s3cr3t",
      "AKIA123456",
    ]) {
      expect(text).not.toContain(leaked);
    }
    const record = records()[0]!;
    expect(record.message).toBe(
      "borrower [REDACTED_AADHAAR] with PAN [REDACTED_PAN] sent Authorization: Bearer [REDACTED] password=[REDACTED]",
    );
    expect(record.password).toBe("[REDACTED]");
    expect(record.nested).toEqual({
      client_secret: "[REDACTED]",
      list: ["pan [REDACTED_PAN]"],
      amount: 1200,
    });
  });

  it("keeps ordinary numbers and words", () => {
    expect(redactText("loan 12345 of 1200000 at 12.5% for 36 months")).toBe(
      "loan 12345 of 1200000 at 12.5% for 36 months",
    );
    expect(redactText("order 2234-5678-9012")).toBe("order [REDACTED_AADHAAR]"); // 12 digits grouped: treated as Aadhaar
    expect(redactText("starts with 1: 123456789012")).toBe("starts with 1: 123456789012"); // Aadhaar never starts 0 or 1
    expect(redactValue({ a: { b: { c: "x" } } })).toEqual({ a: { b: { c: "x" } } });
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(redactValue(cycle)).toEqual({ self: "[Truncated]" });
  });
});
