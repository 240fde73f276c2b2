import { z } from 'zod';

/** Credential types (002 §3 Credential; 000 §3.5 adds the discovery kinds). */
export const credentialTypeSchema = z.enum(['BASIC', 'SNMPV1', 'SNMPV2', 'SNMPV12C', 'SNMPV3', 'TELNET_SSH']);
export type CredentialType = z.infer<typeof credentialTypeSchema>;

/** A credential as listed: its secret is never returned (ARCHITECTURE: secrets encrypted at rest). */
export const credentialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  credentialType: credentialTypeSchema,
  /** Null: shared by the whole division. */
  clientId: z.number().int().nullable(),
  username: z.string().nullable(),
});
export type Credential = z.infer<typeof credentialSchema>;
