import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * What the proxy does with one request: pass it on; answer it itself; pass it on, let the platform
 * act, then lose the answer (a 502 instead); or cut the connection.
 */
export type Fault =
  | { kind: "forward" }
  | { kind: "answer"; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: "forward-then-fail"; status: number }
  | { kind: "reset" };

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
}

export interface FaultyProxy {
  url: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

/** An HTTP proxy in front of the platform that applies `plan(n)` to its n-th request (0-based). */
export async function startFaultyProxy(target: string, plan: (n: number) => Fault): Promise<FaultyProxy> {
  const seen: SeenRequest[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const n = seen.length;
    seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const fault = plan(n);
    if (fault.kind === "reset") return req.socket.destroy();
    if (fault.kind === "answer") {
      res.writeHead(fault.status, { "content-type": "application/json", ...fault.headers });
      return res.end(fault.body === undefined ? "" : JSON.stringify(fault.body));
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        ([name]) => !["host", "connection", "content-length"].includes(name),
      ),
    ) as Record<string, string>;
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const upstream = await fetch(target + req.url, {
      method: req.method ?? "GET",
      headers,
      ...(body ? { body } : {}),
    });
    const text = await upstream.text();
    if (fault.kind === "forward-then-fail") {
      res.writeHead(fault.status, { "content-type": "text/plain" });
      return res.end("bad gateway");
    }
    const passed = [...upstream.headers].filter(
      ([name]) => !["connection", "transfer-encoding", "content-length", "keep-alive"].includes(name),
    );
    res.writeHead(upstream.status, Object.fromEntries(passed));
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
