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
    const session = this.session(orgId);
    const texts = new Map<string, string>();
    for (const target of targets) texts.set(target.path, await session.mask(target.path, target.text));
    return { texts, redactions: session.redactions, restore: session.restore };
  }

  /**
   * One placeholder store for several texts masked one after another (an execution's node prompts,
   * each known only when the node before it has answered): one entity keeps one placeholder throughout.
   */
  session(orgId: string): MaskingSession {
    // Built on first use (a platform whose organisations never redact never loads the name lexicon),
    // then shared by every request.
    this.#detectors ??= createDefaultDetectors();
    const redactor = createRedactor({
      secret: this.secretFor(orgId),
      detectors: this.#detectors,
      store: new MemoryPlaceholderStore(),
    });
    const redactions: Redaction[] = [];
    const originals = new Map<string, string>();
    return {
      redactions,
      async mask(path, text) {
        const result = await redactor.redact(text);
        for (const span of result.spans) {
          if (span.placeholder === null) continue;
          redactions.push({ path, type: span.type, start: span.start, end: span.end });
          // The first mention's spelling is the one given back (mentions of one entity share a placeholder).
          if (!originals.has(span.placeholder))
            originals.set(span.placeholder, text.slice(span.start, span.end));
        }
        return result.text;
      },
      restore: (text) =>
        originals.size === 0
          ? text
          : text.replace(PLACEHOLDER_PATTERN, (placeholder) => originals.get(placeholder) ?? placeholder),
    };
  }
}

export interface MaskingSession {
  /** Every value replaced so far, by path. */
  readonly redactions: Redaction[];
  mask(path: string, text: string): Promise<string>;
  restore(text: string): string;
}
