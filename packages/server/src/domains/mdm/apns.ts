/**
 * APNs pushes for MDM (docs/mdm.md): an HTTP/2 POST to `/3/device/<token>` on the APNs origin,
 * authenticated with the push certificate and its key (TLS client certificate), topic header the
 * certificate's topic, body `{"mdm":"<PushMagic>"}`. The device then polls the server URL.
 */
import { connect, constants } from 'node:http2';
import type { MdmRuntime } from './runtime';

/** What one push needs. */
export interface MdmPush {
  /** The APNs device token (hex). */
  token: string;
  pushMagic: string;
  topic: string;
  /** The push certificate and its private key (PEM). */
  certificate: string;
  privateKey: string;
}

/** The push's outcome: APNs' status and, on refusal, its reason. */
export interface PushResult {
  ok: boolean;
  status: number;
  reason?: string;
  apnsId?: string;
}

/** Sends one MDM push. Never throws: a connection failure is `{ ok: false, status: 0, reason }`. */
export function sendMdmPush(runtime: MdmRuntime, push: MdmPush): Promise<PushResult> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (result: PushResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      session.close();
      resolve(result);
    };
    const session = connect(runtime.apnsUrl, {
      cert: push.certificate,
      key: push.privateKey,
      ...(runtime.apnsCa ? { ca: runtime.apnsCa } : {}),
    });
    const timer = setTimeout(() => done({ ok: false, status: 0, reason: 'Timeout' }), runtime.timeoutMs);
    session.on('error', (error: Error) => done({ ok: false, status: 0, reason: error.message }));
    const body = JSON.stringify({ mdm: push.pushMagic });
    const stream = session.request({
      [constants.HTTP2_HEADER_METHOD]: 'POST',
      [constants.HTTP2_HEADER_PATH]: `/3/device/${encodeURIComponent(push.token)}`,
      [constants.HTTP2_HEADER_CONTENT_TYPE]: 'application/json',
      'apns-topic': push.topic,
      'apns-push-type': 'mdm',
      'apns-priority': '10',
    });
    let status = 0;
    let apnsId: string | undefined;
    const chunks: Buffer[] = [];
    stream.on('response', (headers) => {
      status = Number(headers[constants.HTTP2_HEADER_STATUS] ?? 0);
      const id = headers['apns-id'];
      apnsId = typeof id === 'string' ? id : undefined;
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', (error: Error) => done({ ok: false, status, reason: error.message }));
    stream.on('end', () => {
      let reason: string | undefined;
      if (status !== 200) {
        try {
          reason = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { reason?: string }).reason;
        } catch {
          reason = `HTTP ${status}`;
        }
      }
      done({ ok: status === 200, status, ...(reason ? { reason } : {}), ...(apnsId ? { apnsId } : {}) });
    });
    stream.end(body);
  });
}
