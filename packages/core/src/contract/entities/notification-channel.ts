/**
 * Notification channels (001 §2 Apps › Notification channels): where a monitor condition's
 * notification goes (002 §3 Monitor condition: notification channel, notificationAction). One per
 * division and name. The rules beyond the shapes are `validateNotificationChannel`'s.
 */
import { z } from 'zod';
import {
  NOTIFICATION_CHANNEL_EMAIL_MAX,
  NOTIFICATION_CHANNEL_NAME_MAX,
  NOTIFICATION_CHANNEL_RECIPIENTS_MAX,
  NOTIFICATION_CHANNEL_TYPES,
  NOTIFICATION_CHANNEL_URL_MAX,
} from './notification-channel-constants';
import { boundedText } from './primitives';

/** A notification channel as answered. */
export const notificationChannelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(NOTIFICATION_CHANNEL_TYPES),
  /** EMAIL: the addresses mailed (empty for WEBHOOK). */
  recipients: z.array(z.string()),
  /** WEBHOOK: the http(s) URL posted to (empty for EMAIL). */
  url: z.string(),
});
/** A notification channel. */
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

/** POST /notificationchannel and PUT /notificationchannel/{id}. */
export const notificationChannelInputSchema = z.object({
  name: boundedText(NOTIFICATION_CHANNEL_NAME_MAX),
  type: z.enum(NOTIFICATION_CHANNEL_TYPES),
  recipients: z
    .array(boundedText(NOTIFICATION_CHANNEL_EMAIL_MAX))
    .max(NOTIFICATION_CHANNEL_RECIPIENTS_MAX)
    .default([]),
  url: boundedText(NOTIFICATION_CHANNEL_URL_MAX).default(''),
});
/** A channel as the form sends it. */
export type NotificationChannelInput = z.input<typeof notificationChannelInputSchema>;
