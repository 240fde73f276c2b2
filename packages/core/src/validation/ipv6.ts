import ipaddr from 'ipaddr.js';

/**
 * IPv6 discovery targets (000 §5.3): an address, a range `start-end` of two full addresses, or a
 * CIDR subnet, parsed by ipaddr.js. Zone ids (`fe80::1%eth0`) are refused: a target names an
 * address, not an interface.
 */

/**
 * True for an IPv6 address (any RFC 4291 text form, no zone id).
 * @example isValidIpv6('2001:db8::1') // true
 * @example isValidIpv6('10.0.0.1') // false
 */
export function isValidIpv6(value: string): boolean {
  return !value.includes('%') && value.includes(':') && ipaddr.IPv6.isValid(value);
}

/**
 * An IPv6 address as a 128-bit number, or `undefined` when invalid.
 * @example ipv6ToBigInt('::1') // 1n
 */
export function ipv6ToBigInt(value: string): bigint | undefined {
  if (!isValidIpv6(value)) return undefined;
  return ipaddr.IPv6.parse(value).parts.reduce((sum, part) => (sum << 16n) + BigInt(part), 0n);
}

/**
 * The RFC 5952 text of a 128-bit number.
 * @example bigIntToIpv6(1n) // '::1'
 */
export function bigIntToIpv6(value: bigint): string {
  const parts: number[] = [];
  let rest = value;
  for (let index = 0; index < 8; index++) {
    parts.unshift(Number(rest & 0xffffn));
    rest >>= 16n;
  }
  return new ipaddr.IPv6(parts).toRFC5952String();
}

/**
 * The first and last address (as numbers) of an IPv6 range `start-end` or CIDR subnet
 * `address/prefix`; `undefined` when the entry is neither or the range runs backwards.
 * @example ipv6Bounds('2001:db8::/126') // { first: 0x2001_0db8n << 96n, last: (0x2001_0db8n << 96n) + 3n }
 */
export function ipv6Bounds(value: string): { first: bigint; last: bigint } | undefined {
  const range = /^([^-]+)-([^-]+)$/.exec(value);
  if (range) {
    const first = ipv6ToBigInt(range[1] ?? '');
    const last = ipv6ToBigInt(range[2] ?? '');
    if (first === undefined || last === undefined || last < first) return undefined;
    return { first, last };
  }
  const cidr = /^([^/]+)\/(\d{1,3})$/.exec(value);
  if (!cidr) return undefined;
  const [, address = '', prefixText = ''] = cidr;
  const prefix = Number(prefixText);
  const base = ipv6ToBigInt(address);
  if (base === undefined || prefix > 128 || String(prefix) !== prefixText) return undefined;
  const hostBits = BigInt(128 - prefix);
  const first = (base >> hostBits) << hostBits;
  return { first, last: first + (1n << hostBits) - 1n };
}

/**
 * True for one IPv6 target: an address, a range of two addresses (start not after end) or a CIDR
 * subnet with a prefix from 0 to 128.
 * @example isValidIpv6Target('2001:db8::1-2001:db8::ff') // true
 */
export function isValidIpv6Target(value: string): boolean {
  return isValidIpv6(value) || ipv6Bounds(value) !== undefined;
}
