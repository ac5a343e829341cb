import { describe, expect, it } from "vitest";
import { parseJsonlCases } from "./jsonl-cases";

describe("JSONL eval cases", () => {
  it("reads one case per line, skipping blank lines, with CRLF too", () => {
    const text =
      '{"name":"paris","inputs":{"country":"France"},"expected":"Paris"}\r\n\r\n{"inputs":{"n":2},"expected":4}\n';
    expect(parseJsonlCases(text)).toEqual({
      cases: [
        { name: "paris", inputs: { country: "France" }, expected: "Paris" },
        { name: "case 3", inputs: { n: 2 }, expected: "4" },
      ],
      errors: [],
    });
  });

  it("names every bad line and keeps the good ones", () => {
    const text = [
      '{"name":"ok"}',
      "{nope",
      "[1]",
      '{"name":""}',
      '{"name":"x","inputs":[1]}',
      '{"name":"y","extra":1}',
    ].join("\n");
    const parsed = parseJsonlCases(text);
    expect(parsed.cases).toEqual([{ name: "ok" }]);
    expect(parsed.errors).toEqual([
      "line 2: not valid JSON",
      "line 3: not a JSON object",
      "line 4: name must be a non-empty string",
      "line 5: inputs must be an object",
      "line 6: unknown field(s) extra",
    ]);
  });
});
