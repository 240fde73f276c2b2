import { z } from 'zod';
import { defineEndpoint } from '../define';
import { idParamsSchema, successAnswerSchema } from '../entities/common';
import { notificationChannelInputSchema, notificationChannelSchema } from '../entities/notification-channel';

const channelAnswer = z.object({
  resultCode: z.literal('SUCCESS'),
  notificationChannel: notificationChannelSchema,
});

/**
 * Notification channel endpoints (001 §2 Apps › Notification channels; paths chosen). Technicians
 * list them (the monitor condition's channel field); system administrators create, change and
 * delete them. Saves run `validateNotificationChannel` (400 with the form's messages).
 */
export const notificationChannelEndpoints = {
  /** The division's channels, by name. */
  list: defineEndpoint({
    method: 'GET',
    path: '/notificationchannel/list',
    summary: 'List notification channels',
    response: z.array(notificationChannelSchema),
    tag: 'notificationchannel',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/notificationchannel/',
    summary: 'Create a notification channel',
    body: notificationChannelInputSchema,
    response: channelAnswer,
    tag: 'notificationchannel',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/notificationchannel/{id}',
    summary: 'Update a notification channel',
    params: idParamsSchema,
    body: notificationChannelInputSchema,
    response: channelAnswer,
    tag: 'notificationchannel',
  }),
  /** Conditions that name the channel keep the id; it is skipped when they notify. */
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/notificationchannel/{id}',
    summary: 'Delete a notification channel',
    params: idParamsSchema,
    response: successAnswerSchema,
    tag: 'notificationchannel',
  }),
} as const;
