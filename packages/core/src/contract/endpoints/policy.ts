import { z } from 'zod';
import { defineEndpoint } from '../define';
import {
  idParamsSchema,
  idSchema,
  pagedSchema,
  pageQuerySchema,
  successAnswerSchema,
} from '../entities/common';
import {
  policyCreateSchema,
  policyListItemSchema,
  policyNodeClassSchema,
  policySchema,
  policyUpdateSchema,
} from '../entities/policy';

const policyAnswer = z.object({ resultCode: z.literal('SUCCESS'), policy: policySchema });

/** GET /query/policies query: paging, optional name filter and extra parameters (001 §7.2). */
export const policyQuerySchema = pageQuerySchema.extend({
  name: z.string().trim().max(200).optional(),
  nodeClass: policyNodeClassSchema.optional(),
  nodeRoleId: idSchema.optional(),
});

/** Policy record endpoints (002 §7). Saves are MFA step-up endpoints. */
export const policyEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/policy/{id}',
    summary: 'Get a policy',
    params: idParamsSchema,
    response: policyAnswer,
    apiKey: 'monitoring',
    tag: 'policy',
  }),
  /** Creates (or copies, with parentPolicyId) a policy; 409 POLICY_NAME_ALREADY_IN_USE. */
  create: defineEndpoint({
    method: 'POST',
    path: '/policy',
    summary: 'Create a policy',
    mfa: true,
    body: policyCreateSchema,
    response: policyAnswer.extend({ policyId: z.number().int() }),
    tag: 'policy',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/policy',
    summary: 'Update a policy',
    mfa: true,
    body: policyUpdateSchema,
    response: policyAnswer,
    tag: 'policy',
  }),
  /** Refused for a default policy (422 CANNOT_DELETE_DEFAULT_POLICY). */
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/policy/{id}',
    summary: 'Delete a policy',
    params: idParamsSchema,
    response: successAnswerSchema,
    tag: 'policy',
  }),
  /** Policy picker: paged (50), optional name filter. */
  query: defineEndpoint({
    method: 'GET',
    path: '/query/policies',
    summary: 'Policies for pickers (paged)',
    query: policyQuerySchema,
    response: pagedSchema(policyListItemSchema),
    apiKey: 'monitoring',
    tag: 'query',
  }),
} as const;
