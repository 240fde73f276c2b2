import { z } from 'zod';
import { defineEndpoint } from '../define';
import { idParamsSchema, idSchema, REQUIRED_MESSAGE, requiredText } from '../entities/common';
import { credentialSchema, credentialTypeSchema } from '../entities/credential';

export { CREDENTIAL_FORM_PATH } from './credential-constants';

/** SNMPv3 authentication protocols of the credential form (002 §3; the list is not shown: chosen). */
export const snmpAuthProtocolSchema = z.enum(['MD5', 'SHA', 'SHA224', 'SHA256', 'SHA384', 'SHA512']);
export type SnmpAuthProtocol = z.infer<typeof snmpAuthProtocolSchema>;
/** SNMPv3 privacy protocols of the credential form (chosen, as net-snmp agents offer them). */
export const snmpPrivProtocolSchema = z.enum(['DES', 'AES', 'AES192', 'AES256']);
export type SnmpPrivProtocol = z.infer<typeof snmpPrivProtocolSchema>;

/** Credential name limit (not shown in the spec: chosen). */
export const CREDENTIAL_NAME_MAX = 100;
/** Longest secret (password, community, key) the form accepts. */
export const CREDENTIAL_SECRET_MAX = 256;
/** Shortest SNMPv3 authentication or privacy key (RFC 3414 agents refuse fewer than 8 characters). */
export const SNMP_KEY_MIN = 8;

/** Which secret fields each credential type carries. */
export const CREDENTIAL_SECRET_FIELDS = {
  BASIC: ['password'],
  TELNET_SSH: ['password'],
  SNMPV1: ['community'],
  SNMPV2: ['community'],
  SNMPV12C: ['community'],
  SNMPV3: ['authPassword', 'privPassword'],
} as const satisfies Record<z.infer<typeof credentialTypeSchema>, readonly string[]>;

const secretText = z
  .string()
  .max(CREDENTIAL_SECRET_MAX, `Must be at most ${CREDENTIAL_SECRET_MAX} characters`);
const usernameText = z
  .string()
  .trim()
  .max(CREDENTIAL_SECRET_MAX, `Must be at most ${CREDENTIAL_SECRET_MAX} characters`)
  .nullish()
  .transform((value) => (value ? value : null));

const credentialFieldsSchema = z.object({
  name: requiredText(CREDENTIAL_NAME_MAX),
  credentialType: credentialTypeSchema,
  username: usernameText,
  password: secretText.optional(),
  community: secretText.optional(),
  authProtocol: snmpAuthProtocolSchema.nullish(),
  authPassword: secretText.optional(),
  privProtocol: snmpPrivProtocolSchema.nullish(),
  privPassword: secretText.optional(),
});
type CredentialFields = z.infer<typeof credentialFieldsSchema>;

/**
 * The per-type rules of the credential form. `keepSecrets`: an update may leave a secret empty
 * to keep the stored one.
 */
function checkCredential(value: CredentialFields, ctx: z.RefinementCtx, keepSecrets: boolean): void {
  const required = (path: keyof CredentialFields) => {
    const field = value[path];
    if (field === undefined || field === null || (typeof field === 'string' && field.trim() === ''))
      ctx.addIssue({ code: 'custom', path: [path], message: REQUIRED_MESSAGE });
  };
  const secret = (path: 'password' | 'community' | 'authPassword' | 'privPassword', min = 1) => {
    const field = value[path] ?? '';
    if (field === '') {
      if (!keepSecrets) required(path);
    } else if (field.length < min) {
      ctx.addIssue({ code: 'custom', path: [path], message: `Must be at least ${min} characters` });
    }
  };
  switch (value.credentialType) {
    case 'BASIC':
    case 'TELNET_SSH':
      required('username');
      secret('password');
      break;
    case 'SNMPV1':
    case 'SNMPV2':
    case 'SNMPV12C':
      secret('community');
      break;
    case 'SNMPV3':
      required('username');
      required('authProtocol');
      required('privProtocol');
      secret('authPassword', SNMP_KEY_MIN);
      secret('privPassword', SNMP_KEY_MIN);
      break;
  }
}

/**
 * POST /credential: a new credential of an organization (000 §5.4 needs one chosen), with the
 * secrets its type carries. The server encrypts the secrets at rest and never sends them back.
 * @example credentialCreateSchema.parse({ clientId: 3, name: 'Core switch', credentialType: 'SNMPV2', community: 'private' })
 */
export const credentialCreateSchema = credentialFieldsSchema
  .extend({ clientId: idSchema })
  .superRefine((value, ctx) => checkCredential(value, ctx, false));
export type CredentialCreate = z.input<typeof credentialCreateSchema>;

/** PUT /credential: the whole form again; an empty secret keeps the stored one. */
export const credentialUpdateSchema = credentialFieldsSchema
  .extend({ id: idSchema })
  .superRefine((value, ctx) => checkCredential(value, ctx, true));
export type CredentialUpdate = z.input<typeof credentialUpdateSchema>;

/** A credential read for editing: the listed fields plus its SNMPv3 protocols, never a secret. */
export const credentialDetailSchema = credentialSchema.extend({
  authProtocol: snmpAuthProtocolSchema.nullable(),
  privProtocol: snmpPrivProtocolSchema.nullable(),
});
export type CredentialDetail = z.infer<typeof credentialDetailSchema>;

const credentialAnswer = z.object({ resultCode: z.literal('SUCCESS'), credential: credentialDetailSchema });

/**
 * The credential records behind the New Credential secure form (002 §3, §4.3, §8; 000 §5.4).
 * Paths are not shown in the spec: chosen. The form page itself is `GET /credential/form` (HTML,
 * served outside the JSON contract): see `CREDENTIAL_FORM_PATH`.
 */
export const credentialRecordEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/credential/{id}',
    summary: 'Get a credential (without its secrets)',
    params: idParamsSchema,
    response: credentialAnswer,
    tag: 'credential',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/credential',
    summary: 'Create a credential (secrets encrypted at rest)',
    body: credentialCreateSchema,
    response: credentialAnswer.extend({ credentialId: z.number().int() }),
    tag: 'credential',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/credential',
    summary: 'Update a credential (an empty secret keeps the stored one)',
    body: credentialUpdateSchema,
    response: credentialAnswer,
    tag: 'credential',
  }),
} as const;

/**
 * What the secure form page posts to its parent window: `SUCCESS` with the action and the id, or
 * `FAILURE`. It never carries a secret.
 */
export const credentialFormMessageSchema = z.object({
  source: z.literal('console-credential-form'),
  status: z.enum(['SUCCESS', 'FAILURE']),
  action: z.enum(['created', 'updated']).optional(),
  credentialId: z.number().int().optional(),
});
export type CredentialFormMessage = z.infer<typeof credentialFormMessageSchema>;
