/**
 * A real SMTP server in the test process (the `smtp-server` package) on 127.0.0.1 at a free port,
 * recording every message it accepts, parsed with `mailparser`. For the mail tests of the mobile
 * enrollment and any other SMTP test (the cloud monitors' SMTP probe): import it, never copy it.
 *
 * Options: STARTTLS offered or not (with smtp-server's built-in self-signed certificate unless a
 * key and certificate are given), implicit TLS (`secure`), AUTH PLAIN/LOGIN with one account,
 * recipients to refuse, and a banner.
 * @example
 * const smtp = await startSmtpPeer();
 * // ... createServer({ mail: { url: smtp.url, from: 'Console <console@test.local>' } })
 * const [message] = await smtp.waitForMessages(1);
 * await smtp.stop();
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** One accepted message. */
export interface ReceivedMail {
  /** MAIL FROM. */
  from: string;
  /** RCPT TO, in order. */
  to: string[];
  /** The raw message. */
  raw: Buffer;
  /** The parsed message (subject, text, attachments ...). */
  parsed: ParsedMail;
  /** Whether the session was encrypted (STARTTLS or implicit TLS). */
  secure: boolean;
  /** The authenticated user, if any. */
  user: string | undefined;
}

/** Options of {@link startSmtpPeer}. */
export interface SmtpPeerOptions {
  /** Offer STARTTLS. @default false */
  starttls?: boolean;
  /** Implicit TLS from the first byte. @default false */
  secure?: boolean;
  /** PEM key and certificate for TLS (default: smtp-server's built-in self-signed one). */
  tls?: { key: string | Buffer; cert: string | Buffer };
  /** Require AUTH with this account. */
  auth?: { user: string; pass: string };
  /** Recipients refused at RCPT TO (550). */
  refuse?: string[];
  /** The greeting banner text. @default 'rmm-smtp-peer.test.local ESMTP' */
  banner?: string;
}

/** A running SMTP peer. */
export interface SmtpPeer {
  host: '127.0.0.1';
  port: number;
  /** `smtp://127.0.0.1:<port>` (or `smtps://` when `secure`), with the account when `auth` is set. */
  url: string;
  /** Every message accepted so far. */
  messages: ReceivedMail[];
  /** Resolves once at least `count` messages arrived (time-out: `timeoutMs`, default 10 s). */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Forgets the recorded messages. */
  clear(): void;
  /** Replaces the recipients refused at RCPT TO (550). */
  setRefused(addresses: readonly string[]): void;
  stop(): Promise<void>;
}

/** Starts an SMTP peer on 127.0.0.1 at a free port. */
export async function startSmtpPeer(options: SmtpPeerOptions = {}): Promise<SmtpPeer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const refuse = new Set((options.refuse ?? []).map((address) => address.toLowerCase()));
  const serverOptions: SMTPServerOptions = {
    secure: options.secure ?? false,
    disabledCommands: [
      ...(options.starttls || options.secure ? [] : ['STARTTLS']),
      ...(options.auth ? [] : ['AUTH']),
    ],
    allowInsecureAuth: true,
    authOptional: !options.auth,
    banner: options.banner ?? 'rmm-smtp-peer.test.local ESMTP',
    size: 25 * 1024 * 1024,
    logger: false,
    ...(options.tls ? { key: options.tls.key, cert: options.tls.cert } : {}),
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) {
        callback(null, { user: auth.username });
        return;
      }
      callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw,
              parsed,
              secure: session.secure,
              user: typeof session.user === 'string' ? session.user : undefined,
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  const account = options.auth
    ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@`
    : '';
  return {
    host: '127.0.0.1',
    port,
    url: `${options.secure ? 'smtps' : 'smtp'}://${account}127.0.0.1:${port}`,
    messages,
    waitForMessages(count, timeoutMs = 10_000) {
      if (messages.length >= count) return Promise.resolve(messages.slice());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${messages.length} of ${count} messages arrived`));
        }, timeoutMs);
        const check = () => {
          if (messages.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(messages.slice());
        };
        waiters.add(check);
      });
    },
    clear: () => {
      messages.length = 0;
    },
    setRefused: (addresses) => {
      refuse.clear();
      for (const address of addresses) refuse.add(address.toLowerCase());
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
