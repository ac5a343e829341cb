import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/** Longest text held back as a possible placeholder start (`[PHONE_NATIONAL_0001]` is 21). */
const MAX_PLACEHOLDER = 64;

interface ChunkChoice {
  index?: number;
  delta?: { content?: unknown };
  finish_reason?: unknown;
}

/**
 * Restores placeholders in a streamed chat answer (server-sent `chat.completion.chunk` events). A
 * placeholder can be split across events (`[EMA` + `IL_0001]`), so each choice's content is released
 * only up to a `[` that is not yet closed (at most MAX_PLACEHOLDER characters are held); the held
 * text goes out with the choice's finishing event, or before `[DONE]`, or at the end. Events that
 * are not content chunks pass through as they are.
 */
export function streamRestorer(restore: (text: string) => string): Transform {
  let buffer = "";
  // A chunk boundary can fall inside a multi-byte character.
  const decoder = new StringDecoder("utf8");
  const held = new Map<number, string>();

  const release = (index: number, content: string, final: boolean): string => {
    const pending = (held.get(index) ?? "") + content;
    const open = final ? -1 : pending.lastIndexOf("[");
    const cut =
      open >= 0 && !pending.includes("]", open) && pending.length - open < MAX_PLACEHOLDER
        ? open
        : pending.length;
    held.set(index, pending.slice(cut));
    return restore(pending.slice(0, cut));
  };

  /** The held text of every choice, as one extra chunk (nothing when nothing is held). */
  const drain = (): string => {
    const choices = [...held.entries()]
      .filter(([, text]) => text !== "")
      .map(([index, text]) => ({ index, delta: { content: restore(text) }, finish_reason: null }));
    held.clear();
    return choices.length === 0
      ? ""
      : `data: ${JSON.stringify({ object: "chat.completion.chunk", choices })}\n\n`;
  };

  const rewrite = (event: string): string => {
    if (!event.startsWith("data: ")) return `${event}\n\n`;
    const data = event.slice(6);
    if (data.trim() === "[DONE]") return `${drain()}${event}\n\n`;
    let chunk: { choices?: ChunkChoice[] };
    try {
      chunk = JSON.parse(data);
    } catch {
      return `${event}\n\n`;
    }
    if (!Array.isArray(chunk?.choices)) return `${event}\n\n`;
    for (const choice of chunk.choices) {
      const index = typeof choice.index === "number" ? choice.index : 0;
      const final = choice.finish_reason !== null && choice.finish_reason !== undefined;
      const content = typeof choice.delta?.content === "string" ? choice.delta.content : "";
      if (content === "" && !final) continue;
      const out = release(index, content, final);
      if (typeof choice.delta?.content === "string" || out !== "")
        choice.delta = { ...choice.delta, content: out };
    }
    return `data: ${JSON.stringify(chunk)}\n\n`;
  };

  return new Transform({
    transform(piece: Buffer | string, _encoding, callback) {
      buffer += typeof piece === "string" ? piece : decoder.write(piece);
      let out = "";
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        out += rewrite(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\n\n");
      }
      callback(null, out);
    },
    flush(callback) {
      buffer += decoder.end();
      callback(null, `${buffer === "" ? "" : rewrite(buffer)}${drain()}`);
    },
  });
}
