/**
 * The VM host connection test (000 §4.3, §7.3): really connects to `hostname:apiPort` in three
 * steps, each with its own time-out: TCP, then TLS (the certificate checked against the system's
 * CAs plus the configured ones), then a vSphere Web Services `Login` (SOAP over HTTPS POST to
 * `/sdk`, the ESXi session manager `ha-sessionmgr`) with the credential's user and password.
 *
 * Result codes: `OK`; `esxi_init_timeout` when a step times out; `invalid_credentials` when the
 * host refuses the login (an `InvalidLogin` fault, 401 or 403); `unsupported_target` when the port
 * speaks no TLS or answers something that is not the vSphere API; `esxi_unknown` for any other
 * failure (connection refused, unreachable, unresolved name, untrusted certificate).
 */
import { connect, isIP, type Socket } from 'node:net';
import { rootCertificates, type TLSSocket, connect as tlsConnect } from 'node:tls';

/** What the test needs. */
export interface EsxiTestTarget {
  host: string;
  port: number;
  username: string;
  password: string;
  /** Per step. */
  timeoutMs: number;
  /** Extra trusted CAs (PEM). */
  ca?: string | undefined;
  /** Accept an untrusted certificate (ESXi's factory self-signed one). */
  allowUntrusted?: boolean;
}

/** The outcome: a result code of 000 §4.3 (or OK), the step it stopped at and why. */
export interface EsxiTestResult {
  resultCode: 'OK' | 'esxi_init_timeout' | 'esxi_unknown' | 'unsupported_target' | 'invalid_credentials';
  stage: 'tcp' | 'tls' | 'login' | null;
  message: string | null;
}

const xml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** The SOAP body of SessionManager.Login. */
export function loginEnvelope(username: string, password: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:vim25="urn:vim25">' +
    '<soapenv:Body><vim25:Login><vim25:_this type="SessionManager">ha-sessionmgr</vim25:_this>' +
    `<vim25:userName>${xml(username)}</vim25:userName><vim25:password>${xml(password)}</vim25:password>` +
    '</vim25:Login></soapenv:Body></soapenv:Envelope>'
  );
}

const MAX_ANSWER = 64 * 1024;

function fail(resultCode: EsxiTestResult['resultCode'], stage: EsxiTestResult['stage'], message: string) {
  return { resultCode, stage, message };
}

function connectTcp(target: EsxiTestTarget): Promise<Socket | EsxiTestResult> {
  return new Promise((resolve) => {
    const socket = connect({ host: target.host, port: target.port });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(fail('esxi_init_timeout', 'tcp', `no TCP answer within ${target.timeoutMs} ms`));
    }, target.timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(fail('esxi_unknown', 'tcp', `${error.code ?? 'ERROR'}: ${error.message}`));
    });
  });
}

function startTls(socket: Socket, target: EsxiTestTarget): Promise<TLSSocket | EsxiTestResult> {
  return new Promise((resolve) => {
    const tls = tlsConnect({
      socket,
      servername: isIP(target.host) ? undefined : target.host,
      ca: target.ca ? [...rootCertificates, target.ca] : undefined,
      rejectUnauthorized: !target.allowUntrusted,
    });
    const timer = setTimeout(() => {
      tls.destroy();
      resolve(fail('esxi_init_timeout', 'tls', `no TLS handshake within ${target.timeoutMs} ms`));
    }, target.timeoutMs);
    tls.once('secureConnect', () => {
      clearTimeout(timer);
      resolve(tls);
    });
    tls.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      tls.destroy();
      // A port that speaks no TLS at all is not a vSphere API endpoint.
      const noTls = error.code === 'EPROTO' || /wrong version number|unknown protocol/i.test(error.message);
      resolve(
        fail(
          noTls ? 'unsupported_target' : 'esxi_unknown',
          'tls',
          `${error.code ?? 'ERROR'}: ${error.message}`,
        ),
      );
    });
  });
}

/** Undoes `Transfer-Encoding: chunked` (enough for one short answer). */
export function dechunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const line = rest.indexOf('\r\n');
    if (line < 0) return out;
    const size = Number.parseInt(rest.slice(0, line), 16);
    if (!Number.isFinite(size) || size <= 0) return out;
    out += rest.slice(line + 2, line + 2 + size);
    rest = rest.slice(line + 2 + size + 2);
  }
}

/** Splits a raw HTTP/1.1 answer into status and body. */
export function parseAnswer(raw: string): { status: number; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
  const chunked = /^transfer-encoding:\s*chunked/im.test(head);
  return { status, body: chunked ? dechunk(body) : body };
}

// The request is written by hand on the socket the TLS step opened, so each step keeps its own
// time-out and error (node:http would open its own connection).
function login(tls: TLSSocket, target: EsxiTestTarget): Promise<EsxiTestResult> {
  return new Promise((resolve) => {
    const body = loginEnvelope(target.username, target.password);
    let raw = '';
    let settled = false;
    const done = (result: EsxiTestResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      tls.destroy();
      resolve(result);
    };
    const timer = setTimeout(
      () => done(fail('esxi_init_timeout', 'login', `no login answer within ${target.timeoutMs} ms`)),
      target.timeoutMs,
    );
    tls.setEncoding('utf8');
    tls.on('data', (chunk: string) => {
      if (raw.length < MAX_ANSWER) raw += chunk;
    });
    tls.once('end', () => {
      const answer = parseAnswer(raw);
      done(
        answer.status === 0
          ? fail('unsupported_target', 'login', 'not an HTTP answer')
          : judge(answer.status, answer.body),
      );
    });
    tls.once('error', (error) => done(fail('esxi_unknown', 'login', error.message)));
    const host = isIP(target.host) === 6 ? `[${target.host}]` : target.host;
    tls.write(
      `POST /sdk HTTP/1.1\r\nHost: ${host}:${target.port}\r\nContent-Type: text/xml; charset=utf-8\r\n` +
        `SOAPAction: "urn:vim25/6.7"\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

/** Reads the login answer. */
export function judge(status: number, text: string): EsxiTestResult {
  if (status === 200 && /<(\w+:)?LoginResponse\b/.test(text))
    return { resultCode: 'OK', stage: null, message: null };
  if (status === 401 || status === 403 || /InvalidLogin/.test(text)) {
    return fail('invalid_credentials', 'login', 'the host refused the user name or password');
  }
  if (/<(\w+:)?Envelope\b/.test(text)) {
    const fault = /<faultstring>([^<]*)<\/faultstring>/.exec(text)?.[1] ?? `HTTP ${status}`;
    return fail('esxi_unknown', 'login', fault);
  }
  return fail('unsupported_target', 'login', `HTTP ${status}: not a vSphere API answer`);
}

/**
 * Runs the three steps against the host; never throws.
 * @example await testEsxiConnection({ host: 'esxi-01', port: 443, username: 'root', password: '…', timeoutMs: 10000 })
 */
export async function testEsxiConnection(target: EsxiTestTarget): Promise<EsxiTestResult> {
  const socket = await connectTcp(target);
  if ('resultCode' in socket) return socket;
  const tls = await startTls(socket, target);
  if ('resultCode' in tls) return tls;
  return login(tls, target);
}
