import { Agent as HttpAgent, request as httpRequest } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { Readable } from "node:stream";
import type { NodeParams } from "../../executions/manifest-graph.js";
import { createId } from "../../ids.js";
import { SimulatorProvider } from "../../providers/simulator-provider.js";
import { type ChatRequest, messageText } from "./chat-request.js";

/** An upstream answer, passed to the caller as it is (status, content type, body bytes). */
export interface UpstreamReply {
  status: number;
  contentType: string;
  body: Readable | string | Buffer;
}

/** Where allowed calls go: an OpenAI-compatible HTTP API, or the built-in simulator. */
export interface ChatUpstream {
  /** Recorded in the audit chain: `simulator` or the upstream's origin. */
  readonly name: string;
  send(request: ChatRequest, signal: AbortSignal): Promise<UpstreamReply>;
}

/** The upstream could not be reached or did not answer in time (the sidecar answers 502 / 504). */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

export interface HttpChatUpstreamOptions {
  /** e.g. https://api.openai.com/v1: requests go to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  apiKey?: string | undefined;
  /** Until the upstream's response headers arrive; a stream then runs as long as the upstream sends. */
  timeoutMs: number;
}

/**
 * Forwards the request (the caller's platform key is never passed on: the upstream gets the configured
 * key) and passes the answer back byte for byte, errors included: a streamed answer as it arrives, any
 * other whole. It speaks node:http(s) over a keep-alive pool rather than fetch: the sidecar is one more
 * hop on every model call, and fetch's WHATWG streams cost more per request than the scan does
 * (bench/results/prompt-firewall-2026-11-25.md).
 */
export class HttpChatUpstream implements ChatUpstream {
  readonly name: string;
  readonly #url: URL;
  readonly #request: typeof httpRequest;
  readonly #agent: HttpAgent;

  constructor(private readonly options: HttpChatUpstreamOptions) {
    this.#url = new URL(`${options.baseUrl.replace(/\/+$/, "")}/chat/completions`);
    this.name = this.#url.origin;
    const secure = this.#url.protocol === "https:";
    this.#request = secure ? httpsRequest : httpRequest;
    this.#agent = new (secure ? HttpsAgent : HttpAgent)({ keepAlive: true, maxSockets: 256 });
  }

  send(request: ChatRequest, signal: AbortSignal): Promise<UpstreamReply> {
    const payload = Buffer.from(JSON.stringify(request));
    const headers: Record<string, string | number> = {
      "content-type": "application/json",
      "content-length": payload.length,
    };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    return new Promise((resolve, reject) => {
      let timedOut = false;
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(
          new UpstreamError(
            timedOut
              ? `Upstream did not answer within ${this.options.timeoutMs} ms`
              : `Upstream unreachable: ${error.message}`,
            timedOut,
          ),
        );
      };
      const outgoing = this.#request(this.#url, { method: "POST", headers, agent: this.#agent, signal });
      const timer = setTimeout(() => {
        timedOut = true;
        outgoing.destroy(new Error("timeout"));
      }, this.options.timeoutMs);
      outgoing.on("error", fail);
      outgoing.on("response", (res) => {
        const status = res.statusCode ?? 502;
        const contentType = res.headers["content-type"] ?? "application/json";
        // A streamed answer goes back as it arrives; any other is read whole (inside the timeout) and
        // sent in one write with its length, which saves the caller a chunked transfer.
        if (request.stream === true) {
          clearTimeout(timer);
          resolve({ status, contentType, body: res });
          return;
        }
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          clearTimeout(timer);
          resolve({ status, contentType, body: Buffer.concat(chunks) });
        });
        res.on("error", fail);
      });
      outgoing.end(payload);
    });
  }
}

/**
 * The built-in simulator behind the OpenAI shape: it answers with the last message's text (cut to
 * max_tokens × 4 characters), with token counts, as one JSON body or as server-sent events.
 */
export class SimulatorChatUpstream implements ChatUpstream {
  readonly name = "simulator";
  readonly #model = new SimulatorProvider();

  /** `latencyMs` delays each answer (benchmarks stand it in for a real model's time). */
  constructor(private readonly latencyMs = 0) {}

  async send(request: ChatRequest, signal: AbortSignal): Promise<UpstreamReply> {
    const system = request.messages
      .filter((m) => m.role === "system" || m.role === "developer")
      .map(messageText)
      .join("\n");
    const last = request.messages[request.messages.length - 1];
    const maxTokens = request.max_completion_tokens ?? request.max_tokens;
    const params: NodeParams = {};
    if (this.latencyMs > 0) params.latencyMs = this.latencyMs;
    if (system) params.system = system;
    if (typeof maxTokens === "number") params.maxTokens = maxTokens;
    const completion = await this.#model.complete({
      model: request.model ?? "default",
      prompt: last ? messageText(last) : "",
      params,
      signal,
    });
    const id = `chatcmpl-${createId()}`;
    const created = Math.floor(Date.now() / 1000);
    const model = request.model ?? "simulator";
    const usage = {
      prompt_tokens: completion.promptTokens,
      completion_tokens: completion.completionTokens,
      total_tokens: completion.promptTokens + completion.completionTokens,
    };
    if (request.stream !== true) {
      const body = {
        id,
        object: "chat.completion",
        created,
        model,
        choices: [
          { index: 0, message: { role: "assistant", content: completion.output }, finish_reason: "stop" },
        ],
        usage,
      };
      return { status: 200, contentType: "application/json; charset=utf-8", body: JSON.stringify(body) };
    }
    const chunk = (delta: object, finish: string | null) =>
      `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    const events = [chunk({ role: "assistant", content: "" }, null)];
    for (const piece of completion.output.match(/[\s\S]{1,32}/g) ?? [])
      events.push(chunk({ content: piece }, null));
    events.push(chunk({}, "stop"), "data: [DONE]\n\n");
    return { status: 200, contentType: "text/event-stream; charset=utf-8", body: Readable.from(events) };
  }
}
