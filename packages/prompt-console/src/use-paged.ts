import { useCallback, useEffect, useState } from "react";
import { api } from "./api/http";
import type { Page } from "./api/types";

export interface Paged<T> {
  items: T[];
  error: unknown;
  loading: boolean;
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
}

/** A `{items, nextCursor}` list: the first page, then more pages on request. */
export function usePaged<T>(path: string | null): Paged<T> {
  const [items, setItems] = useState<T[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(false);
  const [tick, setTick] = useState(0);

  const fetchPage = useCallback(
    async (after: string | null, signal?: AbortSignal) => {
      if (path === null) return;
      setLoading(true);
      try {
        const sep = path.includes("?") ? "&" : "?";
        const url = after ? `${path}${sep}cursor=${encodeURIComponent(after)}` : path;
        const page = await api<Page<T>>("GET", url, signal ? { signal } : {});
        setItems((prev) => (after ? [...prev, ...page.items] : page.items));
        setCursor(page.nextCursor);
        setError(undefined);
      } catch (failure) {
        if (!signal?.aborted) setError(failure);
      } finally {
        if (!signal?.aborted) setLoading(false);
      }
    },
    [path],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: tick is the reload trigger
  useEffect(() => {
    const controller = new AbortController();
    void fetchPage(null, controller.signal);
    return () => controller.abort();
  }, [fetchPage, tick]);

  return {
    items,
    error,
    loading,
    hasMore: cursor !== null,
    loadMore: () => void fetchPage(cursor),
    reload: () => setTick((t) => t + 1),
  };
}
