import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Permissions } from '../permissions';
import { topics } from './topics';
import { defineTopic, matchTopic, topicKey } from './topics/define';

describe('topicKey', () => {
  it('fills the placeholders of a topic name', () => {
    expect(topicKey(topics.device, { id: 7 })).toBe('device.7');
    expect(topicKey(topics.organization, { id: 12 })).toBe('organization.12');
    expect(topicKey(topics.devices)).toBe('devices');
    expect(topicKey(topics.scriptingMalwareScan)).toBe('scripting.malware-scan');
  });

  it('refuses parameters outside the schema or that are not one segment', () => {
    expect(() => topicKey(topics.device, { id: 0 })).toThrow();
    const free = defineTopic({
      name: 'probe.{name}',
      summary: 'test',
      params: z.object({ name: z.string() }),
      event: z.object({}),
      scope: { kind: 'session' },
    });
    expect(topicKey(free, { name: 'a-b_c' })).toBe('probe.a-b_c');
    expect(() => topicKey(free, { name: 'a.b' })).toThrow('Invalid topic parameter');
    expect(() => topicKey(free, { name: '' })).toThrow('Invalid topic parameter');
  });
});

describe('matchTopic', () => {
  it('reads a key back into its parameters', () => {
    expect(matchTopic(topics.device, 'device.7')).toEqual({ id: 7 });
    expect(matchTopic(topics.devices, 'devices')).toEqual({});
    expect(matchTopic(topics.scriptingMalwareScan, 'scripting.malware-scan')).toEqual({});
  });

  it('answers undefined for keys of other topics or bad parameters', () => {
    expect(matchTopic(topics.device, 'devices')).toBeUndefined();
    expect(matchTopic(topics.device, 'device.0')).toBeUndefined();
    expect(matchTopic(topics.device, 'device.abc')).toBeUndefined();
    expect(matchTopic(topics.device, 'device.7.x')).toBeUndefined();
    expect(matchTopic(topics.scriptingMalwareScan, 'scriptingXmalware-scan')).toBeUndefined();
  });
});

describe('topics', () => {
  it('every topic has a distinct name, a summary and an event schema', () => {
    const names = Object.values(topics).map((topic) => topic.name);
    expect(new Set(names).size).toBe(names.length);
    for (const topic of Object.values(topics)) {
      expect(topic.summary.length).toBeGreaterThan(10);
      expect(typeof topic.event.safeParse).toBe('function');
    }
  });

  it('validates events against the schema', () => {
    expect(topics.device.event.safeParse({ action: 'updated', id: 1, clientId: null }).success).toBe(true);
    expect(topics.device.event.safeParse({ action: 'exploded', id: 1, clientId: null }).success).toBe(false);
    expect(topics.scriptingMalwareScan.event.safeParse({ attachmentId: 1 }).success).toBe(false);
  });

  it('declares scopes the server evaluates with the permission module', () => {
    expect(topics.device.scope).toEqual({ kind: 'device', param: 'id' });
    expect(topics.organization.scope).toEqual({ kind: 'organization', param: 'id' });
    const policies = topics.policies.scope;
    if (policies.kind !== 'technician' || !policies.allow) throw new Error('policies needs an allow');
    expect(policies.allow({ canReadAtLeastOnePolicy: true } as Permissions)).toBe(true);
    expect(policies.allow({ canReadAtLeastOnePolicy: false } as Permissions)).toBe(false);
  });
});
