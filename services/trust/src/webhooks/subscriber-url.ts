import { lookup } from "node:dns/promises";
import { isIP } from "node:net";

/** Whether an IP is loopback, private, link-local or otherwise not a public internet address. */
export function isPrivateAddress(ip: string): boolean {
  if (isIP(ip) === 4) {
    const [a, b] = ip.split(".").map(Number) as [number, number];
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127) ||
      a >= 224
    );
  }
  const v6 = ip.toLowerCase();
  if (v6.startsWith("::ffff:")) return isPrivateAddress(v6.slice(7));
  return v6 === "::1" || v6 === "::" || v6.startsWith("fc") || v6.startsWith("fd") || v6.startsWith("fe80");
}

/**
 * A subscriber URL must be http(s); unless private targets are allowed, neither its literal host nor
 * any address its name resolves to may be loopback or private (no requests into our own network).
 */
export async function checkSubscriberUrl(raw: unknown, allowPrivate: boolean): Promise<string | undefined> {
  if (typeof raw !== "string" || raw.length > 2048) return "url must be an http or https URL";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "url must be an http or https URL";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "url must be an http or https URL";
  if (allowPrivate) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost"))
    return "url must not point to a loopback or private address";
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true }).then(
        (r) => r.map((a) => a.address),
        () => [],
      );
  if (addresses.length === 0) return "url host does not resolve";
  if (addresses.some(isPrivateAddress)) return "url must not point to a loopback or private address";
  return undefined;
}
