// Which client a request comes from, for per-client rate limits (docs/decisions.md, "Brute force").
//   TRUST_PROXY=off (default): the TCP peer (peer-stamp.ts); X-Forwarded-For is ignored, since without a
//     proxy in front anyone can write it.
//   TRUST_PROXY=N: N proxies in front each append the address they were reached from, so the N-th entry
//     from the right of X-Forwarded-For is the last one no client could write. Entries further left are
//     the client's own inventions and are never read.
import { isIP } from "node:net";
import { env } from "@/lib/env";
import { stampedPeer } from "./peer-stamp";

/** Requests whose peer nobody vouched for (no stamp, no trusted hop) share this key. */
export const UNKNOWN_CLIENT = "unknown";

export function clientAddress(req: Request): string {
  const hops = env().TRUST_PROXY;
  const forwarded = hops > 0 ? trustedHop(req.headers.get("x-forwarded-for"), hops) : null;
  const address = forwarded ?? stampedPeer(req);
  return address ? limitKeyOf(address) : UNKNOWN_CLIENT;
}

/** The entry of a header that `hops` proxies append to which the first of them wrote (also X-Forwarded-Host). */
export function trustedHop(header: string | null, hops: number): string | null {
  const entries = (header ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!entries.length) return null;
  // Fewer entries than proxies: the request skipped some of them; the leftmost is still proxy-written.
  return entries[Math.max(0, entries.length - hops)];
}

/**
 * One key per client: IPv4-mapped IPv6 as plain IPv4, and an IPv6 address by its /64, the block a single
 * subscriber is routinely given (otherwise each of its 2^64 addresses would buy a fresh limit).
 */
export function limitKeyOf(raw: string): string {
  const address = raw
    .trim()
    .toLowerCase()
    .replace(/^\[([^\]]*)\](:\d+)?$/, "$1") // [v6]:port
    .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, "$1") // v4:port
    .replace(/%.*$/, "") // zone index
    .replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");
  if (isIP(address) === 6) return `${expandIpv6(address).slice(0, 4).join(":")}::/64`;
  if (isIP(address) === 4) return address;
  // A proxy that wrote something other than an address (misconfiguration): keep it, bounded.
  return address.slice(0, 64) || UNKNOWN_CLIENT;
}

function expandIpv6(address: string): string[] {
  const [head, tail] = address.includes("::") ? address.split("::") : [address, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::1.2.3.4) takes two groups; only the first four groups are used anyway.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const missing = tail === undefined ? 0 : 8 - width(left) - width(right);
  return [...left, ...Array<string>(Math.max(0, missing)).fill("0"), ...right].map((g) =>
    g.includes(".") ? g : parseInt(g, 16).toString(16),
  );
}
