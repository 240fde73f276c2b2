import { z } from 'zod';
import { topicIdParams } from './common';
import { defineTopic } from './define';

const deviceEvent = z.object({
  action: z.enum(['created', 'updated', 'deleted']),
  id: z.number().int(),
  clientId: z.number().int().nullable(),
});

/** Any device the subscriber may view changed. */
export const devicesTopic = defineTopic({
  name: 'devices',
  summary: 'A device was created, updated or deleted.',
  event: deviceEvent,
  scope: { kind: 'technician' },
});

/** One device changed. */
export const deviceTopic = defineTopic({
  name: 'device.{id}',
  summary: 'This device was updated or deleted.',
  params: topicIdParams,
  event: deviceEvent,
  scope: { kind: 'device', param: 'id' },
});
