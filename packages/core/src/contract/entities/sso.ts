/**
 * Single sign-on identity providers and SCIM 2.0 users (001: SSO and SCIM; RFC 7643 / 7644).
 * Only what SCIM provisioning needs of a provider is modelled (docs/protocol.md "SCIM").
 */
import { z } from 'zod';
import { optionalText, requiredText } from './common';
import { boundedText } from './primitives';

/** An SSO identity provider of the division (001: id, uid, metadata, enabled, SCIM, email domains, skip-MFA). */
export const identityProviderSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  metadataUrl: z.string().nullable(),
  enabled: z.boolean(),
  scimEnabled: z.boolean(),
  /** Whether a SCIM token exists (the token itself is shown once, when created). */
  scimTokenCreated: z.boolean(),
  emailDomains: z.array(z.string()),
  skipLoginMFA: z.boolean(),
  createdAt: z.string(),
});
export type IdentityProvider = z.infer<typeof identityProviderSchema>;

/** POST /divisionconfig/saml. */
export const identityProviderCreateSchema = z.object({
  name: requiredText(100),
  metadataUrl: optionalText(2000),
  emailDomains: z.array(requiredText(253)).max(50).optional(),
  skipLoginMFAConfig: z.boolean().optional(),
});

/** The SCIM schema URNs the server speaks. */
export const SCIM_SCHEMAS = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  list: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patch: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
} as const;

/** The largest SCIM page (`count`). */
export const SCIM_MAX_PAGE = 200;

const scimName = z.object({
  givenName: boundedText(100).optional(),
  familyName: boundedText(100).optional(),
  formatted: boundedText(200).optional(),
});
const scimEmail = z.object({
  value: boundedText(254),
  primary: z.boolean().optional(),
  type: boundedText(50).optional(),
});

/** The user types SCIM may provision (the console's two kinds of user). */
export const scimUserTypeSchema = z.enum(['TECHNICIAN', 'END_USER']);

/**
 * A SCIM User as a client sends it (POST, PUT). `userName` is the sign-in email unless a primary
 * email says otherwise; `userType` picks technician or end user (default end user). Other
 * attributes are ignored.
 */
export const scimUserInputSchema = z.object({
  schemas: z.array(boundedText(200)).max(10).optional(),
  userName: requiredText(254),
  externalId: boundedText(200).optional(),
  name: scimName.optional(),
  displayName: boundedText(200).optional(),
  emails: z.array(scimEmail).max(10).optional(),
  active: z.boolean().optional(),
  userType: scimUserTypeSchema.optional(),
});
export type ScimUserInput = z.input<typeof scimUserInputSchema>;

/** A SCIM User resource as the server answers it. */
export const scimUserSchema = z.object({
  schemas: z.array(z.string()),
  id: z.string(),
  externalId: z.string().optional(),
  userName: z.string(),
  name: z.object({ givenName: z.string(), familyName: z.string() }),
  emails: z.array(z.object({ value: z.string(), primary: z.boolean() })),
  active: z.boolean(),
  userType: scimUserTypeSchema,
  meta: z.object({
    resourceType: z.literal('User'),
    created: z.string(),
    lastModified: z.string(),
    location: z.string(),
  }),
});
export type ScimUser = z.infer<typeof scimUserSchema>;

/** A SCIM list answer (RFC 7644 §3.4.2). */
export const scimUserListSchema = z.object({
  schemas: z.array(z.string()),
  totalResults: z.number().int(),
  startIndex: z.number().int(),
  itemsPerPage: z.number().int(),
  Resources: z.array(scimUserSchema),
});

/** `GET /scim/v2/Users` query: `filter` (`userName eq "…"` or `externalId eq "…"`), 1-based paging. */
export const scimUserListQuerySchema = z.object({
  filter: boundedText(500).optional(),
  startIndex: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  count: z.coerce.number().int().min(0).max(SCIM_MAX_PAGE).optional(),
});

/** One operation of a SCIM PATCH (RFC 7644 §3.5.2): `op` add, replace or remove (any case). */
export const scimPatchOperationSchema = z.object({
  op: z
    .string()
    .max(10)
    .transform((op) => op.toLowerCase())
    .pipe(z.enum(['add', 'replace', 'remove'])),
  path: boundedText(200).optional(),
  value: z.unknown().optional(),
});

/** A SCIM PATCH body. */
export const scimPatchSchema = z.object({
  schemas: z.array(boundedText(200)).max(10).optional(),
  Operations: z.array(scimPatchOperationSchema).min(1).max(50),
});
