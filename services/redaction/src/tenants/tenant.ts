import { createHmac } from "node:crypto";

/** A tenant name in REDACT_API_KEYS: it ends up in store keys, audit lines and Redis key names. */
export const TENANT_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
/** Names of the form a bare key's tenant gets (`key-` and a 12-digit key id): not for `tenant:key`. */
const BARE_KEY_TENANT = /^key-[0-9a-f]{12}$/;

/** One REDACT_API_KEYS entry: `key` (its own tenant) or `tenant:key` (split at the first colon). */
export function parseApiKeyEntry(entry: string): { tenant: string | undefined; key: string } {
  const colon = entry.indexOf(":");
  if (colon < 0) return { tenant: undefined, key: entry };
  return { tenant: entry.slice(0, colon), key: entry.slice(colon + 1) };
}

/** What is wrong with REDACT_API_KEYS entries, one message each; empty when all are well-formed. */
export function apiKeyEntryProblems(entries: readonly string[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, i) => {
    const { tenant, key } = parseApiKeyEntry(entry);
    const where = `REDACT_API_KEYS entry ${i + 1}`;
    if (tenant !== undefined && !TENANT_NAME.test(tenant))
      problems.push(`${where}: tenant must be 1-64 letters, digits, '_', '.' or '-' (before the first ':')`);
    else if (tenant !== undefined && BARE_KEY_TENANT.test(tenant))
      problems.push(`${where}: tenant names of the form key-<12 hex digits> are reserved for bare keys`);
    if (key === "") problems.push(`${where}: the key after "${tenant}:" is empty`);
    if (seen.has(key)) problems.push(`${where}: the same key is listed twice`);
    seen.add(key);
  });
  return problems;
}

/**
 * The tenant's own HMAC secret: HMAC-SHA256(REDACT_SECRET, "redaction-tenant\x1f" + tenant), hex.
 * Entity keys and lookalikes of two tenants are unrelated, and nobody holding one tenant's
 * derived secret learns REDACT_SECRET or another tenant's. `legacyTenant` keeps REDACT_SECRET
 * itself, so the mappings an existing store holds stay valid for it (docs/redaction.md, Tenants).
 */
export function tenantSecret(secret: string, tenant: string, legacyTenant: string): string {
  if (tenant === legacyTenant) return secret;
  return createHmac("sha256", secret).update(`redaction-tenant\u001f${tenant}`, "utf8").digest("hex");
}
