import { z } from 'zod';

/** Search result types (001 §3). */
export const searchResultTypeSchema = z.enum([
  'POLICY',
  'GROUP',
  'BOARD',
  'TICKET',
  'ORGANIZATION',
  'LOCATION',
  'DEVICE',
  'TECHNICIAN_USER',
  'END_USER',
  'KB_DOCUMENT',
  'CHECKLIST',
  'APPS_AND_SERVICES',
  'ADMINISTRATION',
]);
export type SearchResultType = z.infer<typeof searchResultTypeSchema>;

/** Attributes a result can match on (001 §3). */
export const matchAttributeSchema = z.enum([
  'assignedUser',
  'name',
  'email',
  'systemName',
  'friendlyName',
  'dnsName',
  'serialNumber',
  'biosSerialNumber',
  'lastLoggedInUser',
  'publicIp',
  'ipAddress',
  'macAddress',
  'serviceTag',
  'id',
]);
export type MatchAttribute = z.infer<typeof matchAttributeSchema>;

/** Search filters (001 §2.1). */
export const searchFilterSchema = z.enum([
  'all',
  'organizations',
  'devices',
  'groups',
  'policies',
  'users',
  'ticketing',
  'kb_document',
  'checklist',
  'apps_and_services',
  'administration',
]);
export type SearchFilter = z.infer<typeof searchFilterSchema>;

/** One search result (001 §3). Unknown types are kept as strings so the client can skip them. */
export const searchResultItemSchema = z.object({
  type: z.string(),
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  description: z.string().nullish(),
  clientName: z.string().nullish(),
  clientId: z.number().int().nullish(),
  nodeClass: z.string().nullish(),
  nodeType: z.string().nullish(),
  score: z.number(),
  matchAttr: z.string().nullish(),
  matchAttrValue: z.string().nullish(),
  route: z.string().nullish(),
  details: z
    .object({
      documentTemplateId: z.number().nullish(),
      documentTemplateAllowMultiple: z.boolean().nullish(),
      lastLoggedInUser: z.string().nullish(),
      lastLoggedOnUser: z.string().nullish(),
    })
    .partial()
    .nullish(),
});
export type SearchResultItem = z.infer<typeof searchResultItemSchema>;

/** Input limit and server result limit (001 §9). */
export const SEARCH_INPUT_MAX = 1024;
export const SEARCH_RESULT_LIMIT = 500;

/** An administration page entry (001 §3). */
export const administrationPageSchema = z.object({
  name: z.string(),
  category: z.string(),
  searchAliases: z.array(z.string()),
  route: z.string(),
});

/** POST /qsearch body (001 §7.1); the variant sends `filter` and `administrationPages`. */
export const searchQuerySchema = z.object({
  query: z.string().trim().min(1, 'Required').max(SEARCH_INPUT_MAX),
  limit: z.number().int().min(1).max(SEARCH_RESULT_LIMIT).default(50),
  filters: z.array(searchResultTypeSchema).optional(),
  filter: searchFilterSchema.optional(),
  administrationPages: z.array(administrationPageSchema).optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** POST /qsearch answer: exact (score 100) and suggested matches. */
export const searchAnswerSchema = z.object({
  exact: z.array(searchResultItemSchema),
  suggested: z.array(searchResultItemSchema),
});

/** A recent search (001 §3): administration entries store their route as details. */
export const recentSearchSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  type: z.string(),
  description: z.string().nullish(),
  details: z.unknown().optional(),
});
export type RecentSearch = z.infer<typeof recentSearchSchema>;
