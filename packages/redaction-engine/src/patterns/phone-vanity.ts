import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { hasWordBefore } from "./context-words.js";
import { PHONE_WORDS } from "./phone-words.js";

// North American numbers spelled on the keypad (`1-800-FLOWERS`, `(888) GOT-JUNK`, `call
// 877-555-TAXI`): the letters stand for digits. Only in the forms that say "phone number": the
// `1` trunk prefix, the area code in brackets, or a phone word before it; a bare `800-ABC1234` is a
// part number as often.
const VANITY =
  /(?<![\p{L}\p{N}+])(\+?1[-. ])?(\([2-9]\d{2}\)|[2-9]\d{2})[-. ]?([A-Z0-9]{3}[-. ]?[A-Z0-9]{4})(?![\p{L}\p{N}])/gu;
const KEYPAD = "22233344455566677778889999";

/** Phone numbers with letters for digits, normalised to E.164. */
export function findVanityPhones(text: string, detector: string): Finding[] {
  const found: Finding[] = [];
  // Three capital letters in a row: most texts have none and skip the scan.
  if (!/[A-Z]{3}/.test(text)) return found;
  for (const m of text.matchAll(VANITY)) {
    const [written, prefix, area, rest] = m as unknown as [string, string | undefined, string, string];
    const letters = rest.replace(/[^A-Z]/g, "").length;
    if (letters < 3 || !/[A-Z]{3}/.test(rest)) continue;
    if (!prefix && !area.startsWith("(") && !hasWordBefore(text, m.index, PHONE_WORDS, 24)) continue;
    const line = rest.replace(/[-. ]/g, "").replace(/[A-Z]/g, (c) => KEYPAD[c.charCodeAt(0) - 65]!);
    // The exchange, like the area code, starts with 2-9.
    if (!/^[2-9]/.test(line)) continue;
    found.push({
      start: m.index,
      end: m.index + written.length,
      type: EntityType.PHONE_E164,
      confidence: 0.85,
      detector,
      verdict: "valid",
      normalized: `+1${area.replace(/\D/g, "")}${line}`,
    });
  }
  return found;
}
