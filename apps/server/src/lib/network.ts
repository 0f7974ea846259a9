import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * The one guard in front of every outbound connection to a host a user typed (IMAP today): the
 * name is resolved here, every address it resolves to is checked, and the caller connects to the
 * checked address, so a DNS answer that changes between check and connect (rebinding) cannot
 * move the connection. The rules are in docs/decisions.md ("Outbound connections").
 */

/** Addresses no mail server lives at, refused even with `allowPrivate`. */
const NEVER = new BlockList();
/** Addresses of the machine itself and of private networks: a self-hosted server may live there. */
const PRIVATE = new BlockList();

for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the machine itself on Linux
  ['169.254.0.0', 16], // link-local, where cloud metadata services answer
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
] as const)
  NEVER.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
  ['100::', 64], // discard
  ['2001::', 32], // Teredo (an IPv4 address hides inside)
  ['2001:db8::', 32], // documentation
] as const)
  NEVER.addSubnet(net, prefix, 'ipv6');

for (const [net, prefix] of [
  ['127.0.0.0', 8], // loopback
  ['10.0.0.0', 8], // RFC 1918
  ['172.16.0.0', 12], // RFC 1918
  ['192.168.0.0', 16], // RFC 1918
  ['100.64.0.0', 10], // carrier-grade NAT
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

export type AddressKind = 'public' | 'private' | 'never';

/** The eight 16-bit groups of an IPv6 address (any spelling Node accepts, no zone id). */
function ipv6Groups(ip: string): number[] {
  // WHATWG serialises IPv6 in hex groups only (no dotted quad), compressed with one `::`.
  const hex = new URL(`http://[${ip}]`).hostname.slice(1, -1);
  const [head = '', tail] = hex.split('::');
  const part = (s: string) => (s === '' ? [] : s.split(':').map((g) => Number.parseInt(g, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const v4From = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4), if any. */
function embeddedIpv4(groups: number[]): string | undefined {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const zeroTo = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (zeroTo(5) && (g5 === 0xffff || g5 === 0)) return v4From(g6, g7); // ::ffff:a.b.c.d, ::a.b.c.d
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return v4From(g6, g7);
  if (g0 === 0x2002) return v4From(g1 ?? 0, g2 ?? 0);
  return undefined;
}

/** Where an IP address points: the public internet, the machine or a private network, or nowhere usable. */
export function addressKind(ip: string): AddressKind {
  if (isIPv4(ip)) {
    if (NEVER.check(ip, 'ipv4')) return 'never';
    return PRIVATE.check(ip, 'ipv4') ? 'private' : 'public';
  }
  if (!isIPv6(ip) || ip.includes('%')) return 'never';
  const groups = ipv6Groups(ip);
  const canonical = groups.map((g) => g.toString(16)).join(':');
  if (NEVER.check(canonical, 'ipv6')) return 'never';
  if (PRIVATE.check(canonical, 'ipv6')) return 'private';
  const v4 = embeddedIpv4(groups);
  return v4 === undefined ? 'public' : addressKind(v4);
}

/** Whether an address (as a socket reports it, IPv4-mapped included) is this machine's loopback. */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return isIPv6(address) && ipv6Groups(address).every((g, i) => g === (i === 7 ? 1 : 0));
}

/** Letters, digits, dots, hyphens and underscores: a host name or an IPv4 address in any spelling. */
const NAME_CHARACTERS = /^[A-Za-z0-9._-]+$/;

/**
 * The host as the WHATWG URL parser reads it (lower case; IPv4 shorthand, decimal, hex and octal
 * spellings become dotted quads), or undefined when it is not a plain host (a port, user or path
 * smuggled in, an IPv6 zone id).
 */
export function canonicalHost(raw: string): string | undefined {
  let host = raw.trim();
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  if (isIPv6(host)) return host.includes('%') ? undefined : host.toLowerCase();
  if (!NAME_CHARACTERS.test(host)) return undefined;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * A connection the guard refused. Its `code` is a refused connection's on purpose: the caller
 * answers it exactly like a port that refused (same words, same floor on the time taken), so the
 * server cannot be used to learn what listens on its own network.
 */
export class ConnectionRefusedByGuard extends Error {
  override name = 'ConnectionRefusedByGuard';
  readonly code = 'ECONNREFUSED';
  constructor(readonly reason: string) {
    super(`connection refused by the network guard: ${reason}`);
  }
}

/** Ports from..to, both included. */
export type PortRange = readonly [from: number, to: number];

export type LookupAll = (host: string) => Promise<{ address: string; family: number }[]>;

export interface NetworkGuardOptions {
  /** Allow the machine itself and private networks (a self-hosted mail server). */
  allowPrivate?: boolean;
  /** The ports connections may go to. */
  ports?: readonly PortRange[];
  /** Resolves a name to all its addresses (tests inject one). */
  lookup?: LookupAll;
  /** A failed connection answers no sooner than this after it started (refusals included). */
  failureFloorMs?: number;
}

export const DEFAULT_OPTIONS = {
  allowPrivate: false,
  ports: [
    [143, 143],
    [993, 993],
  ] as PortRange[],
  lookup: (host: string) => dnsLookup(host, { all: true, verbatim: true }),
  failureFloorMs: 1_000,
} satisfies Required<NetworkGuardOptions>;

/** Where to connect: the checked address, and the name TLS must verify the certificate for. */
export interface CheckedTarget {
  address: string;
  /** The host as typed when it is a name (for SNI and the certificate check); undefined for an IP. */
  servername: string | undefined;
}

export interface NetworkGuard {
  /** The address to connect to, or a `ConnectionRefusedByGuard`; DNS failures reject as DNS does. */
  check(host: string, port: number): Promise<CheckedTarget>;
  /** Runs `attempt`; a failure is answered no sooner than `failureFloorMs` after the start. */
  failSlowly<T>(attempt: () => Promise<T>): Promise<T>;
}

export function createNetworkGuard(options: NetworkGuardOptions = {}): NetworkGuard {
  const { allowPrivate, ports, lookup, failureFloorMs } = { ...DEFAULT_OPTIONS, ...options };
  const allowed = (ip: string) => {
    const kind = addressKind(ip);
    return kind === 'public' || (kind === 'private' && allowPrivate);
  };
  return {
    async check(host, port) {
      if (!ports.some(([from, to]) => port >= from && port <= to))
        throw new ConnectionRefusedByGuard(`port ${port} is not allowed`);
      const canonical = canonicalHost(host);
      if (canonical === undefined) throw new ConnectionRefusedByGuard('not a host name');
      if (isIPv4(canonical) || isIPv6(canonical)) {
        if (!allowed(canonical)) throw new ConnectionRefusedByGuard(`${canonical} is not public`);
        return { address: canonical, servername: undefined };
      }
      const addresses = await lookup(canonical);
      // Every address must pass: a name that also resolves to a private one is refused whole.
      const refused = addresses.find((a) => !allowed(a.address));
      if (refused) throw new ConnectionRefusedByGuard(`${canonical} resolves to ${refused.address}`);
      const first = addresses[0];
      if (!first) throw Object.assign(new Error(`${canonical} has no address`), { code: 'ENOTFOUND' });
      return { address: first.address, servername: canonical };
    },
    async failSlowly(attempt) {
      const started = Date.now();
      try {
        return await attempt();
      } catch (e) {
        const left = started + failureFloorMs - Date.now();
        if (left > 0) await new Promise((r) => setTimeout(r, left));
        throw e;
      }
    },
  };
}
