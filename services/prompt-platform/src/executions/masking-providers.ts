import type { MaskingSession } from "../firewall/masking/pii-masker.js";
import type { ModelProvider, ProviderRegistry } from "../providers/model-provider.js";

/**
 * The firewall's `redact` on an execution: each provider's prompt is masked (the redaction engine's
 * placeholders) before it leaves, and, with `restore`, each output gets the values back before the
 * next node or the caller sees it. One session per execution, so an entity keeps its placeholder
 * across nodes and the mapping lives only while the execution runs. Node parameters (such as a
 * system text) are passed as they are.
 */
export function maskingProviders(
  providers: Pick<ProviderRegistry, "get">,
  session: MaskingSession,
  restore: boolean,
): Pick<ProviderRegistry, "get"> {
  return {
    get(name: string): ModelProvider {
      const provider = providers.get(name);
      return {
        name: provider.name,
        async complete(request) {
          const prompt = await session.mask("/prompt", request.prompt);
          const done = await provider.complete({ ...request, prompt });
          return restore ? { ...done, output: session.restore(done.output) } : done;
        },
      };
    },
  };
}
