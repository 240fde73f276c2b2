import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { grant, setupDemoServer, signInTechnician, snapshot } from '../../test/helpers';
import { endExpiredMaintenance, isSuppressed } from './maintenance';

const { server, ids, admin, tech, support } = setupDemoServer('admin', 'tech', 'support');

async function device(nodeClass: string, org?: string) {
  const [row] = await server.db
    .select()
    .from(t.nodes)
    .where(and(eq(t.nodes.nodeClass, nodeClass), org ? eq(t.nodes.clientId, ids.org(org).id) : undefined))
    .orderBy(t.nodes.id)
    .limit(1);
  if (!row) throw new Error(`no ${nodeClass}`);
  return row;
}

async function maintenanceOf(id: number) {
  const [row] = await server.db.select({ m: t.nodes.maintenance }).from(t.nodes).where(eq(t.nodes.id, id));
  return row?.m ?? null;
}

/** The server's clock (a seeded test server's starts at the seed's time), in epoch seconds. */
const nowSeconds = () => Math.floor(server.clock.now.getTime() / 1000);
const ALL_OPTIONS = {
  notifications: true,
  alerts: true,
  patching: true,
  avScans: true,
  tasks: true,
  notificationChannels: true,
};

describe('POST /maintenance (002 §4.1, §5.1)', () => {
  it('starts now and never ends, storing the options each device class offers', async () => {
    const windows = await device('WINDOWS_SERVER');
    const mac = await device('MAC');
    const response = await admin.post('/maintenance', {
      deviceIds: [windows.id, mac.id],
      schedule: { startTime: null, endTime: null },
      options: ALL_OPTIONS,
      reasonMessage: '  Patching night  ',
    });
    expect(response.status).toBe(204);
    const stored = await maintenanceOf(windows.id);
    expect(stored).toMatchObject({ endTime: null, reasonMessage: 'Patching night' });
    expect(Math.abs((stored?.startTime ?? 0) - nowSeconds())).toBeLessThan(120);
    expect(stored?.disabledOptions).toEqual([
      'NOTIFICATIONS',
      'ALERTS',
      'PATCHING',
      'AVSCANS',
      'TASKS',
      'NOTIFICATION_CHANNELS',
    ]);
    expect((await maintenanceOf(mac.id))?.disabledOptions).not.toContain('AVSCANS');
    const node = await admin.get(`/node/${windows.id}`);
    expect(node.body.node.maintenanceMode).toMatchObject({ endTime: null, reasonMessage: 'Patching night' });
  });

  it('keeps notifications suppressed even when the options leave them off', async () => {
    const nms = await device('NMS_SWITCH');
    const response = await admin.post('/maintenance', {
      deviceIds: [nms.id],
      schedule: { startTime: null, endTime: nowSeconds() + 3600 },
      options: { ...ALL_OPTIONS, notifications: false },
      reasonMessage: null,
    });
    expect(response.status).toBe(204);
    expect((await maintenanceOf(nms.id))?.disabledOptions).toEqual([
      'NOTIFICATIONS',
      'ALERTS',
      'NOTIFICATION_CHANNELS',
    ]);
  });

  it('refuses with the dialog messages and writes nothing', async () => {
    const windows = await device('WINDOWS_WORKSTATION');
    const before = await snapshot(server.db);
    const past = await admin.post('/maintenance', {
      deviceIds: [windows.id],
      schedule: { startTime: nowSeconds() - 60, endTime: null },
      options: ALL_OPTIONS,
    });
    expect(past.status).toBe(400);
    expect(past.body.errorMessage).toBe('Date and time must be in the future');
    expect(past.body.issues[0].path).toBe('schedule.startTime');
    const short = await admin.post('/maintenance', {
      deviceIds: [windows.id],
      schedule: { startTime: null, endTime: nowSeconds() + 120 },
      options: ALL_OPTIONS,
    });
    expect(short.status).toBe(400);
    expect(short.body.errorMessage).toBe('Minimum of 5 minutes required after Start date');
    const long = await admin.post('/maintenance', {
      deviceIds: [windows.id],
      schedule: { startTime: null, endTime: null },
      options: ALL_OPTIONS,
      reasonMessage: 'x'.repeat(251),
    });
    expect(long.status).toBe(400);
    expect(long.body.errorMessage).toBe('Must be at most 250 characters');
    const unknown = await admin.post('/maintenance', {
      deviceIds: [99_999_999],
      schedule: { startTime: null, endTime: null },
      options: ALL_OPTIONS,
    });
    expect(unknown.status).toBe(400);
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('needs the maintenance permission and each device visible', async () => {
    const hidden = await device('WINDOWS_SERVER', 'Fabrikam Legal');
    const body = {
      deviceIds: [hidden.id],
      schedule: { startTime: null, endTime: null },
      options: ALL_OPTIONS,
    };
    expect((await tech.post('/maintenance', body)).status).toBe(403);
    const visible = await device('WINDOWS_SERVER', 'Northwind Traders');
    expect((await support.post('/maintenance', { ...body, deviceIds: [visible.id] })).status).toBe(403);
    expect((await tech.post('/maintenance', { ...body, deviceIds: [visible.id] })).status).toBe(204);
    expect((await tech.post('/maintenance/schedules/deleteList', { deviceIds: [hidden.id] })).status).toBe(
      403,
    );
  });
});

describe('internal accounts (002 §5.1, §6)', () => {
  it('need no minimum gap: the end only has to follow the start', async () => {
    const internal = await signInTechnician(
      server,
      [
        grant('ORGANIZATION', 'View'),
        grant('DEVICE', 'View'),
        grant('SYSTEM', 'MaintenanceMode.Editor.Access'),
      ],
      { email: `ops-${Date.now()}@console.internal` },
    );
    const windows = await device('WINDOWS_WORKSTATION');
    const body = { deviceIds: [windows.id], options: ALL_OPTIONS };
    const soon = await internal.post('/maintenance', {
      ...body,
      schedule: { startTime: null, endTime: nowSeconds() + 90 },
    });
    expect(soon.status).toBe(204);
    const start = nowSeconds() + 600;
    const before = await internal.post('/maintenance', {
      ...body,
      schedule: { startTime: start, endTime: start },
    });
    expect(before.status).toBe(400);
    expect(before.body.errorMessage).toBe('End date should be after Start date');
  });
});

describe('POST /maintenance/schedules/deleteList', () => {
  it('ends maintenance (204)', async () => {
    const linux = await device('LINUX_SERVER');
    await admin.post('/maintenance', {
      deviceIds: [linux.id],
      schedule: { startTime: null, endTime: null },
      options: ALL_OPTIONS,
    });
    expect(await maintenanceOf(linux.id)).not.toBeNull();
    const response = await admin.post('/maintenance/schedules/deleteList', { deviceIds: [linux.id] });
    expect(response.status).toBe(204);
    expect(await maintenanceOf(linux.id)).toBeNull();
  });
});

describe('suppression', () => {
  it('suppresses the chosen features while the window runs, and they resume when it ends', async () => {
    const windows = await device('WINDOWS_WORKSTATION', 'Northwind Traders');
    const start = nowSeconds() + 60;
    const response = await admin.post('/maintenance', {
      deviceIds: [windows.id],
      schedule: { startTime: start, endTime: start + 600 },
      options: { ...ALL_OPTIONS, patching: false },
    });
    expect(response.status).toBe(204);
    // Not started yet.
    expect(await isSuppressed(server.db, windows.id, 'ALERTS', server.clock.now)).toBe(false);
    const during = new Date((start + 10) * 1000);
    expect(await isSuppressed(server.db, windows.id, 'ALERTS', during)).toBe(true);
    expect(await isSuppressed(server.db, windows.id, 'TASKS', during)).toBe(true);
    expect(await isSuppressed(server.db, windows.id, 'PATCHING', during)).toBe(false);
    // The end job clears the window once its end passed; nothing is suppressed afterwards.
    expect(await endExpiredMaintenance(server.db, during)).toBe(0);
    const after = new Date((start + 601) * 1000);
    expect(await endExpiredMaintenance(server.db, after)).toBeGreaterThanOrEqual(1);
    expect(await maintenanceOf(windows.id)).toBeNull();
    expect(await isSuppressed(server.db, windows.id, 'ALERTS', during)).toBe(false);
  });
});
