/**
 * A WHOIS (port 43) peer on 127.0.0.1: answers a referral for `refer.test` queries like IANA does
 * and a registry record with an expiry date for the domains the test sets. Import it, never copy it.
 */

import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';

/** A running WHOIS peer. */
export interface WhoisPeer {
  host: '127.0.0.1';
  port: number;
  /** Expiry dates by domain (ISO); unknown domains answer "No match". */
  expiries: Map<string, string>;
  /** Domains this server refers elsewhere (`refer:` line), to `referTo`. */
  referrals: Map<string, string>;
  queries: string[];
  stop(): Promise<void>;
}

/** Starts the peer on a free port. */
export async function startWhoisPeer(): Promise<WhoisPeer> {
  const peer: WhoisPeer = {
    host: '127.0.0.1',
    port: 0,
    expiries: new Map(),
    referrals: new Map(),
    queries: [],
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((socket) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      if (!text.includes('\r\n')) return;
      const domain = text.trim().toLowerCase();
      peer.queries.push(domain);
      const refer = peer.referrals.get(domain);
      const expiry = peer.expiries.get(domain);
      if (refer)
        socket.end(
          `% IANA WHOIS server\r\n\r\nrefer:        ${refer}\r\n\r\ndomain:       ${domain.split('.').pop()}\r\n`,
        );
      else if (expiry)
        socket.end(
          `   Domain Name: ${domain.toUpperCase()}\r\n   Registry Domain ID: 1_DOMAIN\r\n   Creation Date: 2020-01-01T00:00:00Z\r\n   Registry Expiry Date: ${expiry}\r\n   Registrar: Test Registrar\r\n`,
        );
      else socket.end(`No match for "${domain.toUpperCase()}".\r\n`);
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  peer.port = (server.address() as AddressInfo).port;
  return peer;
}
