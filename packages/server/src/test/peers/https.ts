/**
 * HTTP(S) test peers on 127.0.0.1 with a test CA made by openssl at test time (Debian `openssl`):
 * leaves for localhost / 127.0.0.1 that are valid (30 days), soon expiring (5 days), expired
 * (January 2024) and self-signed. Each server answers what the test sets (status, body, delay)
 * and records the requests it got (method, headers, body), for the HTTP monitor tests. Import it,
 * never copy it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The leaves the CA issues (and the self-signed one). */
export type LeafKind = 'valid' | 'expiring' | 'expired' | 'selfSigned';

/** A test CA with its leaves (PEM). */
export interface TestCa {
  dir: string;
  caCert: string;
  leaves: Record<LeafKind, { cert: string; key: string }>;
  remove(): Promise<void>;
}

const SAN = 'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n';

/** Makes a CA and its four leaves in a temp folder (about a second). */
export async function createTestCa(): Promise<TestCa> {
  const dir = await mkdtemp(join(tmpdir(), 'console-test-ca-'));
  const at = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => run('openssl', args, { cwd: dir });
  await openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.crt',
    '-days',
    '3650',
    '-subj',
    '/CN=Console Test CA',
  );
  await writeFile(at('san.ext'), SAN);
  const leaf = async (name: string, days: number) => {
    await openssl(
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.csr`,
      '-subj',
      '/CN=localhost',
    );
    await openssl(
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      'ca.crt',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      `${name}.crt`,
      '-days',
      String(days),
      '-extfile',
      'san.ext',
    );
  };
  await leaf('valid', 30);
  await leaf('expiring', 5);
  await openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'selfSigned.key',
    '-out',
    'selfSigned.crt',
    '-days',
    '30',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
  );
  // An expired leaf needs explicit dates: `openssl ca` with a minimal configuration.
  await writeFile(at('index.txt'), '');
  await writeFile(at('serial'), '1000\n');
  await writeFile(
    at('ca.cnf'),
    `[ ca ]\ndefault_ca = testca\n[ testca ]\ndir = ${dir}\ndatabase = $dir/index.txt\nserial = $dir/serial\nnew_certs_dir = $dir\ncertificate = $dir/ca.crt\nprivate_key = $dir/ca.key\ndefault_md = sha256\npolicy = anything\ncopy_extensions = copy\nunique_subject = no\n[ anything ]\ncommonName = supplied\n`,
  );
  await openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'expired.key',
    '-out',
    'expired.csr',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
  );
  await openssl(
    'ca',
    '-batch',
    '-config',
    'ca.cnf',
    '-in',
    'expired.csr',
    '-out',
    'expired.crt',
    '-startdate',
    '20240101000000Z',
    '-enddate',
    '20240201000000Z',
    '-notext',
  );
  const read = (name: string) => readFile(at(name), 'utf8');
  const pair = async (name: string) => ({ cert: await read(`${name}.crt`), key: await read(`${name}.key`) });
  return {
    dir,
    caCert: await read('ca.crt'),
    leaves: {
      valid: await pair('valid'),
      expiring: await pair('expiring'),
      expired: await pair('expired'),
      selfSigned: await pair('selfSigned'),
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A request the peer received. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** What the peer answers; change it between runs. */
export interface PeerAnswer {
  status: number;
  body: string;
  /** Wait before answering, in ms. */
  delayMs: number;
  /** `user:password` the request must carry as basic auth (401 otherwise). */
  basicAuth: string | null;
}

/** A running HTTP(S) peer. */
export interface WebPeer {
  url: string;
  port: number;
  answer: PeerAnswer;
  requests: ReceivedRequest[];
  stop(): Promise<void>;
}

function handler(peer: () => WebPeer) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const self = peer();
      self.requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const { answer } = self;
      const expected = answer.basicAuth ? `Basic ${Buffer.from(answer.basicAuth).toString('base64')}` : null;
      setTimeout(() => {
        if (expected && request.headers.authorization !== expected) {
          response.writeHead(401, { 'www-authenticate': 'Basic realm="test"' }).end('unauthorized');
          return;
        }
        response.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' }).end(answer.body);
      }, answer.delayMs);
    });
  };
}

async function listen(server: Server, scheme: 'http' | 'https', host: string): Promise<WebPeer> {
  const peer: WebPeer = {
    url: '',
    port: 0,
    answer: {
      status: 200,
      body: '<html><body>All systems operational</body></html>',
      delayMs: 0,
      basicAuth: null,
    },
    requests: [],
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
  server.on(
    'request',
    handler(() => peer),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  peer.port = (server.address() as AddressInfo).port;
  peer.url = `${scheme}://${host}:${peer.port}/`;
  return peer;
}

/** A plain HTTP peer on 127.0.0.1. */
export function startHttpPeer(): Promise<WebPeer> {
  return listen(createHttpServer(), 'http', '127.0.0.1');
}

/** An HTTPS peer on 127.0.0.1 (URL host `localhost`) serving one of the CA's leaves. */
export function startHttpsPeer(ca: TestCa, leaf: LeafKind): Promise<WebPeer> {
  return listen(createHttpsServer({ ...ca.leaves[leaf] }), 'https', 'localhost');
}
