import type { Finding } from "../finding.js";
import { personFinding } from "./person-finding.js";
import { allMatches } from "./sticky-scan.js";

// Devanagari has no capital letters; Hindi and Marathi mark a person's name with a title before
// it (`श्री`, `श्रीमती`, `डॉ.`), the respectful `जी` after it (`राहुल जी`), or by a surname that
// hundreds of millions share (`राहुल शर्मा ने कल फोन किया`). The titles and `जी` stay outside.
const WORD = String.raw`\p{Script=Devanagari}+`;
const NOT_AFTER = String.raw`(?!\p{Script=Devanagari})`;
const TITLE_BEFORE = new RegExp(
  String.raw`(?<!\p{Script=Devanagari})(?:श्रीमती|श्रीमान|श्री|सुश्री|कुमारी|डॉ\.?|डॉक्टर)\s+(${WORD}(?:\s${WORD})?)${NOT_AFTER}`,
  "gu",
);
const JI_AFTER = new RegExp(String.raw`(?<!\p{Script=Devanagari})(${WORD})\sजी${NOT_AFTER}`, "gu");
const SURNAMES = (
  "शर्मा वर्मा गुप्ता सिंह कुमार पटेल यादव जैन अग्रवाल मिश्रा तिवारी पांडे पाण्डेय चौधरी शुक्ला श्रीवास्तव " +
  "खान रेड्डी राव नायर मेहता शाह जोशी बंसल सक्सेना दुबे त्रिपाठी चौहान ठाकुर मलिक कपूर खन्ना भाटिया " +
  "अरोड़ा सेठी गोयल मित्तल सिन्हा दास बोस घोष मुखर्जी बनर्जी चटर्जी प्रसाद पाटिल देशमुख कुलकर्णी " +
  "देशपांडे गायकवाड़ पवार शिंदे भट्ट नाइक अय्यर पिल्लै मेनन"
).replace(/ /g, "|");
const WITH_SURNAME = new RegExp(
  String.raw`(?<!\p{Script=Devanagari})(${WORD}\s(?:${SURNAMES}))${NOT_AFTER}`,
  "gu",
);
// Words before `जी` that are no names: `जी हाँ`-style answers and forms of address.
const NOT_NAMES = new Set(["हाँ", "हां", "नहीं", "ठीक", "है", "आप", "माता", "पिता", "गुरु", "सर", "श्री"]);

const POSTPOSITIONS = new Set(["ने", "को", "से", "का", "की", "के", "में", "पर", "और", "जी", "भी", "तक"]);

/** PERSON spans for names in Devanagari marked by a title, `जी` or a common surname. */
export function findDevanagariNames(text: string, detector: string): Finding[] {
  const found: Finding[] = [];
  if (!/[\u0900-\u097F]/.test(text)) return found;
  for (const re of [TITLE_BEFORE, JI_AFTER, WITH_SURNAME])
    for (const m of allMatches(re, text)) {
      const words = m[1]!.split(/\s/);
      if (NOT_NAMES.has(words[0]!)) continue;
      // A postposition after a one-word name is no surname (`डॉ. अमित से मिलें`).
      const name = words.length === 2 && POSTPOSITIONS.has(words[1]!) ? words[0]! : m[1]!;
      found.push(personFinding(m.index + m[0].indexOf(name), name, 0.8, detector));
    }
  return found;
}
