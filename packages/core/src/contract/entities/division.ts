import { z } from 'zod';
import { DIVISION_CONFIG } from '../../permissions/constants';
import { idSchema } from './common';
import { recordId } from './primitives';

/** An account (division) the user belongs to (001 §3 Account). */
export const accountSchema = z.object({ divisionUid: z.string(), companyName: z.string() });
export type Account = z.infer<typeof accountSchema>;

/** POST /appuser-accounts/switch body (001 §7.3). */
export const accountSwitchSchema = z.object({
  divisionUid: z.uuid('Unknown account'),
});

/** Trial data (000 §3.1); the session's division carries it too. */
export const trialInfoSchema = z.object({
  isTrialLicense: z.boolean(),
  divisionUid: z.string(),
  /** Epoch seconds, or null without an expiration. */
  licenseExpirationDateTime: z.number().nullable(),
  /** Epoch seconds. */
  accountCreatedDate: z.number(),
});
export type TrialInfo = z.infer<typeof trialInfoSchema>;

/** The sales contact returned by the trial banner's Contact call (000 §3.1, §7.1). */
export const salesContactSchema = z.object({ contactEmail: z.string(), contactName: z.string() });
export type SalesContact = z.infer<typeof salesContactSchema>;

/** `{ divisionUid }` path parameters of the trial banner calls. */
export const divisionUidParamsSchema = z.object({ divisionUid: z.uuid('Unknown account') });

/** The Buy helper's answer (000 §7.1; path and answer not shown in the spec: chosen). */
export const buyNowSchema = z.object({ url: z.string() });

/**
 * Division configuration entry names (000 §3.10, 002 §3), from `DIVISION_CONFIG` of the
 * permissions module: the product's own remote tool, the third-party remote tools, backup, the
 * default NMS agent division name and the IT asset management division.
 */
export const divisionConfigNameSchema = z.enum(
  Object.values(DIVISION_CONFIG) as [DivisionConfigName, ...DivisionConfigName[]],
);
export type DivisionConfigName = (typeof DIVISION_CONFIG)[keyof typeof DIVISION_CONFIG];

/** PUT /divisionconfig/{name} body. */
export const divisionConfigUpdateSchema = z.object({ enabled: z.boolean() });
export const divisionConfigParamsSchema = z.object({ name: divisionConfigNameSchema });

/** GET and PUT /divisionconfig/psa (002 §7): `content.defaultTicketTemplateId`. */
export const psaConfigSchema = z.object({
  content: z.object({ defaultTicketTemplateId: z.number().int().nullable() }),
});
export const psaConfigUpdateSchema = z.object({
  content: z.object({
    defaultTicketTemplateId: idSchema.nullable(),
  }),
});

/** A dismissable announcement (000 §2.14): id and message in limited markdown. */
export const announcementSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  /** Epoch seconds. */
  startTime: z.number().nullable(),
  endTime: z.number().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/**
 * PATCH /appuser/application-announcement: "the announcement id as body" (000 §7.2). A bare JSON
 * number; `{ id }` is accepted too.
 */
export const announcementDismissSchema = z
  .union([z.number(), z.object({ id: z.number() })])
  .transform((value) => (typeof value === 'number' ? value : value.id))
  .pipe(recordId);
