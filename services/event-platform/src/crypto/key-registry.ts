import { AuthzError } from "../errors.js";

interface SourceKeys {
  /** Undefined when only retired keys are known. */
  current: string | undefined;
  /** Earlier keys and when they were replaced (ms). */
  retired: Map<string, number>;
}

/**
 * Which keys each known source may sign with. A rotation keeps the previous key valid for the
 * signature replay window, so events signed just before the rotation still verify. A source that
 * was never registered is checked on its signature alone, unless `strict` is set.
 */
export class KeyRegistry {
  private readonly sources = new Map<string, SourceKeys>();

  constructor(private readonly options: { replayWindowMs: number; strict?: boolean; now?: () => number }) {}

  /**
   * Registers `sourceKey` as the current key of `source`; a different earlier key is retired at
   * `replacedAt` (ms; now by default, never later than now).
   */
  register(source: string, sourceKey: string, replacedAt?: number): void {
    const entry = this.sources.get(source);
    if (!entry) {
      this.sources.set(source, { current: sourceKey, retired: new Map() });
      return;
    }
    if (entry.current === sourceKey) return;
    if (entry.current !== undefined) {
      entry.retired.set(entry.current, Math.min(replacedAt ?? Number.POSITIVE_INFINITY, this.now()));
    }
    entry.retired.delete(sourceKey);
    entry.current = sourceKey;
  }

  /**
   * Records `sourceKey` as a key `source` used until `retiredAt` (ms): accepted for the replay
   * window after that moment. Used for rotations made by another process (`eventctl identity
   * --force`), read from the identity directory at start. The current key is never retired.
   */
  retire(source: string, sourceKey: string, retiredAt: number): void {
    const entry = this.sources.get(source);
    if (!entry) {
      this.sources.set(source, { current: undefined, retired: new Map([[sourceKey, retiredAt]]) });
      return;
    }
    if (entry.current !== sourceKey) entry.retired.set(sourceKey, retiredAt);
  }

  /** Throws AuthzError when `source` may not sign with `sourceKey` now. */
  check(source: string, sourceKey: string): void {
    const entry = this.sources.get(source);
    if (!entry) {
      if (this.options.strict) throw new AuthzError(`unknown source: ${source}`);
      return;
    }
    if (entry.current === sourceKey) return;
    const retiredAt = entry.retired.get(sourceKey);
    if (retiredAt === undefined) throw new AuthzError(`source_key is not a key of ${source}`);
    if (this.now() - retiredAt > this.options.replayWindowMs) {
      throw new AuthzError(`source_key of ${source} was rotated out beyond the replay window`);
    }
  }

  currentKey(source: string): string | undefined {
    return this.sources.get(source)?.current;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
