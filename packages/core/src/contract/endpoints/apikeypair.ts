import { z } from 'zod';
import { defineEndpoint } from '../define';
import { apiKeyPairCreateSchema, apiKeyPairSchema, apiKeyPairUpdateSchema } from '../entities/api-key';
import { idParamsSchema, successAnswerSchema } from '../entities/common';

const keyAnswer = z.object({ resultCode: z.literal('SUCCESS'), apiKeyPair: apiKeyPairSchema });

/** API key pair record endpoints (002 §7), system administrators only. */
export const apiKeyPairEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/apikeypair/list',
    summary: 'List API key pairs',
    response: z.array(apiKeyPairSchema),
    tag: 'apikeypair',
  }),
  /** The client secret is answered once and stored only as a hash. */
  create: defineEndpoint({
    method: 'POST',
    path: '/apikeypair',
    summary: 'Create an API key pair',
    body: apiKeyPairCreateSchema,
    response: keyAnswer.extend({ clientSecret: z.string() }),
    tag: 'apikeypair',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/apikeypair',
    summary: 'Update an API key pair',
    body: apiKeyPairUpdateSchema,
    response: keyAnswer,
    tag: 'apikeypair',
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/apikeypair/{id}',
    summary: 'Delete an API key pair',
    params: idParamsSchema,
    response: successAnswerSchema,
    tag: 'apikeypair',
  }),
} as const;
