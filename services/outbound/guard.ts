/**
 * The outbound URL guard (SSRF), shared by every request our servers make to an address a caller
 * chose: webhook deliveries (checked when a subscription is made and again before every attempt,
 * since a name may resolve elsewhere by then: DNS rebinding) and league scraping (checked for
 * every URL and every redirect hop). Such a URL must not reach our own network.
 */

export interface OutboundPolicy {
  /** OUTBOUND_ALLOW_PRIVATE: local development and tests may reach private addresses. */
  allowPrivate: boolean;
  /**
   * Resolves a host name to its addresses (A and AAAA). Absent where the runtime has no resolver
   * (Workers): then only literal addresses and known names are checked, and fetch goes on.
   */
  resolve?: (host: string) => Promise<string[]>;
}

/** Names that always mean this machine or a cloud's metadata service. */
const LOCAL_NAMES = /(^|\.)(localhost|localdomain|internal|local|home\.arpa)$/i;
const METADATA_NAMES = new Set(["metadata", "metadata.google.internal", "instance-data"]);

/** IPv4 ranges no receiver may be in (RFC 6890 special-purpose, loopback, private, CGNAT...). */
const V4_BLOCKED: [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

function v4ToInt(ip: string): number | null {
  const parts = ip.split(".");
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p) || Number(p) > 255) return null;
    n = n * 256 + Number(p);
  }
  return n;
}

function v4Blocked(ip: string): boolean {
  const n = v4ToInt(ip);
  if (n === null) return true;
  return V4_BLOCKED.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    const start = v4ToInt(base)!;
    return n >= start && n < start + size;
  });
}

/** The eight 16-bit groups of an IPv6 address, or null if it is not one. */
function v6Groups(ip: string): number[] | null {
  let s = ip.toLowerCase().replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  // A trailing dotted IPv4 (::ffff:127.0.0.1) becomes two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (dotted) {
    const n = v4ToInt(dotted[1]);
    if (n === null) return null;
    s = s.slice(0, -dotted[1].length) + `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return all.map((g) => parseInt(g, 16));
}

function v6Blocked(ip: string): boolean {
  const g = v6Groups(ip);
  if (!g) return true;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  if (g.slice(0, 7).every((x) => x === 0) && g[7] <= 1) return true; // :: and ::1
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d).
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) {
    return v4Blocked(v4(g[6], g[7]));
  }
  if (g[0] === 0x64 && g[1] === 0xff9b) return v4Blocked(v4(g[6], g[7]));
  if ((g[0] & 0xfe00) === 0xfc00) return true; // unique local fc00::/7 (AWS fd00:ec2::254)
  if ((g[0] & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  if ((g[0] & 0xffc0) === 0xfec0) return true; // site-local (deprecated)
  if ((g[0] & 0xff00) === 0xff00) return true; // multicast
  if (g[0] === 0x2001 && g[1] === 0x0db8) return true; // documentation
  if (g[0] === 0x2002) return v4Blocked(v4(g[1], g[2])); // 6to4 embeds an IPv4
  return false;
}

/** Whether an address (IPv4 or IPv6 literal) is loopback, private, link-local or otherwise ours. */
export function isPrivateAddress(ip: string): boolean {
  return ip.includes(":") ? v6Blocked(ip) : v4Blocked(ip);
}

const isIpLiteral = (host: string) => host.startsWith("[") || /^\d+\.\d+\.\d+\.\d+$/.test(host);

/**
 * Why this receiver URL is refused, or null when it may be called. The scheme must be http(s),
 * the URL must carry no credentials, and (unless private addresses are allowed) neither the host
 * nor any address it resolves to may be loopback, private, link-local, unique-local, CGNAT or a
 * metadata service.
 */
export async function refuseReceiver(raw: string, policy: OutboundPolicy): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "not a URL";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return "the scheme must be https or http";
  }
  if (url.username || url.password) return "the URL must not carry credentials";
  if (policy.allowPrivate) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (!host) return "the URL has no host";
  if (isIpLiteral(host)) {
    return isPrivateAddress(host) ? `${host} is a private, loopback or link-local address` : null;
  }
  if (LOCAL_NAMES.test(host) || METADATA_NAMES.has(host) || !host.includes(".")) {
    return `${host} names a local or internal host`;
  }
  if (!policy.resolve) return null;
  let addresses: string[];
  try {
    addresses = await policy.resolve(host);
  } catch {
    addresses = [];
  }
  if (!addresses.length) return `${host} does not resolve`;
  const bad = addresses.find(isPrivateAddress);
  return bad ? `${host} resolves to ${bad}, a private, loopback or link-local address` : null;
}
