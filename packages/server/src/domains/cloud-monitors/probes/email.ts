/**
 * EMAIL monitors: sends a message with a unique token in its Subject over SMTP (SSL/TLS,
 * STARTTLS, optional authentication), then fetches the same message back over IMAP (imapflow)
 * or POP3, deleting it; the round trip is the time from sending to finding it. TLS is verified
 * against Node's roots and the configured CAs: a TLS failure is reported as `sslError` (the
 * EmailSSL condition), any failure as DOWN (EmailFailed).
 */
import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import { secureContextFor } from './http';
import { popFetchAndDelete } from './pop3';
import { elapsed, type ProbeContext, type ProbeOutcome, reasonOf } from './types';

/** The email monitor's settings (the contract's EMAIL variant, without passwords). */
export interface EmailSettings {
  senderEmail: string;
  receiverEmail: string;
  smtpHostname: string;
  smtpPort: number;
  smtpUseSSL: boolean;
  smtpUseTLS: boolean;
  smtpAuthRequired: boolean;
  senderUsername: string;
  fetchOption: 'POP' | 'IMAP';
  popHostname: string;
  popPort: number;
  popReceiverUsername: string;
  popUseSSL: boolean;
  popUseTLS: boolean;
  imapHostname: string;
  imapPort: number;
  imapReceiverUsername: string;
  imapFetchFolder: string;
  imapUseSSL: boolean;
  imapUseTLS: boolean;
}

/** How long to wait between two looks at the mailbox. */
const FETCH_RETRY_MS = 250;

const TLS_ERROR =
  /certificate|CERT_|self[- ]signed|SSL|TLS|handshake|DEPTH_ZERO|UNABLE_TO_VERIFY|ERR_TLS|wrong version number/i;

/** The TLS server name of a host as typed (none for an address: Node refuses IPs there). */
function serverName(host: string): { servername?: string } {
  return isIP(host.replace(/^\[|\]$/g, '')) ? {} : { servername: host };
}

function isTlsError(error: unknown): boolean {
  if ((error as { tls?: boolean }).tls) return true;
  const text = `${(error as NodeJS.ErrnoException).code ?? ''} ${reasonOf(error)}`;
  return TLS_ERROR.test(text);
}

async function imapFind(
  settings: EmailSettings,
  address: string,
  ctx: ProbeContext,
  token: string,
): Promise<boolean> {
  const client = new ImapFlow({
    host: address,
    port: settings.imapPort,
    secure: settings.imapUseSSL,
    doSTARTTLS: settings.imapUseSSL ? undefined : settings.imapUseTLS,
    ...serverName(settings.imapHostname),
    auth: { user: settings.imapReceiverUsername, pass: ctx.secrets.imapReceiverPassword ?? '' },
    tls: { secureContext: secureContextFor(ctx.options.ca), rejectUnauthorized: true },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: ctx.timeoutMs,
    greetingTimeout: ctx.timeoutMs,
    socketTimeout: ctx.timeoutMs,
  });
  client.on('error', () => {});
  const onAbort = () => client.close();
  ctx.signal.addEventListener('abort', onAbort, { once: true });
  try {
    await client.connect();
    await client.mailboxOpen(settings.imapFetchFolder || 'INBOX');
    const uids = await client.search({ header: { subject: token } }, { uid: true });
    const found = Array.isArray(uids) && uids.length > 0;
    if (found) await client.messageDelete(uids, { uid: true });
    await client.logout();
    return found;
  } finally {
    ctx.signal.removeEventListener('abort', onAbort);
    client.close();
  }
}

/** Sends, then looks for the message until found or timed out. */
export async function probeEmail(settings: EmailSettings, ctx: ProbeContext): Promise<ProbeOutcome> {
  const token = `console-monitor-${randomUUID()}`;
  const imap = settings.fetchOption === 'IMAP';
  const fetchHost = imap ? settings.imapHostname : settings.popHostname;
  const details: Record<string, unknown> = { fetchOption: settings.fetchOption, sslError: null };
  const fail = (stage: string, error: unknown): ProbeOutcome => {
    if (isTlsError(error)) details.sslError = reasonOf(error);
    return {
      status: 'DOWN',
      responseTimeMs: null,
      message: ctx.signal.aborted ? `Timed out (${stage})` : `${stage}: ${reasonOf(error)}`,
      details,
    };
  };
  let smtpAddress: string;
  let fetchAddress: string;
  try {
    smtpAddress = (await ctx.guard.resolve(settings.smtpHostname)).address;
    fetchAddress = (await ctx.guard.resolve(fetchHost)).address;
  } catch (error) {
    return fail('resolve', error);
  }
  const start = performance.now();
  const transport = nodemailer.createTransport({
    host: smtpAddress,
    port: settings.smtpPort,
    secure: settings.smtpUseSSL,
    requireTLS: settings.smtpUseTLS,
    ignoreTLS: !settings.smtpUseTLS && !settings.smtpUseSSL,
    ...(settings.smtpAuthRequired
      ? { auth: { user: settings.senderUsername, pass: ctx.secrets.senderPassword ?? '' } }
      : {}),
    tls: {
      ...serverName(settings.smtpHostname),
      secureContext: secureContextFor(ctx.options.ca),
      rejectUnauthorized: true,
    },
    connectionTimeout: ctx.timeoutMs,
    greetingTimeout: ctx.timeoutMs,
    socketTimeout: ctx.timeoutMs,
  });
  try {
    await Promise.race([
      transport.sendMail({
        from: settings.senderEmail,
        to: settings.receiverEmail,
        subject: `Cloud monitor check ${token}`,
        text: `This message checks that mail goes through. ${token}`,
      }),
      new Promise((_, reject) =>
        ctx.signal.addEventListener('abort', () => reject(new Error('Timed out')), { once: true }),
      ),
    ]);
  } catch (error) {
    transport.close();
    return fail('send', error);
  }
  transport.close();
  const sendMs = elapsed(start);
  for (;;) {
    try {
      const found = imap
        ? await imapFind(settings, fetchAddress, ctx, token)
        : await popFetchAndDelete(
            {
              host: fetchAddress,
              servername: serverName(settings.popHostname).servername,
              port: settings.popPort,
              useSSL: settings.popUseSSL,
              useTLS: settings.popUseTLS,
              user: settings.popReceiverUsername,
              password: ctx.secrets.popReceiverPassword ?? '',
              secureContext: secureContextFor(ctx.options.ca),
              signal: ctx.signal,
            },
            token,
          );
      if (found) {
        const roundTripMs = elapsed(start);
        return {
          status: 'UP',
          responseTimeMs: roundTripMs,
          message: '',
          details: { ...details, sendMs, fetchMs: Math.round((roundTripMs - sendMs) * 10) / 10, roundTripMs },
        };
      }
    } catch (error) {
      return fail('fetch', error);
    }
    if (ctx.signal.aborted) return fail('fetch', new Error('message not received'));
    await new Promise((resolve) => setTimeout(resolve, FETCH_RETRY_MS));
    if (ctx.signal.aborted) return fail('fetch', new Error('message not received'));
  }
}
