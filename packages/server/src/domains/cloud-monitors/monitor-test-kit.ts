/** What the cloud monitor server tests share: where their monitors live and how one runs now. */
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import * as t from '../../db/schema';
import type { DemoIds, TestAgent, TestServer } from '../../test/helpers';
import { monitorRuntime } from './routes';
import { forgetPrivateTargetSettings, runMonitor } from './runner';

/**
 * Before the file's tests (after the demo server's own start): the place of the monitors, the
 * first location of Northwind Traders, filled in; private targets allowed, since every peer is on
 * loopback. Answers the place and `run(id)`, one run of a monitor now, as the scheduler would.
 */
export function monitorTestPlace(suite: { server: TestServer; ids: DemoIds; admin: TestAgent }) {
  const place = { clientId: 0, locationId: 0 };
  beforeAll(async () => {
    const org = suite.ids.org('Northwind Traders');
    const [location] = await suite.server.db
      .select()
      .from(t.locations)
      .where(eq(t.locations.clientId, org.id))
      .limit(1);
    Object.assign(place, { clientId: org.id, locationId: location?.id ?? 0 });
    const allowed = await suite.admin.put('/divisionconfig/CLOUD_MONITOR_PRIVATE_TARGETS', { enabled: true });
    expect(allowed.status).toBe(200);
    forgetPrivateTargetSettings();
  });
  return { place, run: (id: number) => runMonitor(monitorRuntime(suite.server.app).deps, id) };
}
