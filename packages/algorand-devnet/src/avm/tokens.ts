/**
 * Splits a TEAL source line into tokens the way algod's assembler does: spaces, tabs and `;`
 * separate tokens (a `;` is itself a token, ending a statement), `//` starts a comment except
 * inside a quoted string or a base64 literal, and a quoted string may contain spaces.
 */
export interface Token {
  text: string;
  /** 1-based line number. */
  line: number;
  /** 0-based column. */
  col: number;
}

const isSeparator = (char: string | undefined) => char === " " || char === "\t" || char === ";";

export function tokenize(source: string, line: number): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const skipSeparators = () => {
    while (i < source.length && isSeparator(source[i])) {
      if (source[i] === ";") tokens.push({ text: ";", line, col: i });
      i++;
    }
  };
  skipSeparators();
  let start = i;
  let inString = false;
  let inBase64 = false;
  while (i < source.length) {
    const char = source[i]!;
    if (!isSeparator(char)) {
      if (char === '"') {
        if (!inString) {
          if (i === 0 || isSeparator(source[i - 1])) inString = true;
        } else if (source[i - 1] !== "\\") {
          inString = false;
        }
      } else if (char === "/" && source[i + 1] === "/" && !inBase64 && !inString) {
        if (start !== i) tokens.push({ text: source.slice(start, i), line, col: start });
        return tokens;
      } else if (char === "(") {
        const prefix = source.slice(start, i);
        if (prefix === "base64" || prefix === "b64") inBase64 = true;
      } else if (char === ")") {
        inBase64 = false;
      }
      i++;
      continue;
    }
    // A separator ends the current token, unless it is inside a string.
    if (!inString) {
      const text = source.slice(start, i);
      tokens.push({ text, line, col: start });
      if (char === ";") tokens.push({ text: ";", line, col: i });
      if (inBase64) inBase64 = false;
      else if (text === "base64" || text === "b64") inBase64 = true;
    }
    i++;
    if (!inString) {
      skipSeparators();
      start = i;
    }
  }
  if (start < source.length) tokens.push({ text: source.slice(start, i), line, col: start });
  return tokens;
}
