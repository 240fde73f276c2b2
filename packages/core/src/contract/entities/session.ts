import { z } from 'zod';
import { boundedText, recordId } from './primitives';

/**
 * Entity types that permissions apply to (002 §6). `SYSTEM` carries the system-level permission
 * names (`TeamViewer.Configure.Access`, `Reports.FullAccess`, ...); `NODE` the node-level remote
 * access and remote tools names; the others take View / Update / Create / Delete (and Run for
 * script categories).
 */
export const permissionEntityTypeSchema = z.enum([
  'SYSTEM',
  'NODE',
  'DEVICE',
  'POLICY',
  'ORGANIZATION',
  'SCRIPT_CATEGORY',
  'SCHEDULED_TASK',
  'SEARCH',
  'TICKETING',
  'DOCUMENTATION',
  'END_USER',
  'MDM',
  'PSA',
  'REPORT',
]);
export type PermissionEntityType = z.infer<typeof permissionEntityTypeSchema>;

/**
 * One permission of a user, as granted by their technician role. A `null` scope field means
 * "every entity of that type": `{ type: 'DEVICE', name: 'Update', nodeClass: 'WINDOWS_SERVER' }`
 * allows updating every Windows server; `{ type: 'SCRIPT_CATEGORY', name: 'Run', entityId: 3 }`
 * allows running scripts of category 3.
 */
export const permissionSchema = z.object({
  type: permissionEntityTypeSchema,
  name: boundedText(100).min(1),
  /** Id of the entity (organization, script category, policy ...) the permission is limited to. */
  entityId: recordId.nullable().default(null),
  /** Device permissions: the node class they are limited to. */
  nodeClass: boundedText(100).nullable().default(null),
  /** Device permissions: the node role they are limited to. */
  nodeRoleId: recordId.nullable().default(null),
});
export type Permission = z.infer<typeof permissionSchema>;

/** A division configuration entry (000 §3.10). */
export const divisionConfigEntrySchema = z.object({ name: z.string(), enabled: z.boolean() });
export type DivisionConfigEntry = z.infer<typeof divisionConfigEntrySchema>;

/** The signed-in user as the session carries them (001 §3 User, 002 §3 User). */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userType: z.enum(['TECHNICIAN', 'END_USER']),
  sysadmin: z.boolean(),
  ninjaAdmin: z.boolean(),
  mfaEnabled: z.boolean(),
  permissions: z.array(permissionSchema),
  content: z
    .object({
      permissions: z
        .object({ ticketCrud: z.array(z.enum(['READ', 'CREATE', 'UPDATE', 'DELETE'])) })
        .partial(),
      runOnlyScriptCategories: z.array(z.number().int()),
      /** Minutes; 240 when not set (002 §6). */
      userInactivityTimeout: z.number().int().positive(),
    })
    .partial(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The current account (division) with its trial and branding data (000 §3.1). */
export const sessionDivisionSchema = z.object({
  uid: z.string(),
  companyName: z.string(),
  isTrialLicense: z.boolean(),
  /** Epoch seconds, or null without a trial expiration. */
  licenseExpirationDateTime: z.number().nullable(),
  /** Epoch seconds. */
  accountCreatedDate: z.number(),
  /** Cloud-IT edition: hides Backup and the web-reputation security entries. */
  cloudEdition: z.boolean(),
  /** Product name shown wherever the spec quotes the source product's name. @default 'Console' */
  productName: z.string(),
  /** Settings that gate features (ticketing enabled, documentation features...). */
  settings: z.record(z.string(), z.boolean()),
});
export type SessionDivision = z.infer<typeof sessionDivisionSchema>;

/** Everything a widget needs to know about who is signed in and what is switched on. */
export const sessionSchema = z.object({
  user: sessionUserSchema,
  division: sessionDivisionSchema,
  /** Feature flags switched on for the division (000 §6, 001 §6, 002 §6). */
  featureFlags: z.array(z.string()),
  divisionConfig: z.array(divisionConfigEntrySchema),
});
export type Session = z.infer<typeof sessionSchema>;
