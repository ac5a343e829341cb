import { isPublicAddress } from "./egress-address.js";
import { EgressRefusedError, pinTarget, type ResolveHost, systemResolve } from "./pinned-post.js";

/** Whether an IP (in any form, see egress-address.ts) is loopback, private or otherwise not public. */
export function isPrivateAddress(ip: string): boolean {
  return !isPublicAddress(ip);
}

/**
 * A subscriber URL must be http(s); unless private targets are allowed, neither its literal host
 * (normalised) nor any address its name resolves to may be loopback or private. The dispatcher
 * repeats the check on every delivery, on the address it connects to.
 */
export async function checkSubscriberUrl(
  raw: unknown,
  allowPrivate: boolean,
  resolve: ResolveHost = systemResolve,
): Promise<string | undefined> {
  if (typeof raw !== "string" || raw.length > 2048) return "url must be an http or https URL";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "url must be an http or https URL";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "url must be an http or https URL";
  if (allowPrivate) return undefined;
  try {
    await pinTarget(url, allowPrivate, resolve);
    return undefined;
  } catch (error) {
    if (error instanceof EgressRefusedError) return error.message;
    throw error;
  }
}
