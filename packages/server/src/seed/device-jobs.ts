/** Demo seed of jobs run on devices (the organization dashboard's running jobs). */
import * as t from '../db/schema';
import { message } from '../http/errors';
import { defineSeedStep, need, type SeedContext } from './context';
import { firstDevice } from './devices';
import { DEMO_USERS } from './users';

async function seedDeviceJobs(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const msp = need(ctx, 'msp');
  const [northwind, contoso] = need(ctx, 'organizations');
  if (!northwind || !contoso) throw new Error('seed: orgs');
  const firstNode = (clientId: number, nodeClass: string) => firstDevice(ctx, clientId, nodeClass);
  const adminName = `${DEMO_USERS.admin.firstName} ${DEMO_USERS.admin.lastName}`;
  const jobText = (scriptName: string) =>
    message('records.job.adhocAutomation', { appUserName: adminName, scriptName });
  await db.insert(t.deviceJobs).values([
    {
      divisionId: msp.id,
      clientId: northwind.id,
      nodeId: firstNode(northwind.id, 'WINDOWS_WORKSTATION'),
      jobType: 'SCRIPT',
      name: jobText('Clear Temp Files'),
      status: 'RUNNING',
      startedAt: new Date(now.getTime() - 90_000),
    },
    {
      divisionId: msp.id,
      clientId: northwind.id,
      nodeId: firstNode(northwind.id, 'WINDOWS_SERVER'),
      jobType: 'PATCH_INSTALL',
      name: 'Installing 4 approved Windows updates',
      status: 'RUNNING',
      startedAt: new Date(now.getTime() - 300_000),
    },
    {
      divisionId: msp.id,
      clientId: northwind.id,
      nodeId: firstNode(northwind.id, 'MAC'),
      jobType: 'SCRIPT',
      name: jobText('Update Homebrew Packages'),
      status: 'QUEUED',
      startedAt: new Date(now.getTime() - 30_000),
    },
    {
      divisionId: msp.id,
      clientId: contoso.id,
      nodeId: firstNode(contoso.id, 'WINDOWS_SERVER'),
      jobType: 'BACKUP',
      name: 'Image backup of C: and D:',
      status: 'RUNNING',
      startedAt: new Date(now.getTime() - 1_200_000),
    },
    {
      divisionId: msp.id,
      clientId: contoso.id,
      nodeId: firstNode(contoso.id, 'WINDOWS_WORKSTATION'),
      jobType: 'SCRIPT',
      name: jobText('Disk Space Report'),
      status: 'COMPLETED',
      startedAt: new Date(now.getTime() - 7_200_000),
      finishedAt: new Date(now.getTime() - 7_100_000),
    },
  ]);
}

/** Running, queued and completed jobs on devices of two organizations. */
export const deviceJobsSeed = defineSeedStep({ name: 'nodes.jobs', order: 81, run: seedDeviceJobs });
