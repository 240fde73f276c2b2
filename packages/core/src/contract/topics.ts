/**
 * Realtime topics, typed: each topic's name pattern, parameters, event schema and subscription
 * scope (docs/protocol.md). Widgets subscribe by definition (`realtime.subscribe(topics.device,
 * { id: 7 }, onEvent)`), the server publishes by definition and validates each event.
 */
import { deviceJobsTopic, deviceStatusTopic } from './agent/topics';
import { devicesTopic, deviceTopic } from './topics/devices';
import { nmsDiscoveryTopic } from './topics/discovery';
import { jobTopic } from './topics/jobs';
import { deviceMdmTopic } from './topics/mdm';
import { organizationsTopic, organizationTopic } from './topics/organizations';
import { policiesTopic } from './topics/policies';
import { scriptingMalwareScanTopic } from './topics/scripting';
import { announcementsTopic, sessionTopic } from './topics/session';
import { nodeRolesTopic, usersTopic } from './topics/users';

export * from './topics/define';
export { devicesTopic, deviceTopic } from './topics/devices';
export { type DiscoveryEvent, discoveryEventSchema, nmsDiscoveryTopic } from './topics/discovery';
export { jobTopic } from './topics/jobs';
export { deviceMdmTopic, mdmCommandEventSchema } from './topics/mdm';
export { organizationsTopic, organizationTopic } from './topics/organizations';
export { policiesTopic } from './topics/policies';
export { scriptingMalwareScanTopic } from './topics/scripting';
export { announcementsTopic, sessionTopic } from './topics/session';
export { nodeRolesTopic, usersTopic } from './topics/users';

/**
 * Every realtime topic, by name.
 * @example
 * import { topics, topicKey } from '@console/core';
 * topicKey(topics.device, { id: 7 }); // 'device.7'
 */
export const topics = {
  session: sessionTopic,
  announcements: announcementsTopic,
  organizations: organizationsTopic,
  organization: organizationTopic,
  devices: devicesTopic,
  device: deviceTopic,
  policies: policiesTopic,
  users: usersTopic,
  noderoles: nodeRolesTopic,
  scriptingMalwareScan: scriptingMalwareScanTopic,
  job: jobTopic,
  deviceStatus: deviceStatusTopic,
  deviceJobs: deviceJobsTopic,
  deviceMdm: deviceMdmTopic,
  nmsDiscovery: nmsDiscoveryTopic,
} as const;
export type Topics = typeof topics;
