import { z } from 'zod';
import { idSchema, REQUIRED_MESSAGE } from './common';
import { boundedText, recordId } from './primitives';
import {
  MATCH_ATTRIBUTE_VALUES,
  SEARCH_FILTER_VALUES,
  SEARCH_INPUT_MAX,
  SEARCH_POPOVER_LIMIT,
  SEARCH_RESULT_LIMIT,
  SEARCH_RESULT_TYPE_VALUES,
  searchResultTypes,
} from './search-constants';

export {
  EXACT_SCORE,
  matchAttributes,
  RECENT_SEARCH_LIMIT,
  SEARCH_INPUT_MAX,
  SEARCH_POPOVER_LIMIT,
  SEARCH_RESULT_LIMIT,
  searchFilters,
  searchResultTypes,
} from './search-constants';

export { SEARCH_FILTER_RESULT_TYPES } from './search-filter-types';

/** Search result types (001 §3). */
export const searchResultTypeSchema = z.enum(SEARCH_RESULT_TYPE_VALUES);
/**
 * A search result type.
 * @example const type: SearchResultType = 'DEVICE';
 */
export type SearchResultType = z.infer<typeof searchResultTypeSchema>;

/** Attributes a result can match on (001 §3). */
export const matchAttributeSchema = z.enum(MATCH_ATTRIBUTE_VALUES);
/**
 * An attribute a result matched on.
 * @example const attr: MatchAttribute = 'macAddress';
 */
export type MatchAttribute = z.infer<typeof matchAttributeSchema>;

/** Search filters (001 §2.1). */
export const searchFilterSchema = z.enum(SEARCH_FILTER_VALUES);
/**
 * A search filter of the filter dropdown.
 * @example const filter: SearchFilter = 'devices';
 */
export type SearchFilter = z.infer<typeof searchFilterSchema>;

/**
 * Extra fields of a result (001 §3): the apps-and-services document template, and the device's last
 * logged-in user (sent as `lastLoggedInUser`; older servers send `lastLoggedOnUser`).
 */
export const searchResultDetailsSchema = z
  .object({
    documentTemplateId: z.number().int().nullish(),
    documentTemplateAllowMultiple: z.boolean().nullish(),
    lastLoggedInUser: z.string().nullish(),
    lastLoggedOnUser: z.string().nullish(),
  })
  .partial();
export type SearchResultDetails = z.infer<typeof searchResultDetailsSchema>;

/**
 * One search result (001 §3). `type` is kept as a string so that a client meeting a type it does
 * not know can skip it and report it (001 §8) instead of failing the whole answer.
 */
export const searchResultItemSchema = z.object({
  type: z.string(),
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  description: z.string().nullish(),
  /** The result's organization. */
  clientName: z.string().nullish(),
  clientId: z.number().int().nullish(),
  nodeClass: z.string().nullish(),
  nodeType: z.string().nullish(),
  /** 100 for an exact match; lower for suggestions. */
  score: z.number(),
  /** The attribute that matched ({@link MatchAttribute}). */
  matchAttr: z.string().nullish(),
  matchAttrValue: z.string().nullish(),
  /** Administration pages: the page's own route. */
  route: z.string().nullish(),
  details: searchResultDetailsSchema.nullish(),
});
/**
 * A search result.
 * @example const item: SearchResultItem = { type: 'DEVICE', id: 7, name: 'DESKTOP-7', score: 100 };
 */
export type SearchResultItem = z.infer<typeof searchResultItemSchema>;

/** An administration page entry (001 §3). */
export const administrationPageSchema = z.object({
  name: z.string().min(1).max(200),
  category: boundedText(200),
  searchAliases: z.array(boundedText(200)).max(50),
  route: z.string().min(1).max(500),
});
/**
 * An administration page as global search matches it.
 * @example { name: 'Technicians', category: 'Accounts', searchAliases: ['users'], route: '/administration/users/technicians' }
 */
export type AdministrationPage = z.infer<typeof administrationPageSchema>;

/**
 * POST /qsearch body (001 §7.1): `query`, `limit` and `filters` (result types). The variant sends
 * `filter` and `administrationPages` instead, and the server matches those pages too.
 */
export const searchQuerySchema = z.object({
  query: z.string().trim().min(1, REQUIRED_MESSAGE).max(SEARCH_INPUT_MAX),
  limit: z.number().int().min(1).max(SEARCH_RESULT_LIMIT).default(SEARCH_POPOVER_LIMIT),
  filters: z.array(searchResultTypeSchema).max(searchResultTypes.length).optional(),
  filter: searchFilterSchema.optional(),
  administrationPages: z.array(administrationPageSchema).max(500).optional(),
});
/**
 * What a client sends to POST /qsearch.
 * @example const body: SearchQuery = { query: 'desktop', limit: 50, filters: ['DEVICE'] };
 */
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** POST /qsearch answer: exact (score 100) and suggested matches. */
export const searchAnswerSchema = z.object({
  exact: z.array(searchResultItemSchema),
  suggested: z.array(searchResultItemSchema),
  /**
   * The division's default ticket board, the target of the Ticketing filter's empty-result hint
   * (`/ticketing/board/{default board}`, 001 §2.1); sent when ticketing results were asked for.
   */
  defaultBoardId: z.number().int().nullish(),
});
/**
 * The answer of POST /qsearch.
 * @example const { exact, suggested }: SearchAnswer = await client.call(endpoints.search.query, { body });
 */
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/**
 * What a recent search keeps besides its name (001 §3): an administration entry stores its route
 * (a string); other entries keep what their destination needs (organization, node class and type,
 * document template).
 */
export const recentSearchDetailsSchema = z.union([
  boundedText(500),
  z
    .object({
      clientId: recordId.nullish(),
      clientName: boundedText(500).nullish(),
      nodeClass: boundedText(100).nullish(),
      nodeType: boundedText(100).nullish(),
      documentTemplateId: recordId.nullish(),
      documentTemplateAllowMultiple: z.boolean().nullish(),
    })
    .partial(),
]);
/**
 * The details of a recent search.
 * @example const details: RecentSearchDetails = '/administration/users/technicians';
 */
export type RecentSearchDetails = z.infer<typeof recentSearchDetailsSchema>;

/**
 * A recent search (001 §3): id, name, type, description, details. Administration entries are
 * identified by their route (a string); every other type by its numeric id.
 */
export const recentSearchSchema = z
  .object({
    id: z.union([recordId, boundedText(500).min(1)]),
    name: z.string().min(1).max(SEARCH_INPUT_MAX),
    type: searchResultTypeSchema,
    description: boundedText(SEARCH_INPUT_MAX).nullish(),
    details: recentSearchDetailsSchema.nullish(),
  })
  .superRefine((recent, ctx) => {
    const administration = recent.type === 'ADMINISTRATION';
    if (administration ? typeof recent.id !== 'string' : typeof recent.id !== 'number') {
      ctx.addIssue({
        code: 'custom',
        path: ['id'],
        message: administration ? 'Must be a route' : 'Must be a whole number',
      });
    }
  });
/**
 * A recent search, as GET /qsearch/recent lists it and POST /qsearch/recent records it.
 * @example const recent: RecentSearch = { id: 7, name: 'DESKTOP-7', type: 'DEVICE' };
 */
export type RecentSearch = z.infer<typeof recentSearchSchema>;

/** The body of the device details lookup (001 §7.1): up to 100 device ids. */
export const searchDeviceDetailsQuerySchema = z.object({ ids: z.array(idSchema).max(100) });

/** A device of the device details lookup: what its result row and destination need. */
export const searchDeviceDetailsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  clientId: z.number().int().nullish(),
  clientName: z.string().nullish(),
  nodeClass: z.string(),
  nodeType: z.string(),
  lastLoggedInUser: z.string().nullish(),
});
/**
 * A device found by the details lookup.
 * @example const node: SearchDeviceDetails = { id: 7, name: 'DESKTOP-7', nodeClass: 'WINDOWS_WORKSTATION', nodeType: 'AGENT' };
 */
export type SearchDeviceDetails = z.infer<typeof searchDeviceDetailsSchema>;

/** The KB item path lookup's query (001 §7.1): the item and whether it is a file (a document). */
export const kbItemPathQuerySchema = z.object({
  itemId: idSchema,
  isFile: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .default(true),
});

/** A folder of a knowledge base chain. */
export const kbFolderSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * The KB item path answer: the folder chain from the knowledge base's root folder (first) to the
 * folder holding the item (last), and the item's organization (null: the global knowledge base).
 */
export const kbItemPathSchema = z.object({
  clientId: z.number().int().nullable(),
  folders: z.array(kbFolderSchema),
});
/**
 * A knowledge base item's folder chain.
 * @example const path: KbItemPath = { clientId: null, folders: [{ id: 1, name: 'Knowledge Base' }] };
 */
export type KbItemPath = z.infer<typeof kbItemPathSchema>;
