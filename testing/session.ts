/**
 * A session of @console/core's shape for node tests of the permission rules, imported as
 * `@console/testing/session` (types only from @console/core: pass it to `sessionSchema.parse`).
 * Browser tests use `createTestSession` of `@console/testing` instead.
 */
import type { Permission, Session } from '@console/core';

/** A grant: its type and name, scopes optional. */
export type TestGrant = Pick<Permission, 'type' | 'name'> & Partial<Permission>;

/** A grant with the scopes it leaves out set to null. */
export function grant(g: TestGrant): Permission {
  return { entityId: null, nodeClass: null, nodeRoleId: null, ...g };
}

/** What {@link testSessionInput} varies; everything else is fixed. */
export interface TestSessionOptions {
  /** @default false */
  sysadmin?: boolean;
  /** @default 'TECHNICIAN' */
  userType?: 'TECHNICIAN' | 'END_USER';
  grants?: TestGrant[];
  featureFlags?: string[];
  divisionConfig?: { name: string; enabled: boolean }[];
  settings?: Record<string, boolean>;
  content?: Session['user']['content'];
  ninjaAdmin?: boolean;
  cloudEdition?: boolean;
}

/**
 * The session of user 1 of the "Acme" division, as the server sends it (parse it with
 * `sessionSchema`).
 * @example createPermissions(sessionSchema.parse(testSessionInput({ sysadmin: true })))
 */
export function testSessionInput(options: TestSessionOptions = {}): Session {
  return {
    user: {
      id: 1,
      uid: 'u-1',
      firstName: 'Test',
      lastName: 'User',
      email: 'test@example.com',
      userType: options.userType ?? 'TECHNICIAN',
      sysadmin: options.sysadmin ?? false,
      ninjaAdmin: options.ninjaAdmin ?? false,
      mfaEnabled: false,
      permissions: (options.grants ?? []).map(grant),
      content: options.content ?? {},
    },
    division: {
      uid: 'd-1',
      companyName: 'Acme',
      isTrialLicense: false,
      licenseExpirationDateTime: null,
      accountCreatedDate: 1_700_000_000,
      cloudEdition: options.cloudEdition ?? false,
      productName: 'Console',
      settings: options.settings ?? {},
    },
    featureFlags: options.featureFlags ?? [],
    divisionConfig: options.divisionConfig ?? [],
  };
}
