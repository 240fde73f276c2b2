/** The server-side match of administration pages (the "variant" of 001 §7.1). */
import { type AdministrationPage, EXACT_SCORE, type SearchResultItem } from '@console/core';

/**
 * The "variant" of 001 §7.1: administration pages sent by the client, matched on the server by
 * name, category and aliases (exact name 100, name prefix 90, name containing 75, category or
 * alias containing 60). The widget itself matches pages in the browser with the fuzzy rules.
 */
export function matchAdministrationPages(
  query: string,
  pages: readonly AdministrationPage[],
): SearchResultItem[] {
  const q = query.toLowerCase();
  if (q.length < 3) return [];
  const items: SearchResultItem[] = [];
  for (const page of pages) {
    const name = page.name.toLowerCase();
    let score = 0;
    if (name === q) score = EXACT_SCORE;
    else if (name.startsWith(q)) score = 90;
    else if (name.includes(q)) score = 75;
    else if ([page.category, ...page.searchAliases].some((text) => text.toLowerCase().includes(q)))
      score = 60;
    if (score > 0)
      items.push({
        type: 'ADMINISTRATION',
        id: page.route,
        name: page.name,
        description: page.category,
        score,
        matchAttr: 'name',
        matchAttrValue: page.name,
        route: page.route,
      });
  }
  return items;
}
