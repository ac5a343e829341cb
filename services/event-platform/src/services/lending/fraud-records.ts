import { createHash } from "node:crypto";
import { type BusinessStore, type BusinessWrite, commitWithRetry } from "../../store/business-store.js";

/** Identifiers of a borrower that the duplicate-identity rule compares. */
export const IDENTIFIER_TYPES = ["pan", "aadhaar", "phone", "email", "bank_account", "device_id"] as const;
export type IdentifierType = (typeof IDENTIFIER_TYPES)[number];

export interface FraudEntry {
  application_id: string;
  at: number;
  amount: number;
}

/** `fraud/borrower/<borrower id>`. */
interface BorrowerRecord {
  entries: FraudEntry[];
  /** The borrower's identifier hashes, each with its type. */
  identifiers: Record<string, IdentifierType>;
  /** When last seen: the key of its `fraud/seen/` entry, which orders eviction. */
  seen_at: number;
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
 * The fraud service's records, in the business store so that every host applies the rules to every
 * application whichever host recorded it (decision 0036): at most `maxBorrowers` borrowers (the one
 * seen least recently is evicted) with at most `maxEntries` applications each (the oldest evicted),
 * and an index from identifier hash to the borrowers that used it. Keys under the prefix (`fraud/`):
 * `borrower/<id>` the borrower's record, `identifier/<hash>` the borrowers of an identifier in the
 * order they first used it, `seen/<last seen, ms, 16 digits>/<id>` the eviction order, `borrowers`
 * the count. Recording is a read-modify-write of those records, committed only if none changed
 * since read (else read and decide again), so applications of one borrower or one identifier
 * recorded on two hosts at once are counted as on one host.
 */
export class FraudRecords {
  constructor(
    private readonly business: BusinessStore,
    private readonly limits: FraudLimits,
    private readonly prefix = "fraud/",
  ) {}

  /** How many borrowers are recorded. */
  async size(): Promise<number> {
    return (await this.business.read<number>(this.countKey))?.value ?? 0;
  }

  async entries(borrowerId: string): Promise<readonly FraudEntry[]> {
    return (await this.borrower(borrowerId))?.value.entries ?? [];
  }

  async has(borrowerId: string): Promise<boolean> {
    return (await this.borrower(borrowerId)) !== undefined;
  }

  /**
   * Records an application and returns the alerts it raises: `velocity` when the borrower has more
   * than `velocityMax` applications in the window ending at this one (this one included; one exactly
   * a window old no longer counts), `duplicate_identity` for each identifier another borrower used.
   * Recording the same application again changes nothing and returns the same alerts.
   */
  async record(
    borrowerId: string,
    entry: FraudEntry,
    identifiers: ReadonlyArray<{ type: IdentifierType; hash: string }>,
  ): Promise<FraudAlert[]> {
    const { alerts, added } = await commitWithRetry(this.business, async () => {
      const current = await this.borrower(borrowerId);
      const record: BorrowerRecord = current
        ? structuredClone(current.value)
        : { entries: [], identifiers: {}, seen_at: entry.at };
      const writes: BusinessWrite[] = [];
      if (!record.entries.some((e) => e.application_id === entry.application_id)) {
        record.entries.push(entry);
        if (record.entries.length > this.limits.maxEntries) record.entries.shift();
      }
      const alerts: FraudAlert[] = [];
      const velocity = this.velocity(record.entries, entry);
      if (velocity) alerts.push(velocity);
      for (const { type, hash } of identifiers) {
        const key = `${this.prefix}identifier/${hash}`;
        const users = await this.business.read<string[]>(key);
        const others = (users?.value ?? []).filter((b) => b !== borrowerId);
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
        if (!users?.value.includes(borrowerId))
          writes.push({
            key,
            value: [...(users?.value ?? []), borrowerId],
            expect: users?.revision ?? "absent",
          });
        record.identifiers[hash] = type;
      }
      // Seen now: it moves to the end of the eviction order (never back, whatever the hosts' clocks).
      const seenBefore = current ? this.seenKey(record.seen_at, borrowerId) : undefined;
      record.seen_at = Math.max(record.seen_at, entry.at);
      const seen = this.seenKey(record.seen_at, borrowerId);
      if (seen !== seenBefore) {
        if (seenBefore) writes.push({ key: seenBefore });
        writes.push({ key: seen, value: borrowerId });
      }
      writes.push({
        key: this.borrowerKey(borrowerId),
        value: record,
        expect: current?.revision ?? "absent",
      });
      if (!current) {
        const count = await this.business.read<number>(this.countKey);
        writes.push({
          key: this.countKey,
          value: (count?.value ?? 0) + 1,
          expect: count?.revision ?? "absent",
        });
      }
      return { writes, result: { alerts, added: !current } };
    });
    if (added) await this.evict();
    return alerts;
  }

  private velocity(entries: readonly FraudEntry[], entry: FraudEntry): FraudAlert | undefined {
    // The application's own time: recorded again later, it counts the same window.
    const at = entries.find((e) => e.application_id === entry.application_id)?.at ?? entry.at;
    const recent = entries.filter((e) => e.at > at - this.limits.velocityWindowMs && e.at <= at).length;
    if (recent <= this.limits.velocityMax) return undefined;
    return {
      rule: "velocity",
      severity: "medium",
      detail: {
        applications_in_window: recent,
        max_applications: this.limits.velocityMax,
        window_hours: this.limits.velocityWindowMs / 3_600_000,
      },
    };
  }

  /** Evicts the borrowers seen least recently while there are more than `maxBorrowers`. */
  private async evict(): Promise<void> {
    for (;;) {
      const done = await commitWithRetry(this.business, async () => {
        const count = await this.business.read<number>(this.countKey);
        if (!count || count.value <= this.limits.maxBorrowers) return { writes: [], result: true };
        const [oldest] = await this.business.list<string>(`${this.prefix}seen/`, 1);
        if (!oldest) return { writes: [], result: true };
        const record = await this.borrower(oldest.value);
        const writes: BusinessWrite[] = [{ key: oldest.key, expect: oldest.revision }];
        if (record) {
          writes.push({ key: record.key, expect: record.revision });
          writes.push({ key: this.countKey, value: count.value - 1, expect: count.revision });
          // Its identifiers leave the index with it.
          for (const hash of Object.keys(record.value.identifiers)) {
            const key = `${this.prefix}identifier/${hash}`;
            const users = await this.business.read<string[]>(key);
            if (!users) continue;
            const left = users.value.filter((b) => b !== oldest.value);
            writes.push({ key, ...(left.length > 0 ? { value: left } : {}), expect: users.revision });
          }
        }
        return { writes, result: false };
      });
      if (done) return;
    }
  }

  private borrower(borrowerId: string) {
    return this.business.read<BorrowerRecord>(this.borrowerKey(borrowerId));
  }

  private borrowerKey(borrowerId: string): string {
    return `${this.prefix}borrower/${borrowerId}`;
  }

  private seenKey(at: number, borrowerId: string): string {
    return `${this.prefix}seen/${String(Math.max(0, Math.floor(at))).padStart(16, "0")}/${borrowerId}`;
  }

  private get countKey(): string {
    return `${this.prefix}borrowers`;
  }
}
