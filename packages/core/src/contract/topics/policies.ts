import { changeEvent } from './common';
import { defineTopic } from './define';

/** A policy the subscriber may read changed. */
export const policiesTopic = defineTopic({
  name: 'policies',
  summary: 'A policy was created, updated or deleted.',
  event: changeEvent(['created', 'updated', 'deleted'] as const),
  scope: { kind: 'technician', allow: (can) => can.canReadAtLeastOnePolicy },
});
