/** Samples of the device operation routes (domains/device-actions) for the route-wide tests. */
import { and, eq } from 'drizzle-orm';
import { createDeviceJobs } from '../agents/device-jobs';
import * as t from '../db/schema';
import { demoIds, type TestServer } from './helpers';
import type { Sample } from './sample';

/** Samples of maintenance, scheduled reboot, device actions, Wake-on-LAN, device activities and jobs. */
export async function buildDeviceActionSamples(server: TestServer): Promise<Record<string, Sample>> {
  const ids = await demoIds(server.db);
  const [device] = await server.db
    .select()
    .from(t.nodes)
    .where(and(eq(t.nodes.divisionId, ids.division.id), eq(t.nodes.nodeClass, 'WINDOWS_SERVER')))
    .limit(1);
  if (!device) throw new Error('sample device missing');
  const when = new Date(Date.now() + 30 * 86_400_000);
  // A queued job to cancel (a valid call cancels it once; later ones answer 409).
  const [jobId] = await createDeviceJobs(server.db, [
    {
      divisionId: ids.division.id,
      nodeId: device.id,
      name: 'Sample job',
      payload: { kind: 'script', language: 'shellscript', body: 'echo sample' },
    },
  ]);
  return {
    'POST /maintenance': {
      body: {
        deviceIds: [device.id],
        schedule: { startTime: null, endTime: null },
        options: {
          notifications: true,
          alerts: true,
          patching: false,
          avScans: false,
          tasks: true,
          notificationChannels: false,
        },
        reasonMessage: 'Sample maintenance',
      },
    },
    'POST /maintenance/schedules/deleteList': { body: { deviceIds: [device.id] } },
    'POST /scheduledtask/reboot': {
      body: {
        id: 0,
        name: 'Sample reboot',
        description: '',
        content: { skipIfOffline: true },
        enabled: true,
        runsOnNodeScheduledTask: false,
        adHoc: true,
        scripts: { actionList: [{ scriptId: 1, scriptName: 'Reboot' }] },
        schedule: {
          schema: '2.0',
          repeats: 'RUN_ONCE',
          repeatsEveryCount: 0,
          runAtHour: 3,
          runAtMinute: 0,
          dayOfMonth: when.getUTCDate(),
          daysOfWeek: [],
          startDate: when.toISOString().slice(0, 10),
          end: { type: 'AFTER', occurenceCount: 1, endDate: null },
          timeZone: 'UTC',
        },
        targets: [{ targetId: device.id, scheduledTaskId: 0, targetType: 'NODE' }],
      },
    },
    'POST /device/action': { body: { type: 'SYNC_POLICY', nodeIds: [device.id] } },
    'POST /device/wakeonlan': { body: { deviceIds: [device.id] } },
    'GET /node/{id}/activities': {
      params: { id: device.id },
      query: { limit: 5 },
      badQuery: { limit: 'many' },
    },
    'GET /node/{id}/jobs': {
      params: { id: device.id },
      query: { active: 'true', limit: 5 },
      badQuery: { active: 'maybe' },
    },
    'POST /device/jobs/{id}/cancel': { params: { id: jobId as number }, accepts: [409] },
  };
}
