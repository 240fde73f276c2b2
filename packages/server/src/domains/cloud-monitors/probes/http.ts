/**
 * HTTP and HTTPS monitors: one request (method, basic auth, headers, form or raw body) to the
 * guarded address, no redirects followed. Measures the time to the whole answer, reads the
 * status code and (up to 1 MiB of) the body for the keyword conditions, and for https the
 * certificate: whether it is trusted, its expiry and, when asked, its details. Optionally saves
 * the body (SAVED_BODY_MAX characters).
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { createSecureContext, rootCertificates, type SecureContext, type TLSSocket } from 'node:tls';
import { SAVED_BODY_MAX } from '@console/core';
import { elapsed, type ProbeContext, type ProbeOutcome, reasonOf } from './types';

/** The HTTP monitor's request settings (the contract's HTTP variant). */
export interface HttpSettings {
  url: string;
  methodType: string;
  authenticationType: 'NONE' | 'BASIC';
  authenticationUsername: string;
  saveResponseBody: boolean;
  saveCertificateInformation: boolean;
  requestHeaders: { key: string; value: string }[];
  requestBodyType: 'NONE' | 'FORM' | 'RAW';
  formBodyType: 'URL_ENCODED' | 'MULTIPART';
  formBody: { key: string; value: string }[];
  rawBodyType: string;
  rawBody: string;
}

const BODY_READ_MAX = 1_048_576;
const RAW_CONTENT_TYPES: Record<string, string> = {
  TEXT: 'text/plain; charset=utf-8',
  JSON: 'application/json',
  XML: 'application/xml',
  HTML: 'text/html; charset=utf-8',
  JAVASCRIPT: 'application/javascript',
};

function bodyOf(settings: HttpSettings): { body: Buffer | null; contentType: string | null } {
  if (settings.requestBodyType === 'RAW')
    return {
      body: Buffer.from(settings.rawBody),
      contentType: RAW_CONTENT_TYPES[settings.rawBodyType] ?? null,
    };
  if (settings.requestBodyType !== 'FORM') return { body: null, contentType: null };
  const rows = settings.formBody.filter((row) => row.key.trim() !== '');
  if (settings.formBodyType === 'URL_ENCODED')
    return {
      body: Buffer.from(new URLSearchParams(rows.map((row) => [row.key, row.value])).toString()),
      contentType: 'application/x-www-form-urlencoded',
    };
  const boundary = `----console${randomBytes(12).toString('hex')}`;
  const parts = rows.map(
    (row) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${row.key.replaceAll('"', '%22')}"\r\n\r\n${row.value}\r\n`,
  );
  return {
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The certificate facts of a TLS answer. */
function certificateOf(socket: TLSSocket, withDetails: boolean): Record<string, unknown> {
  const peer = socket.getPeerCertificate();
  if (!peer?.valid_to) return { trusted: false, error: 'No certificate' };
  const expiresAt = new Date(peer.valid_to);
  const daysLeft = Math.floor((expiresAt.getTime() - Date.now()) / 86_400_000);
  return {
    trusted: socket.authorized,
    error: socket.authorized ? null : String(socket.authorizationError ?? 'untrusted'),
    expiresAt: expiresAt.toISOString(),
    daysLeft,
    ...(withDetails
      ? {
          subject: peer.subject?.CN ?? null,
          issuer: peer.issuer?.CN ?? null,
          validFrom: new Date(peer.valid_from).toISOString(),
          serialNumber: peer.serialNumber,
          fingerprint256: peer.fingerprint256,
          subjectAltName: peer.subjectaltname ?? null,
        }
      : {}),
  };
}

const contexts = new WeakMap<readonly string[], SecureContext>();

/** One TLS context per CA list (building one parses every root certificate). */
export function secureContextFor(ca: readonly string[]): SecureContext {
  let context = contexts.get(ca);
  if (!context) {
    context = createSecureContext({ ca: [...rootCertificates, ...ca] });
    contexts.set(ca, context);
  }
  return context;
}

/** The keywords the HttpSiteKeyword conditions look for. */
function keywordsOf(ctx: ProbeContext): string[] {
  return ctx.conditions.flatMap((condition) =>
    condition.type === 'HttpSiteKeyword' && condition.enabled ? [condition.parameters.keyword] : [],
  );
}

/** Sends the request; UP when an answer came with a status below 400. */
export async function probeHttp(settings: HttpSettings, ctx: ProbeContext): Promise<ProbeOutcome> {
  const url = new URL(settings.url);
  const secure = url.protocol === 'https:';
  const lookup: LookupFunction = (hostname, options, callback) => {
    ctx.guard.resolve(hostname).then(
      ({ address, family }) => {
        if ((options as { all?: boolean }).all) callback(null, [{ address, family }] as never);
        else callback(null, address, family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
  const headers: Record<string, string> = { 'user-agent': 'Console-CloudMonitor/1.0', accept: '*/*' };
  for (const row of settings.requestHeaders)
    if (row.key.trim()) headers[row.key.trim().toLowerCase()] = row.value;
  if (settings.authenticationType === 'BASIC') {
    const password = ctx.secrets.authenticationPassword ?? '';
    headers.authorization = `Basic ${Buffer.from(`${settings.authenticationUsername}:${password}`).toString('base64')}`;
  }
  const { body, contentType } =
    settings.methodType === 'GET' || settings.methodType === 'HEAD'
      ? { body: null, contentType: null }
      : bodyOf(settings);
  if (body) {
    headers['content-length'] = String(body.length);
    if (contentType && !headers['content-type']) headers['content-type'] = contentType;
  }
  try {
    // IP literals skip `lookup`: check them here.
    await ctx.guard.resolve(url.hostname.replace(/^\[|\]$/g, ''));
  } catch (error) {
    return {
      status: 'DOWN',
      responseTimeMs: null,
      message: reasonOf(error),
      details: { statusCode: null, keywords: {}, certificate: null },
    };
  }
  const start = performance.now();
  let certificate: Record<string, unknown> | null = null;
  try {
    const response = await new Promise<{ message: IncomingMessage; text: string }>((resolve, reject) => {
      const request = (secure ? httpsRequest : httpRequest)(url, {
        method: settings.methodType,
        headers,
        lookup,
        signal: ctx.signal,
        agent: false,
        ...(secure
          ? {
              rejectUnauthorized: false,
              secureContext: secureContextFor(ctx.options.ca),
              ...(isIP(url.hostname.replace(/^\[|\]$/g, '')) ? {} : { servername: url.hostname }),
            }
          : {}),
      });
      request.once('response', (message) => {
        if (secure)
          certificate = certificateOf(message.socket as TLSSocket, settings.saveCertificateInformation);
        const chunks: Buffer[] = [];
        let size = 0;
        message.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= BODY_READ_MAX) chunks.push(chunk);
        });
        message.once('end', () => resolve({ message, text: Buffer.concat(chunks).toString('utf8') }));
        message.once('error', reject);
      });
      request.once('error', reject);
      request.end(body ?? undefined);
    });
    const statusCode = response.message.statusCode ?? 0;
    const keywords = Object.fromEntries(
      keywordsOf(ctx).map((keyword) => [keyword, response.text.includes(keyword)]),
    );
    const ok = statusCode < 400;
    return {
      status: ok ? 'UP' : 'DOWN',
      responseTimeMs: elapsed(start),
      message: ok ? '' : `HTTP ${statusCode}`,
      details: {
        statusCode,
        keywords,
        certificate,
        ...(settings.saveResponseBody && settings.methodType !== 'HEAD'
          ? { body: response.text.slice(0, SAVED_BODY_MAX) }
          : {}),
      },
    };
  } catch (error) {
    return {
      status: 'DOWN',
      responseTimeMs: null,
      message: ctx.signal.aborted ? 'Timed out' : reasonOf(error),
      details: { statusCode: null, keywords: {}, certificate },
    };
  }
}
