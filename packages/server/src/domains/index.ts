/**
 * Every domain module of the server, in the order their routes are registered. A new domain adds
 * its folder's module here; `createServer`, the job system, the realtime hub and `seedDemo` read
 * this list (see ./module.ts for the shape).
 */
import { agentsDomain } from '../agents';
import { apiKeysDomain } from './api-keys';
import { authDomain } from './auth';
import { backupDomain } from './backup';
import { cloudMonitorsDomain } from './cloud-monitors';
import { credentialsDomain } from './credentials';
import { deviceActionsDomain } from './device-actions';
import { directoryDiscoveryDomain } from './directory-discovery';
import { divisionDomain } from './division';
import { installersDomain } from './installers';
import { mdmDomain } from './mdm';
import { mdmEnrollmentDomain } from './mdm-enrollment';
import type { DomainModule } from './module';
import { networkDiscoveryDomain } from './network-discovery';
import { nmsDevicesDomain } from './nms-devices';
import { nodeRolesDomain } from './node-roles';
import { nodesDomain } from './nodes';
import { notificationChannelsDomain } from './notification-channels';
import { oauthDomain } from './oauth';
import { organizationsDomain } from './organizations';
import { policiesDomain } from './policies';
import { scriptingDomain } from './scripting';
import { searchDomain } from './search';
import { ssoDomain } from './sso';
import { terminalDomain } from './terminal';
import { ticketingDomain } from './ticketing';
import { unmanagedDevicesDomain } from './unmanaged-devices';
import { userPreferencesDomain } from './user-preferences';
import { usersDomain } from './users';
import { vmHostsDomain } from './vm-hosts';

/** The server's domains. */
export const DOMAINS: readonly DomainModule[] = [
  authDomain,
  agentsDomain,
  organizationsDomain,
  nodesDomain,
  nodeRolesDomain,
  credentialsDomain,
  policiesDomain,
  usersDomain,
  userPreferencesDomain,
  divisionDomain,
  ticketingDomain,
  notificationChannelsDomain,
  apiKeysDomain,
  oauthDomain,
  ssoDomain,
  scriptingDomain,
  installersDomain,
  mdmEnrollmentDomain,
  mdmDomain,
  nmsDevicesDomain,
  vmHostsDomain,
  searchDomain,
  terminalDomain,
  deviceActionsDomain,
  cloudMonitorsDomain,
  unmanagedDevicesDomain,
  directoryDiscoveryDomain,
  networkDiscoveryDomain,
  backupDomain,
];
