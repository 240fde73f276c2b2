import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { setupDemoServer } from '../../test/helpers';

const { server, ids, admin } = setupDemoServer('admin');

const save = (body: unknown) => admin.put('/mfa/policy', body, { mfaCode: admin.code() });

async function policy(name: string) {
  const [row] = await server.db
    .select()
    .from(t.policies)
    .where(and(eq(t.policies.name, name), eq(t.policies.divisionId, ids.division.id)));
  if (!row) throw new Error(`no policy ${name}`);
  return row;
}

describe("a policy's monitors (content.monitors)", () => {
  it('saves them with the rules of the form, writing nothing refused', async () => {
    const target = await policy('Domain Controllers');
    const monitor = {
      monitorUid: '9e3a4b5c-6d7e-4f80-9a1b-2c3d4e5f6a7b',
      monitorName: 'LDAP port',
      type: 'TCP_PORT',
      target: 'localhost',
      port: 389,
      intervalMinutes: 5,
    };
    const saved = await save({ id: target.id, content: { ...target.content, monitors: [monitor] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.policy.content.monitors).toEqual([{ ...monitor, enabled: true }]);
    const refused = await save({
      id: target.id,
      content: { monitors: [{ ...monitor, monitorName: '', port: 0 }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues.map((issue: { message: string }) => issue.message).sort()).toEqual([
      'Must be between 1 and 65535',
      'Required',
    ]);
    expect((await policy('Domain Controllers')).content.monitors).toHaveLength(1);
  });
});
