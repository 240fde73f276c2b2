/**
 * A valid request for every route, on the seeded demo data: the permission-matrix and
 * malformed-payload tests call each route with it (as a user lacking the permission, or with one
 * part broken). `badQuery` is a query string that must fail the route's query schema.
 */
import { type AnyEndpoint, endpoints } from '@console/core';
import { toRoutePattern } from '@console/core/contract';
import { and, eq, isNull } from 'drizzle-orm';
import * as t from '../db/schema';
import { buildBackupSamples } from './backup-samples';
import { buildCloudMonitorSamples } from './cloud-monitor-samples';
import { buildDeviceActionSamples } from './device-actions-samples';
import { buildDeviceCheckSamples } from './device-check-samples';
import { buildDirectoryDiscoverySamples } from './directory-discovery-samples';
import {
  createTestServer,
  DEMO_DIVISION_UID,
  DEMO_USERS,
  demoIds,
  signIn,
  type TestAgent,
  type TestServer,
} from './helpers';
import { buildInstallerSamples } from './installer-samples';
import { buildMdmEnrollmentSamples } from './mdm-enrollment-samples';
import { buildNetworkDiscoverySamples } from './network-discovery-samples';
import { buildNotificationChannelSamples } from './notification-channel-samples';
import type { Sample } from './sample';
import { buildScriptingSamples } from './scripting-samples';
import { buildSsoSamples } from './sso-samples';
import { buildTerminalSamples } from './terminal-samples';
import { buildUnmanagedSamples } from './unmanaged-samples';
import { buildUserPreferenceSamples, USER_PREFERENCE_SELF_SERVICE_ROUTES } from './user-preference-samples';

export type { Sample };

/** Every endpoint of the contract. */
export const allEndpoints: AnyEndpoint[] = Object.values(endpoints).flatMap(
  (area) => Object.values(area) as AnyEndpoint[],
);

/** Whether the server registers a route for the endpoint. */
export function isServed(server: TestServer, endpoint: AnyEndpoint): boolean {
  return server.app.hasRoute({ method: endpoint.method, url: `/ws${toRoutePattern(endpoint.path)}` });
}

/** Routes every signed-in user may call on themselves: no permission to lack. */
export const SELF_SERVICE_ROUTES = new Set([
  'POST /auth/login',
  'POST /auth/logout',
  'POST /appuser-accounts/switch',
  'PATCH /appuser/application-announcement',
  // Global search: any signed-in user searches, and records or looks up their own recent
  // searches; the answers hold only what the permission module lets them see.
  'POST /qsearch',
  'POST /qsearch/recent',
  'POST /qsearch/device-details',
  // A user's own preferences (user-preference-samples.ts).
  ...USER_PREFERENCE_SELF_SERVICE_ROUTES,
]);

/** What a route-wide test works on: a seeded server, its samples and a signed-in administrator. */
export interface RouteSuite {
  server: TestServer;
  samples: Record<string, Sample>;
  admin: TestAgent;
}

/**
 * The route-wide tests' server: no cloud monitor scheduler, whose runs of the monitors the samples
 * create would write to the database between a request and its no-write check.
 */
export const ROUTE_SUITE_SERVER_OPTIONS = { cloudMonitors: { scheduler: false } } as const;

/** Starts a seeded test server, builds the samples on it and signs the administrator in. */
export async function startRouteSuite(): Promise<RouteSuite> {
  const server = await createTestServer(ROUTE_SUITE_SERVER_OPTIONS);
  return { server, samples: await buildSamples(server), admin: await signIn(server, 'admin') };
}

export async function buildSamples(server: TestServer): Promise<Record<string, Sample>> {
  const { db } = server;
  const ids = await demoIds(db);
  const divisionId = ids.division.id;
  const contoso = ids.org('Contoso Health');
  const tailspin = ids.org('Tailspin Toys');
  const [location] = await db.select().from(t.locations).where(eq(t.locations.clientId, tailspin.id));
  const role = async (name: string) => {
    const [row] = await db
      .select()
      .from(t.nodeRoles)
      .where(and(eq(t.nodeRoles.name, name), eq(t.nodeRoles.divisionId, divisionId)));
    if (!row) throw new Error(`no role ${name}`);
    return row.id;
  };
  const [workstation] = await db
    .select()
    .from(t.nodes)
    .where(and(eq(t.nodes.clientId, tailspin.id), eq(t.nodes.nodeClass, 'WINDOWS_WORKSTATION')))
    .limit(1);
  const [policy] = await db
    .select()
    .from(t.policies)
    .where(and(eq(t.policies.name, 'Kiosk Lockdown'), eq(t.policies.divisionId, divisionId)));
  const [support] = await db.select().from(t.users).where(eq(t.users.email, DEMO_USERS.support.email));
  const [userRole] = await db.select().from(t.userRoles).where(eq(t.userRoles.name, 'Full Technician'));
  const [template] = await db
    .select()
    .from(t.ticketTemplates)
    .where(and(eq(t.ticketTemplates.divisionId, divisionId), eq(t.ticketTemplates.isDefault, false)));
  const [announcement] = await db.select().from(t.announcements).where(isNull(t.announcements.divisionId));
  const [apiKey] = await db
    .insert(t.apiKeys)
    .values({
      divisionId,
      name: 'Sample key',
      clientId: 'sample-client-id',
      secretHash: 'x',
      scopes: ['monitoring'],
    })
    .returning();
  if (
    !location ||
    !workstation ||
    !policy ||
    !support ||
    !userRole ||
    !template ||
    !announcement ||
    !apiKey
  ) {
    throw new Error('sample data missing');
  }
  const unmanagedRole = await role('Printer');
  const credentialId = async (name: string) => {
    const [row] = await db
      .select({ id: t.credentials.id })
      .from(t.credentials)
      .where(and(eq(t.credentials.name, name), eq(t.credentials.divisionId, divisionId)));
    if (!row) throw new Error(`no credential ${name}`);
    return row.id;
  };
  const [kbDocument] = await db
    .select()
    .from(t.kbDocuments)
    .where(eq(t.kbDocuments.divisionId, divisionId))
    .limit(1);
  if (!kbDocument) throw new Error('sample KB document missing');
  return {
    // background jobs: any signed-in user reads their own (another's answers 404)
    'GET /backgroundjob/{id}': { params: { id: 1 } },
    // global search
    'POST /qsearch': { body: { query: 'contoso', limit: 50, filters: ['ORGANIZATION', 'DEVICE'] } },
    'GET /qsearch/recent': {},
    'POST /qsearch/recent': { body: { id: contoso.id, name: 'Contoso Health', type: 'ORGANIZATION' } },
    'POST /qsearch/device-details': { body: { ids: [workstation.id] } },
    'GET /qsearch/kb-path': {
      query: { itemId: kbDocument.id, isFile: 'true' },
      badQuery: { itemId: 'first' },
    },
    // automation library (scripting-samples.ts)
    ...(await buildScriptingSamples(server)),
    // agent installers (installer-samples.ts)
    ...(await buildInstallerSamples(server)),
    // mobile enrollment (mdm-enrollment-samples.ts)
    ...(await buildMdmEnrollmentSamples(server)),
    // Add NMS device and Add VM host (device-check-samples.ts)
    ...(await buildDeviceCheckSamples(server)),
    // the agent gateway: an unknown token is refused (401) before anything is written
    'POST /agent/enroll': {
      body: {
        token: 'cet_unknown-sample-token',
        inventory: {
          hostname: 'sample-host',
          platform: 'linux',
          osName: 'Debian GNU/Linux 12 (bookworm)',
          osVersion: '12',
          architecture: 'x64',
          ipAddresses: ['10.0.0.5'],
          macAddresses: ['00:11:22:33:44:55'],
          loggedInUser: null,
          uptimeSec: 60,
          agentVersion: '0.1.0',
        },
      },
    },
    // device operations (device-actions-samples.ts)
    ...(await buildDeviceActionSamples(server)),
    // cloud monitors (cloud-monitor-samples.ts)
    ...(await buildCloudMonitorSamples(server)),
    // directory discovery (directory-discovery-samples.ts)
    ...(await buildDirectoryDiscoverySamples(server)),
    // a user's own preferences (user-preference-samples.ts)
    ...buildUserPreferenceSamples(),
    // terminal sessions (terminal-samples.ts)
    ...(await buildTerminalSamples(server)),
    // unmanaged devices: CSV template, preview and import (unmanaged-samples.ts)
    ...(await buildUnmanagedSamples(server)),
    // network discovery: probes, scans, Finish (network-discovery-samples.ts)
    ...(await buildNetworkDiscoverySamples(server)),
    // backup plans, restores, NMS monitoring settings (backup-samples.ts)
    ...(await buildBackupSamples(server)),
    // API clients (OAuth), SSO identity providers and SCIM (sso-samples.ts)
    ...(await buildSsoSamples(server)),
    // notification channels (notification-channel-samples.ts)
    ...(await buildNotificationChannelSamples(server)),
    // auth and accounts
    'POST /auth/login': { body: { email: DEMO_USERS.tech.email, password: DEMO_USERS.tech.password } },
    'GET /auth/session': {},
    'POST /auth/logout': { body: { fromAllSessions: false } },
    'GET /appuser-accounts': {},
    'POST /appuser-accounts/switch': { body: { divisionUid: DEMO_DIVISION_UID } },
    // trial and announcements
    'GET /division/trial-banner/contact-us/{divisionUid}': { params: { divisionUid: DEMO_DIVISION_UID } },
    'POST /division/trial-banner-contact-us-request-call/{divisionUid}': {
      params: { divisionUid: DEMO_DIVISION_UID },
      as: 'enduser',
    },
    'GET /division/trial-banner/buy-now/{divisionUid}': { params: { divisionUid: DEMO_DIVISION_UID } },
    'GET /appuser/application-announcement': {},
    'PATCH /appuser/application-announcement': { body: announcement.id },
    // division config and flags
    'GET /divisionconfig': {},
    'PUT /divisionconfig/{name}': { params: { name: 'TEAMVIEWER' }, body: { enabled: true } },
    'GET /divisionconfig/psa': {},
    'PUT /divisionconfig/psa': { body: { content: { defaultTicketTemplateId: template.id } } },
    'GET /featureflags': {},
    'PUT /featureflags/{name}': { params: { name: 'agent_tokenization' }, body: { enabled: true } },
    // organizations
    'GET /client/list': {},
    'GET /client/{id}': { params: { id: contoso.id } },
    'POST /client': { body: { name: 'Matrix Organization', locations: [{ name: 'Matrix HQ' }] } },
    'PUT /client': { body: { id: contoso.id, name: 'Contoso Health Renamed', nodeApprovalMode: 'MANUAL' } },
    'DELETE /client/{id}': { params: { id: contoso.id } },
    'DELETE /client/{id}/including-backup-data': { params: { id: ids.org('Fabrikam Legal').id } },
    'GET /client/{id}/deviceCount': { params: { id: contoso.id } },
    'GET /client/{id}/delete/warning': { params: { id: contoso.id } },
    'GET /client/{id}/locations': { params: { id: contoso.id } },
    'POST /client/{id}/location': {
      params: { id: tailspin.id },
      body: { name: 'Matrix Location', address: '1 Test Way' },
    },
    'PUT /client/{id}/location/{locationId}': {
      params: { id: tailspin.id, locationId: location.id },
      body: { name: 'Renamed Location' },
    },
    'DELETE /client/{id}/location/{locationId}': { params: { id: tailspin.id, locationId: location.id } },
    'GET /query/organizations': { query: { search: 'o', page: 1 }, badQuery: { page: 'first' } },
    'GET /query/v2/customerdashboard/{id}': {
      params: { id: tailspin.id },
      query: { location: location.id },
      badQuery: { location: 'lobby' },
    },
    // devices
    'GET /node/{id}': { params: { id: workstation.id } },
    'POST /node': {
      body: {
        name: 'Matrix Printer',
        orgId: tailspin.id,
        locationId: location.id,
        assetTypeId: unmanagedRole,
        serialNumber: 'SN-1',
        warrantyStartDate: '2026-01-01',
        warrantyEndDate: '2027-01-01',
      },
    },
    'PUT /node': { body: { id: workstation.id, name: 'Matrix Renamed', friendlyName: 'Front desk' } },
    'DELETE /node/{id}': {
      params: { id: workstation.id },
      query: { deleteBackupData: 'true' },
      badQuery: { deleteBackupData: 'maybe' },
    },
    'GET /query/devices': { query: { nodeClass: 'MAC', status: 'UP' }, badQuery: { status: 'SLEEPING' } },
    'GET /noderole/list': {},
    'POST /noderole': {
      body: { name: 'Matrix Role', nodeRoleParentId: await role('LINUX_SERVER'), description: 'x' },
    },
    'PUT /noderole': { body: { id: await role('Kiosk'), name: 'Matrix Kiosk' } },
    'GET /credential/list': { query: { clientId: contoso.id }, badQuery: { clientId: 'all' } },
    'GET /credential/{id}': { params: { id: await credentialId('Northwind Domain Admin') } },
    'POST /credential': {
      body: {
        clientId: contoso.id,
        name: 'Matrix SNMP',
        credentialType: 'SNMPV2',
        community: 'matrix-community',
      },
    },
    'PUT /credential': {
      body: {
        id: await credentialId('Northwind Domain Admin'),
        name: 'Matrix Renamed',
        credentialType: 'BASIC',
        username: 'matrix',
        password: 'Matrix-Password-1',
      },
    },
    // policies
    'GET /policy/{id}': { params: { id: policy.id } },
    'POST /policy': {
      body: { name: 'Matrix Policy', nodeClass: 'WINDOWS_WORKSTATION', description: 'x', enabled: true },
    },
    'PUT /policy': { body: { id: policy.id, name: 'Matrix Policy Renamed', enabled: false, content: {} } },
    'DELETE /policy/{id}': { params: { id: policy.id } },
    'GET /query/policies': { query: { name: 'default' }, badQuery: { nodeClass: 'TOASTER' } },
    // users and roles
    'GET /appuser': { query: { userType: 'TECHNICIAN' }, badQuery: { userType: 'ROBOT' } },
    'GET /appuser/{id}': { params: { id: support.id } },
    'POST /appuser': {
      body: {
        firstName: 'Matrix',
        lastName: 'User',
        email: 'matrix.user@demo.console',
        userType: 'TECHNICIAN',
        roleId: userRole.id,
      },
    },
    'PUT /appuser': { body: { id: support.id, lastName: 'Renamed', sysadmin: true } },
    'DELETE /appuser/{id}': { params: { id: support.id } },
    'GET /userrole/list': { query: { roleType: 'TECHNICIAN' }, badQuery: { roleType: 'ROBOT' } },
    'GET /userrole/permission-catalogue': {},
    'GET /userrole/{id}': { params: { id: userRole.id } },
    'POST /userrole': {
      body: { name: 'Matrix Role', roleType: 'TECHNICIAN', permissions: [{ type: 'DEVICE', name: 'View' }] },
    },
    'PUT /userrole': { body: { id: userRole.id, name: 'Matrix Role Renamed', permissions: [] } },
    'DELETE /userrole/{id}': { params: { id: userRole.id } },
    // ticket templates and API keys
    'GET /tickettemplate/list': {},
    'GET /tickettemplate/{id}': { params: { id: template.id } },
    'POST /tickettemplate/': { body: { name: 'Matrix Template', content: { Priority: 'Low' } } },
    'PUT /tickettemplate/{id}': {
      params: { id: template.id },
      body: { name: 'Matrix Template Renamed', content: {} },
    },
    'DELETE /tickettemplate/{id}': { params: { id: template.id } },
    'GET /apikeypair/list': {},
    'POST /apikeypair': { body: { name: 'Matrix Key', scopes: ['monitoring', 'management'] } },
    'PUT /apikeypair': { body: { id: apiKey.id, name: 'Matrix Key Renamed', enabled: false } },
    'DELETE /apikeypair/{id}': { params: { id: apiKey.id } },
  };
}

/** Fills a contract path with sample params and appends a query string. */
export function urlOf(
  path: string,
  params: Record<string, string | number> = {},
  query?: Record<string, string | number>,
) {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = query
    ? new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
    : '';
  return search ? `${filled}?${search}` : filled;
}
