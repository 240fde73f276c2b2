/**
 * The server's outgoing mail (docs/server.md "Mail"): nodemailer over SMTP to the configured
 * server. Configured by `CreateServerOptions.mail` or, when absent, the environment:
 * `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://...`), or `SMTP_HOST`, `SMTP_PORT`,
 * `SMTP_SECURE`, `SMTP_USER`, `SMTP_PASS`; `MAIL_FROM` is the sender. Without any, sending answers
 * "not configured" instead of pretending.
 */
import nodemailer, { type Transporter } from 'nodemailer';

/** Where and how mail is sent. */
export interface MailOptions {
  /** An SMTP URL (`smtp://user:pass@mail.example.com:587`); wins over host/port. */
  url?: string;
  host?: string;
  /** @default 587 (465 when `secure`) */
  port?: number;
  /** Implicit TLS from the first byte (port 465). Otherwise STARTTLS is used when offered. */
  secure?: boolean;
  /** Refuse to send unless the server upgrades with STARTTLS. @default false */
  requireTls?: boolean;
  user?: string;
  pass?: string;
  /** The sender address. @default 'Console <no-reply@localhost>' */
  from?: string;
  /** Check the server's certificate. @default true */
  rejectUnauthorized?: boolean;
  /** Connection, greeting and socket time-out. @default 15000 */
  timeoutMs?: number;
}

/** One message. */
export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
}

/** What the SMTP server accepted. */
export interface MailReceipt {
  messageId: string;
  accepted: string[];
  rejected: string[];
}

/** Sends mail; `configured` is false when no SMTP server is set (sending then throws). */
export interface Mailer {
  readonly configured: boolean;
  send(message: MailMessage): Promise<MailReceipt>;
  close(): void;
}

/** Thrown by {@link Mailer.send} when no SMTP server is configured. */
export class MailNotConfiguredError extends Error {
  constructor() {
    super('no SMTP server is configured (SMTP_URL or SMTP_HOST)');
    this.name = 'MailNotConfiguredError';
  }
}

/**
 * The mail options of the environment, or `undefined` when none is set.
 * @example mailOptionsFromEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }) // { url: 'smtp://127.0.0.1:2525', ... }
 */
export function mailOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): MailOptions | undefined {
  if (!env.SMTP_URL && !env.SMTP_HOST) return undefined;
  const port = env.SMTP_PORT ? Number(env.SMTP_PORT) : undefined;
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
    throw new Error(`SMTP_PORT must be a port number, not "${env.SMTP_PORT}"`);
  }
  return {
    url: env.SMTP_URL || undefined,
    host: env.SMTP_HOST || undefined,
    port,
    secure: env.SMTP_SECURE === 'true',
    requireTls: env.SMTP_REQUIRE_TLS === 'true',
    user: env.SMTP_USER || undefined,
    pass: env.SMTP_PASS || undefined,
    from: env.MAIL_FROM || undefined,
    rejectUnauthorized: env.SMTP_TLS_REJECT_UNAUTHORIZED !== 'false',
  };
}

/** Host, port, TLS mode and account of an `smtp://` or `smtps://` URL. */
function fromUrl(url: string): MailOptions {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  return {
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: parsed.port ? Number(parsed.port) : undefined,
    secure: parsed.protocol === 'smtps:',
    user: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    pass: parsed.password ? decodeURIComponent(parsed.password) : undefined,
  };
}

function transportOf(given: MailOptions): Transporter {
  const options = given.url ? { ...given, ...fromUrl(given.url) } : given;
  const timeout = options.timeoutMs ?? 15_000;
  const secure = options.secure ?? false;
  return nodemailer.createTransport({
    host: options.host,
    port: options.port ?? (secure ? 465 : 587),
    secure,
    ...(options.user ? { auth: { user: options.user, pass: options.pass ?? '' } } : {}),
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    requireTLS: options.requireTls ?? false,
    tls: { rejectUnauthorized: options.rejectUnauthorized ?? true },
  });
}

/**
 * A mailer over `options` (none: not configured).
 * @example
 * const mailer = createMailer({ url: 'smtp://127.0.0.1:2525', from: 'Console <console@example.com>' });
 * await mailer.send({ to: 'tech@example.com', subject: 'Hello', text: 'Hi' });
 */
export function createMailer(options: MailOptions | undefined): Mailer {
  if (!options || (!options.url && !options.host)) {
    return {
      configured: false,
      send: () => Promise.reject(new MailNotConfiguredError()),
      close: () => {},
    };
  }
  const transport = transportOf(options);
  const from = options.from ?? 'Console <no-reply@localhost>';
  return {
    configured: true,
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments,
      });
      const addresses = (list: unknown) =>
        Array.isArray(list) ? list.map((entry) => (typeof entry === 'string' ? entry : String(entry))) : [];
      return {
        messageId: info.messageId,
        accepted: addresses(info.accepted),
        rejected: addresses(info.rejected),
      };
    },
    close: () => transport.close(),
  };
}
