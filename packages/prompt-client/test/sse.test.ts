import { describe, expect, it } from "vitest";
import { readSse, type SseMessage, toExecutionEvent } from "../src/index.js";

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(chunks: string[]): Promise<SseMessage[]> {
  const out: SseMessage[] = [];
  for await (const message of readSse(streamOf(chunks))) out.push(message);
  return out;
}

const WIRE =
  'event: execution_start\ndata: {"executionId":"e1","manifestHash":"h"}\n\n' +
  ": keep-alive comment\n\n" +
  'event: node_start\r\ndata: {"executionId":"e1","nodeId":"a"}\r\n\r\n' +
  'event: node_complete\rdata: {"executionId":"e1",\rdata: "nodeId":"a","output":"x"}\r\r' +
  'id: 7\nevent: execution_complete\ndata:{"executionId":"e1","output":"x","tokens":12}\n\n' +
  "event: done\ndata: [DONE]\n\n";

describe("readSse", () => {
  it("parses events with LF, CRLF and CR line ends, comments, multi-line data and ids", async () => {
    const messages = await collect([WIRE]);
    expect(messages.map((m) => m.event)).toEqual([
      "execution_start",
      "node_start",
      "node_complete",
      "execution_complete",
      "done",
    ]);
    expect(messages[2]!.data).toBe('{"executionId":"e1",\n"nodeId":"a","output":"x"}');
    expect(messages[3]).toMatchObject({ id: "7", data: '{"executionId":"e1","output":"x","tokens":12}' });
  });

  it("gives the same events whatever the chunk boundaries, including inside CRLF and multi-byte characters", async () => {
    const text = `${WIRE}data: héllo ✓\r\n\r\n`;
    const whole = await collect([text]);
    for (const size of [1, 2, 3, 7, 64]) {
      const bytes = new TextEncoder().encode(text);
      const chunks: Uint8Array[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.slice(i, i + size));
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const c of chunks) controller.enqueue(c);
          controller.close();
        },
      });
      const out: SseMessage[] = [];
      for await (const m of readSse(stream)) out.push(m);
      expect(out).toEqual(whole);
    }
    expect(whole.at(-1)).toEqual({ event: "message", data: "héllo ✓", id: "7" });
  });

  it("drops an event cut off before its blank line, and cancels the stream when the reader stops early", async () => {
    expect(await collect(["event: a\ndata: 1\n\nevent: b\ndata: 2"])).toEqual([{ event: "a", data: "1" }]);
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode("data: tick\n\n"));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const message of readSse(stream)) {
      expect(message.data).toBe("tick");
      break;
    }
    expect(cancelled).toBe(true);
  });
});

describe("toExecutionEvent", () => {
  it("types the spec's events, done, and anything else as other", () => {
    expect(toExecutionEvent({ event: "node_start", data: '{"executionId":"e","nodeId":"n"}' })).toEqual({
      type: "node_start",
      data: { executionId: "e", nodeId: "n" },
    });
    expect(toExecutionEvent({ event: "done", data: "[DONE]" })).toEqual({ type: "done", data: "[DONE]" });
    expect(toExecutionEvent({ event: "error", data: '{"code":"X"}' })).toEqual({
      type: "other",
      event: "error",
      data: { code: "X" },
    });
    expect(toExecutionEvent({ event: "node_start", data: "not json" })).toEqual({
      type: "other",
      event: "node_start",
      data: "not json",
    });
  });
});
