/**
 * A WHOIS (port 43, RFC 3912) client for the DNS monitor's WhoisExpiration condition: asks the
 * configured server (default whois.iana.org), follows its `refer:` / `whois:` referral once or
 * twice, and reads the registration's expiry date. Answers are cached per domain.
 */
import { connect } from 'node:net';

/** What a WHOIS lookup found. */
export interface WhoisAnswer {
  server: string;
  /** ISO date, or null when the answer carries none. */
  expiresAt: string | null;
}

const EXPIRY =
  /^\s*(?:registry expiry date|registrar registration expiration date|expiration date|expiry date|expires(?: on)?|paid-till|expire)\s*:\s*(.+?)\s*$/im;
const REFER = /^\s*(?:refer|whois|registrar whois server)\s*:\s*([a-z0-9.-]+)\s*$/im;

/** Sends one query and reads the whole answer (at most 64 KiB). */
export function whoisQuery(host: string, port: number, query: string, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    const chunks: Buffer[] = [];
    let size = 0;
    const onAbort = () => {
      socket.destroy();
      reject(new Error('WHOIS timed out'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    socket.once('connect', () => socket.write(`${query}\r\n`));
    socket.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= 65_536) chunks.push(chunk);
      else socket.end();
    });
    socket.once('error', (error) => {
      signal.removeEventListener('abort', onAbort);
      reject(error);
    });
    socket.once('close', () => {
      signal.removeEventListener('abort', onAbort);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
  });
}

/** The expiry date in a WHOIS answer (ISO), or null. */
export function parseWhoisExpiry(text: string): string | null {
  const match = EXPIRY.exec(text);
  if (!match?.[1]) return null;
  const value = match[1].replace(/\s+\(.*\)$/, '');
  const date = new Date(/^\d{4}\.\d{2}\.\d{2}$/.test(value) ? value.replaceAll('.', '-') : value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The registrable domain of a host name (its last two labels). */
export function registrableDomain(hostname: string): string {
  return hostname.toLowerCase().replace(/\.$/, '').split('.').slice(-2).join('.');
}

const cache = new Map<string, { at: number; answer: WhoisAnswer }>();

/** Looks a domain up, following referrals (at most two), cached for `cacheMs`. */
export async function whoisLookup(
  domain: string,
  first: { host: string; port: number },
  signal: AbortSignal,
  cacheMs: number,
): Promise<WhoisAnswer> {
  const key = `${first.host}:${first.port}/${domain}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < cacheMs) return hit.answer;
  let server = first;
  let answer: WhoisAnswer = { server: first.host, expiresAt: null };
  for (let hop = 0; hop < 3; hop++) {
    const text = await whoisQuery(server.host, server.port, domain, signal);
    answer = { server: server.host, expiresAt: parseWhoisExpiry(text) };
    const refer = REFER.exec(text)?.[1];
    if (answer.expiresAt || !refer || refer === server.host) break;
    server = { host: refer, port: 43 };
  }
  cache.set(key, { at: Date.now(), answer });
  if (cache.size > 10_000) cache.delete(cache.keys().next().value as string);
  return answer;
}
