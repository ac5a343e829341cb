import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { hasWordBefore, isDigitCode, isWordCode } from "./context-words.js";
import { PHONE_LABELS } from "./phone-words.js";
import { isVersionQuad } from "./version-context.js";

const CANDIDATE = /\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}/g;

// A quad right after a phone label is a phone number (`Tél. 70.12.34.56`).

function octetValid(octet: string): boolean {
  // Leading zeros (`01`) are rejected: they are octal in some parsers and mark dates or versions.
  return (octet.length === 1 || octet[0] !== "0") && Number(octet) <= 255;
}

/** IPv4 addresses: four octets 0-255, not part of a longer dotted run, not a version number. */
export function findIpv4s(text: string, detector: string): Finding[] {
  const found: Finding[] = [];
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(text); m; m = CANDIDATE.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    const before = text.charCodeAt(start - 1);
    if (isWordCode(before) || isWordCode(text.charCodeAt(end))) continue;
    if (
      (text[start - 1] === "." && isDigitCode(text.charCodeAt(start - 2))) ||
      (text[end] === "." && isDigitCode(text.charCodeAt(end + 1)))
    ) {
      continue;
    }
    // `+994 40.123.45.67`, `Tél. 70.12.34.56`: the dotted groups of a phone number (the phone
    // recogniser reads them); an address is not written after a phone word.
    if (
      /\+\d{1,3}[ \u00a0]$/.test(text.slice(Math.max(0, start - 5), start)) ||
      hasWordBefore(text, start, PHONE_LABELS, 24)
    )
      continue;
    const octets = m[0].split(".");
    // A version (version-context.ts) is the one well-formed address left in the text, by design.
    const valid = octets.every(octetValid) && !isVersionQuad(text, start, end);
    found.push({
      start,
      end,
      type: EntityType.IPV4,
      confidence: valid ? 0.99 : 0,
      detector,
      verdict: valid ? "valid" : "invalid",
      normalized: octets.map(Number).join("."),
    });
  }
  return found;
}
