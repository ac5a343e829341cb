import { lookup } from "node:dns/promises";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { isPublicAddress, normalizeAddress } from "./egress-address.js";

/** Every address a host name resolves to (the system resolver by default; tests inject one). */
export type ResolveHost = (host: string) => Promise<string[]>;

export const systemResolve: ResolveHost = (host) =>
  lookup(host, { all: true }).then((found) => found.map((a) => a.address));

/** A webhook target refused by the egress rule; the message is the API's 400 message. */
export class EgressRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EgressRefusedError";
  }
}

export interface PinnedTarget {
  /** The one address connected to, canonical (IPv4 embedded in IPv6 unwrapped). */
  address: string;
  family: 4 | 6;
}

/**
 * Resolves the URL's host once and checks every address it gave, normalised, against the egress
 * rule (public unicast only, unless private targets are allowed). The first address is pinned: the
 * request connects to it and to nothing else, so a name that resolves differently a moment later
 * (DNS rebinding) cannot steer the connection inside.
 */
export async function pinTarget(
  url: URL,
  allowPrivate: boolean,
  resolve: ResolveHost,
): Promise<PinnedTarget> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!allowPrivate && (host === "localhost" || host.endsWith(".localhost")))
    throw new EgressRefusedError("url must not point to a loopback or private address");
  const literal = normalizeAddress(host);
  const resolved = literal ? [literal.toString()] : await resolve(host).catch(() => []);
  const addresses = resolved.map(normalizeAddress).filter((a) => a !== undefined);
  if (addresses.length === 0) throw new EgressRefusedError("url host does not resolve");
  if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.toString())))
    throw new EgressRefusedError("url must not point to a loopback or private address");
  const first = addresses[0]!;
  return { address: first.toString(), family: first.kind() === "ipv4" ? 4 : 6 };
}

/**
 * POSTs to the URL over a connection to the pinned address (Host header and TLS server name stay
 * the URL's host, so virtual hosts and certificates work). Redirects are never followed: the
 * status, 3xx included, is returned as is.
 */
export function postPinned(
  url: URL,
  target: PinnedTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<number> {
  const secure = url.protocol === "https:";
  const name = url.hostname.replace(/^\[|\]$/g, "");
  return new Promise((resolve, reject) => {
    const req = (secure ? httpsRequest : httpRequest)(
      {
        host: target.address,
        family: target.family,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: "POST",
        headers: { ...headers, host: url.host, "content-length": String(Buffer.byteLength(body)) },
        ...(secure && !normalizeAddress(name) ? { servername: name } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
