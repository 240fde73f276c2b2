/**
 * Batching for the gateway's hot paths: thousands of agents each sending one message turn into a
 * few statements instead of thousands (a job fan-out's acknowledgments and results, realtime
 * events). Items wait at most `waitMs` (or until `maxSize` are queued).
 */
import type { AnyTopic, TopicEvent, TopicParams } from '@console/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { REALTIME_CHANNEL, type RealtimeEnvelope } from '../realtime/events';
import { logRefusal, type PublishLog, prepareEvent } from '../realtime/publish';

/**
 * A batcher: `add(item)` resolves with the item's answer once its batch ran (`work` answers one
 * result per item, in order); a failing batch rejects each of its items. One batch runs at a time:
 * what arrives meanwhile waits and goes in the next one (group commit), so a busy database gets
 * fewer, larger batches instead of a queue of small ones.
 * @example const accept = createBatcher((items) => acceptJobs(db, items), 10); await accept({ nodeId, jobId });
 */
export function createBatcher<T, R>(
  work: (items: T[]) => Promise<R[]>,
  waitMs: number,
  maxSize = 1_000,
): (item: T) => Promise<R> {
  let queue: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const run = () => {
    timer = undefined;
    if (running || queue.length === 0) return;
    const batch = queue.slice(0, maxSize);
    queue = queue.slice(batch.length);
    running = true;
    work(batch.map((entry) => entry.item))
      .then(
        (results) => {
          batch.forEach((entry, index) => {
            entry.resolve(results[index] as R);
          });
        },
        (error) => {
          for (const entry of batch) entry.reject(error);
        },
      )
      .finally(() => {
        running = false;
        if (queue.length > 0) run();
      });
  };
  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (running) return;
      if (queue.length >= maxSize) {
        if (timer) clearTimeout(timer);
        run();
      } else timer ??= setTimeout(run, waitMs);
    });
}

/** One realtime event to publish in a batch. */
export interface BatchEvent<T extends AnyTopic = AnyTopic> {
  divisionId: number;
  topic: T;
  params: TopicParams<T>;
  data: TopicEvent<T>;
}

/**
 * Publishes events through NOTIFY in one statement (validated like `publishEvent`; a refused event
 * is logged and left out).
 */
export async function publishEvents(db: Db, events: readonly BatchEvent[], log?: PublishLog): Promise<void> {
  const payloads: string[] = [];
  for (const event of events) {
    const prepared = prepareEvent(event.topic, event.params, event.data, undefined);
    if (!prepared.ok) {
      logRefusal(log, prepared.result);
      continue;
    }
    const envelope: RealtimeEnvelope = { divisionId: event.divisionId, ...prepared.event };
    payloads.push(JSON.stringify(envelope));
  }
  for (let i = 0; i < payloads.length; i += 500) {
    const chunk = payloads.slice(i, i + 500);
    const list = sql.join(
      chunk.map((payload) => sql`${payload}`),
      sql`, `,
    );
    await db.execute(sql`SELECT pg_notify(${REALTIME_CHANNEL}, p) FROM unnest(ARRAY[${list}]::text[]) AS p`);
  }
}
