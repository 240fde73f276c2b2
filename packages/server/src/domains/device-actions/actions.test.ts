import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { backgroundJobs } from '../../jobs';
import { grant, setupDemoServer, signInTechnician, snapshot } from '../../test/helpers';
import { scheduledRebootJob } from './reboot';

const { server, ids, admin, tech } = setupDemoServer('admin', 'tech');

async function device(nodeClass: string, org = 'Northwind Traders') {
  const [row] = await server.db
    .select()
    .from(t.nodes)
    .where(and(eq(t.nodes.nodeClass, nodeClass), eq(t.nodes.clientId, ids.org(org).id)))
    .orderBy(t.nodes.id)
    .limit(1);
  if (!row) throw new Error(`no ${nodeClass}`);
  return row;
}

async function runsOf(nodeId: number) {
  return server.db.select().from(t.deviceJobRuns).where(eq(t.deviceJobRuns.nodeId, nodeId));
}

function rebootTask(targetId: number, when: Date, timeZone = 'UTC') {
  return {
    id: 0,
    name: 'Reboot after patching',
    description: '',
    content: { skipIfOffline: false },
    enabled: true,
    runsOnNodeScheduledTask: false,
    adHoc: true,
    scripts: { actionList: [{ scriptId: 1, scriptName: 'Reboot' }] },
    schedule: {
      schema: '2.0',
      repeats: 'RUN_ONCE',
      repeatsEveryCount: 0,
      runAtHour: when.getUTCHours(),
      runAtMinute: when.getUTCMinutes(),
      dayOfMonth: when.getUTCDate(),
      daysOfWeek: [],
      startDate: when.toISOString().slice(0, 10),
      end: { type: 'AFTER', occurenceCount: 1, endDate: null },
      timeZone,
    },
    targets: [{ targetId, scheduledTaskId: 0, targetType: 'NODE' }],
  };
}

const jobContext = (now: Date) =>
  ({
    db: server.db,
    now: () => now,
    log: { info() {}, warn() {}, error() {} },
    services: {},
  }) as never;

describe('POST /scheduledtask/reboot (002 §3, §5.2)', () => {
  it('queues the reboot at its time, and the job gives the agent its reboot job then', async () => {
    const linux = await device('LINUX_SERVER');
    await server.db.update(t.nodes).set({ isUp: true, maintenance: null }).where(eq(t.nodes.id, linux.id));
    const when = new Date(Date.now() + 2 * 3600_000);
    const response = await admin.post('/scheduledtask/reboot', rebootTask(linux.id, when));
    expect(response.status).toBe(200);
    const runAt = new Date(response.body.runAt);
    expect(Math.abs(runAt.getTime() - when.getTime())).toBeLessThan(60_000);
    const [queued] = await server.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.kind, 'device-actions.scheduled-reboot'));
    expect(queued?.runAt.getTime()).toBe(runAt.getTime());
    // At its time the job creates the device's reboot job.
    const payload = queued?.payload as never;
    const result = await scheduledRebootJob.handler(payload, jobContext(runAt));
    expect(result).toMatchObject({ jobId: expect.any(Number) });
    const runs = await runsOf(linux.id);
    expect(runs.some((run) => run.kind === 'reboot')).toBe(true);
  });

  it('skips the reboot while maintenance suppresses tasks', async () => {
    const mac = await device('MAC');
    const now = Math.floor(Date.now() / 1000);
    await server.db
      .update(t.nodes)
      .set({
        maintenance: { startTime: now - 60, endTime: null, disabledOptions: ['TASKS'], reasonMessage: null },
      })
      .where(eq(t.nodes.id, mac.id));
    const result = await scheduledRebootJob.handler(
      { nodeId: mac.id, divisionId: ids.division.id, name: 'x', skipIfOffline: false, requestedBy: null },
      jobContext(new Date()),
    );
    expect(result).toEqual({ skipped: 'maintenance' });
    await server.db.update(t.nodes).set({ maintenance: null }).where(eq(t.nodes.id, mac.id));
  });

  it('refuses a time in the past in the chosen time zone, writing nothing', async () => {
    const linux = await device('LINUX_SERVER');
    const before = await snapshot(server.db);
    const past = await admin.post(
      '/scheduledtask/reboot',
      rebootTask(linux.id, new Date(Date.now() - 3600_000)),
    );
    expect(past.status).toBe(400);
    expect(past.body.errorMessage).toBe('Date and time must be in the future');
    // Later today by the UTC clock is already past in a zone 14 hours ahead.
    const soon = new Date(Date.now() + 3600_000);
    const kiribati = await admin.post(
      '/scheduledtask/reboot',
      rebootTask(linux.id, soon, 'Pacific/Kiritimati'),
    );
    expect(kiribati.status).toBe(400);
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('needs update permission on a visible device run by the agent', async () => {
    const when = new Date(Date.now() + 3600_000);
    const hidden = await device('WINDOWS_SERVER', 'Fabrikam Legal');
    expect((await tech.post('/scheduledtask/reboot', rebootTask(hidden.id, when))).status).toBe(403);
    const visible = await device('WINDOWS_SERVER');
    const viewer = await signInTechnician(server, [grant('ORGANIZATION', 'View'), grant('DEVICE', 'View')]);
    expect((await viewer.post('/scheduledtask/reboot', rebootTask(visible.id, when))).status).toBe(403);
    const nms = await device('NMS_SWITCH');
    expect((await admin.post('/scheduledtask/reboot', rebootTask(nms.id, when))).status).toBe(422);
  });
});

describe('POST /device/action (002 §5.7, §7)', () => {
  it('sends shutdown to online agents and reports offline ones', async () => {
    const up = await device('WINDOWS_WORKSTATION');
    const [down] = await server.db
      .select()
      .from(t.nodes)
      .where(
        and(eq(t.nodes.nodeClass, 'WINDOWS_SERVER'), eq(t.nodes.clientId, ids.org('Northwind Traders').id)),
      );
    if (!down) throw new Error('no server');
    await server.db.update(t.nodes).set({ isUp: true }).where(eq(t.nodes.id, up.id));
    await server.db.update(t.nodes).set({ isUp: false }).where(eq(t.nodes.id, down.id));
    const response = await admin.post('/device/action', {
      type: 'SHUTDOWN_DEVICE',
      nodeIds: [up.id, down.id],
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      resultCode: 'SUCCESS',
      successNodeIds: [up.id],
      errorNodeIds: [down.id],
    });
    expect((await runsOf(up.id)).some((run) => run.kind === 'shutdown')).toBe(true);
    expect((await runsOf(down.id)).some((run) => run.kind === 'shutdown')).toBe(false);
  });

  it('checks the action data with the dialog rules and the device class', async () => {
    const phone = await server.db.select().from(t.nodes).where(eq(t.nodes.nodeClass, 'APPLE_IOS')).limit(1);
    const mac = await device('MAC');
    const badPin = await admin.post('/device/action', { type: 'LOCK_DEVICE', nodeIds: [mac.id], pin: '12a' });
    expect(badPin.status).toBe(400);
    const passcode = await admin.post('/device/action', {
      type: 'RESET_PASSCODE_DEVICE',
      nodeIds: [mac.id],
      newPasscode: '12',
    });
    expect(passcode.body.errorMessage).toBe('Passcode must be a minimum of 4 characters');
    const lockMac = await admin.post('/device/action', {
      type: 'LOCK_DEVICE',
      nodeIds: [mac.id],
      pin: '123456',
    });
    expect(lockMac.status).toBe(422);
    if (phone[0]) {
      const mdm = await admin.post('/device/action', {
        type: 'CLEAR_PASSCODE_DEVICE',
        nodeIds: [phone[0].id],
      });
      expect(mdm.status).toBe(422);
      expect(mdm.body.errorMessage).toBe('No Apple MDM connections configured.');
    }
    const hidden = await device('WINDOWS_SERVER', 'Fabrikam Legal');
    expect((await tech.post('/device/action', { type: 'SYNC_POLICY', nodeIds: [hidden.id] })).status).toBe(
      403,
    );
  });
});

describe('POST /device/wakeonlan (000 §7.7)', () => {
  it('has an online agent of the subnet send the packets; targets without one are not attempted', async () => {
    const [sender, target, lonely] = await server.db
      .select()
      .from(t.nodes)
      .where(
        and(eq(t.nodes.nodeClass, 'WINDOWS_WORKSTATION'), eq(t.nodes.clientId, ids.org('Contoso Health').id)),
      )
      .orderBy(t.nodes.id)
      .limit(3);
    if (!sender || !target || !lonely) throw new Error('need 3 workstations');
    await server.db
      .update(t.nodes)
      .set({ isUp: true, ipAddresses: ['10.77.1.5'] })
      .where(eq(t.nodes.id, sender.id));
    await server.db
      .update(t.nodes)
      .set({ isUp: false, ipAddresses: ['10.77.1.9'], macAddresses: ['aa:bb:cc:dd:ee:01'] })
      .where(eq(t.nodes.id, target.id));
    await server.db
      .update(t.nodes)
      .set({ isUp: false, ipAddresses: ['10.99.1.9'], macAddresses: ['aa:bb:cc:dd:ee:02'] })
      .where(eq(t.nodes.id, lonely.id));
    const response = await admin.post('/device/wakeonlan', { deviceIds: [target.id, lonely.id] });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      resultCode: 'SUCCESS',
      successNodeIds: [target.id],
      errorNodeIds: [lonely.id],
    });
    const runs = await runsOf(sender.id);
    expect(runs.find((run) => run.kind === 'wake-on-lan')?.payload).toMatchObject({
      kind: 'wake-on-lan',
      macs: ['aa:bb:cc:dd:ee:01'],
      broadcast: '10.77.1.255',
    });
  });
});

describe('GET /node/{id}/activities', () => {
  it('lists the device activities newest first, for users who may view the device', async () => {
    const linux = await device('LINUX_SERVER');
    const response = await admin.get(`/node/${linux.id}/activities?limit=5`);
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body.activities)).toBe(true);
    const hidden = await device('WINDOWS_SERVER', 'Fabrikam Legal');
    expect((await tech.get(`/node/${hidden.id}/activities`)).status).toBe(403);
  });
});
