import { topics } from '@console/core';
import { defineTopic } from '@console/core/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEventQueue, prepareEvent } from './publish';

function recordingLog() {
  const warnings: { obj: unknown; msg?: string | undefined }[] = [];
  return { warnings, log: { warn: (obj: unknown, msg?: string) => warnings.push({ obj, msg }) } };
}

describe('publishing by topic definition', () => {
  it('queues a valid event under its topic key', () => {
    const { log, warnings } = recordingLog();
    const queue = createEventQueue(log);
    const result = queue.publish(
      topics.device,
      { id: 7 },
      { action: 'updated', id: 7, clientId: 3 },
      { nodeId: 7, nodeClass: 'WINDOWS_WORKSTATION', clientId: 3 },
    );
    expect(result).toEqual({ published: true, topic: 'device.7' });
    expect(queue.events).toEqual([
      {
        topic: 'device.7',
        data: { action: 'updated', id: 7, clientId: 3 },
        scope: { nodeId: 7, nodeClass: 'WINDOWS_WORKSTATION', clientId: 3 },
      },
    ]);
    expect(warnings).toEqual([]);
  });

  it('refuses an event that fails the topic schema: not queued, logged, reported', () => {
    const { log, warnings } = recordingLog();
    const queue = createEventQueue(log);
    const bad = { action: 'exploded', id: 'seven' } as unknown as {
      action: 'updated';
      id: number;
      clientId: null;
    };
    const result = queue.publish(topics.device, { id: 7 }, bad);
    expect(result).toMatchObject({ published: false, topic: 'device.7', reason: 'event' });
    if (result.published) throw new Error('published');
    expect(result.issues.some((issue) => issue.startsWith('action:'))).toBe(true);
    expect(result.issues.some((issue) => issue.startsWith('clientId:'))).toBe(true);
    expect(queue.events).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toBe('realtime event refused');
  });

  it('refuses parameters that do not fit the topic', () => {
    const { log, warnings } = recordingLog();
    const queue = createEventQueue(log);
    const result = queue.publish(topics.organization, { id: -4 }, { action: 'updated', id: -4 });
    expect(result).toMatchObject({ published: false, reason: 'params' });
    expect(queue.events).toEqual([]);
    expect(warnings).toHaveLength(1);
  });

  it('refuses an event of a user-scoped topic without its user', () => {
    const personal = defineTopic({
      name: 'probe.{id}',
      summary: 'A test topic for one user',
      params: z.object({ id: z.number() }),
      event: z.object({ done: z.boolean() }),
      scope: { kind: 'user' },
    });
    expect(prepareEvent(personal, { id: 1 }, { done: true }, undefined)).toMatchObject({
      ok: false,
      result: { reason: 'scope' },
    });
    expect(prepareEvent(personal, { id: 1 }, { done: true }, { userId: 5 })).toMatchObject({
      ok: true,
      event: { topic: 'probe.1', scope: { userId: 5 } },
    });
  });

  it('refuses an event too large for NOTIFY', () => {
    const big = defineTopic({
      name: 'probe.big',
      summary: 'A test topic with free text',
      event: z.object({ text: z.string() }),
      scope: { kind: 'session' },
    });
    expect(prepareEvent(big, undefined, { text: 'x'.repeat(7_000) }, undefined)).toMatchObject({ ok: true });
    expect(prepareEvent(big, undefined, { text: 'x'.repeat(8_000) }, undefined)).toMatchObject({
      ok: false,
      result: { published: false, reason: 'size' },
    });
  });

  it('sends the parsed event (unknown fields are stripped by the schema)', () => {
    const prepared = prepareEvent(
      topics.policies,
      undefined,
      { action: 'created', id: 2, extra: 'x' },
      undefined,
    );
    expect(prepared).toEqual({
      ok: true,
      event: { topic: 'policies', data: { action: 'created', id: 2 }, scope: undefined },
    });
  });
});
