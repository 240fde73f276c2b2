/**
 * The unmanaged device routes' sample requests for the route-wide tests (./samples.ts): the CSV
 * template of the Printer role, and a one-row CSV previewed and imported under it.
 */
import { and, eq } from 'drizzle-orm';
import * as t from '../db/schema';
import { demoIds, multipart, type TestServer } from './helpers';
import type { Sample } from './sample';

/** Samples of the unmanaged device routes. */
export async function buildUnmanagedSamples(server: TestServer): Promise<Record<string, Sample>> {
  const { division, org } = await demoIds(server.db);
  // The CSV names its organization and location: take ones no other sample renames or deletes
  // (the organization samples rename and delete Contoso Health before the import runs).
  const contoso = org('Wide World Importers');
  const [location] = await server.db
    .select()
    .from(t.locations)
    .where(eq(t.locations.clientId, contoso.id))
    .limit(1);
  const [printer] = await server.db
    .select({ id: t.nodeRoles.id })
    .from(t.nodeRoles)
    .where(and(eq(t.nodeRoles.name, 'Printer'), eq(t.nodeRoles.divisionId, division.id)));
  if (!location || !printer) throw new Error('unmanaged sample data missing');
  const file = () =>
    multipart(
      { roleId: String(printer.id) },
      {
        name: 'matrix.csv',
        content: `Name,Organization,Location\r\nMatrix Asset,${contoso.name},${location.name}\r\n`,
        type: 'text/csv',
      },
    );
  return {
    'GET /attributes/tab/role/{roleId}/template/csv': { params: { roleId: printer.id } },
    'POST /unmanaged-device/import/preview': { body: file() },
    'POST /unmanaged-device/import': { body: file() },
  };
}
