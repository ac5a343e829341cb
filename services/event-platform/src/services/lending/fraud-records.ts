import { createHash } from "node:crypto";

/** Identifiers of a borrower that the duplicate-identity rule compares. */
export const IDENTIFIER_TYPES = ["pan", "aadhaar", "phone", "email", "bank_account", "device_id"] as const;
export type IdentifierType = (typeof IDENTIFIER_TYPES)[number];

export interface FraudEntry {
  application_id: string;
  at: number;
  amount: number;
}

interface BorrowerRecord {
  entries: FraudEntry[];
  /** Hashes of the borrower's identifiers, by type. */
  identifiers: Map<string, IdentifierType>;
}

export interface FraudAlert {
  rule: "velocity" | "duplicate_identity";
  severity: "medium" | "high";
  detail: Record<string, unknown>;
}

export interface FraudLimits {
  maxBorrowers: number;
  maxEntries: number;
  velocityMax: number;
  velocityWindowMs: number;
}

/**
 * Normalises an identifier (PAN upper-case, Aadhaar and phone digits only — the last ten digits of
 * a phone — e-mail lower-case) and hashes it: the records never hold a national id in clear.
 */
export function identifierHash(type: IdentifierType, value: string): string {
  let normal = value.trim();
  if (type === "pan" || type === "bank_account") normal = normal.toUpperCase().replace(/\s+/g, "");
  if (type === "aadhaar") normal = normal.replace(/\D/g, "");
  if (type === "phone") normal = normal.replace(/\D/g, "").slice(-10);
  if (type === "email") normal = normal.toLowerCase();
  return createHash("sha256").update(`${type}:${normal}`).digest("hex");
}

/**
 * The fraud service's bounded memory: at most `maxBorrowers` borrowers (the one seen least recently
 * is evicted) with at most `maxEntries` applications each (the oldest evicted), and an index from
 * identifier hash to the borrowers that used it.
 */
export class FraudRecords {
  private readonly borrowers = new Map<string, BorrowerRecord>();
  private readonly index = new Map<string, Set<string>>();

  constructor(private readonly limits: FraudLimits) {}

  get size(): number {
    return this.borrowers.size;
  }

  entries(borrowerId: string): readonly FraudEntry[] {
    return this.borrowers.get(borrowerId)?.entries ?? [];
  }

  has(borrowerId: string): boolean {
    return this.borrowers.has(borrowerId);
  }

  /**
   * Records an application and returns the alerts it raises: `velocity` when the borrower has more
   * than `velocityMax` applications in the window ending now (this one included; one exactly a
   * window old no longer counts), `duplicate_identity` for each identifier another borrower used.
   * Recording the same application again changes nothing and returns the same alerts.
   */
  record(
    borrowerId: string,
    entry: FraudEntry,
    identifiers: ReadonlyArray<{ type: IdentifierType; hash: string }>,
  ): FraudAlert[] {
    let record = this.borrowers.get(borrowerId);
    if (record)
      this.borrowers.delete(borrowerId); // re-inserted below: most recently seen last
    else record = { entries: [], identifiers: new Map() };
    this.borrowers.set(borrowerId, record);
    if (!record.entries.some((e) => e.application_id === entry.application_id)) {
      record.entries.push(entry);
      if (record.entries.length > this.limits.maxEntries) record.entries.shift();
    }
    const alerts: FraudAlert[] = [];
    const at = record.entries.find((e) => e.application_id === entry.application_id)?.at ?? entry.at;
    const recent = record.entries.filter(
      (e) => e.at > at - this.limits.velocityWindowMs && e.at <= at,
    ).length;
    if (recent > this.limits.velocityMax) {
      alerts.push({
        rule: "velocity",
        severity: "medium",
        detail: {
          applications_in_window: recent,
          max_applications: this.limits.velocityMax,
          window_hours: this.limits.velocityWindowMs / 3_600_000,
        },
      });
    }
    for (const { type, hash } of identifiers) {
      const users = this.index.get(hash) ?? new Set<string>();
      const others = [...users].filter((b) => b !== borrowerId);
      if (others.length > 0) {
        alerts.push({
          rule: "duplicate_identity",
          severity: "high",
          detail: {
            identifier: type,
            other_borrowers: others.length,
            other_borrower_ids: others.slice(0, 5),
          },
        });
      }
      users.add(borrowerId);
      this.index.set(hash, users);
      record.identifiers.set(hash, type);
    }
    while (this.borrowers.size > this.limits.maxBorrowers) this.evictOldest();
    return alerts;
  }

  private evictOldest(): void {
    const [borrowerId, record] = this.borrowers.entries().next().value as [string, BorrowerRecord];
    this.borrowers.delete(borrowerId);
    for (const hash of record.identifiers.keys()) {
      const users = this.index.get(hash);
      users?.delete(borrowerId);
      if (users?.size === 0) this.index.delete(hash);
    }
  }
}
