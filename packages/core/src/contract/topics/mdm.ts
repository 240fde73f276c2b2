/** The MDM commands topic: a security action sent through Apple MDM or Android Management changed state. */
import { z } from 'zod';
import { MDM_COMMAND_STATUSES } from '../entities/mdm';
import { topicIdParams } from './common';
import { defineTopic } from './define';

/** An MDM command of a device changed state (queued, sent, acknowledged, refused, deferred). */
export const mdmCommandEventSchema = z.object({
  commandId: z.number().int(),
  nodeId: z.number().int(),
  /** The security action (LOCK_DEVICE ...). */
  action: z.string(),
  status: z.enum(MDM_COMMAND_STATUSES),
  /** What the device or the API reported when the command failed. */
  errorMessage: z.string().nullable(),
});

/** The MDM commands of this device (technicians who may view the device). */
export const deviceMdmTopic = defineTopic({
  name: 'device.{id}.mdm',
  summary: 'An MDM command of this device was queued, sent, acknowledged or refused by the device.',
  params: topicIdParams,
  event: mdmCommandEventSchema,
  scope: { kind: 'device', param: 'id' },
});
