import type { AnyTopic, Permissions } from '@console/core';
import { matchTopic } from '@console/core/contract';
import { canSee, type ScopeSubject } from '../authz';
import type { Db } from '../db/client';
import type { RealtimeEnvelope } from './events';

/**
 * Answers the entity scopes of topics (`device.{id}`, `organization.{id}`): whether the
 * subscriber may see that one entity of their division. The default is the server's
 * authorization scope (`canSee` of server/src/authz), the same SQL as lists and single reads.
 */
export interface TopicAuthorizer {
  canSee(subject: ScopeSubject, entity: 'device' | 'organization', id: number): Promise<boolean>;
}

/** The default authorizer over a database: `canSee` of the authorization scope. */
export function createTopicAuthorizer(db: Db): TopicAuthorizer {
  return { canSee: (subject, entity, id) => canSee(db, subject, entity, id) };
}

/** The subscriber as the hub knows it: permissions, session and division. */
export type Subscriber = ScopeSubject & { can: Permissions; user: { id: number } };

/** Outcome of a subscription request: the topic it is an instance of, or refused. */
export type Authorization = { allowed: true; topic: AnyTopic } | { allowed: false };

/**
 * Authorizes a subscription to a topic key: finds the definition the key is an instance of
 * (refused when none), then evaluates its declared scope with the subscriber's permissions.
 * @example await authorizeSubscription(definitions, 'device.7', auth, authorizer)
 */
export async function authorizeSubscription(
  definitions: readonly AnyTopic[],
  key: string,
  subscriber: Subscriber,
  authorizer: TopicAuthorizer,
): Promise<Authorization> {
  for (const topic of definitions) {
    const params = matchTopic(topic, key);
    if (!params) continue;
    const allowed = await scopeAllows(topic, params, subscriber, authorizer);
    return allowed ? { allowed: true, topic } : { allowed: false };
  }
  return { allowed: false };
}

async function scopeAllows(
  topic: AnyTopic,
  params: Record<string, unknown>,
  subscriber: Subscriber,
  authorizer: TopicAuthorizer,
): Promise<boolean> {
  const { can } = subscriber;
  const scope = topic.scope;
  switch (scope.kind) {
    case 'session':
    case 'user':
      return true;
    case 'technician':
      return can.isTechnician && (scope.allow ? scope.allow(can) : true);
    case 'organization':
    case 'device': {
      const id = params[scope.param];
      if (!can.isTechnician || typeof id !== 'number') return false;
      return authorizer.canSee(subscriber, scope.kind, id);
    }
    default:
      return false;
  }
}

/** Whether a subscriber may receive an event, by the event's scope (checked before each send). */
export function mayReceive(subscriber: Subscriber, envelope: RealtimeEnvelope): boolean {
  const scope = envelope.scope;
  if (!scope) return true;
  const { can } = subscriber;
  if (scope.userId !== undefined && scope.userId !== subscriber.user.id) return false;
  if (scope.scriptCategoriesIds !== undefined)
    return can.canReadScripts({ categoriesIds: scope.scriptCategoriesIds, language: 'script' });
  if (scope.nodeId !== undefined && scope.nodeClass !== undefined) {
    return can.canViewDevice({
      id: scope.nodeId,
      nodeClass: scope.nodeClass,
      nodeRoleId: scope.nodeRoleId ?? null,
      clientId: scope.clientId ?? null,
    });
  }
  if (scope.policyId !== undefined)
    return can.canReadPolicy({ id: scope.policyId, nodeClass: scope.nodeClass ?? null });
  if (scope.clientId !== undefined && scope.clientId !== null) return can.canViewOrganization(scope.clientId);
  return true;
}
