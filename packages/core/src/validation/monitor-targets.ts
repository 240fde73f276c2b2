/**
 * Which targets a cloud monitor may probe from the console server (issue 12, "Bad input"): a
 * public address always; loopback, private, link-local, carrier-grade NAT, cloud metadata and
 * other special-purpose addresses only when an administrator allows private targets. The server
 * checks the host name as typed and every address it resolves to (at save and before each probe).
 */
import { ipv4ToNumber } from './ip';
import { ipv6ToBigInt, isValidIpv6 } from './ipv6';

/** Host names of cloud metadata services and local names (refused unless private targets are allowed). */
export const METADATA_HOSTNAMES = [
  'metadata.google.internal',
  'metadata.goog',
  'metadata',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.azure.com',
  'localhost',
] as const;

/** [first address, prefix length] of the special-purpose IPv4 ranges (RFC 6890 and cloud metadata). */
const V4_PRIVATE: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT; holds 100.100.100.200 (Alibaba metadata)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local; holds 169.254.169.254 (AWS, GCP, Azure metadata)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/** [first address, prefix length] of the special-purpose IPv6 ranges. */
const V6_PRIVATE: ReadonlyArray<readonly [string, number]> = [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96], // IPv4-mapped: judged by the IPv4 part
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local; holds fd00:ec2::254 (AWS metadata)
  ['fe80::', 10], // link-local
  ['ff00::', 8],
];

function inV4(address: number, [base, bits]: readonly [string, number]): boolean {
  const start = ipv4ToNumber(base) ?? 0;
  const size = 2 ** (32 - bits);
  return address >= start && address < start + size;
}

function inV6(address: bigint, [base, bits]: readonly [string, number]): boolean {
  const start = ipv6ToBigInt(base) ?? 0n;
  const size = 1n << BigInt(128 - bits);
  return address >= start && address < start + size;
}

/**
 * Whether an IP address (v4 or v6) is not a public unicast address: loopback, private,
 * link-local, metadata, documentation, multicast, reserved. `undefined` when it is not an address.
 * @example isPrivateAddress('169.254.169.254') // true
 * @example isPrivateAddress('93.184.216.34') // false
 */
export function isPrivateAddress(value: string): boolean | undefined {
  const text = value.trim().replace(/^\[|\]$/g, '');
  const v4 = ipv4ToNumber(text);
  if (v4 !== undefined) return V4_PRIVATE.some((range) => inV4(v4, range));
  if (!isValidIpv6(text)) return undefined;
  const v6 = ipv6ToBigInt(text);
  if (v6 === undefined) return undefined;
  const mapped = ipv6ToBigInt('::ffff:0:0') ?? 0n;
  if (v6 >= mapped && v6 < mapped + (1n << 32n)) {
    const low = Number(v6 - mapped);
    return V4_PRIVATE.some((range) => inV4(low, range));
  }
  return V6_PRIVATE.some((range) => inV6(v6, range));
}

/**
 * Whether a host (name or address, as typed) is a private target by itself: a private address,
 * a metadata or local name, or a name under `.localhost`, `.local` or `.internal`. A public-looking
 * name may still resolve to a private address: the server checks the resolved addresses too.
 * @example isPrivateTarget('metadata.google.internal') // true
 * @example isPrivateTarget('example.com') // false
 */
export function isPrivateTarget(host: string): boolean {
  const text = host.trim().toLowerCase().replace(/\.$/, '');
  const address = isPrivateAddress(text);
  if (address !== undefined) return address;
  if ((METADATA_HOSTNAMES as readonly string[]).includes(text)) return true;
  return /\.(localhost|local|internal)$/.test(text);
}
