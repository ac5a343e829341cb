import { SyncRedactor } from "redact-pii";
import type { SpanRedactor } from "../eval/evaluate.js";
import type { EntityType } from "../src/entity-type.js";

// redact-pii's labels, mapped to our types where one exists. It has no ORG or IBAN recogniser.
const LABELS: Readonly<Record<string, EntityType | "OTHER">> = {
  EMAIL_ADDRESS: "EMAIL",
  PHONE_NUMBER: "PHONE_E164",
  CREDIT_CARD_NUMBER: "CREDIT_CARD",
  US_SOCIAL_SECURITY_NUMBER: "SSN",
  IP_ADDRESS: "IPV4",
  URL: "URL",
  PERSON_NAME: "PERSON",
  STREET_ADDRESS: "OTHER",
  ZIPCODE: "OTHER",
  DIGITS: "OTHER",
  USERNAME: "OTHER",
  PASSWORD: "OTHER",
  CREDENTIALS: "OTHER",
};
const LABEL = new RegExp(Object.keys(LABELS).join("|"), "g");

/**
 * redact-pii returns only the redacted string, so spans are recovered by aligning the unchanged
 * stretches between its labels with the input. Adjacent labels with nothing between them cannot
 * be separated and count as one span (of the first label's type): a small bias against it.
 */
export function createRedactPiiAdapter(): SpanRedactor & { redactText(text: string): string } {
  const redactor = new SyncRedactor();
  return {
    redactText: (text) => redactor.redact(text),
    async redact(text) {
      const out = redactor.redact(text);
      const spans: { start: number; end: number; type: EntityType }[] = [];
      const labels = [...out.matchAll(LABEL)];
      const segments: string[] = [];
      let last = 0;
      for (const l of labels) {
        segments.push(out.slice(last, l.index));
        last = l.index + l[0].length;
      }
      segments.push(out.slice(last));
      let cursor = segments[0]!.length;
      for (let i = 0; i < labels.length; i++) {
        const next = segments[i + 1]!;
        const nextAt =
          next === "" ? (i + 1 === labels.length ? text.length : cursor) : text.indexOf(next, cursor);
        const end = nextAt < 0 ? text.length : nextAt;
        const type = LABELS[labels[i]![0]]!;
        if (type !== "OTHER" && end > cursor) spans.push({ start: cursor, end, type });
        cursor = end + next.length;
      }
      return { text: out, spans };
    },
  };
}
