import { describe, expect, it } from "vitest";
import { SseParser } from "./sse";

describe("SseParser", () => {
  it("parses named events with JSON data in order", () => {
    const p = new SseParser();
    const out = p.push(
      'event: execution_start\ndata: {"executionId":"e1"}\n\nevent: node_start\ndata: {"nodeId":"a"}\n\n',
    );
    expect(out).toEqual([
      { event: "execution_start", data: '{"executionId":"e1"}' },
      { event: "node_start", data: '{"nodeId":"a"}' },
    ]);
  });

  it("joins chunks split anywhere, including between CR and LF", () => {
    const wire = "event: done\r\ndata: [DONE]\r\n\r\n";
    for (let cut = 0; cut <= wire.length; cut++) {
      const p = new SseParser();
      const out = [...p.push(wire.slice(0, cut)), ...p.push(wire.slice(cut))];
      expect(out, `cut at ${cut}`).toEqual([{ event: "done", data: "[DONE]" }]);
    }
  });

  it("joins data lines, skips comments, keeps ids, defaults the name to message", () => {
    const p = new SseParser();
    expect(p.push(": keep-alive\nid: 7\ndata: a\ndata:b\n\n")).toEqual([
      { event: "message", data: "a\nb", id: "7" },
    ]);
  });

  it("dispatches nothing for an event without data, and drops an unterminated one at the end", () => {
    const p = new SseParser();
    expect(p.push("event: ping\n\n")).toEqual([]);
    expect(p.push("event: x\ndata: 1\n")).toEqual([]);
    expect(p.end()).toEqual([]);
  });
});
