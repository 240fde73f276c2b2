import { z } from 'zod';
import { idSchema, requiredText, timestampSchema } from './common';
import { boundedJson, boundedText, idList } from './primitives';
import { permissionEntityTypeSchema, permissionSchema } from './session';

/** User types (000 §1): technicians and end users. */
export const userTypeSchema = z.enum(['TECHNICIAN', 'END_USER']);
export type UserType = z.infer<typeof userTypeSchema>;

/** User content (002 §3 User): ticketing rights, run-only script categories, timeout, notifications. */
export const userContentSchema = z
  .object({
    permissions: z.object({ ticketCrud: z.array(z.enum(['READ', 'CREATE', 'UPDATE', 'DELETE'])) }).partial(),
    runOnlyScriptCategories: idList(),
    /** Minutes of inactivity before the session ends; 240 when not set. */
    userInactivityTimeout: z.number().int().min(1).max(100_000),
    notification: z
      .object({
        smsEnabled: z.boolean(),
        emailEnabled: z.boolean(),
        pushNotificationEnabled: z.boolean(),
        priority: boundedText(100),
        severity: boundedText(100),
        schedule: boundedJson(),
      })
      .partial(),
  })
  .partial();
export type UserContent = z.infer<typeof userContentSchema>;

/** A user record (002 §3 User; 001 §3 User). Never carries a password or an MFA secret. */
export const appUserSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  userType: userTypeSchema,
  sysadmin: z.boolean(),
  ninjaAdmin: z.boolean(),
  mfaEnabled: z.boolean(),
  /** Technicians: their technician role; end users: their end-user role. */
  roleId: z.number().int().nullable(),
  /** End users: the organization they belong to. */
  clientId: z.number().int().nullable(),
  content: userContentSchema,
  createdAt: timestampSchema,
});
export type AppUser = z.infer<typeof appUserSchema>;

/** Name limits of users (chosen; not shown in the spec). */
export const USER_NAME_MAX = 100;

const emailSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? 'Required' : 'Please enter a valid email address'),
  })
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address').max(254));

/** A password for a new account: at least 12 characters (chosen; not shown in the spec). */
export const passwordSchema = z
  .string()
  .min(12, 'The password must be at least 12 characters')
  .max(200, 'The password must be at most 200 characters');

/** POST /appuser: creates a technician or an end user (system administrators only, 002 §6). */
export const appUserCreateSchema = z
  .object({
    firstName: requiredText(USER_NAME_MAX),
    lastName: requiredText(USER_NAME_MAX),
    email: emailSchema,
    phone: z.string().trim().max(40).nullish(),
    userType: userTypeSchema.default('TECHNICIAN'),
    sysadmin: z.boolean().default(false),
    roleId: idSchema.nullish(),
    clientId: idSchema.nullish(),
    password: passwordSchema.optional(),
    content: userContentSchema.default({}),
  })
  .refine((value) => value.userType !== 'END_USER' || !!value.clientId, {
    path: ['clientId'],
    message: 'Required',
  })
  .refine((value) => value.userType !== 'END_USER' || !value.sysadmin, {
    path: ['sysadmin'],
    message: 'An end user cannot be a system administrator',
  });
export type AppUserCreate = z.input<typeof appUserCreateSchema>;

/** PUT /appuser: only the keys sent change. */
export const appUserUpdateSchema = z.object({
  id: idSchema,
  firstName: requiredText(USER_NAME_MAX).optional(),
  lastName: requiredText(USER_NAME_MAX).optional(),
  email: emailSchema.optional(),
  phone: z.string().trim().max(40).nullable().optional(),
  sysadmin: z.boolean().optional(),
  roleId: idSchema.nullable().optional(),
  clientId: idSchema.nullable().optional(),
  password: passwordSchema.optional(),
  content: userContentSchema.optional(),
});
export type AppUserUpdate = z.input<typeof appUserUpdateSchema>;

/** GET /appuser query (002 §7: `?userType=TECHNICIAN`). */
export const appUserListQuerySchema = z.object({ userType: userTypeSchema.optional() });

/** A technician or end-user role: a named set of permissions (002 §6). */
export const userRoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  roleType: userTypeSchema,
  permissions: z.array(permissionSchema),
  /** Users holding the role. */
  userCount: z.number().int(),
});
export type UserRole = z.infer<typeof userRoleSchema>;

const rolePermissionInputSchema = z.object({
  type: permissionEntityTypeSchema,
  name: requiredText(100),
  entityId: idSchema.nullish().transform((value) => value ?? null),
  nodeClass: z
    .string()
    .max(60)
    .nullish()
    .transform((value) => value ?? null),
  nodeRoleId: idSchema.nullish().transform((value) => value ?? null),
});

/** POST /userrole. */
export const userRoleCreateSchema = z.object({
  name: requiredText(100),
  description: z.string().trim().max(250).nullish(),
  roleType: userTypeSchema.default('TECHNICIAN'),
  permissions: z.array(rolePermissionInputSchema).max(2000),
});
export type UserRoleCreate = z.input<typeof userRoleCreateSchema>;

/** PUT /userrole. */
export const userRoleUpdateSchema = z.object({
  id: idSchema,
  name: requiredText(100).optional(),
  description: z.string().trim().max(250).nullable().optional(),
  permissions: z.array(rolePermissionInputSchema).max(2000).optional(),
});
export type UserRoleUpdate = z.input<typeof userRoleUpdateSchema>;

/** GET /userrole/permission-catalogue answer: the entries of `PERMISSION_CATALOGUE` (002 §6). */
export const permissionCatalogueSchema = z.array(
  z.object({
    type: permissionEntityTypeSchema,
    name: z.string(),
    level: z.enum(['system', 'node', 'entity']),
    scopeFields: z.array(z.enum(['entityId', 'nodeClass', 'nodeRoleId'])),
    description: z.string(),
    source: z.string(),
  }),
);

/** GET /userrole/list query. */
export const userRoleListQuerySchema = z.object({ roleType: userTypeSchema.optional() });
