import { readdir } from 'node:fs/promises';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { grant, signInTechnician, snapshot } from '../../test/helpers';
import { sweepInstallers } from './runtime';
import { setupInstallers } from './test-setup';

const TTL = 600_000;
const suite = setupInstallers({ linkTtlMs: TTL });
const { server, ids } = suite;

async function roleOf(nodeClass: string) {
  const [role] = await server.db
    .select()
    .from(t.nodeRoles)
    .where(
      and(
        eq(t.nodeRoles.divisionId, ids.division.id),
        eq(t.nodeRoles.nodeClass, nodeClass),
        isNotNull(t.nodeRoles.parentId),
      ),
    )
    .limit(1);
  if (!role) throw new Error(`no ${nodeClass} role`);
  return role;
}

describe('given a generated installer link', () => {
  it('answers the file until the link expires, then 403 and the sweep removes the file', async () => {
    const { body } = await suite.generate('LINUX_DEB');
    expect(body.expiresAt).toBe(Math.floor((server.clock.now.getTime() + TTL) / 1000) * 1000);
    expect((await suite.download(body.url)).status).toBe(200);
    server.clock.advance(TTL + 1000);
    const expired = await suite.download(body.url);
    expect(expired.status).toBe(403);
    expect(JSON.parse(expired.bytes.toString())).toEqual({
      resultCode: 'FORBIDDEN',
      errorMessage: expect.any(String),
    });
    const id = Number(/installer\/(\d+)\//.exec(body.url)?.[1]);
    const [row] = await server.db.select().from(t.installerFiles).where(eq(t.installerFiles.id, id));
    if (!row) throw new Error('installer row missing');
    expect(await sweepInstallers(server.db, server.app.installers, server.clock.now)).toBeGreaterThan(0);
    expect(await server.db.select().from(t.installerFiles).where(eq(t.installerFiles.id, id))).toEqual([]);
    expect(await readdir(server.app.installers.dir)).not.toContain(row.resourceId);
  });

  it('refuses a tampered signature, expiry or id', async () => {
    const { body } = await suite.generate('LINUX_RPM');
    const url = new URL(body.url);
    const signature = url.searchParams.get('signature') ?? '';
    const expires = Number(url.searchParams.get('expires'));
    const id = Number(/installer\/(\d+)\//.exec(url.pathname)?.[1]);
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const cases = [
      `/ws/installer/${id}/download?expires=${expires}&signature=${flipped}`,
      `/ws/installer/${id}/download?expires=${expires + 3600}&signature=${signature}`,
      `/ws/installer/${id + 1}/download?expires=${expires}&signature=${signature}`,
      `/ws/installer/${id}/download?expires=${expires}`,
      `/ws/installer/abc/download?expires=${expires}&signature=${signature}`,
    ];
    for (const path of cases) expect((await suite.download(path)).status, path).toBe(403);
    expect((await suite.download(body.url)).status).toBe(200);
  });

  it('does not open an attachment link’s signature (its subject names its kind)', async () => {
    const { body } = await suite.generate('LINUX_DEB');
    const url = new URL(body.url);
    const attachment = `/ws/scripting/attachments/1/download?${url.searchParams.toString()}`;
    expect((await suite.download(attachment)).status).toBe(403);
  });
});

describe('given several generations at once', () => {
  it('builds them all (two at a time), each with its own token and file', async () => {
    let running = 0;
    let most = 0;
    const runtime = server.app.installers;
    const original = runtime.inBuildSlot;
    runtime.inBuildSlot = (build) =>
      original(async () => {
        running += 1;
        most = Math.max(most, running);
        try {
          return await build();
        } finally {
          running -= 1;
        }
      });
    try {
      const answers = await Promise.all(
        (['LINUX_DEB', 'LINUX_RPM', 'LINUX_DEB_ARM64', 'WINDOWS_MSI'] as const).map((type) =>
          suite.generate(type),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.body.url)).size).toBe(4);
      expect(most).toBeGreaterThan(0);
      expect(most).toBeLessThanOrEqual(2);
    } finally {
      runtime.inBuildSlot = original;
    }
  });
});

describe('given a server without the agent bundle', () => {
  it('answers "not available" and keeps nothing', async () => {
    const { options } = server.app.installers;
    const bundle = options.agentBundle;
    options.agentBundle = `${bundle}.missing`;
    try {
      const before = await snapshot(server.db);
      const answer = await suite.generate('LINUX_DEB');
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        resultCode: 'INSTALLER_NOT_AVAILABLE',
        errorMessage: 'Linux DEB installers are not available on this server.',
      });
      expect(await snapshot(server.db)).toEqual(before);
    } finally {
      options.agentBundle = bundle;
    }
  });
});

describe('given who asks', () => {
  it('refuses a technician who cannot add devices, and writes nothing', async () => {
    const viewer = await signInTechnician(server, [grant('ORGANIZATION', 'View'), grant('DEVICE', 'View')]);
    const before = await snapshot(server.db);
    const answer = await suite.generate('LINUX_DEB', {}, viewer);
    expect(answer.status).toBe(403);
    expect(answer.body.resultCode).toBe('FORBIDDEN');
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('lets Auto through only for an OS whose classes the technician may add', async () => {
    const windowsOnly = await signInTechnician(server, [
      grant('ORGANIZATION', 'View'),
      grant('DEVICE', 'Create', { nodeClass: 'WINDOWS_WORKSTATION' }),
    ]);
    expect((await suite.generate('LINUX_DEB', {}, windowsOnly)).status).toBe(403);
    expect((await suite.generate('WINDOWS_MSI', {}, windowsOnly)).status).toBe(200);
    const server2016 = await roleOf('WINDOWS_SERVER');
    expect((await suite.generate('WINDOWS_MSI', { nodeRoleId: server2016.id }, windowsOnly)).status).toBe(
      403,
    );
    const workstation = await roleOf('WINDOWS_WORKSTATION');
    expect((await suite.generate('WINDOWS_MSI', { nodeRoleId: workstation.id }, windowsOnly)).status).toBe(
      200,
    );
  });

  it('refuses an organization the technician cannot see as not found', async () => {
    const [first, second] = ids.orgs;
    if (!first || !second) throw new Error('two demo organizations expected');
    const narrow = await signInTechnician(server, [
      grant('ORGANIZATION', 'View', { entityId: first.id }),
      grant('DEVICE', 'Create'),
    ]);
    const [location] = await server.db.select().from(t.locations).where(eq(t.locations.clientId, second.id));
    const answer = await suite.generate(
      'LINUX_DEB',
      { organizationId: second.id, locationId: location?.id },
      narrow,
    );
    expect(answer.status).toBe(404);
  });

  it('checks the location belongs to the organization and the role fits the installer', async () => {
    const [, second] = ids.orgs;
    const [foreign] = await server.db
      .select()
      .from(t.locations)
      .where(eq(t.locations.clientId, second?.id ?? 0));
    const wrongLocation = await suite.generate('LINUX_DEB', { locationId: foreign?.id });
    expect(wrongLocation.status).toBe(400);
    expect(wrongLocation.body.issues).toEqual([{ path: 'locationId', message: expect.any(String) }]);
    const mac = await roleOf('MAC');
    const wrongRole = await suite.generate('LINUX_DEB', { nodeRoleId: mac.id });
    expect(wrongRole.status).toBe(400);
    expect(wrongRole.body.issues).toEqual([{ path: 'nodeRoleId', message: expect.any(String) }]);
    const linux = await roleOf('LINUX_SERVER');
    const right = await suite.generate('LINUX_DEB_ARM64', { nodeRoleId: linux.id });
    expect(right.status).toBe(200);
  });

  it('validates the body with the contract', async () => {
    for (const patch of [
      { installerType: 'LINUX_APK' },
      { organizationId: 'x' },
      { locationId: -1 },
      { nodeRoleId: 0 },
    ]) {
      const answer = await suite.admin.post('/installer/generate', {
        ...(await suite.place()),
        installerType: 'LINUX_DEB',
        ...patch,
      });
      expect(answer.status, JSON.stringify(patch)).toBe(400);
      expect(answer.body.resultCode).toBe('VALIDATION_ERROR');
    }
    expect(
      (
        await server
          .agent()
          .post('/installer/generate', { ...(await suite.place()), installerType: 'LINUX_DEB' })
      ).status,
    ).toBe(401);
  });
});
