/**
 * Samples of the backup routes for the route-wide tests (./samples.ts): a policy's backup plans
 * (read and save), a device's restore options and a restore (a workstation of the demo data), an
 * NMS device's monitoring settings; the device's backups and "Back up now" of a backup job put in
 * its policy here (the saved sample keeps that job by its id).
 */

import { backupJobSchema } from '@console/core/contract';
import { and, eq } from 'drizzle-orm';
import * as t from '../db/schema';
import { devicePolicy } from '../domains/backup/restore';
import { demoIds, type TestServer } from './helpers';
import type { Sample } from './sample';

/** The backup job the samples put in the sample device's policy. */
const SAMPLE_BACKUP_JOB_ID = '3f0c9a52-7d41-4e0b-9c55-2b8d6f1e4a10';

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
    id: SAMPLE_BACKUP_JOB_ID,
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
  // The device's policy holds the job "Back up now" starts.
  const devicePolicyId = (await devicePolicy(db, device)).id;
  if (devicePolicyId !== null) {
    const [row] = await db.select().from(t.policies).where(eq(t.policies.id, devicePolicyId));
    const content = (row?.content ?? {}) as Record<string, unknown>;
    const backupPlans = { jobs: [backupJobSchema.parse(job)] };
    await db
      .update(t.policies)
      .set({ content: { ...content, backup: { backupPlans } } })
      .where(eq(t.policies.id, devicePolicyId));
  }
  return {
    'GET /policy/{id}/backup': { params: { id: policy.id } },
    'PUT /policy/{id}/backup': { params: { id: policy.id }, body: { backupPlans: { jobs: [job] } } },
    'GET /node/{id}/restore/options': { params: { id: device.id } },
    'POST /node/{id}/restore': {
      params: { id: device.id },
      body: { restoreType: 'FILE_FOLDER', paths: ['C:\\Users'], destination: 'ORIGINAL' },
    },
    'GET /node/{id}/backup': { params: { id: device.id } },
    'POST /node/{id}/backup': { params: { id: device.id }, body: { planJobId: SAMPLE_BACKUP_JOB_ID } },
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
