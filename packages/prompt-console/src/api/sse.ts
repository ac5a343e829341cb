/** One server-sent event: its name (`message` when none was given) and its data lines joined by \n. */
export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

/**
 * An incremental text/event-stream parser (the WHATWG rules): fields `event`, `data`, `id`; lines
 * starting with `:` are comments; a blank line dispatches; one space after the colon is dropped;
 * CRLF, LF and CR all end a line, also when a chunk ends between CR and LF.
 */
export class SseParser {
  private buffer = "";
  private event = "";
  private data: string[] = [];
  private id: string | undefined;
  private skipLf = false;

  /** Feeds decoded text; returns the events it completed. */
  push(chunk: string): SseMessage[] {
    const out: SseMessage[] = [];
    let text = chunk;
    if (this.skipLf && text.startsWith("\n")) text = text.slice(1);
    this.skipLf = false;
    this.buffer += text;
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const ch = this.buffer[i];
      if (ch !== "\n" && ch !== "\r") continue;
      this.line(this.buffer.slice(start, i), out);
      if (ch === "\r") {
        if (i + 1 < this.buffer.length) {
          if (this.buffer[i + 1] === "\n") i++;
        } else this.skipLf = true;
      }
      start = i + 1;
    }
    this.buffer = this.buffer.slice(start);
    return out;
  }

  /** The stream ended: an event without its closing blank line is dropped, as the standard says. */
  end(): SseMessage[] {
    this.buffer = "";
    this.data = [];
    this.event = "";
    return [];
  }

  private line(line: string, out: SseMessage[]): void {
    if (line === "") {
      if (this.data.length > 0) {
        const message: SseMessage = { event: this.event || "message", data: this.data.join("\n") };
        if (this.id !== undefined) message.id = this.id;
        out.push(message);
      }
      this.data = [];
      this.event = "";
      return;
    }
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") this.event = value;
    else if (field === "data") this.data.push(value);
    else if (field === "id" && !value.includes("\0")) this.id = value;
  }
}

/** Reads a fetch response's body as server-sent events, one at a time, as they arrive. */
export async function* readEvents(response: Response): AsyncGenerator<SseMessage> {
  if (!response.body) return;
  const parser = new SseParser();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      yield* parser.push(value);
    }
    yield* parser.end();
  } finally {
    reader.releaseLock();
  }
}
