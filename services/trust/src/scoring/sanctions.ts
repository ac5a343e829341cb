/**
 * Built-in deny list. Public sanctions lists publish no Algorand addresses at the time of writing, so
 * the list holds one sentinel that tests and operators can use to see screening work end to end;
 * operators add real entries with SANCTIONS_EXTRA_DENY (comma-separated addresses).
 */
export const BUILT_IN_DENY_LIST: readonly string[] = [
  "SANCTIONSSENTINELAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
];

export interface SanctionsResult {
  listed: boolean;
  source?: "built-in" | "SANCTIONS_EXTRA_DENY";
}

export function sanctionsScreen(extra: readonly string[]): (wallet: string) => SanctionsResult {
  const builtIn = new Set(BUILT_IN_DENY_LIST);
  const configured = new Set(extra);
  return (wallet) => {
    if (builtIn.has(wallet)) return { listed: true, source: "built-in" };
    if (configured.has(wallet)) return { listed: true, source: "SANCTIONS_EXTRA_DENY" };
    return { listed: false };
  };
}

/** The `sanctions` field of the passport, /underwrite and /counterparty-check. */
export function sanctionsField(result: SanctionsResult): { listed: boolean; source?: string } {
  return result.listed ? { listed: true, source: result.source } : { listed: false };
}
