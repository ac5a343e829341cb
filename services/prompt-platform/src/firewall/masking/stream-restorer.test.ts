import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { streamRestorer } from "./stream-restorer.js";

const restore = (t: string) => t.replaceAll("[PERSON_0001]", "Zoë Brandt");
const event = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }] })}\n\n`;

/** The content deltas of a chat stream, each as sent, and the lines that were not content events. */
function parse(out: string) {
  const deltas: string[] = [];
  const other: string[] = [];
  for (const e of out.split("\n\n").filter((x) => x !== "")) {
    if (!e.startsWith("data: {")) other.push(e);
    else deltas.push(JSON.parse(e.slice(6)).choices[0]?.delta?.content ?? "");
  }
  return { deltas, other };
}

async function run(pieces: (string | Buffer)[]) {
  return text(Readable.from(pieces).pipe(streamRestorer(restore)));
}

describe("streamRestorer", () => {
  it("holds an unclosed placeholder until its end arrives, then restores it", async () => {
    const out = await run([
      event("Hi [PER"),
      event("SON_0001], wel"),
      event("come."),
      event(null, "stop"),
      "data: [DONE]\n\n",
    ]);
    const { deltas, other } = parse(out);
    expect(deltas).toEqual(["Hi ", "Zoë Brandt, wel", "come.", ""]);
    expect(other).toEqual(["data: [DONE]"]);
  });

  it("gives held text back with the finishing event, and a bracket that never closes before [DONE]", async () => {
    expect(parse(await run([event("a [PERSON_0001"), event(null, "stop")])).deltas).toEqual([
      "a ",
      "[PERSON_0001",
    ]);
    const { deltas, other } = parse(await run([event("array[0"), "data: [DONE]\n\n"]));
    expect(deltas).toEqual(["array", "[0"]);
    expect(other).toEqual(["data: [DONE]"]);
  });

  it("survives events and characters cut at any byte, and passes other events through", async () => {
    const whole = Buffer.from(
      `: keep-alive\n\n${event("[PERSON_0001] ü")}${event(null, "stop")}data: [DONE]\n\n`,
    );
    const pieces = [...whole].map((b) => Buffer.from([b]));
    const { deltas, other } = parse(await run(pieces));
    expect(deltas.join("")).toBe("Zoë Brandt ü");
    expect(other).toEqual([": keep-alive", "data: [DONE]"]);
  });
});
