import ipaddr from "ipaddr.js";

/**
 * One IP address in canonical form, whatever way it was written: dotted, decimal (2130706433),
 * octal (0177.0.0.1), hex (0x7f.1) or short IPv4 forms, and IPv6, with IPv4 addresses embedded
 * in IPv6 (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d, NAT64 64:ff9b::/96, 6to4
 * 2002::/16) unwrapped to the IPv4 address they reach. undefined when `host` is not an IP address.
 */
export function normalizeAddress(host: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = host.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (ipaddr.IPv4.isValid(bare)) return ipaddr.IPv4.parse(bare);
  if (!ipaddr.IPv6.isValid(bare)) return undefined;
  const v6 = ipaddr.IPv6.parse(bare);
  const bytes = v6.toByteArray();
  const v4 = (offset: number) => new ipaddr.IPv4(bytes.slice(offset, offset + 4));
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address();
  const range = v6.range();
  if (range === "rfc6052" || range === "rfc6145") return v4(12);
  if (range === "6to4") return v4(2);
  // IPv4-compatible (deprecated, ::a.b.c.d): the first 96 bits zero, but not :: or ::1 themselves.
  if (bytes.slice(0, 12).every((b) => b === 0) && range !== "unspecified" && range !== "loopback")
    return v4(12);
  return v6;
}

/**
 * Whether an address is a public unicast one: not loopback, private, link-local, unique-local,
 * carrier-grade NAT, multicast, broadcast, reserved, unspecified or documentation, after
 * normalisation. Anything that does not parse is not public.
 */
export function isPublicAddress(host: string): boolean {
  const address = normalizeAddress(host);
  return address !== undefined && address.range() === "unicast";
}
