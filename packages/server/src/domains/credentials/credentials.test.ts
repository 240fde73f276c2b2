import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { createSecretBox } from '../../lib/crypto';
import { setupDemoServer, snapshot, TEST_SECRET_KEY } from '../../test/helpers';

const { server, ids, admin, tech } = setupDemoServer('admin', 'tech');

const SNMPV3 = {
  name: 'Core switch v3',
  credentialType: 'SNMPV3',
  username: 'rmm-v3',
  authProtocol: 'SHA256',
  authPassword: 'auth-key-9f3a1',
  privProtocol: 'AES',
  privPassword: 'priv-key-77c2e',
};

async function rowOf(id: number) {
  const [row] = await server.db.select().from(t.credentials).where(eq(t.credentials.id, id));
  if (!row) throw new Error(`no credential ${id}`);
  return row;
}

describe('POST /credential', () => {
  it('creates an SNMPv3 credential whose keys are sealed at rest and never answered', async () => {
    const northwind = ids.org('Northwind Traders');
    const created = await admin.post('/credential', { clientId: northwind.id, ...SNMPV3 });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      resultCode: 'SUCCESS',
      credential: {
        name: 'Core switch v3',
        credentialType: 'SNMPV3',
        clientId: northwind.id,
        username: 'rmm-v3',
        authProtocol: 'SHA256',
        privProtocol: 'AES',
      },
    });
    const id = created.body.credentialId as number;
    const row = await rowOf(id);
    expect(row.secret).not.toContain('auth-key-9f3a1');
    expect(row.secret).not.toContain('priv-key-77c2e');
    expect(JSON.parse(createSecretBox(TEST_SECRET_KEY).decrypt(row.secret ?? ''))).toEqual({
      authProtocol: 'SHA256',
      authPassword: 'auth-key-9f3a1',
      privProtocol: 'AES',
      privPassword: 'priv-key-77c2e',
    });
    const answers = [
      created,
      await admin.get(`/credential/${id}`),
      await admin.get(`/credential/list?clientId=${northwind.id}`),
      await admin.get('/credential/list'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer.body);
      expect(text).toContain('Core switch v3');
      expect(text).not.toContain('auth-key-9f3a1');
      expect(text).not.toContain('priv-key-77c2e');
      expect(text).not.toMatch(/"(secret|authPassword|privPassword|password|community)"/);
    }
  });

  it('refuses a missing secret or a short SNMPv3 key with 400 and the field, writing nothing', async () => {
    const northwind = ids.org('Northwind Traders');
    const before = await snapshot(server.db);
    const noCommunity = await admin.post('/credential', {
      clientId: northwind.id,
      name: 'No community',
      credentialType: 'SNMPV2',
    });
    expect(noCommunity.status).toBe(400);
    expect(noCommunity.body.issues).toEqual([{ path: 'community', message: 'Required' }]);
    const shortKey = await admin.post('/credential', {
      clientId: northwind.id,
      ...SNMPV3,
      privPassword: 'short',
    });
    expect(shortKey.status).toBe(400);
    expect(shortKey.body.issues).toEqual([
      { path: 'privPassword', message: 'Must be at least 8 characters' },
    ]);
    const noOrganization = await admin.post('/credential', { ...SNMPV3 });
    expect(noOrganization.status).toBe(400);
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('needs canUpdateCustomers on the organization (000 §5.4)', async () => {
    const before = await snapshot(server.db);
    // The limited technician only views Contoso Health.
    const refused = await tech.post('/credential', {
      clientId: ids.org('Contoso Health').id,
      name: 'Contoso SSH',
      credentialType: 'TELNET_SSH',
      username: 'ops',
      password: 'ssh-password',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.resultCode).toBe('FORBIDDEN');
    expect(await snapshot(server.db)).toEqual(before);
    const allowed = await tech.post('/credential', {
      clientId: ids.org('Northwind Traders').id,
      name: 'Northwind SSH',
      credentialType: 'TELNET_SSH',
      username: 'ops',
      password: 'ssh-password',
    });
    expect(allowed.status).toBe(200);
  });
});

describe('PUT /credential', () => {
  it('keeps a secret left empty and replaces one that is given', async () => {
    const northwind = ids.org('Northwind Traders');
    const created = await admin.post('/credential', {
      clientId: northwind.id,
      name: 'Printer community',
      credentialType: 'SNMPV12C',
      community: 'first-community',
    });
    const id = created.body.credentialId as number;
    const box = createSecretBox(TEST_SECRET_KEY);
    const renamed = await admin.put('/credential', {
      id,
      name: 'Printer community (renamed)',
      credentialType: 'SNMPV12C',
      community: '',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.credential.name).toBe('Printer community (renamed)');
    expect(JSON.parse(box.decrypt((await rowOf(id)).secret ?? ''))).toEqual({ community: 'first-community' });
    await admin.put('/credential', { id, name: 'Printer', credentialType: 'SNMPV12C', community: 'second' });
    expect(JSON.parse(box.decrypt((await rowOf(id)).secret ?? ''))).toEqual({ community: 'second' });
  });

  it('needs the new secret when the type changes', async () => {
    const [row] = await server.db
      .select()
      .from(t.credentials)
      .where(
        and(eq(t.credentials.name, 'ESXi root'), eq(t.credentials.clientId, ids.org('Northwind Traders').id)),
      );
    if (!row) throw new Error('seeded credential missing');
    const answer = await admin.put('/credential', {
      id: row.id,
      name: 'ESXi root',
      credentialType: 'SNMPV2',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([{ path: 'community', message: 'Required' }]);
    expect((await rowOf(row.id)).credentialType).toBe('BASIC');
  });

  it('refuses a technician a division-wide credential and one of an organization they cannot see', async () => {
    const [shared] = await server.db
      .select()
      .from(t.credentials)
      .where(eq(t.credentials.name, 'Network SSH'));
    if (!shared) throw new Error('seeded credential missing');
    const before = await snapshot(server.db);
    const answer = await tech.put('/credential', {
      id: shared.id,
      name: 'Mine now',
      credentialType: 'TELNET_SSH',
      username: 'x',
    });
    expect(answer.status).toBe(403);
    const [tailspin] = await server.db
      .select()
      .from(t.credentials)
      .where(eq(t.credentials.name, 'Hyper-V service account'));
    expect((await tech.get(`/credential/${tailspin?.id}`)).status).toBe(403);
    expect(await snapshot(server.db)).toEqual(before);
  });
});

describe('GET /credential/form, the secure form page', () => {
  it('serves the New Credential form under a strict policy, framed only by its own origin', async () => {
    const northwind = ids.org('Northwind Traders');
    const page = await admin.get(
      `/credential/form?clientId=${northwind.id}&origin=${encodeURIComponent('http://127.0.0.1:5173')}`,
    );
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    const html = String(page.body);
    expect(html).toContain('<h1>New Credential</h1>');
    expect(html).toContain(`data-client-id="${northwind.id}"`);
    expect(html).toContain('data-parent-origin="http://127.0.0.1:5173"');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    for (const label of ['Name', 'Type', 'Username', 'Password', 'Community string', 'Privacy key'])
      expect(html).toContain(`>${label}</label>`);
    const script = await admin.get('/credential/form.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('prefills an edited credential without any secret and refuses what the user may not write', async () => {
    const created = await admin.post('/credential', { clientId: ids.org('Northwind Traders').id, ...SNMPV3 });
    const page = await admin.get(
      `/credential/form?id=${created.body.credentialId}&origin=javascript:alert(1)`,
    );
    const html = String(page.body);
    expect(html).toContain('<h1>Edit Credential</h1>');
    expect(html).toContain('value="Core switch v3"');
    expect(html).toContain('<option value="SHA256" selected>');
    expect(html).not.toContain('auth-key-9f3a1');
    expect(html).not.toContain('javascript:alert');
    expect((await tech.get(`/credential/form?clientId=${ids.org('Contoso Health').id}`)).status).toBe(403);
    expect((await admin.get('/credential/form')).status).toBe(400);
    expect(
      (await server.agent().get(`/credential/form?clientId=${ids.org('Contoso Health').id}`)).status,
    ).toBe(401);
  });
});
