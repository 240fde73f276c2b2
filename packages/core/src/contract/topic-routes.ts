// Generated from the contract by `pnpm --filter @console/core routes`: do not edit.
// routes.test.ts fails when this table and the `topics` registry drift apart.
import type { TopicRouteTable } from './topic-route';
import type { Topics } from './topics';

/**
 * Every realtime topic's name pattern, without schemas: what widgets subscribe to in the browser
 * so they do not ship zod (see {@link TopicRoute}).
 * @example
 * import { topicRoutes } from '@console/core';
 * useTopic(topicRoutes.scriptingMalwareScan, undefined, onScan);
 */
export const topicRoutes: TopicRouteTable<Topics> = {
  session: { name: 'session' },
  announcements: { name: 'announcements' },
  organizations: { name: 'organizations' },
  organization: { name: 'organization.{id}' },
  devices: { name: 'devices' },
  device: { name: 'device.{id}' },
  policies: { name: 'policies' },
  users: { name: 'users' },
  noderoles: { name: 'noderoles' },
  scriptingMalwareScan: { name: 'scripting.malware-scan' },
  job: { name: 'job.{id}' },
  deviceStatus: { name: 'device.{id}.status' },
  deviceJobs: { name: 'device.{id}.jobs' },
  deviceMdm: { name: 'device.{id}.mdm' },
  nmsDiscovery: { name: 'nm.nms-discovery.{id}' },
};
