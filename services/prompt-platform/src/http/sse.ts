import { takeIdempotencySlot as takeSlot } from "@platform/service-kit";
import type { FastifyReply, FastifyRequest } from "fastify";

/** True when the caller asked for a server-sent event stream. */
export function wantsEventStream(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === "string" && accept.toLowerCase().includes("text/event-stream");
}

export interface EventStream {
  send(event: string, data: unknown): void;
  /** Sends `done` with the literal [DONE] and ends the response. */
  done(): void;
  /** The client has gone; sends are dropped from now on. */
  readonly closed: boolean;
}

/**
 * Takes the response over from Fastify and opens a text/event-stream. Writes after the client has
 * disconnected are dropped, so the work behind the stream can finish and be recorded.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
    "x-request-id": request.id,
  });
  let closed = false;
  // Events sent in one turn of the event loop leave in one socket write at its end (a node's start
  // and the previous node's completion often come together): one system call instead of one each.
  let flush: NodeJS.Immediate | undefined;
  const uncork = () => {
    if (!flush) return;
    clearImmediate(flush);
    flush = undefined;
    raw.uncork();
  };
  raw.on("close", () => {
    closed = true;
    uncork();
  });
  const write = (text: string) => {
    if (closed || raw.destroyed || !raw.writable) return;
    if (!flush) {
      raw.cork();
      flush = setImmediate(uncork);
    }
    raw.write(text);
  };
  return {
    send(event, data) {
      write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    done() {
      write("event: done\ndata: [DONE]\n\n");
      uncork();
      if (!raw.destroyed) raw.end();
    },
    get closed() {
      return closed;
    },
  };
}

/**
 * A hijacked stream bypasses the idempotency plugin's onSend hook, so the route settles the key itself:
 * it takes the slot (so a disconnect does not release it while the work goes on), then stores the
 * final JSON result as a 2xx answer, or releases the key when the work failed.
 */
export function takeIdempotencySlot(request: FastifyRequest) {
  const slot = takeSlot(request);
  return {
    async store(status: number, body: unknown) {
      await slot?.complete({
        status,
        body: JSON.stringify(body),
        contentType: "application/json; charset=utf-8",
      });
    },
    async release() {
      await slot?.release();
    },
  };
}
