/**
 * An SMS provider's webhook in the test process: a plain HTTP server on 127.0.0.1 at a free port
 * that records every request (method, path, headers, JSON body) and answers with the status it is
 * told to. For the SMS delivery tests: import it, never copy it.
 * @example
 * const sms = await startSmsWebhookPeer();
 * // ... createServer({ sms: { url: sms.url, authorization: 'Bearer test' } })
 * sms.respondWith(500); // the next requests fail
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the webhook received. */
export interface SmsWebhookRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (`undefined` when it was not JSON). */
  body: unknown;
}

/** A running webhook peer. */
export interface SmsWebhookPeer {
  /** `http://127.0.0.1:<port>/sms`. */
  url: string;
  requests: SmsWebhookRequest[];
  /** The status the next answers have. @default 202 */
  respondWith(status: number): void;
  clear(): void;
  stop(): Promise<void>;
}

/** Starts the webhook peer. */
export async function startSmsWebhookPeer(): Promise<SmsWebhookPeer> {
  const requests: SmsWebhookRequest[] = [];
  let status = 202;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = undefined;
      }
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ accepted: status < 300 }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    requests,
    respondWith: (next) => {
      status = next;
    },
    clear: () => {
      requests.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
