import {
  type AnyDetector,
  createDefaultDetectors,
  createRedactor,
  MemoryPlaceholderStore,
  PLACEHOLDER_PATTERN,
} from "@platform/redaction-engine";
import type { ScanTarget } from "../scanner/scanner.js";

/** Where a value was replaced and by which entity type: what audit frames carry, never the value. */
export interface Redaction {
  path: string;
  type: string;
  start: number;
  end: number;
}

/** One request's masking: the texts to forward, where values were replaced, and the way back. */
export interface Masking {
  /** Every target's text with PII replaced by placeholders (`[EMAIL_0001]`), by path. */
  texts: Map<string, string>;
  redactions: Redaction[];
  /** Puts the original values back for the placeholders this masking made; other text is unchanged. */
  restore(text: string): string;
}

/**
 * PII masking with @platform/redaction-engine (its default detectors and placeholders). Each call
 * gets a fresh placeholder store, so counters start at 0001 per request, the same entity has one
 * placeholder across the request's texts, and the placeholder-to-value mapping lives only in this
 * request's memory: nothing is shared between requests or organisations. The engine's entity keys
 * use a per-organisation secret for the same reason.
 */
export class PiiMasker {
  #detectors: readonly AnyDetector[] | undefined;

  constructor(
    private readonly secretFor: (orgId: string) => string,
    detectors?: readonly AnyDetector[],
  ) {
    this.#detectors = detectors;
  }

  async mask(orgId: string, targets: readonly ScanTarget[]): Promise<Masking> {
    // Built on first use (a platform whose organisations never redact never loads the name lexicon),
    // then shared by every request.
    this.#detectors ??= createDefaultDetectors();
    const redactor = createRedactor({
      secret: this.secretFor(orgId),
      detectors: this.#detectors,
      store: new MemoryPlaceholderStore(),
    });
    const texts = new Map<string, string>();
    const redactions: Redaction[] = [];
    const originals = new Map<string, string>();
    for (const target of targets) {
      const result = await redactor.redact(target.text);
      texts.set(target.path, result.text);
      for (const span of result.spans) {
        if (span.placeholder === null) continue;
        redactions.push({ path: target.path, type: span.type, start: span.start, end: span.end });
        // The first mention's spelling is the one given back (mentions of one entity share a placeholder).
        if (!originals.has(span.placeholder))
          originals.set(span.placeholder, target.text.slice(span.start, span.end));
      }
    }
    return {
      texts,
      redactions,
      restore: (text) =>
        originals.size === 0
          ? text
          : text.replace(PLACEHOLDER_PATTERN, (placeholder) => originals.get(placeholder) ?? placeholder),
    };
  }
}
