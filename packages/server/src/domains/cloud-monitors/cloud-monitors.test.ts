import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { setupDemoServerWith } from '../../test/helpers';

const { server, ids, admin, tech } = setupDemoServerWith(
  { cloudMonitors: { scheduler: false } },
  'admin',
  'tech',
);

let clientId = 0;
let locationId = 0;
beforeAll(async () => {
  const org = ids.org('Northwind Traders');
  const [location] = await server.db
    .select()
    .from(t.locations)
    .where(eq(t.locations.clientId, org.id))
    .limit(1);
  clientId = org.id;
  locationId = location?.id ?? 0;
});

const httpMonitor = (overrides: Record<string, unknown> = {}) => ({
  clientId,
  locationId,
  systemName: 'Shop front',
  frequency: 60,
  timeout: 10,
  monitorType: 'HTTP',
  // An address, not a name: saving resolves names, and tests send nothing beyond loopback.
  url: 'https://93.184.215.14/health',
  authenticationType: 'BASIC',
  authenticationUsername: 'probe',
  authenticationPassword: 'S3cret!',
  conditions: [
    {
      type: 'HttpSiteKeyword',
      conditionName: 'Shop is open',
      severity: 'MAJOR',
      priority: 'HIGH',
      parameters: { runCount: 2, containsOption: 'DOES_NOT_CONTAIN', keyword: 'open' },
    },
    { type: 'SSLCertificateExpiration', parameters: { daysUntilSSLCertificateExpiration: 30 } },
  ],
  ...overrides,
});

async function monitorCount() {
  return (await server.db.select().from(t.cloudMonitors)).length;
}

describe('cloud monitor saves (002 §3, §4.7, §5.11)', () => {
  it('creates a monitor as a CLOUD_MONITOR_TARGET device, its password sealed and never answered', async () => {
    const created = await admin.post('/cloudmonitor', httpMonitor());
    expect(created.status).toBe(200);
    const monitor = created.body.cloudMonitor;
    expect(monitor).toMatchObject({
      monitorType: 'HTTP',
      systemName: 'Shop front',
      authenticationPassword: null,
      secretsSet: ['authenticationPassword'],
      status: 'PENDING',
      activeAlerts: 0,
    });
    expect(monitor.conditions).toHaveLength(2);
    expect(monitor.conditions[0].uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(created.body)).not.toContain('S3cret!');
    const [row] = await server.db
      .select()
      .from(t.cloudMonitors)
      .where(eq(t.cloudMonitors.nodeId, monitor.id));
    expect(row?.secrets).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('S3cret!');
    const [node] = await server.db.select().from(t.nodes).where(eq(t.nodes.id, monitor.id));
    expect(node).toMatchObject({
      nodeClass: 'CLOUD_MONITOR_TARGET',
      nodeType: 'CLOUD_MONITOR_TARGET',
      name: 'Shop front',
    });
    const read = await admin.get(`/cloudmonitor/${monitor.id}`);
    expect(read.status).toBe(200);
    expect(read.body.authenticationPassword).toBeNull();
    const list = await admin.get(`/cloudmonitor?clientId=${clientId}`);
    expect(list.body.monitors.map((m: { id: number }) => m.id)).toContain(monitor.id);
    expect(list.body.monitors.find((m: { id: number }) => m.id === monitor.id).target).toBe(
      'https://93.184.215.14/health',
    );
  });

  it('keeps the stored password when an edit sends none, and keeps condition uids', async () => {
    const created = (await admin.post('/cloudmonitor', httpMonitor({ systemName: 'Keep password' }))).body
      .cloudMonitor;
    const edited = await admin.put(`/cloudmonitor/${created.id}`, {
      ...httpMonitor({ systemName: 'Kept password', authenticationPassword: null }),
      conditions: created.conditions,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.cloudMonitor.secretsSet).toEqual(['authenticationPassword']);
    expect(edited.body.cloudMonitor.conditions.map((c: { uid: string }) => c.uid)).toEqual(
      created.conditions.map((c: { uid: string }) => c.uid),
    );
    // '' clears it: then basic auth misses its password.
    const cleared = await admin.put(`/cloudmonitor/${created.id}`, {
      ...httpMonitor({ authenticationPassword: '' }),
    });
    expect(cleared.status).toBe(400);
    expect(cleared.body.issues).toEqual([{ path: 'authenticationPassword', message: 'Enter a password.' }]);
  });

  it('refuses what the wizard refuses, with the field and its message, writing nothing', async () => {
    const before = await monitorCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ systemName: '  ' }, 'systemName', 'Enter a monitor name.'],
      [{ frequency: 61 }, 'frequency', 'Choose a frequency from the list.'],
      [{ timeout: 7 }, 'timeout', 'Choose a time-out from the list, shorter than the frequency.'],
      [{ url: 'ftp://shop.example.com' }, 'url', 'Enter a valid address starting with http:// or https://.'],
      [
        { methodType: 'HEAD', saveResponseBody: true },
        'saveResponseBody',
        'The response body cannot be saved for a HEAD request.',
      ],
      [
        {
          conditions: [
            { type: 'SSLCertificateExpiration', parameters: { daysUntilSSLCertificateExpiration: 366 } },
          ],
        },
        'conditions.0.parameters.daysUntilSSLCertificateExpiration',
        'Enter a number of days from 1 to 365.',
      ],
      [
        { conditions: [{ type: 'PingFailed', parameters: { runCount: 1 } }] },
        'conditions.0.type',
        'This condition does not apply to a HTTP monitor.',
      ],
      [
        {
          conditions: [
            { type: 'HttpCode', parameters: { runCount: 1, code: 200 }, ticketingAction: 'CREATE_TICKET' },
          ],
        },
        'conditions.0.ticketTemplateId',
        'Choose a ticket template.',
      ],
    ];
    for (const [overrides, path, text] of cases) {
      const response = await admin.post('/cloudmonitor', httpMonitor(overrides));
      expect(response.status, path).toBe(400);
      expect(response.body.issues[0], path).toEqual({ path, message: text });
    }
    const dns = await admin.post('/cloudmonitor', {
      clientId,
      locationId,
      systemName: 'Zone',
      frequency: 300,
      timeout: 5,
      monitorType: 'DNS',
      hostname: 'example.com',
      conditions: [{ type: 'WhoisExpiration', parameters: { daysUntilWhoisExpiration: 0 } }],
    });
    expect(dns.status).toBe(400);
    expect(dns.body.issues[0].path).toBe('conditions.0.parameters.daysUntilWhoisExpiration');
    expect(await monitorCount()).toBe(before);
  });

  it('refuses link-local, metadata and loopback targets unless private targets are allowed', async () => {
    const before = await monitorCount();
    for (const hostname of [
      '169.254.169.254',
      'fe80::1',
      '100.100.100.200',
      'metadata.google.internal',
      '127.0.0.1',
    ]) {
      const response = await admin.post('/cloudmonitor', {
        clientId,
        locationId,
        systemName: 'Metadata',
        frequency: 60,
        timeout: 5,
        monitorType: 'PING',
        hostname,
      });
      expect(response.status, hostname).toBe(400);
      expect(response.body.issues[0], hostname).toEqual({
        path: 'hostname',
        message:
          'This address cannot be monitored from Console. An administrator can allow private targets in the settings.',
      });
    }
    const http = await admin.post(
      '/cloudmonitor',
      httpMonitor({ url: 'http://169.254.169.254/latest/meta-data/' }),
    );
    expect(http.body.issues[0].path).toBe('url');
    expect(await monitorCount()).toBe(before);
    expect((await tech.put('/divisionconfig/CLOUD_MONITOR_PRIVATE_TARGETS', { enabled: true })).status).toBe(
      403,
    );
    expect((await admin.put('/divisionconfig/CLOUD_MONITOR_PRIVATE_TARGETS', { enabled: true })).status).toBe(
      200,
    );
    const allowed = await admin.post('/cloudmonitor', {
      clientId,
      locationId,
      systemName: 'Loopback',
      frequency: 60,
      timeout: 5,
      monitorType: 'PORT_SCAN',
      hostname: '127.0.0.1',
      ports: [22, 443],
    });
    expect(allowed.status).toBe(200);
    expect(
      (await admin.put('/divisionconfig/CLOUD_MONITOR_PRIVATE_TARGETS', { enabled: false })).status,
    ).toBe(200);
  });

  it('keeps organization, location and type of a saved monitor', async () => {
    const created = (await admin.post('/cloudmonitor', httpMonitor({ systemName: 'Fixed' }))).body
      .cloudMonitor;
    const other = ids.orgs.find((org) => org.id !== clientId);
    const moved = await admin.put(`/cloudmonitor/${created.id}`, httpMonitor({ clientId: other?.id }));
    expect(moved.status).toBe(400);
    expect(moved.body.issues[0].path).toBe('clientId');
    const retyped = await admin.put(`/cloudmonitor/${created.id}`, {
      ...httpMonitor(),
      monitorType: 'PING',
      hostname: 'shop.example.com',
    });
    expect(retyped.status).toBe(400);
    expect(retyped.body.issues[0].path).toBe('monitorType');
  });

  it('hides monitors of organizations a technician cannot see, and deletes with the device', async () => {
    const contoso = ids.org('Fabrikam Legal');
    const [location] = await server.db
      .select()
      .from(t.locations)
      .where(eq(t.locations.clientId, contoso.id))
      .limit(1);
    const hidden = (
      await admin.post(
        '/cloudmonitor',
        httpMonitor({ clientId: contoso.id, locationId: location?.id, systemName: 'Hidden', conditions: [] }),
      )
    ).body.cloudMonitor;
    expect((await tech.get(`/cloudmonitor/${hidden.id}`)).status).toBe(403);
    expect((await tech.get('/cloudmonitor')).body.monitors.map((m: { id: number }) => m.id)).not.toContain(
      hidden.id,
    );
    expect((await tech.delete(`/cloudmonitor/${hidden.id}`)).status).toBe(403);
    expect((await admin.delete(`/cloudmonitor/${hidden.id}`)).status).toBe(204);
    expect((await admin.get(`/cloudmonitor/${hidden.id}`)).status).toBe(404);
    expect(await server.db.select().from(t.nodes).where(eq(t.nodes.id, hidden.id))).toEqual([]);
  });
});
