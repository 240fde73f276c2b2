/**
 * The one test session builder of the workspace. Safe to import in node tests
 * (`@console/testing/session`): it imports only types from @console/core.
 */
import type { Permission, Session, SessionDivision, SessionUser } from '@console/core';

/** A grant: its type and name, scopes optional. */
export type TestGrant = Pick<Permission, 'type' | 'name'> & Partial<Permission>;

/** A grant with the scopes it leaves out set to null. */
export function grant(g: TestGrant): Permission {
  return { entityId: null, nodeClass: null, nodeRoleId: null, ...g };
}

/**
 * What {@link createTestSession} varies. The shorthands (`sysadmin`, `grants`, `settings`, ...) set
 * one field each; `user` and `division` merge last, over everything.
 */
export interface TestSessionOptions {
  /** @default true */
  sysadmin?: boolean;
  /** @default 'TECHNICIAN' */
  userType?: 'TECHNICIAN' | 'END_USER';
  /** The user's grants (scopes left out are null). @default [] */
  grants?: TestGrant[];
  /** @default [] */
  featureFlags?: string[];
  /** @default [] */
  divisionConfig?: Session['divisionConfig'];
  /** Division settings (`ticketingEnabled`, ...). @default {} */
  settings?: Record<string, boolean>;
  /** The user's content (`{ permissions: { ticketCrud: [...] } }`). @default {} */
  content?: SessionUser['content'];
  /** @default false */
  ninjaAdmin?: boolean;
  /** @default false */
  cloudEdition?: boolean;
  /** Any user field, merged over the defaults and the shorthands. */
  user?: Partial<SessionUser>;
  /** Any division field, merged over the defaults and the shorthands. */
  division?: Partial<SessionDivision>;
}

/**
 * A session for tests and stories: Alex Admin, a sysadmin technician of the "Demo MSP" division,
 * no feature flags, no division configuration.
 * @example
 * createTestSession({ featureFlags: ['nms_network_discovery'] })
 * createTestSession({ sysadmin: false, grants: [{ type: 'DEVICE', name: 'View' }] })
 * createTestSession({ division: { productName: 'Acme RMM' } })
 */
export function createTestSession(options: TestSessionOptions = {}): Session {
  return {
    user: {
      id: 1,
      uid: 'user-1',
      firstName: 'Alex',
      lastName: 'Admin',
      email: 'admin@demo.console',
      userType: options.userType ?? 'TECHNICIAN',
      sysadmin: options.sysadmin ?? true,
      ninjaAdmin: options.ninjaAdmin ?? false,
      mfaEnabled: false,
      permissions: (options.grants ?? []).map(grant),
      content: options.content ?? {},
      ...options.user,
    },
    division: {
      uid: 'division-1',
      companyName: 'Demo MSP',
      isTrialLicense: false,
      licenseExpirationDateTime: null,
      accountCreatedDate: 1_700_000_000,
      cloudEdition: options.cloudEdition ?? false,
      productName: 'Console',
      settings: options.settings ?? {},
      ...options.division,
    },
    featureFlags: options.featureFlags ?? [],
    divisionConfig: options.divisionConfig ?? [],
  };
}

/**
 * The session as the server sends it, for node tests of the permission rules (pass it to
 * `sessionSchema.parse`): {@link createTestSession} with a technician (not a sysadmin) by default.
 * @example createPermissions(sessionSchema.parse(testSessionInput({ grants: [{ type: 'DEVICE', name: 'View' }] })))
 */
export function testSessionInput(options: TestSessionOptions = {}): Session {
  return createTestSession({ sysadmin: false, ...options });
}
