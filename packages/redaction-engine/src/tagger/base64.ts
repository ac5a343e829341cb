// Base64 both ways in plain JavaScript: the shipped weights decode to the same bytes in Node and
// in browsers with no host decoder (the engine's core uses no host API).
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const INDEX = new Uint8Array(128);
for (let i = 0; i < ALPHABET.length; i++) INDEX[ALPHABET.charCodeAt(i)] = i;

export function decodeBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/, "");
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let o = 0;
  for (let i = 0; i < clean.length; i += 4) {
    const a = INDEX[clean.charCodeAt(i)]!;
    const b = INDEX[clean.charCodeAt(i + 1)]!;
    const c = INDEX[clean.charCodeAt(i + 2)] ?? 0;
    const d = INDEX[clean.charCodeAt(i + 3)] ?? 0;
    const n = (a << 18) | (b << 12) | (c << 6) | d;
    if (o < out.length) out[o++] = n >> 16;
    if (o < out.length) out[o++] = (n >> 8) & 0xff;
    if (o < out.length) out[o++] = n & 0xff;
  }
  return out;
}

export function encodeBase64(bytes: Uint8Array): string {
  let s = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    s += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]!;
    s += i + 1 < bytes.length ? ALPHABET[(n >> 6) & 63]! : "=";
    s += i + 2 < bytes.length ? ALPHABET[n & 63]! : "=";
  }
  return s;
}
