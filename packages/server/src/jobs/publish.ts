/**
 * A job's state changes on the realtime topic `job.{id}` (core's `topics.job`), for the user who
 * enqueued it. Sent through NOTIFY inside the transaction that writes the change.
 */
import { topicKey, topics } from '@console/core';
import type { Db } from '../db/client';
import { notify } from '../db/client';
import { REALTIME_CHANNEL, type RealtimeEnvelope } from '../realtime/events';
import { jobView } from './queue';
import type { BackgroundJobRow } from './schema';

/** PostgreSQL refuses NOTIFY payloads from 8000 bytes; a larger result is left to `GET /backgroundjob`. */
const MAX_PAYLOAD = 7_500;

/**
 * Publishes the job's current state to its owner. Jobs nobody enqueued (system jobs) and jobs
 * without a division have no audience and publish nothing.
 */
export async function publishJob(db: Db, row: BackgroundJobRow): Promise<void> {
  if (row.createdBy === null || row.divisionId === null) return;
  const view = topics.job.event.parse(jobView(row));
  const envelope: RealtimeEnvelope = {
    divisionId: row.divisionId,
    topic: topicKey(topics.job, { id: row.id }),
    data: view,
    scope: { userId: row.createdBy },
  };
  let payload = JSON.stringify(envelope);
  if (payload.length > MAX_PAYLOAD)
    payload = JSON.stringify({ ...envelope, data: { ...view, result: null } });
  await notify(db, REALTIME_CHANNEL, payload);
}
