import { useMemo } from "react";
import type { Member } from "./api/types";
import { useApi } from "./use-api";

/** Member names by user id, to show people instead of ids (empty until loaded). */
export function useMemberNames(): ReadonlyMap<string, string> {
  const members = useApi<{ items: Member[] }>("/api/members");
  return useMemo(() => new Map((members.data?.items ?? []).map((m) => [m.userId, m.name])), [members.data]);
}
