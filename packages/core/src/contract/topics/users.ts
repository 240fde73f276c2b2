import { changeEvent } from './common';
import { defineTopic } from './define';

/** A user or a user role of the division changed. */
export const usersTopic = defineTopic({
  name: 'users',
  summary: 'A user or a user role was created, updated or deleted.',
  event: changeEvent(['created', 'updated', 'deleted', 'roleCreated', 'roleUpdated', 'roleDeleted'] as const),
  scope: { kind: 'technician' },
});

/** A node role (device role) of the division changed. */
export const nodeRolesTopic = defineTopic({
  name: 'noderoles',
  summary: 'A device role was created, updated or deleted.',
  event: changeEvent(['created', 'updated', 'deleted'] as const),
  scope: { kind: 'technician' },
});
