/** Demo seed of organizations: six in the demo account with their locations, one in the lab. */
import * as t from '../db/schema';
import { defineSeedStep, need, type SeedContext } from './context';

/** The demo account's organizations: prefix and domain name their devices, weight spreads them. */
const ORGANIZATIONS = [
  {
    name: 'Northwind Traders',
    prefix: 'NWT',
    domain: 'northwind',
    weight: 30,
    locations: ['Seattle HQ', 'Portland Warehouse', 'Remote Staff'],
  },
  {
    name: 'Contoso Health',
    prefix: 'CTH',
    domain: 'contoso',
    weight: 20,
    locations: ['Main Clinic', 'Research Lab'],
  },
  { name: 'Fabrikam Legal', prefix: 'FAB', domain: 'fabrikam', weight: 12, locations: ['Downtown Office'] },
  {
    name: 'Tailspin Toys',
    prefix: 'TST',
    domain: 'tailspin',
    weight: 15,
    locations: ['Factory', 'Showroom'],
  },
  {
    name: 'Wide World Importers',
    prefix: 'WWI',
    domain: 'wideworld',
    weight: 15,
    locations: ['Head Office', 'Dock 4'],
  },
  { name: 'Adventure Works', prefix: 'ADV', domain: 'adventure', weight: 8, locations: ['Basecamp'] },
] as const;

async function seedOrganizations(ctx: SeedContext): Promise<void> {
  const { db, now, random } = ctx;
  const msp = need(ctx, 'msp');
  const lab = need(ctx, 'lab');
  const orgRows = await db
    .insert(t.organizations)
    .values(
      ORGANIZATIONS.map((org, index) => ({
        divisionId: msp.id,
        name: org.name,
        description: `${org.name} managed since ${2019 + index}`,
        nodeApprovalMode:
          index === 5 ? ('REJECT' as const) : index === 4 ? ('MANUAL' as const) : ('AUTOMATIC' as const),
        deleteBackupDataPermanently: false,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: t.organizations.id, name: t.organizations.name });
  const orgs = orgRows.map((row, index) => {
    const spec = ORGANIZATIONS[index];
    if (!spec) throw new Error('seed: organization');
    return { ...spec, id: row.id, index, locations: [] as { id: number; name: string; publicIp: string }[] };
  });
  for (const org of orgs) {
    const rows = await db
      .insert(t.locations)
      .values(
        ORGANIZATIONS[org.index]?.locations.map((name) => ({
          clientId: org.id,
          name,
          address: `${random.int(10, 999)} ${random.pick(['Main', 'Harbor', 'Pine', 'Market', 'Lake'])} Street`,
        })) ?? [],
      )
      .returning({ id: t.locations.id, name: t.locations.name });
    org.locations = rows.map((row, i) => ({
      ...row,
      publicIp: `${random.pick(['203.0.113', '198.51.100', '192.0.2'])}.${10 + org.index * 20 + i}`,
    }));
  }
  const [labOrg] = await db
    .insert(t.organizations)
    .values({
      divisionId: lab.id,
      name: 'Lab Network',
      description: 'Test bench',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: t.organizations.id });
  if (!labOrg) throw new Error('seed: lab org');
  const [labLocation] = await db
    .insert(t.locations)
    .values({ clientId: labOrg.id, name: 'Bench' })
    .returning({ id: t.locations.id });
  if (!labLocation) throw new Error('seed: lab location');
  ctx.state.organizations = orgs;
  ctx.state.labOrganization = { id: labOrg.id, locationId: labLocation.id };
}

/** The organizations and locations of both accounts. */
export const organizationsSeed = defineSeedStep({
  name: 'organizations.list',
  order: 30,
  run: seedOrganizations,
});
