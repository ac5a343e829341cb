// Phone numbers written in the digits of other scripts (`٠٥٠ ١٢٣ ٤٥٦٧`, `९८७६५ ४३२१०`) or in
// full-width forms (`０３－５５７６－２２１１`, `03（1234）5678`) are read as their ASCII equivalents.
// Every character folded here is one UTF-16 code unit and folds to one, so offsets into the folded
// text are offsets into the original: the findings point at the number as written.

// Arabic-Indic, extended Arabic-Indic (Persian, Urdu), Devanagari and Bengali digits; the
// full-width ASCII block; the ideographic, thin, figure and narrow no-break spaces.
const FOLDABLE =
  /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\uff01-\uff5e\u3000\u2007\u2009\u202f]/;
const FOLDABLE_ALL = new RegExp(FOLDABLE.source, "g");
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6];

/** `text` with other scripts' digits, full-width forms and thin spaces as ASCII; the same length. */
export function foldPhoneText(text: string): string {
  // Most texts have none of them: one scan, and the text itself.
  if (!FOLDABLE.test(text)) return text;
  return text.replace(FOLDABLE_ALL, (c) => String.fromCharCode(asciiOf(c.charCodeAt(0))));
}

function asciiOf(code: number): number {
  if (code >= 0xff01 && code <= 0xff5e) return code - 0xfee0;
  for (const zero of DIGIT_ZEROS) if (code >= zero && code <= zero + 9) return 48 + code - zero;
  return 32; // one of the spaces
}
