/**
 * The rules of a notification channel (001 §2 Apps › Notification channels), run by the channel
 * form and by the server's save alike: a name; an EMAIL channel needs 1–50 valid, distinct
 * addresses; a WEBHOOK channel needs an http:// or https:// URL.
 */
import type { NotificationChannelInput } from '../contract/entities/notification-channel';
import {
  NOTIFICATION_CHANNEL_NAME_MAX,
  NOTIFICATION_CHANNEL_RECIPIENTS_MAX,
  NOTIFICATION_CHANNEL_URL_MAX,
} from '../contract/entities/notification-channel-constants';
import { isValidEmail } from './email';
import type { ValidationIssue } from './issue';

/** A broken rule and its field (`name`, `recipients`, `url`). */
export interface NotificationChannelIssue {
  path: 'name' | 'recipients' | 'url';
  issue: ValidationIssue;
}

/**
 * Splits the recipients field's text (commas, semicolons, spaces or new lines) into addresses.
 * @example parseRecipients('a@x.io; b@x.io') // ['a@x.io', 'b@x.io']
 */
export function parseRecipients(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Whether `value` is an absolute http:// or https:// URL with a host. */
function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Every broken rule of a channel, in field order (empty when it may be saved).
 * @example validateNotificationChannel({ name: 'NOC', type: 'EMAIL', recipients: [] })
 * // [{ path: 'recipients', issue: { key: 'notificationChannels.validation.recipientsRequired' } }]
 */
export function validateNotificationChannel(channel: NotificationChannelInput): NotificationChannelIssue[] {
  const out: NotificationChannelIssue[] = [];
  const name = (channel.name ?? '').trim();
  if (name === '') out.push({ path: 'name', issue: { key: 'errors.validation.required' } });
  else if (name.length > NOTIFICATION_CHANNEL_NAME_MAX)
    out.push({
      path: 'name',
      issue: { key: 'errors.validation.maxLength', params: { max: NOTIFICATION_CHANNEL_NAME_MAX } },
    });
  if (channel.type === 'EMAIL') {
    const recipients = (channel.recipients ?? []).map((address) => address.trim());
    if (recipients.length === 0)
      out.push({ path: 'recipients', issue: { key: 'notificationChannels.validation.recipientsRequired' } });
    else if (recipients.length > NOTIFICATION_CHANNEL_RECIPIENTS_MAX)
      out.push({
        path: 'recipients',
        issue: {
          key: 'notificationChannels.validation.recipientsMax',
          params: { max: NOTIFICATION_CHANNEL_RECIPIENTS_MAX },
        },
      });
    else {
      const bad = recipients.find((address) => !isValidEmail(address));
      if (bad !== undefined)
        out.push({
          path: 'recipients',
          issue: { key: 'notificationChannels.validation.recipientInvalid', params: { address: bad } },
        });
      else if (new Set(recipients.map((address) => address.toLowerCase())).size !== recipients.length)
        out.push({
          path: 'recipients',
          issue: { key: 'notificationChannels.validation.recipientsDuplicate' },
        });
    }
  } else if (channel.type === 'WEBHOOK') {
    const url = (channel.url ?? '').trim();
    if (url.length > NOTIFICATION_CHANNEL_URL_MAX || !isWebhookUrl(url))
      out.push({ path: 'url', issue: { key: 'notificationChannels.validation.url' } });
  }
  return out;
}
