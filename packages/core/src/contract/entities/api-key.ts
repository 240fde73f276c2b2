import { z } from 'zod';
import { idSchema, requiredText } from './common';

/** An API key pair (002 §7 record endpoint /apikeypair). The secret is only shown once. */
export const apiKeyPairSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  clientId: z.string(),
  scopes: z.array(z.enum(['monitoring', 'management', 'control'])),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type ApiKeyPair = z.infer<typeof apiKeyPairSchema>;

/** POST /apikeypair. */
export const apiKeyPairCreateSchema = z.object({
  name: requiredText(100),
  scopes: z.array(z.enum(['monitoring', 'management', 'control'])).min(1, 'Required'),
});
/** PUT /apikeypair. */
export const apiKeyPairUpdateSchema = z.object({
  id: idSchema,
  name: requiredText(100).optional(),
  enabled: z.boolean().optional(),
  scopes: z
    .array(z.enum(['monitoring', 'management', 'control']))
    .min(1, 'Required')
    .optional(),
});
