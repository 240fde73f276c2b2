/**
 * The mobile enrollment domain's runtime: its options with their defaults, the mailer (SMTP) and
 * the SMS webhook it delivers through, and this server's public origin for enrollment links.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerState } from '../../http/state';
import { createMailer, type Mailer, type MailOptions, mailOptionsFromEnv } from '../../platform/mail/mailer';
import {
  createSmsSender,
  type SmsOptions,
  type SmsSender,
  smsOptionsFromEnv,
} from '../../platform/sms/sms-webhook';
import type { MdmOptions } from '../mdm/runtime';

/** Options of mobile enrollment (`CreateServerOptions.mdmEnrollment`). */
export interface MdmEnrollmentOptions {
  /** How long a generated QR code (its single-use token) works. @default 7 days */
  tokenTtlMs?: number;
  /**
   * The origin enrollment links point at (`https://console.example.com`). Default: the first of
   * the server's `publicOrigins`, else the origin of the request that generates the code.
   */
  publicUrl?: string;
  /** The MDM connections: the APNs origin, the Android Management API and their CAs (docs/mdm.md). */
  mdm?: MdmOptions;
}

/** The runtime the routes share. */
export interface MdmEnrollmentRuntime {
  tokenTtlMs: number;
  mailer: Mailer;
  sms: SmsSender;
  publicOrigin(request: FastifyRequest): string;
}

/** The default lifetime of an enrollment token: 7 days. */
export const DEFAULT_ENROLLMENT_TTL_MS = 7 * 86_400_000;

/**
 * Builds the runtime: `mail` and `sms` as given, else from the environment (SMTP_URL/SMTP_HOST ...,
 * SMS_WEBHOOK_URL ...); neither configured means sends answer "not configured".
 */
export function createMdmEnrollmentRuntime(
  state: ServerState,
  options: MdmEnrollmentOptions = {},
  mail: MailOptions | undefined = mailOptionsFromEnv(),
  sms: SmsOptions | undefined = smsOptionsFromEnv(),
): MdmEnrollmentRuntime {
  return {
    tokenTtlMs: options.tokenTtlMs ?? DEFAULT_ENROLLMENT_TTL_MS,
    mailer: createMailer(mail),
    sms: createSmsSender(sms),
    publicOrigin: (request) =>
      options.publicUrl ?? state.publicOrigins[0] ?? `${request.protocol}://${request.host}`,
  };
}
