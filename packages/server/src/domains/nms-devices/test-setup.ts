/** What the NMS device and VM host tests share: the demo organization's fixtures. */
import { and, eq } from 'drizzle-orm';
import * as t from '../../db/schema';
import type { TestAgent, TestServer } from '../../test/helpers';

/** The first demo organization with a location, a Windows server (probe/delegate) and an NMS role. */
export async function deviceFixtures(server: TestServer) {
  const [org] = await server.db.select().from(t.organizations).orderBy(t.organizations.id).limit(1);
  if (!org) throw new Error('no organization');
  const [location] = await server.db
    .select()
    .from(t.locations)
    .where(eq(t.locations.clientId, org.id))
    .limit(1);
  const [probe] = await server.db
    .select()
    .from(t.nodes)
    .where(and(eq(t.nodes.clientId, org.id), eq(t.nodes.nodeClass, 'WINDOWS_SERVER')))
    .orderBy(t.nodes.id)
    .limit(1);
  const [other] = await server.db
    .select()
    .from(t.nodes)
    .where(and(eq(t.nodes.divisionId, org.divisionId), eq(t.nodes.nodeClass, 'WINDOWS_SERVER')))
    .orderBy(t.nodes.id)
    .offset(200)
    .limit(1);
  const [role] = await server.db
    .select()
    .from(t.nodeRoles)
    .where(and(eq(t.nodeRoles.divisionId, org.divisionId), eq(t.nodeRoles.nodeClass, 'NMS_SWITCH')))
    .limit(1);
  if (!location || !probe || !role) throw new Error('fixtures missing');
  return { org, location, probe, role, foreignServer: other };
}

/** Creates a credential through POST /credential; answers its id. */
export async function createCredential(agent: TestAgent, body: Record<string, unknown>): Promise<number> {
  const response = await agent.post('/credential', body);
  if (response.status !== 200)
    throw new Error(`credential: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.credentialId as number;
}
