/**
 * A condition's notification channels (002 §3 Monitor condition: notification channel; 001 §2
 * Apps › Notification channels): the ids it names are checked on save, and `cloud-monitors.notify`
 * delivers through them: an EMAIL channel mails its recipients (platform mailer), a WEBHOOK channel
 * POSTs the notification as JSON to its URL (private addresses only where the division allows
 * private monitor targets, checked on the address connected to). Maintenance mode's
 * NOTIFICATION_CHANNELS option suppresses them (`cloud-monitors.notify` asks first).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationChannels } from '../../db/schema';
import { fieldError, message } from '../../http/errors';
import type { Mailer } from '../../platform/mail/mailer';
import { allowsPrivateTargets, createTargetGuard } from './targets';

/** How long a webhook may take to answer. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Refuses (400 on `conditions.{i}.notificationChannels`) a condition naming a channel that is not
 * one of the division's.
 */
export async function checkConditionChannels(
  db: Db,
  divisionId: number,
  conditions: readonly { notificationChannels?: readonly number[] | undefined }[],
): Promise<void> {
  const wanted = [...new Set(conditions.flatMap((condition) => condition.notificationChannels ?? []))];
  if (wanted.length === 0) return;
  const rows = await db
    .select({ id: notificationChannels.id })
    .from(notificationChannels)
    .where(and(eq(notificationChannels.divisionId, divisionId), inArray(notificationChannels.id, wanted)));
  const known = new Set(rows.map((row) => row.id));
  const index = conditions.findIndex((condition) =>
    (condition.notificationChannels ?? []).some((id) => !known.has(id)),
  );
  if (index >= 0)
    throw fieldError(
      `conditions.${index}.notificationChannels`,
      message('notificationChannels.validation.unknownChannel'),
    );
}

/** The notification as sent: the mail's subject and text, and the webhook's JSON facts. */
export interface ChannelNotification {
  subject: string;
  text: string;
  /** The JSON body of a webhook (event, monitor, organization, condition, severity ...). */
  payload: Record<string, unknown>;
}

/** What one delivery did, per channel. */
export interface ChannelDelivery {
  channelId: number;
  type: string;
  /** Recipients mailed, or 1 for a webhook answered 2xx. */
  sent: number;
  error?: string;
}

/** POSTs the payload; throws on a refused address, a network error or a non-2xx answer. */
async function postWebhook(url: string, payload: Record<string, unknown>, allowPrivate: boolean) {
  const target = new URL(url);
  await createTargetGuard(allowPrivate).resolve(target.hostname);
  const response = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
    redirect: 'manual',
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}

/**
 * Delivers a notification through the division's channels among `ids` (deleted ones skipped).
 * Throws when every channel failed, so that the job is retried; a partial failure is reported.
 */
export async function deliverToChannels(
  db: Db,
  divisionId: number,
  ids: readonly number[],
  notification: ChannelNotification,
  mailer: Mailer | undefined,
): Promise<ChannelDelivery[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(notificationChannels)
    .where(and(eq(notificationChannels.divisionId, divisionId), inArray(notificationChannels.id, [...ids])))
    .orderBy(notificationChannels.id);
  const allowPrivate = rows.some((row) => row.type === 'WEBHOOK')
    ? await allowsPrivateTargets(db, divisionId)
    : false;
  const results: ChannelDelivery[] = [];
  for (const row of rows) {
    try {
      if (row.type === 'WEBHOOK') {
        await postWebhook(row.url, notification.payload, allowPrivate);
        results.push({ channelId: row.id, type: row.type, sent: 1 });
      } else {
        if (!mailer?.configured) throw new Error('mail not configured');
        const receipt = await mailer.send({
          to: row.recipients,
          subject: notification.subject,
          text: notification.text,
        });
        results.push({ channelId: row.id, type: row.type, sent: receipt.accepted.length });
      }
    } catch (error) {
      results.push({
        channelId: row.id,
        type: row.type,
        sent: 0,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  if (results.length > 0 && results.every((result) => result.error !== undefined))
    throw new Error(`every notification channel failed: ${results.map((r) => r.error).join('; ')}`);
  return results;
}
