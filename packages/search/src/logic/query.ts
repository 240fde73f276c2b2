import { SEARCH_INPUT_MAX, type SearchFilter } from '@console/core';

/** The input's maximum length (001 §5, §9). */
export const SEARCH_MAX_LENGTH = SEARCH_INPUT_MAX;

/**
 * The text a search sends: trimmed and cut to the input limit.
 * @example normalizeQuery('  desktop ') // 'desktop'
 */
export function normalizeQuery(text: string): string {
  return text.slice(0, SEARCH_MAX_LENGTH).trim();
}

/**
 * Whether the text starts a search: an empty or whitespace-only query does not (001 §4). The spec
 * shows no minimum length for a server search; one character is enough here.
 * @example isSearchable('   ') // false
 */
export function isSearchable(text: string): boolean {
  return normalizeQuery(text).length > 0;
}

/** The path of the full results page (001 §2.1). */
export const SEARCH_RESULTS_PATH = '/search';

/**
 * The full results page's route: `/search?searchValue={text}&searchFilter={filter}` (001 §2.1).
 * @example resultsPageRoute('desk top', 'devices') // '/search?searchValue=desk%20top&searchFilter=devices'
 */
export function resultsPageRoute(text: string, filter: SearchFilter): string {
  return `${SEARCH_RESULTS_PATH}?searchValue=${encodeURIComponent(normalizeQuery(text))}&searchFilter=${filter}`;
}

/**
 * Whether a host route is an editor page, where the `/` shortcut stays off (001 §2.1).
 * @example isEditorRoute('/editor/policy/4') // true
 */
export function isEditorRoute(route: string | null | undefined): boolean {
  return !!route && /^\/?editor(\/|$|\?)/.test(route.replace(/^#/, ''));
}

/** Minimal view of a keyboard event for {@link shouldFocusOnSlash}. */
export interface SlashKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

const TYPING_ROLES = new Set(['textbox', 'combobox', 'searchbox', 'spinbutton']);

/**
 * Whether a key press should focus the search box: `/` without modifiers, not typed into an
 * input, text area, select or editable element, not inside a dialog, and not on an editor page
 * (001 §2.1).
 * @example shouldFocusOnSlash(event, '/deviceSearch') // true for a bare '/' on the page
 */
export function shouldFocusOnSlash(event: SlashKeyEvent, route?: string | null): boolean {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
    return false;
  if (isEditorRoute(route)) return false;
  const target = event.target as Element | null;
  if (!target || typeof (target as Element).closest !== 'function') return true;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return false;
  const role = target.getAttribute('role');
  if (role && TYPING_ROLES.has(role)) return false;
  if (target.closest('dialog, [role="dialog"], [role="alertdialog"]')) return false;
  return true;
}

/**
 * Reads the results page's URL parameters (`searchValue`, `searchFilter`), tolerating anything.
 * @example parseResultsPageParams({ searchValue: 'x', searchFilter: 'devices' }) // { searchValue: 'x', searchFilter: 'devices' }
 */
export function parseResultsPageParams(params: Record<string, unknown>): {
  searchValue: string;
  searchFilter: string;
} {
  const value = params.searchValue;
  const filter = params.searchFilter;
  return {
    searchValue:
      typeof value === 'string'
        ? value.slice(0, SEARCH_MAX_LENGTH)
        : typeof value === 'number'
          ? String(value)
          : '',
    searchFilter: typeof filter === 'string' ? filter : 'all',
  };
}
