/**
 * An APNs test peer (docs/mdm.md): an HTTP/2 TLS server on 127.0.0.1 with a leaf of the test CA
 * (./https.ts) that asks for the client certificate, records each push (path, headers, JSON body,
 * the client certificate's subject UID) and answers 200 with an `apns-id`, or the status and
 * reason the test sets. `onPush` lets a simulated device react like a real one (poll the server).
 * Also makes an APNs-shaped MDM push certificate with its key (openssl). Import it, never copy it.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { promisify } from 'node:util';
import type { TestCa } from './https';

const run = promisify(execFile);

/** One push the peer got. */
export interface RecordedPush {
  path: string;
  topic: string | undefined;
  pushType: string | undefined;
  body: unknown;
  /** The UID of the client certificate's subject (the push certificate's topic). */
  clientUid: string | undefined;
}

/** A running APNs peer. */
export interface ApnsPeer {
  /** `https://127.0.0.1:<port>` */
  url: string;
  pushes: RecordedPush[];
  /** The next answers' status and reason (200: accepted). */
  answer: { status: number; reason?: string };
  /** Called after each accepted push. */
  onPush: ((push: RecordedPush) => void) | undefined;
  stop(): Promise<void>;
}

/** Starts the peer with the CA's valid leaf. */
export async function startApnsPeer(ca: TestCa): Promise<ApnsPeer> {
  const server: Http2SecureServer = createSecureServer({
    cert: ca.leaves.valid.cert,
    key: ca.leaves.valid.key,
    requestCert: true,
    rejectUnauthorized: false,
    allowHTTP1: false,
  });
  const peer = {
    url: '',
    pushes: [] as RecordedPush[],
    answer: { status: 200 } as { status: number; reason?: string },
    onPush: undefined as ((push: RecordedPush) => void) | undefined,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
  server.on('stream', (stream, headers) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const peerCert = (stream.session?.socket as TLSSocket | undefined)?.getPeerCertificate();
      const uid = peerCert?.subject ? (peerCert.subject as unknown as Record<string, string>).UID : undefined;
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = undefined;
      }
      const push: RecordedPush = {
        path: String(headers[':path']),
        topic: headers['apns-topic'] as string | undefined,
        pushType: headers['apns-push-type'] as string | undefined,
        body,
        clientUid: uid,
      };
      peer.pushes.push(push);
      const { status, reason } = peer.answer;
      stream.respond({ ':status': status, 'apns-id': randomUUID(), 'content-type': 'application/json' });
      stream.end(status === 200 ? '' : JSON.stringify({ reason: reason ?? 'BadDeviceToken' }));
      if (status === 200) peer.onPush?.(push);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  peer.url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return peer;
}

/** An MDM push certificate (subject UID `com.apple.mgmt.External.<uuid>`, 30 days) and its key. */
export async function createPushCertificate(): Promise<{
  topic: string;
  certificate: string;
  privateKey: string;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'console-push-cert-'));
  const id = randomUUID();
  const topic = `com.apple.mgmt.External.${id}`;
  try {
    await run(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        'push.key',
        '-out',
        'push.crt',
        '-days',
        '30',
        '-subj',
        `/UID=${topic}/CN=APSP:${id}/C=US`,
      ],
      { cwd: dir },
    );
    return {
      topic,
      certificate: await readFile(join(dir, 'push.crt'), 'utf8'),
      privateKey: await readFile(join(dir, 'push.key'), 'utf8'),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
