import { type Permissions, type Session, topics } from '@console/core';
import { defineTopic } from '@console/core/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authorizeSubscription, type Subscriber, type TopicAuthorizer } from './authorize';

/** The entities a subscriber may see, as the authorization scope would answer. */
function authorizerSeeing(visible: { device?: number[]; organization?: number[] }): TopicAuthorizer & {
  asked: string[];
} {
  const asked: string[] = [];
  return {
    asked,
    canSee: async (_subject, entity, id) => {
      asked.push(`${entity}.${id}`);
      return (visible[entity] ?? []).includes(id);
    },
  };
}

function subscriber(can: Partial<Permissions>): Subscriber {
  return {
    can: { isTechnician: false, ...can } as Permissions,
    session: {} as Session,
    division: { id: 1 },
    user: { id: 5 },
  };
}

const technician = subscriber({ isTechnician: true, canReadAtLeastOnePolicy: false });
const endUser = subscriber({ isTechnician: false });
const all = Object.values(topics);

describe('authorizing a subscription by the scope its topic declares', () => {
  it('session and user scopes: any signed-in user', async () => {
    const authorizer = authorizerSeeing({});
    expect(await authorizeSubscription(all, 'session', endUser, authorizer)).toEqual({
      allowed: true,
      topic: topics.session,
    });
    expect((await authorizeSubscription(all, 'announcements', endUser, authorizer)).allowed).toBe(true);
  });

  it('technician scope: technicians, and only those the topic allows', async () => {
    const authorizer = authorizerSeeing({});
    expect((await authorizeSubscription(all, 'devices', technician, authorizer)).allowed).toBe(true);
    expect((await authorizeSubscription(all, 'devices', endUser, authorizer)).allowed).toBe(false);
    expect((await authorizeSubscription(all, 'policies', technician, authorizer)).allowed).toBe(false);
    const reader = subscriber({ isTechnician: true, canReadAtLeastOnePolicy: true });
    expect((await authorizeSubscription(all, 'policies', reader, authorizer)).allowed).toBe(true);
  });

  it('entity scopes: the entity named by the parameter, through the authorization scope', async () => {
    const authorizer = authorizerSeeing({ device: [7], organization: [3] });
    expect((await authorizeSubscription(all, 'device.7', technician, authorizer)).allowed).toBe(true);
    expect((await authorizeSubscription(all, 'device.8', technician, authorizer)).allowed).toBe(false);
    expect((await authorizeSubscription(all, 'organization.3', technician, authorizer)).allowed).toBe(true);
    expect((await authorizeSubscription(all, 'organization.7', technician, authorizer)).allowed).toBe(false);
    expect(authorizer.asked).toEqual(['device.7', 'device.8', 'organization.3', 'organization.7']);
    // An end user is refused before any lookup.
    expect((await authorizeSubscription(all, 'device.7', endUser, authorizer)).allowed).toBe(false);
    expect(authorizer.asked).toHaveLength(4);
  });

  it('refuses keys that are an instance of no topic', async () => {
    const authorizer = authorizerSeeing({ device: [7] });
    for (const key of ['nonsense', 'device.', 'device.x', 'device.7.1', 'DEVICES'])
      expect((await authorizeSubscription(all, key, technician, authorizer)).allowed).toBe(false);
  });

  it('knows the topics it is given beyond core', async () => {
    const probe = defineTopic({
      name: 'probe.{id}',
      summary: 'A domain topic',
      params: z.object({ id: z.number() }),
      event: z.object({}),
      scope: { kind: 'session' },
    });
    const authorizer = authorizerSeeing({});
    expect((await authorizeSubscription(all, 'probe.1', endUser, authorizer)).allowed).toBe(false);
    expect(await authorizeSubscription([...all, probe], 'probe.1', endUser, authorizer)).toEqual({
      allowed: true,
      topic: probe,
    });
  });
});
