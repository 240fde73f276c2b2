import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { DEMO_USERS, grant, setupDemoServer, signInTechnician } from '../../test/helpers';

const { server, ids, admin, tech } = setupDemoServer('admin', 'tech');

const mfa = () => ({ mfaCode: admin.code() });

async function roleId(name: string) {
  const [row] = await server.db.select().from(t.userRoles).where(eq(t.userRoles.name, name));
  if (!row) throw new Error(`no role ${name}`);
  return row.id;
}

describe('GET /appuser', () => {
  it('lists technicians with ?userType=TECHNICIAN, without secrets', async () => {
    const response = await admin.get('/appuser?userType=TECHNICIAN');
    expect(response.status).toBe(200);
    const emails = response.body.map((u: { email: string }) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining([DEMO_USERS.admin.email, DEMO_USERS.tech.email, DEMO_USERS.support.email]),
    );
    expect(emails).not.toContain(DEMO_USERS.enduser.email);
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|mfaSecret|scrypt/);
    const adminUser = response.body.find((u: { email: string }) => u.email === DEMO_USERS.admin.email);
    expect(adminUser).toMatchObject({ sysadmin: true, mfaEnabled: true, userType: 'TECHNICIAN' });
  });

  it('hides end users from a technician without end-user sharing', async () => {
    const response = await tech.get('/appuser');
    expect(response.body.map((u: { userType: string }) => u.userType)).not.toContain('END_USER');
    const all = await admin.get('/appuser?userType=END_USER');
    expect(all.body.map((u: { email: string }) => u.email)).toEqual([DEMO_USERS.enduser.email]);
  });
});

describe('user records', () => {
  let created: number;

  it('creates a technician (MFA step-up for an admin with MFA) who can then sign in', async () => {
    const body = {
      firstName: 'Morgan',
      lastName: 'Lee',
      email: 'Morgan.Lee@Demo.Console',
      userType: 'TECHNICIAN',
      roleId: await roleId('Support (no remote tools)'),
      password: 'Morgan-Password-2026',
    };
    expect((await admin.post('/appuser', body)).body.resultCode).toBe('MFA_REQUIRED');
    const response = await admin.post('/mfa/appuser', body, mfa());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ resultCode: 'SUCCESS', userId: expect.any(Number) });
    expect(response.body.user).toMatchObject({
      email: 'morgan.lee@demo.console',
      sysadmin: false,
      mfaEnabled: false,
    });
    created = response.body.userId;
    const agent = server.agent();
    expect((await agent.login('morgan.lee@demo.console', 'Morgan-Password-2026')).status).toBe(200);
  });

  it('refuses a taken email with 409 EMAIL_ALREADY_IN_USE', async () => {
    const response = await admin.post(
      '/mfa/appuser',
      { firstName: 'A', lastName: 'B', email: DEMO_USERS.tech.email },
      mfa(),
    );
    expect(response.status).toBe(409);
    expect(response.body.resultCode).toBe('EMAIL_ALREADY_IN_USE');
  });

  it('validates names, email and password', async () => {
    const response = await admin.post(
      '/mfa/appuser',
      { firstName: '', lastName: 'B', email: 'not-an-email', password: 'short' },
      mfa(),
    );
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'Required' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'password', message: 'The password must be at least 12 characters' },
      ]),
    );
  });

  it('creates an end user in an organization; an end user needs one', async () => {
    const missing = await admin.post(
      '/mfa/appuser',
      { firstName: 'E', lastName: 'U', email: 'eu1@demo.console', userType: 'END_USER' },
      mfa(),
    );
    expect(missing.status).toBe(400);
    const ok = await admin.post(
      '/mfa/appuser',
      {
        firstName: 'E',
        lastName: 'U',
        email: 'eu1@demo.console',
        userType: 'END_USER',
        clientId: ids.org('Contoso Health').id,
      },
      mfa(),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ userType: 'END_USER', clientId: ids.org('Contoso Health').id });
  });

  it('updates a user and a new password ends their sessions', async () => {
    const agent = server.agent();
    await agent.login('morgan.lee@demo.console', 'Morgan-Password-2026');
    const response = await admin.put(
      '/mfa/appuser',
      { id: created, lastName: 'Lee-Smith', password: 'Another-Password-2026' },
      mfa(),
    );
    expect(response.status).toBe(200);
    expect(response.body.user.lastName).toBe('Lee-Smith');
    expect((await agent.get('/auth/session')).status).toBe(401);
  });

  it('refuses user management to a technician (only a sysadmin may create users)', async () => {
    const response = await tech.post('/appuser', { firstName: 'X', lastName: 'Y', email: 'xy@demo.console' });
    expect(response.status).toBe(403);
    expect((await tech.delete(`/appuser/${created}`)).status).toBe(403);
  });

  it("refuses deleting yourself: 422 'You can't delete your own user account.'", async () => {
    const me = (await admin.get('/auth/session')).body.user.id;
    const response = await admin.delete(`/appuser/${me}`);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      resultCode: 'CANNOT_DELETE_OWN_USER',
      errorMessage: "You can't delete your own user account.",
    });
  });

  it('deletes another user', async () => {
    expect((await admin.delete(`/appuser/${created}`)).status).toBe(200);
    expect((await admin.get(`/appuser/${created}`)).status).toBe(404);
    expect(await server.db.select().from(t.users).where(eq(t.users.id, created))).toHaveLength(0);
  });
});

describe('technician roles', () => {
  it('lists roles with their user counts and the permission catalogue of 002 §6', async () => {
    const roles = await admin.get('/userrole/list?roleType=TECHNICIAN');
    expect(roles.status).toBe(200);
    const limited = roles.body.find((r: { name: string }) => r.name === 'Limited Technician');
    expect(limited.userCount).toBe(2);
    const catalogue = await admin.get('/userrole/permission-catalogue');
    const names = catalogue.body.map((e: { type: string; name: string }) => `${e.type} ${e.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'SYSTEM TeamViewer.Configure.Access',
        'SYSTEM CrowdStrike.Access',
        'NODE RemoteTools.CommandLine.Access',
        'DEVICE Delete',
        'SCRIPT_CATEGORY Run',
        'SEARCH FullAccess',
      ]),
    );
  });

  it('creates, updates and deletes a role; refuses unknown permissions and a role in use', async () => {
    const created = await admin.post('/userrole', {
      name: 'Patch operator',
      permissions: [grant('DEVICE', 'View'), grant('DEVICE', 'Update', { nodeClass: 'WINDOWS_SERVER' })],
    });
    expect(created.status).toBe(200);
    expect(created.body.role).toMatchObject({ name: 'Patch operator', roleType: 'TECHNICIAN', userCount: 0 });
    const unknown = await admin.post('/userrole', {
      name: 'Bad',
      permissions: [grant('SYSTEM', 'Coffee.Access')],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorMessage).toBe('Unknown permission SYSTEM Coffee.Access.');
    const scoped = await admin.post('/userrole', {
      name: 'Bad scope',
      permissions: [grant('SYSTEM', 'Backup.View', { entityId: 3 })],
    });
    expect(scoped.status).toBe(400);
    const updated = await admin.put('/userrole', {
      id: created.body.role.id,
      permissions: [grant('POLICY', 'View')],
    });
    expect(updated.body.role.permissions).toEqual([grant('POLICY', 'View')]);
    expect((await admin.delete(`/userrole/${created.body.role.id}`)).status).toBe(200);
    const inUse = await admin.delete(`/userrole/${await roleId('Limited Technician')}`);
    expect(inUse.status).toBe(422);
    expect(inUse.body.resultCode).toBe('CANNOT_DELETE_ROLE_IN_USE');
  });

  it('refuses role management to a non-sysadmin', async () => {
    expect((await tech.post('/userrole', { name: 'Mine', permissions: [] })).status).toBe(403);
    expect((await tech.get('/userrole/list')).body).toEqual([]);
  });

  it('lets end-user sharing manage end-user roles only', async () => {
    const agent = await signInTechnician(server, [
      grant('SYSTEM', 'EndUserSharing.Access'),
      grant('ORGANIZATION', 'View'),
    ]);
    const ok = await agent.post('/userrole', { name: 'Kiosk users', roleType: 'END_USER', permissions: [] });
    expect(ok.status).toBe(200);
    expect(
      (await agent.post('/userrole', { name: 'Techs', roleType: 'TECHNICIAN', permissions: [] })).status,
    ).toBe(403);
  });
});
