/**
 * Android Management end to end against the loopback API peer: a connection with a service
 * account (stored encrypted, never answered), the OAuth2 JWT assertion the peer verifies, the
 * enterprise's enrollment token behind the QR code, the device sync, and the security actions as
 * devices.issueCommand and devices.delete.
 */
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { snapshot } from '../../test/helpers';
import { setupMdm } from './test-setup';

const { server, admin, peers, place } = setupMdm();

let connectionId = 0;

async function connection() {
  if (connectionId) return connectionId;
  const added = await admin.post('/mdm/android/connections', {
    name: 'Google enterprise',
    enterpriseId: peers.android.enterpriseId,
    serviceAccount: peers.android.serviceAccount,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  connectionId = added.body.id;
  return connectionId;
}

/** A QR code through the API, a device that scans it, and the sync that brings it in. */
async function enrolledDevice(serialNumber: string) {
  const { org, location } = await place();
  const generated = await admin.post('/mdm/android/qrcode', {
    organizationId: org.id,
    locationId: location.id,
    allowPersonalUsage: 'PERSONAL_USAGE_DISALLOWED',
    nodeRole: null,
    connectionId: await connection(),
  });
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  const device = peers.android.enroll(generated.body.tokenValue, { serialNumber });
  const synced = await admin.post(`/mdm/android/connections/${connectionId}/sync`);
  expect(synced.status, JSON.stringify(synced.body)).toBe(200);
  const [row] = await server.db
    .select()
    .from(t.mdmAndroidDevices)
    .where(eq(t.mdmAndroidDevices.name, device.name));
  if (!row) throw new Error('device not synced');
  return { device, nodeId: row.nodeId, generated: generated.body, org, location, synced: synced.body };
}

describe('given an Android connection with a service account', () => {
  it('stores the service account encrypted and never answers it; refuses one that is not a key', async () => {
    await connection();
    const list = await admin.get('/mdm/android/connections');
    expect(list.body.find((row: { id: number }) => row.id === connectionId)).toEqual({
      id: connectionId,
      name: 'Google enterprise',
      enterpriseId: peers.android.enterpriseId,
      managed: true,
    });
    expect(JSON.stringify(list.body)).not.toContain('PRIVATE KEY');
    const [row] = await server.db
      .select()
      .from(t.mdmAndroidConnections)
      .where(eq(t.mdmAndroidConnections.id, connectionId));
    expect(row?.serviceAccountSealed).toBeTruthy();
    expect(row?.serviceAccountSealed).not.toContain('PRIVATE KEY');

    const before = await snapshot(server.db);
    for (const serviceAccount of [
      'not json',
      JSON.stringify({ type: 'service_account', client_email: 'a@b', private_key: 'nope' }),
    ]) {
      const refused = await admin.post('/mdm/android/connections', {
        name: 'Broken',
        enterpriseId: 'LC09broken',
        serviceAccount,
      });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('Enter a Google service account key (JSON)');
    }
    expect(await snapshot(server.db)).toEqual(before);
  });

  it("generates the QR code from the enterprise's enrollment token and syncs the device that used it", async () => {
    const { device, nodeId, generated, org, location, synced } = await enrolledDevice('PX8-1001');
    const create = peers.android.calls.find((call) => call.path.endsWith('/enrollmentTokens'));
    expect(create).toMatchObject({
      method: 'POST',
      path: `/v1/enterprises/${peers.android.enterpriseId}/enrollmentTokens`,
      authorized: true,
      body: {
        additionalData: generated.enrollmentUuid,
        allowPersonalUsage: 'PERSONAL_USAGE_DISALLOWED',
        oneTimeOnly: true,
      },
    });
    expect(JSON.parse(generated.qrCodeJson)).toMatchObject({
      'android.app.extra.PROVISIONING_ADMIN_EXTRAS_BUNDLE': {
        'com.google.android.apps.work.clouddpc.EXTRA_ENROLLMENT_TOKEN': generated.tokenValue,
      },
    });
    expect(synced).toEqual({ resultCode: 'SUCCESS', devices: expect.any(Number), created: 1 });
    const [node] = await server.db.select().from(t.nodes).where(eq(t.nodes.id, nodeId));
    expect(node).toMatchObject({
      nodeClass: 'ANDROID',
      clientId: org.id,
      locationId: location.id,
      name: 'Google Pixel 8',
      serialNumber: 'PX8-1001',
    });
    expect(device.enrollmentTokenData).toBe(generated.enrollmentUuid);
    // A second sync creates nothing more.
    expect((await admin.post(`/mdm/android/connections/${connectionId}/sync`)).body.created).toBe(0);
  });

  it('sends lock and reset passcode as devices.issueCommand, erase as devices.delete', async () => {
    const { device, nodeId } = await enrolledDevice('PX8-2002');
    const lock = await admin.post('/device/action', { type: 'LOCK_DEVICE', nodeIds: [nodeId] });
    expect(lock.status, JSON.stringify(lock.body)).toBe(200);
    expect(lock.body).toEqual({ resultCode: 'SUCCESS', successNodeIds: [nodeId], errorNodeIds: [] });
    expect(peers.android.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/${device.name}:issueCommand`,
      body: { type: 'LOCK' },
      authorized: true,
    });

    const reset = await admin.post('/device/action', {
      type: 'RESET_PASSCODE_DEVICE',
      nodeIds: [nodeId],
      newPasscode: '482913',
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(peers.android.calls.at(-1)?.body).toEqual({
      type: 'RESET_PASSWORD',
      newPassword: '482913',
      resetPasswordFlags: ['REQUIRE_ENTRY'],
    });
    const commands = (await admin.get(`/mdm/devices/${nodeId}/commands`)).body;
    expect(
      commands.map((row: { requestType: string; status: string }) => [row.requestType, row.status]),
    ).toEqual([
      ['RESET_PASSWORD', 'SENT'],
      ['LOCK', 'SENT'],
    ]);
    // The passcode is kept encrypted.
    const stored = await server.db.select().from(t.mdmCommands).where(eq(t.mdmCommands.nodeId, nodeId));
    expect(JSON.stringify(stored)).not.toContain('482913');
    // No agent for Android: refused with that reason, nothing sent to Google.
    const callsBefore = peers.android.calls.length;
    const agent = await admin.post('/device/action', { type: 'INSTALL_NINJA_AGENT', nodeIds: [nodeId] });
    expect(agent.status).toBe(422);
    expect(agent.body.errorMessage).toBe(
      'The agent does not run on iPhone, iPad or Android devices: they are managed through MDM.',
    );
    expect(peers.android.calls.length).toBe(callsBefore);

    const erase = await admin.post('/device/action', {
      type: 'ERASE_DEVICE',
      nodeIds: [nodeId],
      wipeExternalStorage: true,
      obliterationBehavior: 'DEFAULT',
    });
    expect(erase.status, JSON.stringify(erase.body)).toBe(200);
    expect(peers.android.calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/v1/${device.name}`,
      query: { wipeDataFlags: ['WIPE_EXTERNAL_STORAGE'] },
    });
    expect(peers.android.devices.has(device.name)).toBe(false);
    const [node] = await server.db.select().from(t.nodes).where(eq(t.nodes.id, nodeId));
    expect(node?.details).toMatchObject({ mdmStatus: 'ERASED' });
    const again = await admin.post('/device/action', { type: 'LOCK_DEVICE', nodeIds: [nodeId] });
    expect(again.status).toBe(422);
    expect(JSON.stringify(again.body)).toContain('No Android MDM connections configured.');
  });

  it('reports an API refusal: a service account whose key Google does not know gets no token', async () => {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const forged = { ...JSON.parse(peers.android.serviceAccount), private_key: privateKey };
    const added = await admin.post('/mdm/android/connections', {
      name: 'Forged',
      enterpriseId: 'LC05forged',
      serviceAccount: JSON.stringify(forged),
    });
    expect(added.status).toBe(200);
    const refusedBefore = peers.android.refusedAssertions;
    const synced = await admin.post(`/mdm/android/connections/${added.body.id}/sync`);
    expect(synced.status).toBe(502);
    expect(JSON.stringify(synced.body)).toContain(
      'The Android Management API refused the request: Invalid JWT Signature.',
    );
    expect(peers.android.refusedAssertions).toBe(refusedBefore + 1);
  });
});
