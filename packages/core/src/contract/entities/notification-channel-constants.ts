/**
 * Zod-free constants of notification channels (001 §2 Apps › Notification channels; 002 §3
 * monitor condition "notification channel"), shared by the contract, the validator and the pages.
 */

/** The kinds of channel: EMAIL mails its recipients; WEBHOOK posts JSON to its URL. */
export const NOTIFICATION_CHANNEL_TYPES = ['EMAIL', 'WEBHOOK'] as const;
/** A channel's kind. */
export type NotificationChannelType = (typeof NOTIFICATION_CHANNEL_TYPES)[number];
/** Longest channel name (chosen). */
export const NOTIFICATION_CHANNEL_NAME_MAX = 200;
/** Most recipient addresses of an EMAIL channel (chosen). */
export const NOTIFICATION_CHANNEL_RECIPIENTS_MAX = 50;
/** Longest recipient address (RFC 5321 path limit). */
export const NOTIFICATION_CHANNEL_EMAIL_MAX = 254;
/** Longest webhook URL (chosen). */
export const NOTIFICATION_CHANNEL_URL_MAX = 2_000;
