import { z } from 'zod';
import { discoveredDeviceSchema } from '../endpoints/discovery';
import { topicIdParams } from './common';
import { defineTopic } from './define';

/**
 * The discovery topic's event (000 §3.5, §4.4): the scan (job id) and a batch of newly discovered
 * targets. An empty `discoveredTargets` means the scan is complete (finished, stopped or failed).
 */
export const discoveryEventSchema = z.object({
  jobId: z.number().int(),
  discoveredTargets: z.array(discoveredDeviceSchema),
});
export type DiscoveryEvent = z.infer<typeof discoveryEventSchema>;

/**
 * `nm.nms-discovery.{id}`: the results of network discovery scan `id`, live, for the user who
 * started it (000 §3.5 "Discovery topic identifier: nm.nms-discovery").
 */
export const nmsDiscoveryTopic = defineTopic({
  name: 'nm.nms-discovery.{id}',
  summary: 'Network discovery results as a scan finds them (the user who started the scan only).',
  params: topicIdParams,
  event: discoveryEventSchema,
  scope: { kind: 'user' },
});
