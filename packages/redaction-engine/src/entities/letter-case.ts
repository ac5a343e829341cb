// Lower-casing for the words of the entity stage. `toLowerCase` returns a copy by way of ICU for
// any string cut from a text that holds one character outside Latin-1 (most of the evaluation
// texts), even for a word that is already lower-case ASCII: the most frequent case is answered
// here with the word itself.

/** Exactly `word.toLowerCase()`. */
export function lowerCase(word: string): string {
  for (let i = 0; i < word.length; i++) {
    const unit = word.charCodeAt(i);
    if (unit >= 128 || (unit >= 65 && unit <= 90)) return word.toLowerCase();
  }
  return word;
}

/** Each ASCII code's lower case, as a one-character string. */
const ASCII_LOWER = Array.from({ length: 128 }, (_, c) =>
  String.fromCharCode(c >= 65 && c <= 90 ? c + 32 : c),
);

/**
 * Exactly `word.toLowerCase()` for a word of ASCII characters only, from one-character strings:
 * for a word cut from a text with a character outside Latin-1, toLowerCase goes by way of ICU
 * (the tokenizer's ASCII words: 1.3x on the tokenizer against toLowerCase).
 */
export function asciiLowerCase(word: string): string {
  let lower = "";
  for (let i = 0; i < word.length; i++) lower += ASCII_LOWER[word.charCodeAt(i)]!;
  return lower;
}

/**
 * Exactly `word.toLowerCase()` for a word of ASCII characters whose only capital is the first
 * (`Smith`, the most frequent capitalised word): its first character's lower case, then the rest.
 */
export function asciiCapitalLowerCase(word: string): string {
  return ASCII_LOWER[word.charCodeAt(0)]! + word.slice(1);
}

/** Exactly `word === word.toUpperCase()`. */
export function isUpperCase(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const unit = word.charCodeAt(i);
    if (unit >= 128) return word === word.toUpperCase();
    if (unit >= 97 && unit <= 122) return false;
  }
  return true;
}
