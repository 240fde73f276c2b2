import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { grant, type Loose, setupDemoServer, signInTechnician } from '../../test/helpers';

const { server, ids, admin, tech } = setupDemoServer('admin', 'tech');

describe('GET /client/list', () => {
  it('lists every organization for a system administrator, sorted by name', async () => {
    const response = await admin.get('/client/list');
    expect(response.status).toBe(200);
    expect(response.body.map((o: { name: string }) => o.name)).toEqual([
      'Adventure Works',
      'Contoso Health',
      'Fabrikam Legal',
      'Northwind Traders',
      'Tailspin Toys',
      'Wide World Importers',
    ]);
  });

  it('lists only the organizations a limited technician may view', async () => {
    const response = await tech.get('/client/list');
    expect(response.body).toEqual([
      { id: ids.org('Contoso Health').id, name: 'Contoso Health' },
      { id: ids.org('Northwind Traders').id, name: 'Northwind Traders' },
    ]);
  });
});

describe('organization records', () => {
  it('reads an organization with its locations', async () => {
    const northwind = ids.org('Northwind Traders');
    const response = await admin.get(`/client/${northwind.id}`);
    expect(response.status).toBe(200);
    expect(response.body.resultCode).toBe('SUCCESS');
    expect(response.body.client).toMatchObject({
      id: northwind.id,
      name: 'Northwind Traders',
      hasBackupData: true,
    });
    expect(response.body.client.locations.map((l: { name: string }) => l.name)).toEqual([
      'Portland Warehouse',
      'Remote Staff',
      'Seattle HQ',
    ]);
  });

  it('answers 404 for an unknown organization and 403 for one the technician cannot view', async () => {
    expect((await admin.get('/client/999999')).status).toBe(404);
    const response = await tech.get(`/client/${ids.org('Fabrikam Legal').id}`);
    expect(response.status).toBe(403);
    expect(response.body.resultCode).toBe('FORBIDDEN');
  });

  it('creates, renames and refuses a duplicate name with 409', async () => {
    const created = await admin.post('/client', {
      name: '  Blue Yonder Airlines ',
      locations: [{ name: 'Terminal 1' }, { name: 'Hangar', address: '1 Runway Road' }],
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ resultCode: 'SUCCESS', clientId: expect.any(Number) });
    expect(created.body.client).toMatchObject({
      name: 'Blue Yonder Airlines',
      nodeApprovalMode: 'AUTOMATIC',
    });
    expect(created.body.client.locations).toHaveLength(2);
    const duplicate = await admin.post('/client', {
      name: 'blue yonder airlines',
      locations: [{ name: 'X' }],
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      resultCode: 'NAME_ALREADY_IN_USE',
      errorMessage: 'An Organization with this name already exists. Please choose a different name.',
    });
    const renamed = await admin.put('/client', {
      id: created.body.clientId,
      name: 'Blue Yonder',
      nodeApprovalMode: 'REJECT',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.client).toMatchObject({ name: 'Blue Yonder', nodeApprovalMode: 'REJECT' });
  });

  it('lets the limited technician update Northwind but not Contoso (view only)', async () => {
    const ok = await tech.put('/client', {
      id: ids.org('Northwind Traders').id,
      description: 'Updated by tech',
    });
    expect(ok.status).toBe(200);
    const refused = await tech.put('/client', { id: ids.org('Contoso Health').id, description: 'Nope' });
    expect(refused.status).toBe(403);
  });

  it('counts devices and lists delete warnings', async () => {
    const northwind = ids.org('Northwind Traders');
    const countAnswer = await admin.get(`/client/${northwind.id}/deviceCount`);
    const [expected] = await server.db
      .select({ n: count() })
      .from(t.nodes)
      .where(eq(t.nodes.clientId, northwind.id));
    expect(countAnswer.body).toEqual({ deviceCount: expected?.n });
    const warnings = await admin.get(`/client/${northwind.id}/delete/warning`);
    expect(warnings.status).toBe(200);
    expect(warnings.body.warnings.map((w: { code: string }) => w.code)).toEqual([
      'TICKETING_TICKET_OPEN',
      'DEVICES_ASSIGNED',
      'BACKUP_DATA_EXISTS',
    ]);
    expect(warnings.body.warnings[0].message).toBe('This organization has 2 open ticket(s).');
  });
});

describe('deleting organizations', () => {
  it('keeps backup data (detached) on DELETE /client/{id}', async () => {
    const northwind = ids.org('Northwind Traders');
    const [before] = await server.db
      .select({ n: count() })
      .from(t.backupData)
      .where(eq(t.backupData.clientId, northwind.id));
    expect(before?.n).toBeGreaterThan(0);
    const response = await admin.delete(`/client/${northwind.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ resultCode: 'SUCCESS' });
    expect(
      await server.db.select().from(t.organizations).where(eq(t.organizations.id, northwind.id)),
    ).toHaveLength(0);
    expect(await server.db.select().from(t.nodes).where(eq(t.nodes.clientId, northwind.id))).toHaveLength(0);
    const [orphans] = await server.db
      .select({ n: count() })
      .from(t.backupData)
      .where(and(isNull(t.backupData.clientId), isNull(t.backupData.nodeId)));
    expect(orphans?.n).toBe(before?.n);
  });

  it('deletes backup data too on DELETE /client/{id}/including-backup-data', async () => {
    const fabrikam = ids.org('Fabrikam Legal');
    const [before] = await server.db.select({ n: count() }).from(t.backupData);
    const [own] = await server.db
      .select({ n: count() })
      .from(t.backupData)
      .where(eq(t.backupData.clientId, fabrikam.id));
    expect(own?.n).toBeGreaterThan(0);
    const response = await admin.delete(`/client/${fabrikam.id}/including-backup-data`);
    expect(response.status).toBe(200);
    const [after] = await server.db.select({ n: count() }).from(t.backupData);
    expect(after?.n).toBe((before?.n ?? 0) - (own?.n ?? 0));
  });

  it('refuses deletion to a technician without the Delete permission', async () => {
    const response = await tech.delete(`/client/${ids.org('Contoso Health').id}`);
    expect(response.status).toBe(403);
  });
});

describe('locations', () => {
  it('lists, adds, renames and deletes a location; refuses one in use and the last one', async () => {
    const tailspin = ids.org('Tailspin Toys');
    const list = await admin.get(`/client/${tailspin.id}/locations`);
    expect(list.body.map((l: { name: string }) => l.name)).toEqual(['Factory', 'Showroom']);
    const added = await admin.post(`/client/${tailspin.id}/location`, { name: 'Pop-up Store' });
    expect(added.status).toBe(200);
    const id = added.body.location.id;
    const renamed = await admin.put(`/client/${tailspin.id}/location/${id}`, { name: 'Pop-up Store (Mall)' });
    expect(renamed.body.location.name).toBe('Pop-up Store (Mall)');
    expect((await admin.delete(`/client/${tailspin.id}/location/${id}`)).status).toBe(200);
    const inUse = list.body.find((l: { name: string }) => l.name === 'Factory');
    const refused = await admin.delete(`/client/${tailspin.id}/location/${inUse.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.resultCode).toBe('CANNOT_DELETE_LOCATION_IN_USE');
    const adventure = ids.org('Adventure Works');
    const [only] = (await admin.get(`/client/${adventure.id}/locations`)).body;
    await server.db.delete(t.nodes).where(eq(t.nodes.locationId, only.id));
    const last = await admin.delete(`/client/${adventure.id}/location/${only.id}`);
    expect(last.status).toBe(422);
    expect(last.body.resultCode).toBe('CANNOT_DELETE_LAST_LOCATION');
  });
});

describe('GET /query/organizations', () => {
  it('pages (50 by default) and searches by name, with locations', async () => {
    const all = await admin.get('/query/organizations');
    expect(all.body).toMatchObject({ page: 1, pageSize: 50 });
    expect(all.body.total).toBe(all.body.items.length);
    const search = await admin.get('/query/organizations?search=world');
    expect(search.body.items).toEqual([
      {
        id: ids.org('Wide World Importers').id,
        name: 'Wide World Importers',
        locations: [
          expect.objectContaining({ name: 'Dock 4' }),
          expect.objectContaining({ name: 'Head Office' }),
        ],
      },
    ]);
    const paged = await admin.get('/query/organizations?page=2&pageSize=2');
    expect(paged.body.items).toHaveLength(2);
    expect(paged.body.page).toBe(2);
  });

  it('pages and counts only the organizations the user may view', async () => {
    // Every other organization of the (sorted) list, so the hidden ones fall between the pages.
    const every = (await admin.get('/query/organizations')).body.items as Loose[];
    const granted = every.filter((_, index) => index % 2 === 0);
    expect(granted.length).toBeGreaterThan(1);
    const agent = await signInTechnician(
      server,
      granted.map((o) => grant('ORGANIZATION', 'View', { entityId: o.id })),
    );
    const pages = [];
    for (let page = 1; page <= granted.length + 1; page++) {
      const response = await agent.get(`/query/organizations?page=${page}&pageSize=1`);
      expect(response.body).toMatchObject({ page, pageSize: 1, total: granted.length });
      pages.push(...response.body.items.map((o: Loose) => o.name));
    }
    expect(pages).toEqual(granted.map((o) => o.name));
  });

  it('hides organizations the user cannot view', async () => {
    const response = await tech.get('/query/organizations');
    expect(response.body.items.map((o: { name: string }) => o.name)).toEqual(['Contoso Health']);
  });
});

describe('GET /query/v2/customerdashboard/{id}', () => {
  it('answers running jobs and system health, optionally for one location', async () => {
    const contoso = ids.org('Contoso Health');
    const response = await admin.get(`/query/v2/customerdashboard/${contoso.id}`);
    expect(response.status).toBe(200);
    expect(response.body.runningJobs).toEqual([
      expect.objectContaining({ jobType: 'BACKUP', status: 'RUNNING', name: 'Image backup of C: and D:' }),
    ]);
    const health = response.body.systemHealth;
    const [devices] = await server.db
      .select({ n: count() })
      .from(t.nodes)
      .where(eq(t.nodes.clientId, contoso.id));
    expect(health.totalDevices).toBe(devices?.n);
    expect(health.up + health.down).toBe(health.totalDevices);
    const sum = Object.values(health.byHealthStatus as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(sum).toBe(health.totalDevices);
    const [location] = (await admin.get(`/client/${contoso.id}/locations`)).body;
    const byLocation = await admin.get(`/query/v2/customerdashboard/${contoso.id}?location=${location.id}`);
    expect(byLocation.body.locationId).toBe(location.id);
    expect(byLocation.body.systemHealth.totalDevices).toBeLessThanOrEqual(health.totalDevices);
    const foreign = await admin.get(`/query/v2/customerdashboard/${contoso.id}?location=999999`);
    expect(foreign.status).toBe(400);
  });
});
