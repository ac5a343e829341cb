import { useEffect, useState } from "react";
import { api } from "./api/http";
import type { Capability } from "./api/types";

/**
 * Capability names by id for the ids a list shows (the API has no bulk lookup, so each distinct id
 * is fetched once per page and kept); unknown ids stay absent until they load.
 */
export function useCapabilityNames(ids: readonly string[]): ReadonlyMap<string, string> {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const wanted = [...new Set(ids)].sort().join(",");

  useEffect(() => {
    const missing = wanted ? wanted.split(",").filter((id) => !names.has(id)) : [];
    if (missing.length === 0) return;
    const controller = new AbortController();
    void Promise.all(
      missing.map((id) =>
        api<Capability>("GET", `/api/capabilities/${encodeURIComponent(id)}`, {
          signal: controller.signal,
        }).then(
          (c) => [id, c.name] as const,
          () => undefined,
        ),
      ),
    ).then((found) => {
      if (controller.signal.aborted) return;
      setNames((prev) => new Map([...prev, ...found.filter((f) => f !== undefined)]));
    });
    return () => controller.abort();
  }, [wanted, names]);

  return names;
}
