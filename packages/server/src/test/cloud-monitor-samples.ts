/**
 * The cloud monitor routes' sample requests for the route-wide tests (./samples.ts): two seeded
 * monitors of Northwind Traders (one for reads and the update, one for the delete), aimed at a
 * public address so no private-target setting is needed (nothing is probed: the tests run no
 * scheduler run).
 */
import { and, eq } from 'drizzle-orm';
import * as t from '../db/schema';
import { demoIds, type TestServer } from './helpers';
import type { Sample } from './sample';

/** A PING monitor body on Northwind Traders. */
function pingBody(clientId: number, locationId: number) {
  return {
    clientId,
    locationId,
    systemName: 'Sample monitor',
    frequency: 300,
    timeout: 5,
    monitorType: 'PING' as const,
    hostname: '93.184.215.14',
    conditions: [{ type: 'PingFailed' as const, parameters: { runCount: 2 } }],
  };
}

async function seedMonitor(
  server: TestServer,
  clientId: number,
  locationId: number,
  divisionId: number,
  name: string,
) {
  const [role] = await server.db
    .select({ id: t.nodeRoles.id })
    .from(t.nodeRoles)
    .where(and(eq(t.nodeRoles.divisionId, divisionId), eq(t.nodeRoles.nodeClass, 'CLOUD_MONITOR_TARGET')))
    .limit(1);
  if (!role) throw new Error('cloud monitor samples: no CLOUD_MONITOR_TARGET role');
  const [node] = await server.db
    .insert(t.nodes)
    .values({
      divisionId,
      clientId,
      locationId,
      nodeClass: 'CLOUD_MONITOR_TARGET',
      nodeType: 'CLOUD_MONITOR_TARGET',
      nodeRoleId: role.id,
      name,
    })
    .returning({ id: t.nodes.id });
  if (!node) throw new Error('cloud monitor samples: node not inserted');
  await server.db.insert(t.cloudMonitors).values({
    nodeId: node.id,
    divisionId,
    monitorType: 'PING',
    frequency: 300,
    timeout: 5,
    settings: { hostname: '93.184.215.14' },
    enabled: false,
  });
  return node.id;
}

/** Samples of the /cloudmonitor routes. */
export async function buildCloudMonitorSamples(server: TestServer): Promise<Record<string, Sample>> {
  const { division, org } = await demoIds(server.db);
  const northwind = org('Northwind Traders');
  const [location] = await server.db
    .select()
    .from(t.locations)
    .where(eq(t.locations.clientId, northwind.id))
    .limit(1);
  if (!location) throw new Error('cloud monitor samples: no location');
  const id = await seedMonitor(server, northwind.id, location.id, division.id, 'Sample monitor');
  const doomed = await seedMonitor(
    server,
    northwind.id,
    location.id,
    division.id,
    'Sample monitor to delete',
  );
  return {
    'GET /cloudmonitor': { query: { clientId: northwind.id }, badQuery: { clientId: 'first' } },
    'POST /cloudmonitor': { body: pingBody(northwind.id, location.id) },
    'GET /cloudmonitor/alerts': { query: { active: 'true' }, badQuery: { active: 'maybe' } },
    'GET /cloudmonitor/{id}': { params: { id } },
    'PUT /cloudmonitor/{id}': { params: { id }, body: pingBody(northwind.id, location.id) },
    'DELETE /cloudmonitor/{id}': { params: { id: doomed } },
    'POST /cloudmonitor/{id}/check': { params: { id } },
    'GET /cloudmonitor/{id}/results': { params: { id }, query: { limit: 10 }, badQuery: { limit: '0' } },
    'GET /cloudmonitor/{id}/alerts': {
      params: { id },
      query: { active: 'false' },
      badQuery: { limit: 'many' },
    },
  };
}
