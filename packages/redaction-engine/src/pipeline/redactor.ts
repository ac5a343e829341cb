import type { EntityType } from "../entity-type.js";
import type { AnyDetector, DetectContext, Detector, Finding } from "../finding.js";
import { hmacSha256Hex, sha256Hex } from "../hashing.js";
import { Action, allowKey, DEFAULT_POLICY, type Policy } from "../policy/policy.js";
import { PolicyError } from "../policy/policy-error.js";
import { createLookalikes } from "../replacement/lookalike.js";
import { maskValue } from "../replacement/mask.js";
import { formatPlaceholder } from "../replacement/placeholder.js";
import { MemoryPlaceholderStore } from "../store/memory-placeholder-store.js";
import type { PlaceholderRequest, PlaceholderStore } from "../store/placeholder-store.js";
import type { WorkMeter } from "../work-meter.js";
import { type AuditEntity, type AuditRecord, countBy } from "./audit.js";
import { createDefaultDetectors } from "./default-detectors.js";
import { fuse } from "./fusion.js";
import { RedactorConfigError } from "./redactor-config-error.js";

/** One entity in the result. Offsets are UTF-16 code units (JavaScript string indices). */
export interface RedactionSpan {
  /** Offsets into the input text. */
  readonly start: number;
  readonly end: number;
  /** Offsets of the replacement in the output text. */
  readonly outputStart: number;
  readonly outputEnd: number;
  readonly type: EntityType;
  readonly action: Action;
  /** What replaced the value: `[EMAIL_0001]`, a lookalike, a mask; null for `keep`. */
  readonly placeholder: string | null;
  readonly detector: string;
  readonly confidence: number;
}

export interface RedactionResult {
  readonly text: string;
  readonly spans: readonly RedactionSpan[];
  /** Lower-case hex sha256 of `text` (UTF-8). */
  readonly digest: string;
  readonly policyVersion: string;
  readonly audit: AuditRecord;
}

/** Detection only: fused, thresholded, allow-listed findings, before any replacement. */
export interface Detection {
  readonly findings: readonly Finding[];
  readonly rejected: Readonly<Partial<Record<EntityType, number>>>;
  readonly allowed: number;
}

export interface RedactorOptions {
  /** Keys the entity HMAC: keep it secret and stable, or placeholders change. At least 16 characters. */
  readonly secret: string | Uint8Array;
  readonly policy?: Policy;
  /**
   * Default: `createDefaultDetectors()` (pattern + entity). Async detectors (an ONNX model) are
   * awaited by `redact` and `detectAsync`.
   */
  readonly detectors?: readonly AnyDetector[];
  /** Default: a new `MemoryPlaceholderStore`. Share one store to share placeholders. */
  readonly store?: PlaceholderStore;
  /** Counts work in every stage (tests of linear growth); absent in normal use. */
  readonly meter?: WorkMeter;
}

export interface Redactor {
  readonly policy: Policy;
  readonly detectorNames: readonly string[];
  /** Synchronous detection; throws `RedactorConfigError` when the redactor has an async detector. */
  detect(text: string): Detection;
  /** Detection with every detector, async ones included. */
  detectAsync(text: string): Promise<Detection>;
  redact(text: string): Promise<RedactionResult>;
}

export const MIN_SECRET_LENGTH = 16;

/**
 * Builds the pipeline: detect (every selected detector) -> drop invalid look-alikes ->
 * threshold and allow-list per type -> fuse -> entity keys (HMAC of type and normalised value)
 * -> counters from the store -> replace -> digest and audit.
 * The same input and the same store state always give the same output.
 */
export function createRedactor(options: RedactorOptions): Redactor {
  const { secret } = options;
  if ((typeof secret === "string" ? secret.length : (secret?.length ?? 0)) < MIN_SECRET_LENGTH) {
    throw new RedactorConfigError(`secret must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  const policy = options.policy ?? DEFAULT_POLICY;
  const available = options.detectors ?? createDefaultDetectors();
  const detectors = selectDetectors(available, policy);
  const store = options.store ?? new MemoryPlaceholderStore();
  const entityKey = hmacSha256Hex(secret);
  const lookalike = createLookalikes(secret);
  const meter = options.meter;
  const context: DetectContext = {
    types: new Set(policy.types.keys()),
    phoneRegions: policy.phoneRegions,
    ...(meter ? { meter } : {}),
  };
  const detectorNames = detectors.map((d) => d.name);

  const asyncNames = detectors.filter((d) => d.async === true).map((d) => d.name);

  /** Thresholds, allow-lists and fuses each detector's findings (`found[i]` from `detectors[i]`). */
  function collect(text: string, found: readonly (readonly Finding[])[]): Detection {
    const rejected: Finding[] = [];
    const kept: Finding[] = [];
    let allowed = 0;
    for (const findings of found) {
      for (const f of findings) {
        const rule = policy.types.get(f.type);
        if (!rule) continue;
        if (f.verdict === "invalid") rejected.push(f);
        else if (f.confidence < rule.minConfidence) continue;
        else if (
          rule.allow.size > 0 &&
          (rule.allow.has(allowKey(text.slice(f.start, f.end))) || rule.allow.has(allowKey(f.normalized)))
        )
          allowed++;
        else kept.push(f);
      }
    }
    return { findings: fuse(text, kept, meter), rejected: countBy(rejected, (f) => f.type), allowed };
  }

  function detect(text: string): Detection {
    if (asyncNames.length > 0) {
      throw new RedactorConfigError(
        `detect() is synchronous but detector ${asyncNames.map((n) => `"${n}"`).join(", ")} is async; use detectAsync() or redact()`,
      );
    }
    return collect(
      text,
      (detectors as readonly Detector[]).map((d) => d.detect(text, context)),
    );
  }

  async function detectAsync(text: string): Promise<Detection> {
    // Synchronous detectors run to completion before any async one starts, so that an async
    // detector's elapsed time is its own work.
    const found: (readonly Finding[] | Promise<Finding[]>)[] = detectors.map((d) =>
      d.async === true ? [] : d.detect(text, context),
    );
    detectors.forEach((d, i) => {
      if (d.async === true) found[i] = d.detect(text, context);
    });
    return collect(text, await Promise.all(found));
  }

  async function redact(text: string): Promise<RedactionResult> {
    const { findings, rejected, allowed } = asyncNames.length > 0 ? await detectAsync(text) : detect(text);
    const rules = findings.map((f) => policy.types.get(f.type)!);
    const requests: PlaceholderRequest[] = [];
    const requestIndex = new Map<string, number>();
    const keyOf = new Array<number | undefined>(findings.length);
    for (let i = 0; i < findings.length; i++) {
      const { action } = rules[i]!;
      if (action !== Action.PLACEHOLDER && action !== Action.LOOKALIKE) continue;
      const f = findings[i]!;
      // One HMAC per distinct entity, not per mention: repeated names cost a map lookup.
      const message = `${f.type}\u001f${f.normalized}`;
      let at = requestIndex.get(message);
      if (at === undefined) {
        at = requests.push({ type: f.type, key: entityKey(message) }) - 1;
        requestIndex.set(message, at);
      }
      keyOf[i] = at;
    }
    const counters = requests.length > 0 ? await store.assign(requests) : [];
    meter?.add(findings.length + requests.length);

    // The output's pieces, the spans and the audit's copy of them (no replacement strings), in one pass.
    const pieces = new Array<string>(2 * findings.length + 1);
    const spans = new Array<RedactionSpan>(findings.length);
    const entities = new Array<AuditEntity>(findings.length);
    let cursor = 0;
    let outLength = 0;
    for (let i = 0; i < findings.length; i++) {
      const f = findings[i]!;
      const rule = rules[i]!;
      const { action } = rule;
      const before = text.slice(cursor, f.start);
      pieces[2 * i] = before;
      outLength += before.length;
      const at = keyOf[i];
      const counter = at === undefined ? 0 : counters[at]!;
      const original = text.slice(f.start, f.end);
      const replacement =
        action === Action.PLACEHOLDER
          ? formatPlaceholder(f.type, counter)
          : action === Action.LOOKALIKE
            ? lookalike(f.type, counter)
            : action === Action.MASK
              ? maskValue(original, rule.maskChar, rule.keepLast)
              : null;
      const out = replacement ?? original;
      pieces[2 * i + 1] = out;
      const confidence = Math.round(f.confidence * 1000) / 1000;
      spans[i] = {
        start: f.start,
        end: f.end,
        outputStart: outLength,
        outputEnd: outLength + out.length,
        type: f.type,
        action,
        placeholder: replacement,
        detector: f.detector,
        confidence,
      };
      entities[i] = { type: f.type, start: f.start, end: f.end, action, detector: f.detector, confidence };
      outLength += out.length;
      cursor = f.end;
    }
    pieces[2 * findings.length] = text.slice(cursor);
    const output = pieces.join("");
    const digest = sha256Hex(output);
    return {
      text: output,
      spans,
      digest,
      policyVersion: policy.version,
      audit: {
        policyVersion: policy.version,
        digest,
        inputLength: text.length,
        outputLength: output.length,
        detectors: detectorNames,
        entities,
        counts: countBy(spans, (s) => s.type),
        rejected,
        allowed,
      },
    };
  }

  return { policy, detectorNames, detect, detectAsync, redact };
}

function selectDetectors(available: readonly AnyDetector[], policy: Policy): readonly AnyDetector[] {
  if (!policy.detectors) return available;
  const names = available.map((d) => d.name);
  const unknown = policy.detectors.filter((n) => !names.includes(n));
  if (unknown.length > 0) {
    throw new PolicyError(
      unknown.map((n) => ({
        path: "detectors",
        message: `unknown detector "${n}" (available: ${names.join(", ")})`,
      })),
    );
  }
  return available.filter((d) => policy.detectors!.includes(d.name));
}
