/** The one self-listing entry of the discovery catalog. */
export interface CatalogEntry {
  id: string;
  name: string;
  description: string;
  category: string;
  tags: string[];
  url: string;
  pricing: Record<string, string>;
  endpoints: string[];
}

/** `perItem`: routes priced per item of the request, with the item's name ("/score/batch": "wallet"). */
export function catalogEntry(
  baseUrl: string,
  prices: Record<string, number>,
  perItem: Record<string, string> = {},
): CatalogEntry {
  return {
    id: "algorand-trust-service",
    name: "Algorand Trust Service",
    description:
      "Trust, delegation, sybil, reputation, credit and underwriting scores for Algorand wallets, pay per call over x402.",
    category: "risk-scoring",
    tags: ["algorand", "trust", "reputation", "sybil", "underwriting", "x402", "usdc"],
    url: baseUrl,
    pricing: Object.fromEntries(
      Object.entries(prices).map(([path, usdc]) => [
        path,
        `${usdc} USDC${perItem[path] ? ` per ${perItem[path]}` : ""}`,
      ]),
    ),
    endpoints: Object.keys(prices),
  };
}

/** Case-insensitive substring match over name, description, category and tags. */
export function searchCatalog(entries: CatalogEntry[], q: string | undefined, limit: number): CatalogEntry[] {
  const needle = (q ?? "").trim().toLowerCase();
  const matches = entries.filter(
    (e) =>
      needle === "" ||
      [e.name, e.description, e.category, ...e.tags].some((text) => text.toLowerCase().includes(needle)),
  );
  return matches.slice(0, limit);
}
