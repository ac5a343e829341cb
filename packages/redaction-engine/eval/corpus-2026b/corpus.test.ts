import { describe, expect, it } from "vitest";
import { HELDOUT_CORPUS } from "../corpus-2026/heldout.js";
import { TUNE_CORPUS } from "../corpus-2026/tune.js";
import { describeCorpusHonesty } from "../corpus-honesty-suite.js";
import { parseMarkup } from "../labelled-doc.js";
import { HELDOUT_B_CORPUS, HELDOUT_B_NEGATIVES } from "./heldout.js";
import { independenceClashes, unlabelledSsnsAndNinos } from "./honesty.js";

// Greetings, honorifics and kinship titles of the languages used here stay outside PERSON spans.
const TITLE_OR_GREETING =
  /^(?:Mr|Mrs|Ms|Dr|Dra|Prof|Pr|Herr|Frau|Sr|Sra|Lic|Ing|M|Mme|Maître|Mag|OA|dott|dott\.ssa|sig|sig\.ra|doña|don|D|Pan|Pani|Pak|Ibu|Ông|Bà|κ|Hi|Hello|Dear|Guten Tag|Beste|Bonjour|Hola|Estimado|Gentile|Kedves|Namaste|Hej|Moin|Grüezi)\b\.?\s/iu;
// Card schemes and payment products are not organisations (README conventions).
const NOT_ORG =
  /^(?:Visa|Mastercard|Amex|American Express|Discover|JCB|Bancontact|Swish|Bizum|PIX|MB WAY|Vipps|Yape|UPI)$/i;

// Retired into the tuning pool (decision 0042); it was written as a held-out set, hence the ids.
describeCorpusHonesty({
  name: "corpus-2026b",
  idPrefix: "heldout-b-",
  marked: HELDOUT_B_CORPUS,
  negatives: { docs: HELDOUT_B_NEGATIVES, lookalikesAtLeast: 4 },
  minDocs: 80,
  // Documents of 0.2-1.6 KB of UTF-8, as the brief asked.
  bytes: [200, 1640],
  titles: [TITLE_OR_GREETING],
  notOrg: NOT_ORG,
  others: [...TUNE_CORPUS, ...HELDOUT_CORPUS],
  givenNamesMayRepeat: false,
  readme: new URL("./README.md", import.meta.url),
});

describe("the honesty checks", () => {
  it("find a shared value as a gold value, as a word of the other text or as the same digits", () => {
    const other = [parseMarkup("o", "Call [[PERSON|Odile Varga]] on +36 1 555 0199; Bartholomew said hi.")];
    const mine = parseMarkup(
      "m",
      "[[PERSON|odile varga]], [[PHONE_E164|06 1 555 0199]], [[PERSON|Bartholomew]], [[PERSON|Bart]], [[PHONE_E164|+1 555 0199]]",
    );
    expect(independenceClashes([mine], other)).toEqual(["m: PERSON #0", "m: PERSON #2"]);
    const sameDigits = parseMarkup("d", "[[PHONE_E164|361 555 0199]]");
    expect(independenceClashes([sameDigits], other)).toEqual(["d: PHONE_E164 #0"]);
  });

  it("find valid SSNs with spaces or none and valid NINOs left unlabelled, not invalid ones", () => {
    const text =
      "SSN 412 68 3097, her SSN is 412683097, NI JT 48 61 93 B, old NI QQ 12 34 56 C, SSN 912 68 3097";
    const kinds = unlabelledSsnsAndNinos(parseMarkup("x", text)).map((m) => m.split(" ").pop());
    expect(kinds).toEqual(["SSN", "SSN", "NINO"]);
    const labelled = "SSN [[SSN|412 68 3097]], NI [[NATIONAL_ID|JT 48 61 93 B]]";
    expect(unlabelledSsnsAndNinos(parseMarkup("y", labelled))).toEqual([]);
  });
});
