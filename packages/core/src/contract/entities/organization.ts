import { z } from 'zod';
import { idSchema, optionalText, requiredText, timestampSchema } from './common';

/** A location of an organization (001 §3 Location: id, name). */
export const locationSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  description: z.string().nullable(),
});
export type Location = z.infer<typeof locationSchema>;

/** How an organization treats newly seen devices (000 §5.6: REJECT blocks enrollment). */
export const nodeApprovalModeSchema = z.enum(['AUTOMATIC', 'MANUAL', 'REJECT']);
export type NodeApprovalMode = z.infer<typeof nodeApprovalModeSchema>;

/** An organization (client), 002 §3 and 001 §3 (id, name, locations). */
export const organizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  nodeApprovalMode: nodeApprovalModeSchema,
  /** Delete backup data permanently when the organization is deleted (002 §3). */
  deleteBackupDataPermanently: z.boolean(),
  /** Backup data exists for this organization (002 §7: "check whether backup data exists"). */
  hasBackupData: z.boolean(),
  locations: z.array(locationSchema),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Organization = z.infer<typeof organizationSchema>;

/** GET /client/list item (002 §7): id and name. */
export const organizationListItemSchema = z.object({ id: z.number().int(), name: z.string() });

/** Picker item (GET /query/organizations, 001 §3): id, name, locations. */
export const organizationPickerItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type OrganizationPickerItem = z.infer<typeof organizationPickerItemSchema>;

/** Organization and location name limits (chosen; the spec does not show them). */
export const ORGANIZATION_NAME_MAX = 200;
export const LOCATION_NAME_MAX = 200;

const locationInputSchema = z.object({
  name: requiredText(LOCATION_NAME_MAX),
  address: optionalText(500),
  description: optionalText(1000),
});

/** POST /client: a new organization with at least one location. */
export const organizationCreateSchema = z.object({
  name: requiredText(ORGANIZATION_NAME_MAX),
  description: optionalText(1000),
  nodeApprovalMode: nodeApprovalModeSchema.default('AUTOMATIC'),
  deleteBackupDataPermanently: z.boolean().default(false),
  locations: z.array(locationInputSchema).min(1, 'Add at least one location').max(500),
});
export type OrganizationCreate = z.input<typeof organizationCreateSchema>;

/** PUT /client: only the keys sent change. */
export const organizationUpdateSchema = z.object({
  id: idSchema,
  name: requiredText(ORGANIZATION_NAME_MAX).optional(),
  description: optionalText(1000).optional(),
  nodeApprovalMode: nodeApprovalModeSchema.optional(),
  deleteBackupDataPermanently: z.boolean().optional(),
});
export type OrganizationUpdate = z.input<typeof organizationUpdateSchema>;

/** POST /client/{id}/location. */
export const locationCreateSchema = locationInputSchema;
/** PUT /client/{id}/location/{locationId}. */
export const locationUpdateSchema = locationInputSchema.partial();

/** A warning shown before an organization is deleted (002 §7); known code TICKETING_TICKET_OPEN. */
export const deleteWarningSchema = z.object({ code: z.string(), message: z.string() });
export type DeleteWarning = z.infer<typeof deleteWarningSchema>;
