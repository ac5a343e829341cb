/** One server-sent event as it came over the wire (`event` defaults to `message`). */
export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

/**
 * Reads a `text/event-stream` body into events, per the HTML spec's parsing rules: lines end with
 * LF, CRLF or CR; `data` lines join with LF; a blank line dispatches; `:` lines are comments. Uses
 * only TextDecoder and ReadableStream, so it runs in browsers as in Node. Returning early (a `break`
 * in `for await`) cancels the stream.
 */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let event = "";
  let data: string[] = [];
  let id: string | undefined;
  let finished = false;
  try {
    while (true) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      // A CR at the very end may be the first half of CRLF: wait for the next chunk unless done.
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const ch = buffer[i];
        if (ch !== "\n" && ch !== "\r") continue;
        if (ch === "\r" && i === buffer.length - 1 && !done) break;
        const line = buffer.slice(start, i);
        if (ch === "\r" && buffer[i + 1] === "\n") i++;
        start = i + 1;
        if (line === "") {
          if (data.length > 0)
            yield { event: event || "message", data: data.join("\n"), ...(id ? { id } : {}) };
          event = "";
          data = [];
          continue;
        }
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon === -1 ? line : line.slice(0, colon);
        let value = colon === -1 ? "" : line.slice(colon + 1);
        if (value.startsWith(" ")) value = value.slice(1);
        if (field === "event") event = value;
        else if (field === "data") data.push(value);
        else if (field === "id" && !value.includes("\0")) id = value;
      }
      buffer = buffer.slice(start);
      if (done) break;
    }
    finished = true;
  } finally {
    if (!finished) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}
