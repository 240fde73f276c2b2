import { z } from 'zod';
import { defineEndpoint } from '../define';
import { successAnswerSchema } from '../entities/common';
import { recentSearchSchema, searchAnswerSchema, searchQuerySchema } from '../entities/search';

/** Global search (001 §7.1). Served by a later issue (trigram index over devices). */
export const searchEndpoints = {
  query: defineEndpoint({
    method: 'POST',
    path: '/qsearch',
    summary: 'Global search',
    body: searchQuerySchema,
    response: searchAnswerSchema,
    tag: 'search',
  }),
  recent: defineEndpoint({
    method: 'GET',
    path: '/qsearch/recent',
    summary: 'Recent searches',
    response: z.array(recentSearchSchema),
    tag: 'search',
  }),
  addRecent: defineEndpoint({
    method: 'POST',
    path: '/qsearch/recent',
    summary: 'Add a recent search',
    body: recentSearchSchema,
    response: successAnswerSchema,
    tag: 'search',
  }),
} as const;
