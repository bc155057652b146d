import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which IP addresses the server may connect to for an address someone typed (a station's stream): public
 * ones; private ones (loopback, RFC 1918, carrier-grade NAT, unique-local) only where the operator allows
 * them; never the rest (unspecified, link-local with the cloud metadata service, multicast, broadcast and
 * reserved, documentation and benchmarking, 6to4 and Teredo tunnels). An IPv6 address that carries an IPv4
 * one (IPv4-mapped, IPv4-compatible, NAT64) is judged by the IPv4 address it carries.
 */

export type AddressKind = 'public' | 'private' | 'forbidden';
export type AddressVerdict = { kind: AddressKind; what: string };

type Range = { prefix: bigint; bits: number; kind: Exclude<AddressKind, 'public'>; what: string };

const words = (text: string) => text.split('.').map(Number);

function ipv4Value(text: string): bigint {
  return words(text).reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);
}

/** The 128 bits of an IPv6 address (a zone index like %eth0 ignored, a trailing dotted IPv4 read). */
function ipv6Value(text: string): bigint {
  let address = text.replace(/%.*$/, '');
  const dotted = address.match(/:(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (dotted) {
    const value = ipv4Value(dotted);
    address = `${address.slice(0, -dotted.length)}${(value >> 16n).toString(16)}:${(value & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...missing, ...tailGroups].reduce(
    (value, group) => (value << 16n) | BigInt(Number.parseInt(group, 16)),
    0n,
  );
}

const v4 = (cidr: string, kind: Range['kind'], what: string): Range => {
  const [address = '', bits = '32'] = cidr.split('/');
  return { prefix: ipv4Value(address), bits: Number(bits), kind, what };
};
const v6 = (cidr: string, kind: Range['kind'], what: string): Range => {
  const [address = '', bits = '128'] = cidr.split('/');
  return { prefix: ipv6Value(address), bits: Number(bits), kind, what };
};

const IPV4_RANGES: Range[] = [
  v4('0.0.0.0/8', 'forbidden', 'an unspecified ("this network") address'),
  v4('10.0.0.0/8', 'private', 'a private address'),
  v4('100.64.0.0/10', 'private', 'a carrier-grade NAT address'),
  v4('127.0.0.0/8', 'private', 'a loopback address'),
  v4('169.254.0.0/16', 'forbidden', 'a link-local address (the cloud metadata service lives there)'),
  v4('172.16.0.0/12', 'private', 'a private address'),
  v4('192.0.0.0/24', 'forbidden', 'a protocol-assignment address'),
  v4('192.0.2.0/24', 'forbidden', 'a documentation address'),
  v4('192.88.99.0/24', 'forbidden', 'a 6to4 relay address'),
  v4('192.168.0.0/16', 'private', 'a private address'),
  v4('198.18.0.0/15', 'forbidden', 'a benchmarking address'),
  v4('198.51.100.0/24', 'forbidden', 'a documentation address'),
  v4('203.0.113.0/24', 'forbidden', 'a documentation address'),
  v4('224.0.0.0/4', 'forbidden', 'a multicast address'),
  v4('240.0.0.0/4', 'forbidden', 'a reserved or broadcast address'),
];

/** Outside 2000::/3 (global unicast) every IPv6 address is special: these are checked first. */
const IPV6_RANGES: Range[] = [
  v6('::/128', 'forbidden', 'the unspecified address'),
  v6('::1/128', 'private', 'a loopback address'),
  // AWS's metadata service over IPv6, inside the unique-local range.
  v6('fd00:ec2::254/128', 'forbidden', 'a cloud metadata address'),
  v6('fc00::/7', 'private', 'a unique-local address'),
  v6('fe80::/10', 'forbidden', 'a link-local address'),
  v6('fec0::/10', 'forbidden', 'a site-local address'),
  v6('ff00::/8', 'forbidden', 'a multicast address'),
  v6('64:ff9b:1::/48', 'forbidden', 'a local-use NAT64 address'),
  v6('100::/64', 'forbidden', 'a discard-only address'),
  // Teredo (2001::/32) and the other protocol assignments: tunnels and anycast, never a stream server.
  v6('2001::/23', 'forbidden', 'a Teredo or protocol-assignment address'),
  v6('2001:db8::/32', 'forbidden', 'a documentation address'),
  v6('2002::/16', 'forbidden', 'a 6to4 tunnel address'),
  v6('3fff::/20', 'forbidden', 'a documentation address'),
];
const GLOBAL_UNICAST = v6('2000::/3', 'forbidden', 'an address outside global unicast');
/** IPv6 addresses that carry an IPv4 address in their last 32 bits. */
const CARRIES_IPV4 = [
  v6('::ffff:0:0/96', 'forbidden', 'IPv4-mapped'),
  v6('::/96', 'forbidden', 'IPv4-compatible'),
  v6('64:ff9b::/96', 'forbidden', 'NAT64'),
];

const within = (value: bigint, range: Range, width: number) =>
  value >> BigInt(width - range.bits) === range.prefix >> BigInt(width - range.bits);

function ipv4Verdict(value: bigint): AddressVerdict {
  const range = IPV4_RANGES.find((candidate) => within(value, candidate, 32));
  return range ? { kind: range.kind, what: range.what } : { kind: 'public', what: 'a public address' };
}

function ipv6Verdict(value: bigint): AddressVerdict {
  const exact = IPV6_RANGES.find((range) => range.bits === 128 && within(value, range, 128));
  if (exact) return { kind: exact.kind, what: exact.what };
  if (CARRIES_IPV4.some((range) => within(value, range, 128))) return ipv4Verdict(value & 0xffff_ffffn);
  const range = IPV6_RANGES.find((candidate) => within(value, candidate, 128));
  if (range) return { kind: range.kind, what: range.what };
  if (!within(value, GLOBAL_UNICAST, 128)) return { kind: 'forbidden', what: GLOBAL_UNICAST.what };
  return { kind: 'public', what: 'a public address' };
}

/** What kind of address an IP address is (dotted IPv4 or IPv6, with or without brackets); null if not one. */
export function addressVerdict(address: string): AddressVerdict | null {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  if (isIPv4(bare)) return ipv4Verdict(ipv4Value(bare));
  if (isIPv6(bare)) return ipv6Verdict(ipv6Value(bare));
  return null;
}

/** Whether an address of this kind may be connected to. */
export const isAllowed = (kind: AddressKind, allowPrivate: boolean) =>
  kind === 'public' || (kind === 'private' && allowPrivate);
