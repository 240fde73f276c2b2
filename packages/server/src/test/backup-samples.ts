/**
 * Samples of the backup routes for the route-wide tests (./samples.ts): a policy's backup plans
 * (read and save), a device's restore options and a restore (a workstation of the demo data), an
 * NMS device's monitoring settings.
 */
import { and, eq } from 'drizzle-orm';
import * as t from '../db/schema';
import { demoIds, type TestServer } from './helpers';
import type { Sample } from './sample';

/** Samples of the backup domain's routes. */
export async function buildBackupSamples(server: TestServer): Promise<Record<string, Sample>> {
  const { db } = server;
  const ids = await demoIds(db);
  const [policy] = await db
    .select()
    .from(t.policies)
    .where(and(eq(t.policies.divisionId, ids.division.id), eq(t.policies.nodeClass, 'WINDOWS_WORKSTATION')))
    .orderBy(t.policies.id)
    .limit(1);
  const [device] = await db
    .select()
    .from(t.nodes)
    .where(and(eq(t.nodes.divisionId, ids.division.id), eq(t.nodes.nodeClass, 'WINDOWS_WORKSTATION')))
    .orderBy(t.nodes.id)
    .limit(1);
  const [nms] = await db.select().from(t.nmsDevices).limit(1);
  if (!policy || !device || !nms) throw new Error('backup sample fixtures missing');
  const job = {
    jobName: 'Sample nightly',
    volumes: ['C:'],
    destinationType: 'LOCAL',
    localDestinationPath: 'E:\\Backups',
    schedule: {
      type: 'CONTINUOUS_INCREMENTAL',
      incrementalWeekdays: ['MONDAY'],
      startTime: '08:00',
      stopTime: '18:00',
    },
  };
  return {
    'GET /policy/{id}/backup': { params: { id: policy.id } },
    'PUT /policy/{id}/backup': { params: { id: policy.id }, body: { backupPlans: { jobs: [job] } } },
    'GET /node/{id}/restore/options': { params: { id: device.id } },
    'POST /node/{id}/restore': {
      params: { id: device.id },
      body: { restoreType: 'FILE_FOLDER', paths: ['C:\\Users'], destination: 'ORIGINAL' },
    },
    'GET /nms/device/{id}/monitoring': { params: { id: nms.nodeId } },
    'PUT /nms/device/{id}/monitoring': {
      params: { id: nms.nodeId },
      body: {
        monitorBy: nms.monitorBy,
        ipAddress: nms.address,
        netBiosName: nms.address,
        dnsName: nms.address,
      },
    },
  };
}
