/**
 * Replaces every letter and digit with `maskChar`, keeping separators (so the shape stays
 * readable) and the last `keepLast` letters/digits: `4111 1111 1111 1111` -> `**** **** **** 1111`.
 */
export function maskValue(value: string, maskChar: string, keepLast: number): string {
  const chars = [...value];
  let visible = keepLast;
  for (let i = chars.length - 1; i >= 0; i--) {
    if (!/[\p{L}\p{N}]/u.test(chars[i]!)) continue;
    if (visible > 0) visible--;
    else chars[i] = maskChar;
  }
  return chars.join("");
}
