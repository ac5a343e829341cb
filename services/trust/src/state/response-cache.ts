/** A response cache of serialised JSON: /score, /passport and /verify answers for 60 s. */
export interface ResponseCache {
  /** The cached body, or the one `produce` makes (and caches); concurrent misses share one produce. */
  load(key: string, produce: () => Promise<string>): Promise<string>;
  delete(key: string): void | Promise<void>;
}
