import type { BusinessStore } from "../../store/business-store.js";
import { type ConsentCheck, type ConsentRecord, checkConsent } from "./consent-registry.js";

/**
 * The consent service's own records (`consent/`), in the business store because the disbursement
 * saga checks them and may run on another host (decision 0030). Same keys as `ConsentStore`:
 * `consent/id/<consent id>` -> borrower id, `consent/borrower/<borrower id>/<consent id>` -> record,
 * so the store file keeps them where it always did. Processing services' copies (`risk/consent/`,
 * ...) are in the business store too (`ConsentCopies`): the host that handles an application need
 * not be the one that handled its consent events (decision 0036).
 */
export class SharedConsents {
  constructor(
    protected readonly business: BusinessStore,
    protected readonly prefix = "consent/",
  ) {}

  async get(consentId: string): Promise<ConsentRecord | undefined> {
    const borrower = await this.business.read<string>(`${this.prefix}id/${consentId}`);
    if (borrower === undefined) return undefined;
    return (await this.business.read<ConsentRecord>(this.key(borrower.value, consentId)))?.value;
  }

  /**
   * Writes the record unconditionally: each consent event is handled by one process (the service's
   * consumer is shared), and an expiry written by two sweeps writes the same record.
   */
  async put(record: ConsentRecord): Promise<void> {
    await this.business.commit([
      { key: `${this.prefix}id/${record.consent_id}`, value: record.borrower_id },
      { key: this.key(record.borrower_id, record.consent_id), value: record },
    ]);
  }

  async ofBorrower(borrowerId: string): Promise<ConsentRecord[]> {
    return (await this.business.list<ConsentRecord>(`${this.prefix}borrower/${borrowerId}/`)).map(
      (r) => r.value,
    );
  }

  async all(): Promise<ConsentRecord[]> {
    return (await this.business.list<ConsentRecord>(`${this.prefix}borrower/`)).map((r) => r.value);
  }

  async check(borrowerId: string, purpose: string, now: number): Promise<ConsentCheck> {
    return checkConsent(await this.ofBorrower(borrowerId), purpose, now);
  }

  protected key(borrowerId: string, consentId: string): string {
    return `${this.prefix}borrower/${borrowerId}/${consentId}`;
  }
}
