/**
 * The one search text core's primitives also show (the combobox's loading row); the rest of global
 * search's texts are `@console/search`'s own section (`packages/search/src/messages.ts`).
 */
export const searchSharedMessages = {
  'search.loading': 'Searching',
} as const;
