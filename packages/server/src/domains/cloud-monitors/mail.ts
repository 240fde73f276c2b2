/**
 * The cloud monitor jobs' runtime: the NMS polling switch and the mailer of condition
 * notifications (the server's `mail` option, else the SMTP_* environment, as the enrollment emails).
 */
import type { FastifyInstance } from 'fastify';
import { createMailer, type MailOptions, mailOptionsFromEnv } from '../../platform/mail/mailer';
import { type CloudMonitorOptions, resolveMonitorOptions } from './options';

/** Hands the jobs their runtime; the mailer closes with the server. */
export function provideMonitorJobServices(
  app: FastifyInstance,
  settings: CloudMonitorOptions | undefined,
  mail: MailOptions | undefined = mailOptionsFromEnv(),
): void {
  const mailer = createMailer(mail);
  app.jobs.provide({ cloudMonitors: { nmsPolling: resolveMonitorOptions(settings).nmsPolling, mailer } });
  app.addHook('onClose', async () => mailer.close());
}
