/**
 * The contract: zod schemas of the spec's entities and every endpoint's method, path and schemas,
 * grouped by area in the `endpoints` registry (`endpoints.auth.login`, `endpoints.client.list`...).
 * Paths are relative to the API base (default `/ws`).
 */
import { agentEndpoints } from './agent/endpoints';
import { apiKeyPairEndpoints } from './endpoints/apikeypair';
import { appUserEndpoints, userRoleEndpoints } from './endpoints/appuser';
import { accountEndpoints, authEndpoints } from './endpoints/auth';
import { backupEndpoints } from './endpoints/backup';
import { clientEndpoints, organizationQueryEndpoints } from './endpoints/client';
import { cloudMonitorEndpoints } from './endpoints/cloud-monitors';
import { credentialRecordEndpoints } from './endpoints/credential';
import { deviceActionEndpoints } from './endpoints/device-actions';
import { deviceJobEndpoints } from './endpoints/device-jobs';
import { directoryDiscoveryEndpoints } from './endpoints/directory-discovery';
import { discoveryEndpoints } from './endpoints/discovery';
import { announcementEndpoints, divisionConfigEndpoints, trialEndpoints } from './endpoints/division';
import { installerEndpoints } from './endpoints/installer';
import { jobEndpoints } from './endpoints/jobs';
import { mdmEndpoints } from './endpoints/mdm';
import { mdmEnrollmentEndpoints } from './endpoints/mdm-enrollment';
import { nmsDeviceEndpoints } from './endpoints/nms-device';
import { credentialEndpoints, nodeEndpoints, nodeRoleEndpoints } from './endpoints/node';
import { notificationChannelEndpoints } from './endpoints/notification-channels';
import { oauthEndpoints } from './endpoints/oauth';
import { policyEndpoints } from './endpoints/policy';
import { scimEndpoints, ssoEndpoints } from './endpoints/scim';
import { scriptingEndpoints } from './endpoints/scripting';
import { searchEndpoints } from './endpoints/search';
import { terminalEndpoints } from './endpoints/terminal';
import { ticketTemplateEndpoints } from './endpoints/ticketing';
import { unmanagedEndpoints } from './endpoints/unmanaged';
import { userPreferenceEndpoints } from './endpoints/user-preference';
import { vmHostEndpoints } from './endpoints/vm-host';

/**
 * Every endpoint, by area.
 * @example
 * import { endpoints, buildPath } from '@console/core';
 * buildPath(endpoints.client.deviceCount.path, { id: 7 }); // '/client/7/deviceCount'
 */
export const endpoints = {
  auth: authEndpoints,
  accounts: accountEndpoints,
  trial: trialEndpoints,
  announcements: announcementEndpoints,
  divisionConfig: divisionConfigEndpoints,
  client: clientEndpoints,
  query: organizationQueryEndpoints,
  node: nodeEndpoints,
  nodeRole: nodeRoleEndpoints,
  credential: { ...credentialEndpoints, ...credentialRecordEndpoints },
  policy: policyEndpoints,
  appUser: appUserEndpoints,
  userRole: userRoleEndpoints,
  userPreference: userPreferenceEndpoints,
  ticketTemplate: ticketTemplateEndpoints,
  apiKeyPair: apiKeyPairEndpoints,
  oauth: oauthEndpoints,
  sso: ssoEndpoints,
  scim: scimEndpoints,
  search: searchEndpoints,
  scripting: scriptingEndpoints,
  jobs: jobEndpoints,
  agent: agentEndpoints,
  deviceActions: { ...deviceActionEndpoints, ...deviceJobEndpoints },
  terminal: terminalEndpoints,
  installer: installerEndpoints,
  cloudMonitor: cloudMonitorEndpoints,
  mdm: { ...mdmEnrollmentEndpoints, ...mdmEndpoints },
  vmHost: vmHostEndpoints,
  nmsDevice: nmsDeviceEndpoints,
  discovery: discoveryEndpoints,
  unmanaged: unmanagedEndpoints,
  directoryDiscovery: directoryDiscoveryEndpoints,
  backup: backupEndpoints,
  notificationChannel: notificationChannelEndpoints,
} as const;
export type Endpoints = typeof endpoints;

export * from './agent';
export * from './define';
export * from './endpoints/apikeypair';
export * from './endpoints/appuser';
export * from './endpoints/auth';
export * from './endpoints/backup';
export * from './endpoints/client';
export * from './endpoints/cloud-monitors';
export * from './endpoints/credential';
export * from './endpoints/device-actions';
export * from './endpoints/device-jobs';
export * from './endpoints/directory-discovery';
export * from './endpoints/discovery';
export * from './endpoints/division';
export * from './endpoints/installer';
export * from './endpoints/jobs';
export * from './endpoints/mdm';
export * from './endpoints/mdm-enrollment';
export * from './endpoints/nms-device';
export * from './endpoints/node';
export * from './endpoints/notification-channels';
export * from './endpoints/oauth';
export * from './endpoints/policy';
export * from './endpoints/scim';
export * from './endpoints/scripting';
export * from './endpoints/search';
export * from './endpoints/terminal';
export * from './endpoints/ticketing';
export * from './endpoints/unmanaged';
export * from './endpoints/user-preference';
export * from './endpoints/vm-host';
export * from './entities/api-key';
export * from './entities/attachment';
export * from './entities/automation';
export * from './entities/backup';
export * from './entities/cloud-monitor';
export * from './entities/cloud-monitor-condition';
export * from './entities/common';
export * from './entities/credential';
export * from './entities/dashboard';
export * from './entities/division';
export * from './entities/installer';
export * from './entities/mdm';
export * from './entities/mdm-enrollment';
export * from './entities/node';
export * from './entities/notification-channel';
export * from './entities/notification-channel-constants';
export * from './entities/organization';
export * from './entities/policy';
export * from './entities/policy-automation';
export * from './entities/policy-condition';
export * from './entities/policy-monitor';
export * from './entities/primitives';
export * from './entities/schedule';
export * from './entities/search';
export * from './entities/session';
export * from './entities/sso';
export * from './entities/ticket-template';
export * from './entities/user';
export * from './protocol';
export * from './topics';
