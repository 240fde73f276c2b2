/**
 * Downloads the file of an attachment created from a URL (001 §7.6), for storage and the malware
 * scan. Only http and https; at most 5 redirects, each checked again; an idle timeout. Addresses
 * of loopback, private, link-local, carrier-grade NAT, multicast and reserved ranges are refused
 * (checked on the resolved address, so a DNS name cannot point the server at its own network)
 * unless `allowPrivate` is set (tests on 127.0.0.1, labs).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { isValidInstallerUrl } from '@console/core';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/**
 * True for an address the server must not fetch from by default (IPv4-mapped IPv6 addresses are
 * checked as IPv4).
 * @example isPrivateAddress('10.1.2.3') // true
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4');
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Options of {@link openUrl}. */
export interface UrlFetchOptions {
  /** Allow loopback and private addresses. @default false */
  allowPrivate?: boolean;
  /** Socket idle timeout. @default 30000 */
  timeoutMs?: number;
  /** @default 5 */
  maxRedirects?: number;
}

/**
 * An open download (read `response` to the end or destroy it), or why there is none; `transient`
 * when trying again later may work (the connection failed, HTTP 5xx or 429).
 */
export type UrlFetchResult =
  | { ok: true; response: IncomingMessage; mimeType: string | undefined; url: string }
  | { ok: false; detail: string; transient?: boolean };

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = !allowPrivate && addresses.some((entry) => isPrivateAddress(entry.address));
      if (refused || addresses.length === 0) {
        return callback(Object.assign(new Error(`address of ${hostname} refused`), { code: 'EREFUSED' }), []);
      }
      if ((options as { all?: boolean }).all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first?.address ?? '', first?.family);
    });
  };
}

function request(url: URL, options: Required<UrlFetchOptions>): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const get = url.protocol === 'https:' ? https.get : http.get;
    const req = get(url, {
      lookup: guardedLookup(options.allowPrivate) as never,
      headers: { 'user-agent': 'console-server (automation attachment)', accept: '*/*' },
      timeout: options.timeoutMs,
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.once('timeout', () => req.destroy(new Error('timed out')));
  });
}

/**
 * Opens a URL for download, following redirects.
 * @example const result = await openUrl('https://downloads.example.com/setup.msi'); if (result.ok) result.response.pipe(out);
 */
export async function openUrl(source: string, options: UrlFetchOptions = {}): Promise<UrlFetchResult> {
  const settings: Required<UrlFetchOptions> = {
    allowPrivate: options.allowPrivate ?? false,
    timeoutMs: options.timeoutMs ?? 30_000,
    maxRedirects: options.maxRedirects ?? 5,
  };
  let current = source;
  for (let hop = 0; hop <= settings.maxRedirects; hop++) {
    if (!isValidInstallerUrl(current)) return { ok: false, detail: 'invalid URL' };
    const url = new URL(current.trim());
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) !== 0 && !settings.allowPrivate && isPrivateAddress(literal)) {
      return { ok: false, detail: `address ${literal} refused` };
    }
    let response: IncomingMessage;
    try {
      response = await request(url, settings);
    } catch (error) {
      return { ok: false, detail: `download failed: ${(error as Error).message}`, transient: true };
    }
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      current = new URL(response.headers.location, url).toString();
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      return {
        ok: false,
        detail: `download failed: HTTP ${status}`,
        transient: status >= 500 || status === 429,
      };
    }
    const type = response.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    return { ok: true, response, mimeType: type || undefined, url: current };
  }
  return { ok: false, detail: 'too many redirects' };
}
