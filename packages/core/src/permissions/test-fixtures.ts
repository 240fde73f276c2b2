import { type TestSessionOptions, testSessionInput } from '@console/testing/session';
import type { Session } from '../contract/entities/session';
import { sessionSchema } from '../contract/entities/session';
import type { Permissions } from './types';

/** A parsed test session (the permission module reads only parsed sessions). */
export const session = (options?: TestSessionOptions): Session =>
  sessionSchema.parse(testSessionInput(options));

/** Every boolean flag of a permissions object, by name. */
export const booleanFlags = (p: Permissions) =>
  Object.entries(p).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean');

/** A Windows server in organization 1, role 5. */
export const windowsServer = { id: 10, nodeClass: 'WINDOWS_SERVER', nodeRoleId: 5, clientId: 1 };
/** A Mac in organization 2, role 7. */
export const macInOrg2 = { id: 11, nodeClass: 'MAC', nodeRoleId: 7, clientId: 2 };
/** An automation of some categories. */
export const script = (categoriesIds: number[], language = 'script') => ({ categoriesIds, language });
