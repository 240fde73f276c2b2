import type { z } from 'zod';
import { changeEvent, topicIdParams } from './common';
import { defineTopic } from './define';

const organizationEvent = changeEvent(['created', 'updated', 'deleted'] as const);

/** Any organization the subscriber may view changed. */
export const organizationsTopic = defineTopic({
  name: 'organizations',
  summary: 'An organization was created, updated or deleted.',
  event: organizationEvent,
  scope: { kind: 'technician' },
});

/** One organization changed. */
export const organizationTopic = defineTopic({
  name: 'organization.{id}',
  summary: 'This organization was updated or deleted.',
  params: topicIdParams,
  event: organizationEvent,
  scope: { kind: 'organization', param: 'id' },
});

export type OrganizationTopicEvent = z.infer<typeof organizationEvent>;
