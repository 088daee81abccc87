// Who is asking, for the abuse limits: the client address Cloudflare puts in CF-Connecting-IP
// (wrangler dev sets it from the socket; a client's own value is passed through there).
import ipaddr from "ipaddr.js";

/** The one shared key of requests without a usable address (local tools, tests). */
export const UNKNOWN_CLIENT = "unknown";

/**
 * The address a limit counts by: an IPv4 address as it is, an IPv6 address by its /64 (one
 * household or server gets a whole /64, so counting single addresses would let it rotate).
 */
export function clientAddress(headers: Headers): string {
  const raw = headers.get("cf-connecting-ip")?.trim() ?? "";
  if (!ipaddr.IPv4.isValidFourPartDecimal(raw) && !ipaddr.IPv6.isValid(raw)) return UNKNOWN_CLIENT;
  // process() turns an IPv4-mapped IPv6 address (::ffff:1.2.3.4) back into the IPv4 address.
  const address = ipaddr.process(raw);
  if (address.kind() === "ipv4") return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}
