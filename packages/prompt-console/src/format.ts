/** Display helpers: dates in the reader's locale, hashes shortened, money in USD. */

export function formatTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

export const shortHash = (hash: string, length = 12) =>
  hash.length > length ? `${hash.slice(0, length)}…` : hash;

export function formatUsd(value: number | null | undefined, digits = 4): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  return `$${value.toFixed(digits)}`;
}

export const formatPercent = (ratio: number | null | undefined) =>
  ratio === null || ratio === undefined || !Number.isFinite(ratio) ? "—" : `${(ratio * 100).toFixed(1)}%`;

/** `user:0193…` → the member's name when known, else the actor id shortened. */
export function actorName(actor: string, names: ReadonlyMap<string, string>): string {
  const [kind, id = ""] = actor.split(/:(.*)/s);
  if (kind === "user" && names.has(id)) return names.get(id)!;
  return kind && id ? `${kind}:${shortHash(id, 10)}` : actor;
}
