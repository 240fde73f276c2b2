/**
 * Device presence: an agent's messages keep its device up and its last contact current; a device
 * whose agent missed its heartbeats (or whose connection closed) is marked down. Last-contact
 * writes are batched (one UPDATE per flush for every agent heard from), so thousands of agents
 * cost a few statements a second. The sweep works on the database, so with several server
 * processes any of them marks down a device whose process died.
 */
import { topics } from '@console/core';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agentCredentials, nodes } from '../db/schema';
import { publishEvent } from '../realtime/publish';
import type { GatewayLog } from './gateway';

/** A device whose status changed. */
interface StatusRow {
  id: number;
  divisionId: number;
  clientId: number;
  isUp: boolean;
  lastContact: Date | null;
}

/** Publishes the status change on the device's status topic and the device topics. */
export async function publishStatus(db: Db, row: StatusRow, log?: GatewayLog): Promise<void> {
  const target = { divisionId: row.divisionId, log };
  await publishEvent(
    db,
    target,
    topics.deviceStatus,
    { id: row.id },
    {
      id: row.id,
      clientId: row.clientId,
      isUp: row.isUp,
      lastContact: row.lastContact ? row.lastContact.toISOString() : null,
    },
  );
  const change = { action: 'updated' as const, id: row.id, clientId: row.clientId };
  await publishEvent(db, target, topics.device, { id: row.id }, change);
  await publishEvent(db, target, topics.devices, undefined, change);
}

const statusColumns = {
  id: nodes.id,
  divisionId: nodes.divisionId,
  clientId: nodes.clientId,
  isUp: nodes.isUp,
  lastContact: nodes.lastContact,
};

/** Marks devices down (those still up); publishes each change. */
export async function markDown(db: Db, nodeIds: readonly number[], log?: GatewayLog): Promise<number[]> {
  if (nodeIds.length === 0) return [];
  const rows = await db
    .update(nodes)
    .set({ isUp: false })
    .where(and(inArray(nodes.id, [...nodeIds]), eq(nodes.isUp, true)))
    .returning(statusColumns);
  for (const row of rows) await publishStatus(db, row, log);
  return rows.map((row) => row.id);
}

/**
 * Marks down every agent device (a device with an agent credential) still up whose last contact
 * is older than `cutoff`; answers their ids.
 */
export async function sweepStale(db: Db, cutoff: Date, log?: GatewayLog): Promise<number[]> {
  const rows = await db
    .update(nodes)
    .set({ isUp: false })
    .where(
      and(
        eq(nodes.isUp, true),
        inArray(nodes.id, db.select({ id: agentCredentials.nodeId }).from(agentCredentials)),
        or(isNull(nodes.lastContact), lt(nodes.lastContact, cutoff)),
      ),
    )
    .returning(statusColumns);
  for (const row of rows) await publishStatus(db, row, log);
  return rows.map((row) => row.id);
}

/** Last contacts heard since the last flush, written in one statement. */
export interface ContactBatch {
  /** Notes that a device's agent spoke at `at`. */
  touch(nodeId: number, at: Date): void;
  /** Writes the pending last contacts. */
  flush(): Promise<void>;
  /** Pending devices (for tests and logs). */
  readonly pending: number;
}

/**
 * Creates a batch of last-contact writes over `db`; devices down whose agent `isConnected` here
 * and was heard since `staleBefore()` are marked up again.
 * @example const batch = createContactBatch(db); batch.touch(7, now); await batch.flush();
 */
export function createContactBatch(
  db: Db,
  log?: GatewayLog,
  isConnected: (nodeId: number) => boolean = () => true,
  staleBefore: () => Date = () => new Date(0),
): ContactBatch {
  let pending = new Map<number, Date>();
  let flushing: Promise<void> | undefined;
  const write = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    // One timestamp per flush: the latest heard (they are all within one flush period).
    let latest = 0;
    for (const at of batch.values()) latest = Math.max(latest, at.getTime());
    const at = new Date(latest);
    try {
      await db
        .update(nodes)
        .set({
          lastContact: at,
          details: sql`${nodes.details} || jsonb_build_object('submitTime', ${Math.floor(latest / 1000)}::bigint)`,
        })
        .where(inArray(nodes.id, [...batch.keys()]));
      // A device marked down (missed heartbeats) whose agent is still talking here comes back up.
      const fresh = staleBefore().getTime();
      const alive = [...batch]
        .filter(([id, heard]) => isConnected(id) && heard.getTime() >= fresh)
        .map(([id]) => id);
      if (alive.length > 0) {
        const revived = await db
          .update(nodes)
          .set({ isUp: true })
          .where(and(inArray(nodes.id, alive), eq(nodes.isUp, false)))
          .returning(statusColumns);
        for (const row of revived) await publishStatus(db, row, log);
      }
    } catch (error) {
      log?.warn({ err: error }, 'agent last-contact flush failed');
    }
  };
  return {
    touch(nodeId, at) {
      pending.set(nodeId, at);
    },
    async flush() {
      while (flushing) await flushing;
      flushing = write().finally(() => {
        flushing = undefined;
      });
      await flushing;
    },
    get pending() {
      return pending.size;
    },
  };
}
