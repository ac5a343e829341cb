/**
 * Values with the shape (and checksum) of personal data that identify no person: published test
 * and sample numbers, the reserved example domains, shared role inboxes. Data, as the recognizers'
 * `notPersonal` hooks. The redaction pipeline does not use them (masking a test number costs
 * nothing); the prompt platform's firewall does, so that it does not warn about a documentation
 * example.
 */

/** Published test card numbers (Stripe, Braintree, Adyen, PayPal docs): not anyone's card. */
export const TEST_CARD_NUMBERS: ReadonlySet<string> = new Set([
  "4242424242424242",
  "4000056655665556",
  "4111111111111111",
  "4012888888881881",
  "4222222222222",
  "5555555555554444",
  "5200828282828210",
  "5105105105105100",
  "2223003122003222",
  "378282246310005",
  "371449635398431",
  "378734493671000",
  "6011111111111117",
  "6011000990139424",
  "3056930009020004",
  "36227206271667",
  "3566002020360505",
  "6200000000000005",
  "4000000000000002",
  "4000000000009995",
  "4000002500003155",
]);

/** SSNs published as examples (on a wallet insert, in ads, as "123-45-6789"), never anyone's. */
export const SAMPLE_SSNS: ReadonlySet<string> = new Set(["078051120", "219099999", "123456789"]);

// RFC 2606 and RFC 6761: domains reserved for documentation and testing.
const RESERVED_DOMAIN =
  /(?:^|\.)(?:example\.(?:com|net|org)|[^.]+\.(?:test|example|invalid|localhost|local)|localhost)$/i;
// Shared inboxes of a team or a function, not of a person.
const ROLE_INBOX =
  /^(?:support|info|sales|help|helpdesk|contact|hello|team|billing|noreply|no-reply|donotreply|do-not-reply|admin|office|security|abuse|postmaster|webmaster|hostmaster|privacy|press|media|careers|jobs|hr|marketing|feedback|service|customerservice|customer\.service|orders|returns|legal|compliance|accounts|invoices|enquiries|inquiries|notifications|alerts)$/i;

/** An address at a reserved example domain, or a role inbox such as `support@`. */
export function impersonalEmail(normalized: string): boolean {
  const at = normalized.lastIndexOf("@");
  return RESERVED_DOMAIN.test(normalized.slice(at + 1)) || ROLE_INBOX.test(normalized.slice(0, at));
}
