// Phone numbers written in the digits of other scripts (`٠٥٠ ١٢٣ ٤٥٦٧`, `९८७६५ ४३२१०`) or in
// full-width forms (`０３－５５７６－２２１１`, `03（1234）5678`) are read as their ASCII equivalents.
// Every character folded here is one UTF-16 code unit and folds to one, so offsets into the folded
// text are offsets into the original: the findings point at the number as written.

// A text is folded only if it has a digit of another script or a full-width digit (Arabic-Indic,
// extended Arabic-Indic for Persian and Urdu, Devanagari, Bengali); then those digits, the full-width
// forms of `+ ( ) - . /`, and the ideographic, thin, figure and narrow no-break spaces are folded.
// Full-width brackets and spaces alone (`（2026年）`, CJK text is full of them) fold nothing: folding
// them gave the pattern scan more candidates to parse in CJK text (about 5% of the recogniser's
// time on the bench texts) and found no number there.
const FOLD_TRIGGER = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\uff10-\uff19]/;
const FOLDABLE_ALL =
  /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\uff08\uff09\uff0b\uff0d-\uff19\u2007\u2009\u202f\u3000]/g;
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6];

/** `text` with other scripts' digits, full-width forms and thin spaces as ASCII; the same length. */
export function foldPhoneText(text: string): string {
  // Most texts have none of them: one scan (a character class, a few times cheaper here than a
  // loop over code units), and the text itself.
  if (!FOLD_TRIGGER.test(text)) return text;
  return text.replace(FOLDABLE_ALL, (c) => String.fromCharCode(asciiOf(c.charCodeAt(0))));
}

function asciiOf(code: number): number {
  if (code >= 0xff01 && code <= 0xff5e) return code - 0xfee0;
  for (const zero of DIGIT_ZEROS) if (code >= zero && code <= zero + 9) return 48 + code - zero;
  return 32; // one of the spaces
}
