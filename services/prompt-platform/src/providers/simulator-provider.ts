import {
  type Completion,
  type CompletionRequest,
  estimateTokens,
  type ModelProvider,
} from "./model-provider.js";

/**
 * The built-in deterministic model: no network, and the same request always gives the same output
 * and token counts, so executions are reproducible. Its answer is the prompt itself ("echo"), cut to
 * `maxTokens` × 4 characters when that is set; `params.latencyMs` delays the answer (not the output).
 * Tokens: ceil(characters / 4) for the prompt (plus the system text) and for the answer.
 */
export class SimulatorProvider implements ModelProvider {
  readonly name = "simulator";

  async complete({ prompt, params, signal }: CompletionRequest): Promise<Completion> {
    if (params.latencyMs) await delay(params.latencyMs, signal);
    const output = params.maxTokens !== undefined ? prompt.slice(0, params.maxTokens * 4) : prompt;
    return {
      output,
      promptTokens: estimateTokens((params.system ?? "") + prompt),
      completionTokens: estimateTokens(output),
      attempts: 1,
    };
  }
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
