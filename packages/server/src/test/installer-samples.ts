/**
 * The installers' sample requests for the route-wide tests (./samples.ts). The sample asks for a
 * Mac DMG: every check runs (organization, location, role, rights) and the answer is the quick 422
 * "not available on this server", so the fuzz variants do not build packages.
 */
import { eq } from 'drizzle-orm';
import * as t from '../db/schema';
import { demoIds, type TestServer } from './helpers';
import type { Sample } from './sample';

/** Samples of the installer routes. */
export async function buildInstallerSamples(server: TestServer): Promise<Record<string, Sample>> {
  const [org] = (await demoIds(server.db)).orgs;
  const [location] = org
    ? await server.db.select().from(t.locations).where(eq(t.locations.clientId, org.id)).limit(1)
    : [];
  if (!org || !location) throw new Error('sample location missing');
  return {
    'POST /installer/generate': {
      body: {
        organizationId: org.id,
        locationId: location.id,
        installerType: 'MAC_DMG',
        nodeRoleId: null,
      },
    },
  };
}
