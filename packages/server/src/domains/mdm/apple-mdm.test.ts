/**
 * Apple MDM end to end on loopback: a push certificate with its key, an enrollment profile read by
 * a simulated device that checks in (Authenticate, TokenUpdate) and becomes an Apple device of the
 * organization, security actions queued as MDM commands, pushed through the APNs peer (HTTP/2,
 * client certificate, device token path, `{"mdm": PushMagic}`), fetched by the device and
 * acknowledged or refused.
 */

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { snapshot } from '../../test/helpers';
import {
  installProfile,
  mdmPayloadOf,
  profileOfCommand,
  SimulatedAppleDevice,
  scepChallengeOf,
} from '../../test/peers/apple-device';
import { deleteStaleEnrollmentTokens } from '../installers/enrollment-tokens';
import { setupMdm, until } from './test-setup';

const { server, admin, peers, place } = setupMdm();

let certificateId = 0;

async function uploadCertificate() {
  if (certificateId) return certificateId;
  const added = await admin.post('/mdm/apple/push-certificates', {
    name: 'Production APNs',
    certificate: peers.push.certificate,
    privateKey: peers.push.privateKey,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  certificateId = added.body.id;
  return certificateId;
}

/** Generates an Apple QR code and a device that read its profile over loopback. */
async function enrollDevice(info: Record<string, unknown> = {}) {
  const { org, location } = await place();
  const generated = await admin.post('/mdm/apple/qrcode', {
    clientId: org.id,
    locationId: location.id,
    nodeRole: null,
    pushCertificateId: await uploadCertificate(),
  });
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  const code = generated.body.code as string;
  const device = await SimulatedAppleDevice.fromProfile(`${peers.origin}/ws/mdm/apple/enroll/${code}`, info);
  expect(await device.authenticate()).toBe(200);
  expect(await device.tokenUpdate()).toBe(200);
  const [row] = await server.db
    .select()
    .from(t.mdmAppleDevices)
    .where(eq(t.mdmAppleDevices.udid, device.udid));
  if (!row?.nodeId) throw new Error('device not enrolled');
  return { device, nodeId: row.nodeId, code, org, location };
}

const commandsOf = async (nodeId: number) =>
  (await admin.get(`/mdm/devices/${nodeId}/commands`)).body as Array<Record<string, unknown>>;

type Dict = Record<string, unknown>;

/**
 * Renews the device's profile: the InstallProfile it fetches carries its enrollment profile again
 * (same identifiers, URLs and the certificate's topic, a fresh SCEP challenge); it installs it.
 */
async function renewAndInstall(device: SimulatedAppleDevice, nodeId: number) {
  const installed = device.profile;
  peers.apns.onPush = device.answerPushes((command) =>
    (command.Command as Dict).RequestType === 'InstallProfile'
      ? installProfile(device, command)
      : { Status: 'Acknowledged' },
  );
  const sent = await admin.post('/device/action', { type: 'RENEW_ENROLLMENT_PROFILE', nodeIds: [nodeId] });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  expect(sent.body).toEqual({ resultCode: 'SUCCESS', successNodeIds: [nodeId], errorNodeIds: [] });
  const rows = await until(
    () => commandsOf(nodeId),
    (list) => list[0]?.status === 'ACKNOWLEDGED',
  );
  expect(rows[0]).toMatchObject({
    action: 'RENEW_ENROLLMENT_PROFILE',
    requestType: 'InstallProfile',
    errorMessage: null,
  });
  const renewed = profileOfCommand(device.commands.at(-1));
  if (!renewed) throw new Error('the command carries no profile');
  const mdm = mdmPayloadOf(renewed);
  expect(mdm).toMatchObject({
    PayloadIdentifier: mdmPayloadOf(installed).PayloadIdentifier,
    PayloadUUID: mdmPayloadOf(installed).PayloadUUID,
    ServerURL: device.serverUrl,
    CheckInURL: device.checkInUrl,
    Topic: peers.push.topic,
  });
  expect(renewed.PayloadIdentifier).toBe(installed.PayloadIdentifier);
  expect(device.profile).toEqual(renewed);
  // Not the claimed enrollment token: a fresh challenge, kept as a hash only.
  const challenge = String(scepChallengeOf(renewed));
  expect(challenge).not.toBe(scepChallengeOf(installed));
  const [row] = await server.db
    .select()
    .from(t.mdmAppleDevices)
    .where(eq(t.mdmAppleDevices.udid, device.udid));
  expect(row?.info.renewalChallengeSha256).toBe(sha256(challenge));
  const stored = await server.db.select().from(t.mdmCommands).where(eq(t.mdmCommands.nodeId, nodeId));
  expect(JSON.stringify(stored)).not.toContain(challenge);
  const [node] = await server.db.select().from(t.nodes).where(eq(t.nodes.id, nodeId));
  expect(node?.details).toMatchObject({ mdmStatus: 'ENROLLED' });
  return renewed;
}

describe('given a push certificate with its key', () => {
  it('stores the key encrypted, never answers it, and refuses a key of another certificate', async () => {
    await uploadCertificate();
    const list = await admin.get('/mdm/apple/push-certificates');
    expect(list.body.find((row: { id: number }) => row.id === certificateId)).toMatchObject({
      topic: peers.push.topic,
      canPush: true,
    });
    expect(JSON.stringify(list.body)).not.toContain('PRIVATE KEY');
    const [row] = await server.db
      .select()
      .from(t.mdmPushCertificates)
      .where(eq(t.mdmPushCertificates.id, certificateId));
    expect(row?.privateKeySealed).toBeTruthy();
    expect(row?.privateKeySealed).not.toContain('PRIVATE KEY');

    const other = await (await import('../../test/peers/apns')).createPushCertificate();
    const before = await snapshot(server.db);
    const refused = await admin.post('/mdm/apple/push-certificates', {
      name: 'Mismatched',
      certificate: peers.push.certificate,
      privateKey: other.privateKey,
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("Enter the push certificate's private key");
    expect(await snapshot(server.db)).toEqual(before);
  });
});

describe('given a device that reads its enrollment profile', () => {
  it('checks in and appears as an Apple device of the organization on TokenUpdate, once', async () => {
    const { device, nodeId, code, org, location } = await enrollDevice();
    const [node] = await server.db.select().from(t.nodes).where(eq(t.nodes.id, nodeId));
    expect(node).toMatchObject({
      nodeClass: 'APPLE_IOS',
      clientId: org.id,
      locationId: location.id,
      name: 'Reception iPhone',
      serialNumber: 'F2LXK0Q1PMQ4',
      isUp: true,
    });
    expect(node?.details).toMatchObject({ mdmStatus: 'ENROLLED', osVersion: '17.5' });
    const [row] = await server.db
      .select()
      .from(t.mdmAppleDevices)
      .where(eq(t.mdmAppleDevices.udid, device.udid));
    expect(row).toMatchObject({
      pushToken: device.pushToken.toString('hex'),
      pushMagic: device.pushMagic,
      topic: peers.push.topic,
    });

    // A second TokenUpdate keeps the same device; another device cannot use the spent enrollment.
    expect(await device.tokenUpdate()).toBe(200);
    expect(
      (await server.db.select().from(t.nodes).where(eq(t.nodes.serialNumber, 'F2LXK0Q1PMQ4'))).length,
    ).toBe(1);
    const intruder = await SimulatedAppleDevice.fromProfile(
      `${peers.origin}/ws/mdm/apple/enroll/${code}`,
    ).catch((error: Error) => error);
    expect(intruder).toBeInstanceOf(Error);
    const stranger = Object.assign(Object.create(SimulatedAppleDevice.prototype), device, {
      udid: 'FOREIGN-UDID',
    });
    expect(await stranger.authenticate()).toBe(401);
    expect((await stranger.connect({ Status: 'Idle' })).status).toBe(401);
    // A wrong topic or a missing enrollment key is refused.
    const wrongTopic = Object.assign(Object.create(SimulatedAppleDevice.prototype), device, {
      topic: 'com.apple.mgmt.x',
    });
    expect(await wrongTopic.tokenUpdate()).toBe(401);
    const bare = await fetch(`${peers.origin}/ws/mdm/apple/server`, { method: 'PUT', body: '<plist/>' });
    expect(bare.status).toBe(401);
    // Not a property list, or over 256 KB: 400 and 413, nothing written.
    const before = await snapshot(server.db);
    const garbage = await fetch(device.serverUrl, { method: 'PUT', body: '\u0000not a plist' });
    expect(garbage.status).toBe(400);
    const huge = await fetch(device.checkInUrl, {
      method: 'PUT',
      headers: { 'content-type': 'application/x-apple-aspen-mdm-checkin' },
      body: 'x'.repeat(300 * 1024),
    });
    expect(huge.status).toBe(413);
    // A NUL or a lone surrogate in a field is not stored (the device is unknown: 401), never a 5xx.
    for (const udid of ['&#0;', '&#xD800;x']) {
      const hostile = await fetch(device.checkInUrl, {
        method: 'PUT',
        body: `<?xml version="1.0"?><plist version="1.0"><dict><key>MessageType</key><string>Authenticate</string><key>UDID</key><string>${udid}</string><key>Topic</key><string>${peers.push.topic}</string><key>DeviceName</key><string>&#xD800;</string></dict></plist>`,
      });
      expect(hostile.status).toBeLessThan(500);
    }
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('locks: the command is queued, pushed to APNs, fetched by the device and acknowledged', async () => {
    const { device, nodeId } = await enrollDevice({ DeviceName: 'Lobby iPhone', SerialNumber: 'LOBBY-1' });
    peers.apns.onPush = device.answerPushes();
    const pushesBefore = peers.apns.pushes.length;
    const sent = await admin.post('/device/action', {
      type: 'LOCK_DEVICE',
      nodeIds: [nodeId],
      message: 'Return to the front desk',
      phoneNumber: '+1 415 555 0100',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({ resultCode: 'SUCCESS', successNodeIds: [nodeId], errorNodeIds: [] });

    const commands = await until(
      () => commandsOf(nodeId),
      (rows) => rows[0]?.status === 'ACKNOWLEDGED',
    );
    expect(commands[0]).toMatchObject({
      action: 'LOCK_DEVICE',
      requestType: 'DeviceLock',
      platform: 'APPLE',
      errorMessage: null,
    });
    const push = peers.apns.pushes[pushesBefore];
    expect(push).toEqual({
      path: `/3/device/${device.pushToken.toString('hex')}`,
      topic: peers.push.topic,
      pushType: 'mdm',
      body: { mdm: device.pushMagic },
      clientUid: peers.push.topic,
    });
    expect(device.commands.at(-1)).toMatchObject({
      Command: {
        RequestType: 'DeviceLock',
        Message: 'Return to the front desk',
        PhoneNumber: '+1 415 555 0100',
      },
    });
    expect(device.failures).toEqual([]);
  });

  it("records the device's refusal, resends a NotNow command when the device is idle, erases", async () => {
    const { device, nodeId } = await enrollDevice({
      DeviceName: 'Warehouse iPad',
      ProductName: 'iPad13,4',
      SerialNumber: 'WH-IPAD',
    });
    const [node] = await server.db.select().from(t.nodes).where(eq(t.nodes.id, nodeId));
    expect(node?.nodeClass).toBe('APPLE_IPADOS');
    peers.apns.onPush = undefined;

    expect(
      (await admin.post('/device/action', { type: 'CLEAR_PASSCODE_DEVICE', nodeIds: [nodeId] })).status,
    ).toBe(200);
    let answer = await device.connect({ Status: 'Idle' });
    expect(answer.command).toMatchObject({ Command: { RequestType: 'ClearPasscode' } });
    // The UnlockToken of TokenUpdate goes back as data.
    expect(
      Buffer.from((answer.command?.Command as { UnlockToken: Uint8Array } | undefined)?.UnlockToken ?? []),
    ).toEqual(device.unlockToken);
    answer = await device.connect({
      Status: 'Error',
      CommandUUID: answer.command?.CommandUUID,
      ErrorChain: [
        {
          ErrorCode: 12_021,
          ErrorDomain: 'MCMDMErrorDomain',
          USEnglishDescription: 'The passcode could not be cleared.',
        },
      ],
    });
    expect(answer.command).toBeUndefined();
    expect((await commandsOf(nodeId))[0]).toMatchObject({
      status: 'ERROR',
      errorMessage: 'The passcode could not be cleared. (MCMDMErrorDomain 12021)',
    });

    expect(
      (
        await admin.post('/device/action', {
          type: 'ERASE_DEVICE',
          nodeIds: [nodeId],
          wipeExternalStorage: false,
          obliterationBehavior: 'ALWAYS',
        })
      ).status,
    ).toBe(200);
    answer = await device.connect({ Status: 'Idle' });
    expect(answer.command).toMatchObject({
      Command: { RequestType: 'EraseDevice', ObliterationBehavior: 'Always' },
    });
    answer = await device.connect({ Status: 'NotNow', CommandUUID: answer.command?.CommandUUID });
    expect(answer.command).toBeUndefined();
    expect((await commandsOf(nodeId))[0]?.status).toBe('NOT_NOW');
    answer = await device.connect({ Status: 'Idle' });
    expect(answer.command).toMatchObject({ Command: { RequestType: 'EraseDevice' } });
    await device.connect({ Status: 'Acknowledged', CommandUUID: answer.command?.CommandUUID });
    expect((await commandsOf(nodeId))[0]?.status).toBe('ACKNOWLEDGED');
    const [erased] = await server.db.select().from(t.nodes).where(eq(t.nodes.id, nodeId));
    expect(erased?.details).toMatchObject({ mdmStatus: 'ERASED' });
  });

  it('syncs the device record from DeviceInformation, fails the command when APNs refuses the push', async () => {
    const { device, nodeId } = await enrollDevice({ DeviceName: 'Field iPhone', SerialNumber: 'FIELD-1' });
    peers.apns.onPush = device.answerPushes((command) =>
      (command.Command as { RequestType: string }).RequestType === 'DeviceInformation'
        ? {
            Status: 'Acknowledged',
            QueryResponses: { DeviceName: 'Field iPhone 2', OSVersion: '17.6', SerialNumber: 'FIELD-1' },
          }
        : { Status: 'Acknowledged' },
    );
    expect((await admin.post('/device/action', { type: 'SYNC_POLICY', nodeIds: [nodeId] })).status).toBe(200);
    await until(
      () => commandsOf(nodeId),
      (rows) => rows[0]?.status === 'ACKNOWLEDGED',
    );
    const [node] = await server.db.select().from(t.nodes).where(eq(t.nodes.id, nodeId));
    expect(node?.name).toBe('Field iPhone 2');
    expect(node?.details).toMatchObject({ osVersion: '17.6' });

    peers.apns.answer = { status: 410, reason: 'Unregistered' };
    try {
      expect((await admin.post('/device/action', { type: 'LOCK_DEVICE', nodeIds: [nodeId] })).status).toBe(
        200,
      );
      const rows = await until(
        () => commandsOf(nodeId),
        (list) => list[0]?.status === 'ERROR',
      );
      expect(rows[0]?.errorMessage).toBe('APNs 410: Unregistered');
    } finally {
      peers.apns.answer = { status: 200 };
    }
  });

  it('enrolls a Mac from its profile and locks it with the 6-digit PIN', async () => {
    const { org, location } = await place();
    const generated = await admin.post('/mdm/apple/mac-profile', {
      clientId: org.id,
      locationId: location.id,
      nodeRole: null,
      pushCertificateId: await uploadCertificate(),
    });
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    const profileUrl = `${peers.origin}${new URL(generated.body.qrCode).pathname}`;
    const mac = await SimulatedAppleDevice.fromProfile(profileUrl, {
      ProductName: 'MacBookPro18,3',
      ModelName: 'MacBook Pro',
      DeviceName: 'Design MacBook',
      SerialNumber: 'C02MAC0001',
      OSVersion: '14.5',
    });
    expect(await mac.authenticate()).toBe(200);
    expect(await mac.tokenUpdate()).toBe(200);
    const [row] = await server.db
      .select()
      .from(t.mdmAppleDevices)
      .where(eq(t.mdmAppleDevices.udid, mac.udid));
    const [node] = await server.db
      .select()
      .from(t.nodes)
      .where(eq(t.nodes.id, row?.nodeId ?? 0));
    expect(node).toMatchObject({ nodeClass: 'MAC', name: 'Design MacBook', clientId: org.id });

    const withoutPin = await admin.post('/device/action', { type: 'LOCK_DEVICE', nodeIds: [node?.id] });
    expect(withoutPin.status).toBe(400);
    expect(JSON.stringify(withoutPin.body)).toContain('A PIN is required');
    peers.apns.onPush = mac.answerPushes();
    expect(
      (await admin.post('/device/action', { type: 'LOCK_DEVICE', nodeIds: [node?.id], pin: '482913' }))
        .status,
    ).toBe(200);
    await until(
      () => commandsOf(node?.id ?? 0),
      (rows) => rows[0]?.status === 'ACKNOWLEDGED',
    );
    expect(mac.commands.at(-1)).toMatchObject({ Command: { RequestType: 'DeviceLock', PIN: '482913' } });
    // The PIN is kept encrypted.
    const stored = await server.db
      .select()
      .from(t.mdmCommands)
      .where(eq(t.mdmCommands.nodeId, node?.id ?? 0));
    expect(JSON.stringify(stored)).not.toContain('482913');

    const renewed = await renewAndInstall(mac, node?.id ?? 0);
    expect(renewed.PayloadDescription).toContain('Enrolls this Mac');
    // The agent would need a signed .pkg (InstallEnterpriseApplication) this server cannot build.
    const agent = await admin.post('/device/action', { type: 'INSTALL_NINJA_AGENT', nodeIds: [node?.id] });
    expect(agent.status).toBe(422);
    expect(agent.body.errorMessage).toBe(
      'The agent cannot be sent to this Mac through Apple MDM: Mac PKG installers are not available on this server.',
    );
  });

  it("renews an iPhone's enrollment profile in place; the device's refusal is recorded; no agent", async () => {
    const { device, nodeId } = await enrollDevice({ DeviceName: 'Sales iPhone', SerialNumber: 'SALES-1' });
    // The sweep of stale tokens keeps the claimed token of an enrolled device (its enrollment).
    const [row] = await server.db
      .select()
      .from(t.mdmAppleDevices)
      .where(eq(t.mdmAppleDevices.udid, device.udid));
    await deleteStaleEnrollmentTokens(server.db, new Date(Date.now() + 400 * 86_400_000));
    expect((await device.connect({ Status: 'Idle' })).status).toBe(200);
    const [swept] = await server.db
      .select()
      .from(t.mdmAppleDevices)
      .where(eq(t.mdmAppleDevices.udid, device.udid));
    expect(swept?.enrollmentId).toBe(row?.enrollmentId);
    // A later Authenticate through another Host cannot point the renewal elsewhere.
    expect(await device.authenticateVia('mdm.attacker.example')).toBe(200);
    await renewAndInstall(device, nodeId);

    peers.apns.onPush = undefined;
    expect(
      (await admin.post('/device/action', { type: 'RENEW_ENROLLMENT_PROFILE', nodeIds: [nodeId] })).status,
    ).toBe(200);
    const answer = await device.connect({ Status: 'Idle' });
    expect(answer.command).toMatchObject({ Command: { RequestType: 'InstallProfile' } });
    await device.connect({
      Status: 'Error',
      CommandUUID: answer.command?.CommandUUID,
      ErrorChain: [
        {
          ErrorCode: 4001,
          ErrorDomain: 'MCInstallationErrorDomain',
          USEnglishDescription: 'The profile could not be installed.',
        },
      ],
    });
    expect((await commandsOf(nodeId))[0]).toMatchObject({
      action: 'RENEW_ENROLLMENT_PROFILE',
      status: 'ERROR',
      errorMessage: 'The profile could not be installed. (MCInstallationErrorDomain 4001)',
    });

    const before = await snapshot(server.db);
    const agent = await admin.post('/device/action', { type: 'INSTALL_NINJA_AGENT', nodeIds: [nodeId] });
    expect(agent.status).toBe(422);
    expect(agent.body.errorMessage).toBe(
      'The agent does not run on iPhone, iPad or Android devices: they are managed through MDM.',
    );
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('checks out: the device is unenrolled and its actions are refused again', async () => {
    const { device, nodeId } = await enrollDevice({ DeviceName: 'Old iPhone', SerialNumber: 'OLD-1' });
    expect(await device.checkOut()).toBe(200);
    const [node] = await server.db.select().from(t.nodes).where(eq(t.nodes.id, nodeId));
    expect(node?.details).toMatchObject({ mdmStatus: 'UNENROLLED' });
    const refused = await admin.post('/device/action', { type: 'LOCK_DEVICE', nodeIds: [nodeId] });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('No Apple MDM connections configured.');
    expect((await device.connect({ Status: 'Idle' })).status).toBe(401);
    // Checked out: the sweep may now delete its spent token and enrollment.
    await deleteStaleEnrollmentTokens(server.db, new Date(Date.now() + 400 * 86_400_000));
    const [row] = await server.db
      .select()
      .from(t.mdmAppleDevices)
      .where(eq(t.mdmAppleDevices.udid, device.udid));
    expect(row?.enrollmentId).toBeNull();
  });
});
