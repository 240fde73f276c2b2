import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { grant, setupDemoServer, signInTechnician } from '../../test/helpers';

const { server, ids, admin, tech } = setupDemoServer('admin', 'tech');

/** Policy saves are MFA step-up endpoints: the admin saves at /mfa + path with a code. */
const save = (method: 'post' | 'put', body: unknown) =>
  admin[method]('/mfa/policy', body, { mfaCode: admin.code() });

async function policy(name: string) {
  const [row] = await server.db
    .select()
    .from(t.policies)
    .where(and(eq(t.policies.name, name), eq(t.policies.divisionId, ids.division.id)));
  if (!row) throw new Error(`no policy ${name}`);
  return row;
}

describe('POST /policy', () => {
  it('creates a policy and answers SUCCESS with policyId', async () => {
    const response = await save('post', {
      name: '  Finance Laptops  ',
      description: '',
      nodeClass: 'WINDOWS_WORKSTATION',
      content: { patchManagement: { enabled: true } },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ resultCode: 'SUCCESS', policyId: expect.any(Number) });
    expect(response.body.policy).toMatchObject({
      name: 'Finance Laptops',
      description: null,
      nodeClass: 'WINDOWS_WORKSTATION',
      nodeClassDefault: false,
      enabled: true,
    });
    const read = await admin.get(`/policy/${response.body.policyId}`);
    expect(read.body.policy.content).toEqual({ patchManagement: { enabled: true } });
  });

  it('answers 409 POLICY_NAME_ALREADY_IN_USE for a taken name (any case)', async () => {
    const response = await save('post', { name: 'finance laptops', nodeClass: 'MAC' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      resultCode: 'POLICY_NAME_ALREADY_IN_USE',
      errorMessage: 'A policy with this name already exists',
    });
  });

  it('applies the create rules of 002 §5.5: name required and at most 100, description at most 250, NMS needs a role', async () => {
    const empty = await save('post', { name: '   ', nodeClass: 'MAC' });
    expect(empty.status).toBe(400);
    expect(empty.body.issues).toEqual([{ path: 'name', message: 'Required' }]);
    expect((await save('post', { name: 'x'.repeat(101), nodeClass: 'MAC' })).status).toBe(400);
    expect(
      (await save('post', { name: 'Long description', nodeClass: 'MAC', description: 'd'.repeat(251) }))
        .status,
    ).toBe(400);
    const nms = await save('post', { name: 'NMS without role', nodeClass: 'NMS' });
    expect(nms.status).toBe(400);
    expect(nms.body.issues).toEqual([{ path: 'nodeRoleId', message: 'Required' }]);
    const [switchRole] = await server.db
      .select()
      .from(t.nodeRoles)
      .where(and(eq(t.nodeRoles.name, 'NMS_SWITCH'), eq(t.nodeRoles.divisionId, ids.division.id)));
    const ok = await save('post', { name: 'Core switches', nodeClass: 'NMS', nodeRoleId: switchRole?.id });
    expect(ok.status).toBe(200);
    expect(ok.body.policy.nodeRoleId).toBe(switchRole?.id);
  });

  it('copies from a parent policy of the same role only', async () => {
    const parent = await policy('Windows Servers (default)');
    const child = await save('post', {
      name: 'File servers',
      nodeClass: 'WINDOWS_SERVER',
      parentPolicyId: parent.id,
    });
    expect(child.status).toBe(200);
    expect(child.body.policy.parentPolicyId).toBe(parent.id);
    const mismatch = await save('post', {
      name: 'Wrong parent',
      nodeClass: 'MAC',
      parentPolicyId: parent.id,
    });
    expect(mismatch.status).toBe(400);
  });

  it('refuses a technician without POLICY Create', async () => {
    const response = await tech.post('/policy', { name: 'Tech policy', nodeClass: 'MAC' });
    expect(response.status).toBe(403);
  });

  it('lets a technician holding POLICY Create (no MFA) create at the plain URL', async () => {
    const agent = await signInTechnician(server, [grant('POLICY', 'Create'), grant('POLICY', 'View')]);
    const response = await agent.post('/policy', {
      name: 'Created by a policy editor',
      nodeClass: 'LINUX_SERVER',
    });
    expect(response.status).toBe(200);
  });
});

describe('PUT /policy', () => {
  it('updates name, description and content; refuses a taken name and a self parent', async () => {
    const target = await policy('Kiosk Lockdown');
    const response = await save('put', {
      id: target.id,
      name: 'Kiosk Lockdown v2',
      description: 'Shared PCs',
      enabled: false,
    });
    expect(response.status).toBe(200);
    expect(response.body.policy).toMatchObject({
      name: 'Kiosk Lockdown v2',
      description: 'Shared PCs',
      enabled: false,
    });
    const taken = await save('put', { id: target.id, name: 'Domain Controllers' });
    expect(taken.status).toBe(409);
    const cycle = await save('put', { id: target.id, parentPolicyId: target.id });
    expect(cycle.status).toBe(400);
  });

  it('saves the policy editor conditions with the rules of the form, writing nothing refused', async () => {
    const target = await policy('Domain Controllers');
    const condition = {
      conditionUid: '5f0f3c56-8a43-4c55-9a43-2f1f4f1b2a01',
      conditionName: 'Spooler down',
      type: 'SERVICE',
      target: 'Spooler',
      durationMinutes: 5,
      severity: 'MAJOR',
    };
    const saved = await save('put', {
      id: target.id,
      content: { ...target.content, conditions: [condition] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.policy.content.conditions).toEqual([
      { ...condition, enabled: true, priority: 'NONE', threshold: null },
    ]);
    const refused = await save('put', {
      id: target.id,
      content: { conditions: [{ ...condition, conditionName: ' ', type: 'CPU', threshold: 0 }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues.map((issue: { message: string }) => issue.message).sort()).toEqual([
      'Must be between 1 and 100',
      'Required',
    ]);
    expect((await policy('Domain Controllers')).content.conditions).toHaveLength(1);
  });
});

describe('DELETE /policy/{id}', () => {
  it("refuses a default policy: 422 'You can't delete a default policy.'", async () => {
    const target = await policy('Windows Workstations (default)');
    const response = await admin.delete(`/policy/${target.id}`);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      resultCode: 'CANNOT_DELETE_DEFAULT_POLICY',
      errorMessage: "You can't delete a default policy.",
    });
  });

  it('deletes another policy; its devices fall back to the default', async () => {
    const target = await policy('Domain Controllers');
    const [device] = await server.db.select().from(t.nodes).where(eq(t.nodes.policyId, target.id)).limit(1);
    const response = await admin.delete(`/policy/${target.id}`);
    expect(response.status).toBe(200);
    if (device) {
      const [after] = await server.db.select().from(t.nodes).where(eq(t.nodes.id, device.id));
      expect(after?.policyId).toBeNull();
    }
  });

  it('refuses the limited technician (view only)', async () => {
    const target = await policy('NMS Firewalls');
    expect((await tech.delete(`/policy/${target.id}`)).status).toBe(403);
  });
});

describe('GET /query/policies', () => {
  it('pages with 50 by default and filters by name and node class', async () => {
    const all = await admin.get('/query/policies');
    expect(all.body).toMatchObject({ page: 1, pageSize: 50 });
    expect(all.body.total).toBeGreaterThan(14);
    const byName = await admin.get('/query/policies?name=default');
    expect(byName.body.items.every((p: { name: string }) => p.name.includes('default'))).toBe(true);
    const mac = await admin.get('/query/policies?nodeClass=MAC');
    expect(mac.body.items.map((p: { nodeClass: string }) => p.nodeClass)).toEqual(['MAC']);
  });

  it('pages and counts only the policies the user may read', async () => {
    const linux = await policy('Linux Servers (default)');
    const agent = await signInTechnician(server, [
      grant('POLICY', 'View', { nodeClass: 'MAC' }),
      grant('POLICY', 'View', { entityId: linux.id }),
    ]);
    const readable = (await admin.get('/query/policies')).body.items.filter(
      (p: { id: number; nodeClass: string }) => p.nodeClass === 'MAC' || p.id === linux.id,
    );
    expect(readable.length).toBeGreaterThan(1);
    const seen = [];
    for (let page = 1; page <= readable.length + 1; page++) {
      const response = await agent.get(`/query/policies?page=${page}&pageSize=1`);
      expect(response.body).toMatchObject({ page, pageSize: 1, total: readable.length });
      seen.push(...response.body.items.map((p: { id: number }) => p.id));
    }
    expect(seen).toEqual(readable.map((p: { id: number }) => p.id));
  });

  it('shows a technician only the policies they may read', async () => {
    const agent = await signInTechnician(server, [grant('POLICY', 'View', { nodeClass: 'MAC' })]);
    const response = await agent.get('/query/policies');
    expect(response.body.items.map((p: { nodeClass: string }) => p.nodeClass)).toEqual(['MAC']);
    const other = await policy('Linux Servers (default)');
    expect((await agent.get(`/policy/${other.id}`)).status).toBe(403);
  });
});
