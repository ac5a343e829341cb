import {
  type Completion,
  type CompletionRequest,
  estimateTokens,
  type ModelProvider,
  ProviderError,
} from "./model-provider.js";

export interface OpenAiProviderOptions {
  /** e.g. https://api.openai.com/v1 — requests go to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  apiKey?: string | undefined;
  /** Per attempt. */
  timeoutMs: number;
  /** Retries after the first attempt, on timeouts, network errors, 408, 409, 429 and 5xx. */
  maxRetries: number;
  /** Backoff before retry n (1-based): retryBaseMs × 2^(n-1), or the server's Retry-After (capped at 10 s). */
  retryBaseMs: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const RETRY_AFTER_CAP_MS = 10_000;
const RETRYABLE_STATUS = new Set([408, 409, 429]);

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown };
}

/** Any OpenAI-compatible chat-completions API (OpenAI, Azure-style gateways, vLLM, Ollama, LiteLLM). */
export class OpenAiProvider implements ModelProvider {
  readonly name = "openai";
  readonly #url: string;
  readonly #fetch: typeof fetch;
  readonly #sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: OpenAiProviderOptions) {
    this.#url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.#sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  async complete({ model, prompt, params, signal }: CompletionRequest): Promise<Completion> {
    const messages = [
      ...(params.system ? [{ role: "system", content: params.system }] : []),
      { role: "user", content: prompt },
    ];
    const body = JSON.stringify({
      model,
      messages,
      ...(params.temperature !== undefined ? { temperature: params.temperature } : {}),
      ...(params.topP !== undefined ? { top_p: params.topP } : {}),
      ...(params.maxTokens !== undefined ? { max_tokens: params.maxTokens } : {}),
      ...(params.stop !== undefined ? { stop: params.stop } : {}),
    });
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    let last: ProviderError | undefined;
    for (let attempt = 1; attempt <= this.options.maxRetries + 1; attempt++) {
      let waitMs = this.options.retryBaseMs * 2 ** (attempt - 1);
      try {
        const timeout = AbortSignal.timeout(this.options.timeoutMs);
        const response = await this.#fetch(this.#url, {
          method: "POST",
          headers,
          body,
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        if (response.ok) return parseCompletion(await response.json(), prompt, attempt);
        const text = (await response.text()).slice(0, 300);
        const retryable = RETRYABLE_STATUS.has(response.status) || response.status >= 500;
        last = new ProviderError(
          `${this.#url} answered HTTP ${response.status}: ${text}`,
          retryable,
          "PROVIDER_ERROR",
          attempt,
        );
        const after = Number(response.headers.get("retry-after"));
        if (Number.isFinite(after) && after > 0) waitMs = Math.min(after * 1000, RETRY_AFTER_CAP_MS);
      } catch (error) {
        if (error instanceof ProviderError)
          throw new ProviderError(error.message, false, error.code, attempt);
        if (signal?.aborted)
          throw new ProviderError("the execution was cancelled", false, "PROVIDER_ERROR", attempt);
        const timedOut = (error as Error).name === "TimeoutError";
        last = new ProviderError(
          timedOut
            ? `${this.#url} did not answer within ${this.options.timeoutMs} ms`
            : `${this.#url} could not be reached: ${(error as Error).message}`,
          true,
          timedOut ? "PROVIDER_TIMEOUT" : "PROVIDER_ERROR",
          attempt,
        );
      }
      if (!last.retryable || attempt > this.options.maxRetries) break;
      await this.#sleep(waitMs);
    }
    throw last!;
  }
}

function parseCompletion(json: unknown, prompt: string, attempts: number): Completion {
  const body = json as ChatCompletion;
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== "string")
    throw new ProviderError("the provider's answer has no choices[0].message.content", false);
  const count = (v: unknown, fallback: number) =>
    Number.isInteger(v) && (v as number) >= 0 ? (v as number) : fallback;
  return {
    output: content,
    promptTokens: count(body.usage?.prompt_tokens, estimateTokens(prompt)),
    completionTokens: count(body.usage?.completion_tokens, estimateTokens(content)),
    attempts,
  };
}
