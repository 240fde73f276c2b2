import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { nodeRoles, nodes, searchTerms } from '../../db/schema';
import { grant, multipart, setupDemoServer, signInTechnician, snapshot } from '../../test/helpers';

const { server, admin, ids } = setupDemoServer('admin');
const HEADER =
  'Name,Organization,Location,Serial Number,Assigned User Email,Warranty Start Date,Warranty End Date';

let printer: number;
let plainRole: number;
let managedRole: number;
let location: string;

async function roleId(name: string) {
  const [row] = await server.db
    .select({ id: nodeRoles.id })
    .from(nodeRoles)
    .where(and(eq(nodeRoles.name, name), eq(nodeRoles.divisionId, ids.division.id)));
  if (!row) throw new Error(`no role ${name}`);
  return row.id;
}

async function unmanagedCount(name?: string) {
  const [row] = await server.db
    .select({ n: count() })
    .from(nodes)
    .where(
      and(eq(nodes.nodeClass, 'UNMANAGED_DEVICE'), name === undefined ? undefined : eq(nodes.name, name)),
    );
  return Number(row?.n ?? 0);
}

const csv = (...lines: string[]) => `${[HEADER, ...lines].join('\r\n')}\r\n`;
const upload = (path: string, content: string | Buffer, role = printer, name = 'devices.csv') =>
  admin.post(path, multipart({ roleId: String(role) }, { name, content, type: 'text/csv' }));

beforeAll(async () => {
  printer = await roleId('Printer');
  plainRole = await roleId('UNMANAGED_DEVICE');
  managedRole = await roleId('WINDOWS_SERVER');
  const contoso = ids.org('Contoso Health');
  location = (await admin.get(`/client/${contoso.id}/locations`)).body[0].name;
});

describe('POST /node (create from scratch)', () => {
  it('refuses the plain unmanaged role and a role without full permission', async () => {
    const contoso = ids.org('Contoso Health');
    const [loc] = (await admin.get(`/client/${contoso.id}/locations`)).body;
    const body = { name: 'Hall printer', orgId: contoso.id, locationId: loc.id };
    const plain = await admin.post('/node', { ...body, assetTypeId: plainRole });
    expect(plain.status).toBe(400);
    expect(plain.body.errorMessage).toBe('Select an unmanaged device role to continue');
    const partial = await signInTechnician(server, [
      grant('ORGANIZATION', 'View'),
      ...['View', 'Create', 'Update'].map((name) => grant('DEVICE', name, { nodeClass: 'UNMANAGED_DEVICE' })),
    ]);
    const refused = await partial.post('/node', { ...body, assetTypeId: printer });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe('Select an unmanaged device role to continue');
    expect(await unmanagedCount('Hall printer')).toBe(0);
    const created = await admin.post('/node', { ...body, assetTypeId: printer, serialNumber: 'S-1' });
    expect(created.status).toBe(200);
    const stored = await server.db.select().from(nodes).where(eq(nodes.id, created.body.nodeId));
    expect(stored[0]).toMatchObject({ name: 'Hall printer', nodeRoleId: printer, serialNumber: 'S-1' });
  });
});

describe('GET /attributes/tab/role/{roleId}/template/csv', () => {
  it('answers the template of an unmanaged role as a CSV download', async () => {
    const response = await admin.get(`/attributes/tab/role/${printer}/template/csv`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Printer-template.csv"');
    expect(response.body).toBe(`${HEADER}\r\n`);
  });

  it('refuses a managed role, an unknown one and a user who cannot create devices', async () => {
    expect((await admin.get(`/attributes/tab/role/${managedRole}/template/csv`)).status).toBe(400);
    expect((await admin.get('/attributes/tab/role/99999999/template/csv')).status).toBe(400);
    const viewer = await signInTechnician(server, [grant('DEVICE', 'View')]);
    expect((await viewer.get(`/attributes/tab/role/${printer}/template/csv`)).status).toBe(403);
  });
});

describe('POST /unmanaged-device/import/preview', () => {
  it('previews rows with per-cell errors and totals, writing nothing', async () => {
    const before = await snapshot(server.db);
    const response = await upload(
      '/unmanaged-device/import/preview',
      csv(
        `Printer A,Contoso Health,${location},SN-1,admin@demo.console,2026-01-01,2027-01-01`,
        `,Contoso Health,${location},,,,`,
        `Printer C,Nowhere Inc,${location},,,,`,
        `Printer D,Contoso Health,${location},,nobody@nowhere.test,2026-05-01,2026-04-01`,
        `"Printer, E",contoso health,${location.toUpperCase()},${'x'.repeat(201)},,2026-02-30,`,
      ),
    );
    expect(response.status).toBe(200);
    const preview = response.body;
    expect(preview.rowHeader.map((h: { columnName: string }) => h.columnName)).toEqual(HEADER.split(','));
    expect(preview.rowHeader[0]).toEqual({ columnName: 'Name', columnNumber: 1 });
    expect(preview).toMatchObject({
      totalRows: 5,
      validRows: 1,
      invalidRows: 4,
      totalErrors: 6,
      hasValidationErrors: true,
    });
    const cell = (row: number, column: number) => preview.rowData[row].data[column];
    expect(preview.rowData[0].num).toBe(1);
    expect(preview.rowData[0].data.every((c: { err: boolean }) => !c.err)).toBe(true);
    expect(cell(1, 0)).toEqual({ val: '', err: true, msg: 'Required' });
    expect(cell(2, 1)).toMatchObject({ err: true, msg: 'No organization with this name' });
    expect(cell(3, 4)).toMatchObject({ err: true, msg: 'No user with this email' });
    expect(cell(3, 6)).toMatchObject({
      err: true,
      msg: 'The warranty end date cannot precede the start date',
    });
    expect(cell(4, 0)).toMatchObject({ val: 'Printer, E', err: false });
    expect(cell(4, 3)).toMatchObject({ err: true, msg: 'Must be at most 200 characters' });
    expect(cell(4, 5)).toMatchObject({ err: true, msg: 'Please enter a valid date' });
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('hides organizations the technician cannot view and says where they may not create', async () => {
    const northwind = ids.org('Northwind Traders');
    const tech = await signInTechnician(server, [
      grant('ORGANIZATION', 'View', { entityId: northwind.id }),
      ...['View', 'Create', 'Update', 'Delete'].map((name) =>
        grant('DEVICE', name, { nodeClass: 'UNMANAGED_DEVICE' }),
      ),
    ]);
    const [loc] = (await admin.get(`/client/${northwind.id}/locations`)).body;
    const response = await tech.post(
      '/unmanaged-device/import/preview',
      multipart(
        { roleId: String(printer) },
        {
          name: 'a.csv',
          content: csv(`One,Northwind Traders,${loc.name},,,,`, `Two,Contoso Health,${location},,,,`),
        },
      ),
    );
    expect(response.status).toBe(200);
    expect(response.body.validRows).toBe(1);
    expect(response.body.rowData[1].data[1].msg).toBe('No organization with this name');
  });
});

describe('refused files: a 4xx with a clear message, nothing written', () => {
  const cases: [string, () => Promise<{ status: number; body: { errorMessage: string } }>, number, string][] =
    [
      [
        'a wrong type',
        () => upload('/unmanaged-device/import', csv('A,B,C'), printer, 'devices.xlsx'),
        415,
        'Invalid file type',
      ],
      [
        'a binary file',
        () => upload('/unmanaged-device/import', Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 0xff]), printer),
        415,
        'The file is not a CSV text file.',
      ],
      ['an empty file', () => upload('/unmanaged-device/import', Buffer.alloc(0)), 400, 'File too small'],
      ['a header only', () => upload('/unmanaged-device/import', csv()), 400, 'The file has no device rows.'],
      [
        '10,001 rows',
        () =>
          upload(
            '/unmanaged-device/import',
            csv(...Array.from({ length: 10_001 }, (_, i) => `D${i},Contoso Health,${location},,,,`)),
          ),
        400,
        'The file has more than 10,000 rows. Split it into smaller files.',
      ],
      [
        'a row of 10,000 columns',
        () => upload('/unmanaged-device/import', csv(`D,Contoso Health,${location}${',x'.repeat(9_997)}`)),
        400,
        'Row 1 has more than 100 columns.',
      ],
      [
        'a file over 5 MB',
        () =>
          upload(
            '/unmanaged-device/import',
            csv(
              ...Array.from(
                { length: 9_000 },
                (_, i) => `D${i}${'y'.repeat(600)},Contoso Health,${location},,,,`,
              ),
            ),
          ),
        413,
        'File exceeds the limit of 5 MB',
      ],
      [
        'a missing column',
        () => upload('/unmanaged-device/import', 'Name,Location\r\nA,B\r\n'),
        400,
        'The file has no "Organization" column. Download the template.',
      ],
      [
        'an unclosed quote',
        () => upload('/unmanaged-device/import', csv('"A,Contoso Health,X,,,,')),
        400,
        '',
      ],
      [
        'the plain unmanaged role',
        () => upload('/unmanaged-device/import', csv(`A,Contoso Health,${location},,,,`), plainRole),
        400,
        'Select an unmanaged device role to continue',
      ],
      [
        'a managed role',
        () => upload('/unmanaged-device/import', csv(`A,Contoso Health,${location},,,,`), managedRole),
        400,
        'Select an unmanaged device role to continue',
      ],
      [
        'no valid row',
        () => upload('/unmanaged-device/import', csv(',Contoso Health,X,,,,')),
        400,
        '2 error(s) found across 1 row(s). Resolve the errors and re-upload the CSV.',
      ],
    ];
  for (const [what, send, status, text] of cases) {
    it(`refuses ${what}`, async () => {
      const before = await snapshot(server.db);
      const response = await send();
      expect(response.status).toBe(status);
      if (text) expect(response.body.errorMessage).toBe(text);
      else expect(response.body.errorMessage).toMatch(/^Row 1 is not valid CSV/);
      expect(await snapshot(server.db)).toEqual(before);
    });
  }

  it('refuses a JSON body without a file and a user without device create', async () => {
    const json = await admin.post('/unmanaged-device/import', { roleId: printer });
    expect(json.status).toBe(400);
    const viewer = await signInTechnician(server, [grant('DEVICE', 'View')]);
    const response = await viewer.post(
      '/unmanaged-device/import',
      multipart(
        { roleId: String(printer) },
        { name: 'a.csv', content: csv(`A,Contoso Health,${location},,,,`) },
      ),
    );
    expect(response.status).toBe(403);
  });
});

describe('POST /unmanaged-device/import', () => {
  it('creates every valid row in one go and discards the invalid ones', async () => {
    const before = await unmanagedCount();
    const lines = Array.from({ length: 100 }, (_, i) =>
      i % 10 === 9
        ? `,Contoso Health,${location},,,,`
        : `Imported ${i},Contoso Health,${location},SN-${i},,2026-01-01,`,
    );
    const response = await upload('/unmanaged-device/import', csv(...lines));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ resultCode: 'SUCCESS', createdCount: 90, discardedRows: 10 });
    expect(await unmanagedCount()).toBe(before + 90);
    const [row] = await server.db.select().from(nodes).where(eq(nodes.name, 'Imported 3'));
    expect(row).toMatchObject({
      nodeRoleId: printer,
      serialNumber: 'SN-3',
      warrantyStartDate: '2026-01-01',
      warrantyEndDate: null,
      clientId: ids.org('Contoso Health').id,
    });
    // The one-statement insert still feeds global search (its per-statement trigger).
    const terms = await server.db
      .select({ value: searchTerms.value })
      .from(searchTerms)
      .where(and(eq(searchTerms.entityType, 'DEVICE'), eq(searchTerms.entityId, row?.id ?? 0)));
    expect(terms.map((term) => term.value)).toEqual(expect.arrayContaining(['Imported 3', 'SN-3']));
    // A "contains" match finds it, and the trigram index is left as it was (no pending list).
    const contains = await queryRows<{ id: number }>(
      server.db,
      sql`SELECT entity_id AS id FROM search_terms WHERE entity_type = 'DEVICE' AND norm LIKE '%ported 3%'`,
    );
    expect(contains.map((hit) => hit.id)).toContain(row?.id);
    const [index] = await queryRows<{ options: string[] | null }>(
      server.db,
      sql`SELECT reloptions AS options FROM pg_class WHERE relname = 'search_terms_trgm_idx'`,
    );
    expect(index?.options).toEqual(['fastupdate=false']);
  });

  it('imports the maximum of 10,000 rows', async () => {
    const before = await unmanagedCount();
    const lines = Array.from({ length: 10_000 }, (_, i) => `Bulk ${i},Contoso Health,${location},,,,`);
    const response = await upload('/unmanaged-device/import', csv(...lines));
    expect(response.status).toBe(200);
    expect(response.body.createdCount).toBe(10_000);
    expect(await unmanagedCount()).toBe(before + 10_000);
  }, 60_000);
});
