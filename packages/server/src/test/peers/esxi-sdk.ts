/**
 * A stand-in for an ESXi host's vSphere API on 127.0.0.1 for the VM host connection test: a real
 * HTTPS server (certificate for localhost/127.0.0.1 signed by a throw-away test CA made with
 * openssl) that answers `POST /sdk` SessionManager.Login like ESXi does: a LoginResponse for its
 * one user, an `InvalidLogin` fault (HTTP 500) for anything else. Also the two hosts a test needs
 * for failures: a TCP listener that never answers the TLS handshake (slow) and a plain-HTTP one.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The one account the peer accepts. */
export const ESXI_USER = { username: 'root', password: 'esxi-Pass-1' } as const;

/** A loopback address a peer listens on. */
type LoopbackHost = '127.0.0.1' | '::1';

/** A running peer. */
export interface LoopbackPeer {
  host: LoopbackHost;
  port: number;
  stop(): Promise<void>;
}

/** A test CA and a leaf for localhost / 127.0.0.1 / ::1 it signed (PEM). */
export interface TestCertificates {
  ca: string;
  cert: string;
  key: string;
}

/** Makes a CA and a 1-day leaf certificate for localhost, 127.0.0.1 and ::1 with openssl. */
export async function makeTestCertificates(): Promise<TestCertificates> {
  const dir = await mkdtemp(join(tmpdir(), 'console-esxi-ca-'));
  const at = (name: string) => join(dir, name);
  try {
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      at('ca.key'),
      '-out',
      at('ca.crt'),
      '-days',
      '2',
      '-subj',
      '/CN=Console Test CA',
    ]);
    await run('openssl', [
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      at('leaf.key'),
      '-out',
      at('leaf.csr'),
      '-subj',
      '/CN=localhost',
    ]);
    await writeFile(
      at('san.ext'),
      'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1\nextendedKeyUsage=serverAuth\n',
    );
    await run('openssl', [
      'x509',
      '-req',
      '-in',
      at('leaf.csr'),
      '-CA',
      at('ca.crt'),
      '-CAkey',
      at('ca.key'),
      '-CAcreateserial',
      '-out',
      at('leaf.crt'),
      '-days',
      '1',
      '-extfile',
      at('san.ext'),
    ]);
    const [ca, cert, key] = await Promise.all([
      readFile(at('ca.crt'), 'utf8'),
      readFile(at('leaf.crt'), 'utf8'),
      readFile(at('leaf.key'), 'utf8'),
    ]);
    return { ca, cert, key };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function listen(
  server: Server | ReturnType<typeof createTcpServer>,
  host: LoopbackHost = '127.0.0.1',
): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function stopper(server: Server | ReturnType<typeof createTcpServer>, sockets: Set<Socket>) {
  return () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
}

function track(server: Server | ReturnType<typeof createTcpServer>): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return sockets;
}

const fault = (text: string) =>
  '<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/">' +
  `<soapenv:Body><soapenv:Fault><faultcode>ServerFaultCode</faultcode><faultstring>${text}</faultstring>` +
  '<detail><InvalidLoginFault xmlns="urn:vim25" xsi:type="InvalidLogin" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"/></detail>' +
  '</soapenv:Fault></soapenv:Body></soapenv:Envelope>';

const loginResponse = (username: string) =>
  '<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/">' +
  `<soapenv:Body><LoginResponse xmlns="urn:vim25"><returnval><key>52b0</key><userName>${username}</userName>` +
  '</returnval></LoginResponse></soapenv:Body></soapenv:Envelope>';

const field = (xml: string, name: string) =>
  new RegExp(`<(?:\\w+:)?${name}>([^<]*)</(?:\\w+:)?${name}>`).exec(xml)?.[1] ?? null;

/**
 * Starts the HTTPS vSphere stand-in with the certificates on `host` (127.0.0.1 unless `::1` is
 * asked for); `logins` counts the Login calls.
 * @example const certs = await makeTestCertificates(); const esxi = await startEsxiPeer(certs);
 * @example const esxi6 = await startEsxiPeer(certs, '::1');
 */
export async function startEsxiPeer(
  certs: TestCertificates,
  host: LoopbackHost = '127.0.0.1',
): Promise<LoopbackPeer & { logins: number }> {
  const state = { logins: 0 };
  const server = createHttpsServer({ cert: certs.cert, key: certs.key }, (request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      if (body.length < 65_536) body += chunk;
    });
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/sdk' || !/<(\w+:)?Login>/.test(body)) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      state.logins++;
      const ok =
        field(body, 'userName') === ESXI_USER.username && field(body, 'password') === ESXI_USER.password;
      response
        .writeHead(ok ? 200 : 500, { 'content-type': 'text/xml; charset=utf-8' })
        .end(
          ok
            ? loginResponse(ESXI_USER.username)
            : fault('Cannot complete login due to an incorrect user name or password.'),
        );
    });
  });
  const sockets = track(server);
  const port = await listen(server, host);
  const stop = stopper(server, sockets);
  return {
    host,
    port,
    stop,
    get logins() {
      return state.logins;
    },
  };
}

/** A TCP listener that accepts and then says nothing: the TLS handshake never completes. */
export async function startSilentTcpPeer(): Promise<LoopbackPeer> {
  const server = createTcpServer(() => {});
  const sockets = track(server);
  const port = await listen(server);
  return { host: '127.0.0.1', port, stop: stopper(server, sockets) };
}

/** A plain HTTP server (no TLS) on the port: not a vSphere API endpoint. */
export async function startPlainHttpPeer(): Promise<LoopbackPeer> {
  const server = createHttpServer((_request, response) => response.end('hello'));
  const sockets = track(server);
  const port = await listen(server);
  return { host: '127.0.0.1', port, stop: stopper(server, sockets) };
}

/** A TCP port of 127.0.0.1 with nothing listening (connections are refused). */
export async function closedTcpPort(): Promise<number> {
  const server = createTcpServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
