import type { AnyTopic, TopicEvent, TopicParams } from '@console/core';
import { topicKey } from '@console/core';
import { type Db, notify } from '../db/client';
import { type EventScope, REALTIME_CHANNEL, type RealtimeEnvelope, type RealtimeEvent } from './events';

/** The logger publishing reports refusals to. */
export interface PublishLog {
  warn(obj: unknown, msg?: string): void;
}

/**
 * What a publish call answers: `published` (queued until the transaction commits, for a
 * request's `ctx.publish`), or refused with the reason: parameters that do not fit the topic, an
 * event that fails the topic's schema, a `user` topic's event without `scope.userId`, or an
 * event too large for NOTIFY ({@link MAX_ENVELOPE_BYTES}). A
 * refused event is never sent, and it is logged.
 */
export type PublishResult =
  | { published: true; topic: string }
  | { published: false; topic: string; reason: 'params' | 'event' | 'scope' | 'size'; issues: string[] };

/**
 * Publishes by definition: `publish(topics.device, { id: 7 }, { action, id, clientId }, scope)`.
 * `params` is `undefined` for a topic without placeholders.
 */
export type Publish = <T extends AnyTopic>(
  topic: T,
  params: TopicParams<T>,
  data: TopicEvent<T>,
  scope?: EventScope,
) => PublishResult;

/**
 * Largest NOTIFY envelope sent: PostgreSQL refuses payloads from 8000 bytes. A larger event is
 * refused; publish an id and let subscribers read the rest.
 */
export const MAX_ENVELOPE_BYTES = 7_500;

type Prepared = { ok: true; event: RealtimeEvent } | { ok: false; result: PublishResult };

/** Builds the event of a publish call: the topic key, the data checked against the topic's schema. */
export function prepareEvent(
  topic: AnyTopic,
  params: unknown,
  data: unknown,
  scope: EventScope | undefined,
): Prepared {
  let key: string;
  try {
    key = (topicKey as (definition: AnyTopic, params?: unknown) => string)(topic, params);
  } catch (error) {
    const issues = [error instanceof Error ? error.message : String(error)];
    return { ok: false, result: { published: false, topic: topic.name, reason: 'params', issues } };
  }
  const checked = topic.event.safeParse(data);
  if (!checked.success) {
    const issues = checked.error.issues.map(
      (issue: { path: PropertyKey[]; message: string }) =>
        `${issue.path.join('.') || '(event)'}: ${issue.message}`,
    );
    return { ok: false, result: { published: false, topic: key, reason: 'event', issues } };
  }
  if (topic.scope.kind === 'user' && scope?.userId === undefined) {
    const issues = ['a topic of scope "user" needs scope.userId'];
    return { ok: false, result: { published: false, topic: key, reason: 'scope', issues } };
  }
  const bytes = Buffer.byteLength(JSON.stringify({ divisionId: 0, topic: key, data: checked.data, scope }));
  if (bytes > MAX_ENVELOPE_BYTES) {
    const issues = [`${bytes} bytes, more than ${MAX_ENVELOPE_BYTES}`];
    return { ok: false, result: { published: false, topic: key, reason: 'size', issues } };
  }
  return { ok: true, event: { topic: key, data: checked.data, scope } };
}

/** Logs a refused event (the publisher's bug: it is never sent). */
export function logRefusal(log: PublishLog | undefined, result: PublishResult): void {
  if (result.published) return;
  log?.warn({ topic: result.topic, reason: result.reason, issues: result.issues }, 'realtime event refused');
}

/**
 * Publishes at once through NOTIFY, outside a request (background work such as the malware
 * scan). Inside a transaction `db`, the event leaves when it commits. Validated like
 * `ctx.publish`; a refused event is logged and reported, not sent.
 * @example await publishEvent(tx, { divisionId, log }, topics.scriptingMalwareScan, undefined, data, scope);
 */
export async function publishEvent<T extends AnyTopic>(
  db: Db,
  target: { divisionId: number; log?: PublishLog | undefined },
  topic: T,
  params: TopicParams<T>,
  data: TopicEvent<T>,
  scope?: EventScope,
): Promise<PublishResult> {
  const prepared = prepareEvent(topic, params, data, scope);
  if (!prepared.ok) {
    logRefusal(target.log, prepared.result);
    return prepared.result;
  }
  await notifyEvents(db, target.divisionId, [prepared.event]);
  return { published: true, topic: prepared.event.topic };
}

/** Sends validated events of one division through NOTIFY. */
export async function notifyEvents(db: Db, divisionId: number, events: RealtimeEvent[]): Promise<void> {
  for (const event of events) {
    const envelope: RealtimeEnvelope = { divisionId, ...event };
    await notify(db, REALTIME_CHANNEL, JSON.stringify(envelope));
  }
}

/**
 * A queue of events for one request: `publish` validates and queues, `flush` sends after the
 * transaction's work (inside it, so a rollback sends nothing).
 */
export function createEventQueue(log: PublishLog | undefined): {
  publish: Publish;
  events: RealtimeEvent[];
} {
  const events: RealtimeEvent[] = [];
  const publish: Publish = (topic, params, data, scope) => {
    const prepared = prepareEvent(topic, params, data, scope);
    if (!prepared.ok) {
      logRefusal(log, prepared.result);
      return prepared.result;
    }
    events.push(prepared.event);
    return { published: true, topic: prepared.event.topic };
  };
  return { publish, events };
}

/**
 * Closes the realtime sockets of ended sessions, on every server process (sign-out, account
 * switch). Sent through NOTIFY: inside a transaction, when it commits.
 * @example await endRealtimeSessions(db, auth.division.id, [auth.sessionId]);
 */
export async function endRealtimeSessions(db: Db, divisionId: number, sessionIds: string[]): Promise<void> {
  const envelope: RealtimeEnvelope = { divisionId, topic: 'session', data: null, endSessions: sessionIds };
  await notify(db, REALTIME_CHANNEL, JSON.stringify(envelope));
}
