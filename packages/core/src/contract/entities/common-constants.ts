/** Shared wire constants without zod, for widgets; `common.ts` builds its schemas on them. */

/** The catalogue text for a missing or empty required value (000 §5, 002 §5.5). */
export const REQUIRED_MESSAGE = 'Required';

/** Result codes the server answers with (docs/protocol.md). */
export const errorCodes = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  CSRF_INVALID: 'CSRF_INVALID',
  MFA_REQUIRED: 'MFA_REQUIRED',
  INCORRECT_MFA_CODE: 'INCORRECT_MFA_CODE',
  NOT_FOUND: 'NOT_FOUND',
  RATE_LIMITED: 'RATE_LIMITED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  POLICY_NAME_ALREADY_IN_USE: 'POLICY_NAME_ALREADY_IN_USE',
  EMAIL_ALREADY_IN_USE: 'EMAIL_ALREADY_IN_USE',
  NAME_ALREADY_IN_USE: 'NAME_ALREADY_IN_USE',
  CANNOT_DELETE_OWN_USER: 'CANNOT_DELETE_OWN_USER',
  CANNOT_DELETE_DEFAULT_POLICY: 'CANNOT_DELETE_DEFAULT_POLICY',
  CANNOT_DELETE_DEFAULT_TICKET_TEMPLATE: 'CANNOT_DELETE_DEFAULT_TICKET_TEMPLATE',
  CANNOT_DELETE_VM_MONITOR_DELEGATE: 'CANNOT_DELETE_VM_MONITOR_DELEGATE',
  CANNOT_DELETE_ROLE_IN_USE: 'CANNOT_DELETE_ROLE_IN_USE',
  CANNOT_DELETE_LOCATION_IN_USE: 'CANNOT_DELETE_LOCATION_IN_USE',
  CANNOT_DELETE_LAST_LOCATION: 'CANNOT_DELETE_LAST_LOCATION',
  INVALID_REFERENCE: 'INVALID_REFERENCE',
  /** 409: an automation another one uses as its pre- or post-script cannot be deleted. */
  AUTOMATION_IN_USE: 'AUTOMATION_IN_USE',
  SYSTEM_ROLE_READ_ONLY: 'SYSTEM_ROLE_READ_ONLY',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  /** 409: a disabled cloud monitor cannot be checked now. */
  MONITOR_DISABLED: 'MONITOR_DISABLED',
  /** 409: another discovery job uses the domain controller and OU path (002 §8). */
  DOMAIN_CONTROLLER_AND_OU_PATH_ALREADY_IN_USE: 'DOMAIN_CONTROLLER_AND_OU_PATH_ALREADY_IN_USE',
  /** 409: one of the discovery job conflicts of 002 §5.3. */
  DISCOVERY_JOB_CONFLICT: 'DISCOVERY_JOB_CONFLICT',
  /** 422: the directory (LDAP) could not be read. */
  DIRECTORY_ERROR: 'DIRECTORY_ERROR',
  /** 409: a device job that already ended cannot be cancelled. */
  JOB_ALREADY_FINISHED: 'JOB_ALREADY_FINISHED',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** Page size of pickers and tables (000 §9, 001 §9). */
export const DEFAULT_PAGE_SIZE = 50;
/** Largest page a client may ask for (000 §9 page constants). */
export const MAX_PAGE_SIZE = 1000;
