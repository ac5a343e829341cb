import type { NodeParams } from "../executions/manifest-graph.js";

export interface CompletionRequest {
  /** The provider's model name (the part after `<provider>:`; "default" when absent). */
  model: string;
  prompt: string;
  params: NodeParams;
  signal?: AbortSignal;
}

export interface Completion {
  output: string;
  promptTokens: number;
  completionTokens: number;
  /** How many HTTP attempts it took (1 without retries). */
  attempts: number;
}

/** One interface for every model backend: the simulator and OpenAI-compatible HTTP APIs. */
export interface ModelProvider {
  readonly name: string;
  complete(request: CompletionRequest): Promise<Completion>;
}

/** A failed completion; `retryable` says whether trying again could help. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly code: "PROVIDER_ERROR" | "PROVIDER_TIMEOUT" = "PROVIDER_ERROR",
    readonly attempts = 1,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

/** The token estimate used where a provider reports none: ceil(characters / 4), at least 1 for non-empty text. */
export function estimateTokens(text: string): number {
  return text.length === 0 ? 0 : Math.max(1, Math.ceil(text.length / 4));
}

/** Providers by name; `configured` is false for a known provider that has no settings. */
export class ProviderRegistry {
  readonly #providers = new Map<string, ModelProvider>();
  constructor(
    providers: ModelProvider[],
    readonly known: readonly string[] = ["simulator", "openai"],
  ) {
    for (const p of providers) this.#providers.set(p.name, p);
  }

  configured = (name: string): boolean => this.#providers.has(name);

  get(name: string): ModelProvider {
    const provider = this.#providers.get(name);
    if (!provider) throw new Error(`model provider ${name} is not configured`);
    return provider;
  }
}
