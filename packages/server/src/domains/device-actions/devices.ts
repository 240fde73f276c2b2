/**
 * What the device operations share: loading the request's devices with the caller's permission on
 * each, and telling device watchers a device changed.
 */
import { topicKey, topics } from '@console/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notify } from '../../db/client';
import { nodes } from '../../db/schema';
import { invalidReference } from '../../http/errors';
import type { AuthState } from '../../http/state';
import { REALTIME_CHANNEL, type RealtimeEnvelope } from '../../realtime/events';
import type { Publish } from '../../realtime/publish';
import { findNode, type NodeRow } from '../nodes/queries';

/** Loads the devices (deduplicated) of the caller's division; an unknown id is a 400 on `field`. */
export async function loadDevices(
  db: Db,
  auth: AuthState,
  ids: readonly number[],
  field: string,
): Promise<NodeRow[]> {
  const unique = [...new Set(ids)];
  const rows: NodeRow[] = [];
  for (const id of unique) {
    const row = await findNode(db, auth.division.id, id);
    if (!row) throw invalidReference(field);
    rows.push(row);
  }
  return rows;
}

/** The delivery scope of a device's events. */
export function deviceScope(row: Pick<NodeRow, 'id' | 'clientId' | 'nodeClass' | 'nodeRoleId'>) {
  return { clientId: row.clientId, nodeId: row.id, nodeClass: row.nodeClass, nodeRoleId: row.nodeRoleId };
}

/** Publishes "device updated" from a request. */
export function publishDeviceUpdated(
  publish: Publish,
  row: Pick<NodeRow, 'id' | 'clientId' | 'nodeClass' | 'nodeRoleId'>,
): void {
  const data = { action: 'updated' as const, id: row.id, clientId: row.clientId };
  publish(topics.devices, undefined, data, deviceScope(row));
  publish(topics.device, { id: row.id }, data, deviceScope(row));
}

/** Publishes "device updated" from a background job (NOTIFY inside its transaction). */
export async function notifyDeviceUpdated(
  db: Db,
  row: Pick<NodeRow, 'id' | 'clientId' | 'nodeClass' | 'nodeRoleId' | 'divisionId'>,
): Promise<void> {
  const data = { action: 'updated' as const, id: row.id, clientId: row.clientId };
  for (const topic of [topicKey(topics.devices), topicKey(topics.device, { id: row.id })]) {
    const envelope: RealtimeEnvelope = { divisionId: row.divisionId, topic, data, scope: deviceScope(row) };
    await notify(db, REALTIME_CHANNEL, JSON.stringify(envelope));
  }
}

/** The device rows of ids in a division (no permission check: jobs). */
export function devicesById(db: Db, divisionId: number, ids: readonly number[]) {
  return db
    .select()
    .from(nodes)
    .where(and(eq(nodes.divisionId, divisionId), inArray(nodes.id, [...ids])));
}

/** The display name of the signed-in user (job names and activities). */
export function userName(auth: AuthState): string {
  return `${auth.user.firstName} ${auth.user.lastName}`.trim() || auth.user.email;
}

/** The name a device shows (friendly, system, name). */
export function displayName(row: Pick<NodeRow, 'friendlyName' | 'systemName' | 'name'>): string {
  return row.friendlyName || row.systemName || row.name;
}
