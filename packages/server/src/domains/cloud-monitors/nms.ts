/**
 * NMS devices in the monitor runner: `cloud-monitors.nms-sync` (every minute, on the job system)
 * gives every NMS device a monitor row of the internal type NMS_SNMP (every NMS_POLL_SECONDS), and
 * each run reads the device's monitoring settings and credential afresh. These rows are not cloud
 * monitors: the cloud monitor routes never show them. NMS devices are LAN devices added by
 * discovery or the Add menu, so the private-target rule does not apply to them.
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client';
import { credentials, nmsDevices } from '../../db/schema';
import { defineJob, everyMinutes } from '../../jobs';
import type { SecretBox } from '../../lib/crypto';
import { defineSeedStep } from '../../seed/context';
import { openSecret } from '../credentials/service';
import { snmpAuthOf } from '../nms-devices/service';
import type { SnmpSettings } from './probes/snmp';

/** The internal monitor type of an NMS device's polls. */
export const NMS_MONITOR_TYPE = 'NMS_SNMP';
/** How often an NMS device is polled (chosen). */
export const NMS_POLL_SECONDS = 300;

/** Adds the missing NMS poll rows, first runs spread over a minute; answers how many. */
export async function syncNmsMonitors(db: Db): Promise<number> {
  const rows = await queryRows<{ node_id: number }>(
    db,
    sql`INSERT INTO cloud_monitors (node_id, division_id, monitor_type, frequency, timeout, settings, next_run_at)
      SELECT n.id, n.division_id, ${NMS_MONITOR_TYPE}, ${NMS_POLL_SECONDS}, 10, '{}'::jsonb,
        now() + make_interval(secs => random() * 60)
      FROM nms_devices d JOIN nodes n ON n.id = d.node_id
      WHERE NOT EXISTS (SELECT 1 FROM cloud_monitors m WHERE m.node_id = n.id)
      ON CONFLICT DO NOTHING RETURNING node_id`,
  );
  return rows.length;
}

/**
 * Demo seed: the seeded NMS devices carry made-up LAN addresses, so their poll rows are made
 * disabled (the sync adds none for a device that has one): the server never probes them, whatever
 * their monitoring settings become (the route-wide tests save them).
 */
export const demoNmsPollSeed = defineSeedStep({
  name: 'cloud-monitors.demo-nms-polls',
  order: 66,
  run: async (ctx) => {
    await ctx.db.execute(sql`
      INSERT INTO cloud_monitors (node_id, division_id, monitor_type, frequency, timeout, settings, enabled, next_run_at)
      SELECT n.id, n.division_id, ${NMS_MONITOR_TYPE}, ${NMS_POLL_SECONDS}, 10, '{}'::jsonb, false, now()
      FROM nms_devices d JOIN nodes n ON n.id = d.node_id
      ON CONFLICT DO NOTHING`);
  },
});

/** `cloud-monitors.nms-sync`: every minute, when NMS polling is on (`cloudMonitors.nmsPolling`). */
export const syncNmsMonitorsJob = defineJob(
  'cloud-monitors.nms-sync',
  z.object({}),
  async (_payload, ctx) => ({
    added: ctx.services.cloudMonitors?.nmsPolling ? await syncNmsMonitors(ctx.db) : 0,
  }),
  { maxAttempts: 1, recurring: { schedule: everyMinutes(1), payload: {} } },
);

/** The poll settings of an NMS device, or undefined when it has none (or no SNMP credential). */
export async function nmsSettings(
  db: Db,
  secrets: SecretBox,
  nodeId: number,
): Promise<SnmpSettings | undefined> {
  const [row] = await db
    .select({ device: nmsDevices, credential: credentials })
    .from(nmsDevices)
    .leftJoin(credentials, eq(credentials.id, nmsDevices.credentialId))
    .where(eq(nmsDevices.nodeId, nodeId));
  if (!row?.credential) return undefined;
  return {
    host: row.device.address,
    port: row.device.snmpPort,
    auth: snmpAuthOf({
      id: row.credential.id,
      credentialType: row.credential.credentialType,
      username: row.credential.username,
      secret: openSecret(secrets, row.credential.secret),
    }),
  };
}

/** Records the poll on the NMS row. */
export async function markPolled(db: Db, nodeId: number, at: Date): Promise<void> {
  await db.update(nmsDevices).set({ lastPolledAt: at }).where(eq(nmsDevices.nodeId, nodeId));
}
