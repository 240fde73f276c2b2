import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signIn, signInTechnician, type TestServer } from '../../test/helpers';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /noderole/list scope (issue 14)', () => {
  it('gives an end user no device roles (no DEVICE View grant), like the other lists', async () => {
    const endUser = await signInTechnician(server, [], { userType: 'END_USER' });
    const response = await endUser.get('/noderole/list');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('gives technicians the whole tree, each role with their access', async () => {
    const admin = await signIn(server, 'admin');
    const all = (await admin.get('/noderole/list')).body as { id: number }[];
    expect(all.length).toBeGreaterThan(10);
    const plain = await signInTechnician(server, []);
    const roles = (await plain.get('/noderole/list')).body as {
      id: number;
      permissions: { view: boolean };
    }[];
    expect(roles.map((role) => role.id)).toEqual(all.map((role) => role.id));
    expect(roles.every((role) => !role.permissions.view)).toBe(true);
  });
});
