import {
  type Automation,
  type AutomationType,
  automationTypeOf,
  type MessageKey,
  type Permissions,
  type ScriptCategory,
  scriptLanguages,
  type Translate,
} from '@console/core';

/**
 * The library's pure logic (001 §2.7, §6): filters, search, sort, the Language filter rule, row
 * actions by permission, and where editing an automation leads. No React.
 */

/** The table's id (001 §2.7): its settings persist per id. */
export const SCRIPTS_TABLE_ID = 'scripts-table';
/** Rows per page (001 §9). */
export const LIBRARY_PAGE_SIZE = 50;

/** The tabs of the library and their routes (001 §2.7). */
export type LibraryTab = 'scripts' | 'underReview' | 'templateLibrary';
export const LIBRARY_ROUTES: Readonly<Record<LibraryTab, string>> = {
  scripts: '/administration/library/scripting/scripts',
  underReview: '/administration/library/scripting/underReview',
  templateLibrary: '/administration/library/scripting/templateLibrary',
};
/** The new-script editor route (001 §2.7). */
export const NEW_SCRIPT_ROUTE = '/editor/script/new';
/** The editor of an imported script file (001 §2.7). */
export const IMPORT_SCRIPT_ROUTE = '/editor/script/import';

/** Columns of the table (001 §2.7): the first four visible by default. */
export const LIBRARY_COLUMNS = [
  'name',
  'os',
  'type',
  'categories',
  'createdOn',
  'updatedOn',
  'createdBy',
  'lastUpdatedBy',
] as const;
export type LibraryColumn = (typeof LIBRARY_COLUMNS)[number];
export const DEFAULT_VISIBLE_COLUMNS: readonly LibraryColumn[] = ['name', 'os', 'type', 'categories'];

/** The automation types in filter order. */
export const AUTOMATION_TYPES: readonly AutomationType[] = [
  'ScriptAutomation',
  'NativeAutomation',
  'BinaryInstallAutomation',
  'BinaryRunAutomation',
  'FileTransferAutomation',
];

/** The table's filters, each multi-select (001 §2.7). Empty means no filter. */
export interface LibraryFilters {
  os: string[];
  type: string[];
  language: string[];
  categories: string[];
}

export const EMPTY_FILTERS: LibraryFilters = { os: [], type: [], language: [], categories: [] };

/** The sort of the table. */
export interface LibrarySort {
  id: LibraryColumn;
  desc: boolean;
}

/**
 * The Language filter shows only when the script type is selected or no default types are preset
 * (001 §2.7).
 * @example isLanguageFilterShown(['NativeAutomation'], []) // false
 */
export function isLanguageFilterShown(
  defaultTypes: readonly string[] | undefined,
  selectedTypes: readonly string[],
): boolean {
  if (!defaultTypes || defaultTypes.length === 0) return true;
  return selectedTypes.includes('ScriptAutomation');
}

/** The automation type of a row (the answer's, or from its language). */
export function typeOf(automation: Automation): AutomationType {
  return automation.automationType ?? automationTypeOf(automation.language);
}

/**
 * Applies the filters and the search text. The Language filter applies to scripts only, and only
 * while it shows; a category filter matches an automation with any of the chosen categories.
 */
export function filterAutomations(
  list: readonly Automation[],
  filters: LibraryFilters,
  search: string,
  options: { languageShown?: boolean } = {},
): Automation[] {
  const os = new Set(filters.os);
  const types = new Set(filters.type);
  const languages = options.languageShown === false ? new Set<string>() : new Set(filters.language);
  const categories = new Set(filters.categories.map(Number));
  const needle = search.trim().toLocaleLowerCase();
  return list.filter((automation) => {
    if (os.size > 0 && !automation.operatingSystems.some((value) => os.has(value))) return false;
    if (types.size > 0 && !types.has(typeOf(automation))) return false;
    if (languages.size > 0 && !languages.has(automation.language)) return false;
    if (categories.size > 0 && !automation.categoriesIds.some((id) => categories.has(id))) return false;
    if (needle !== '') {
      const haystack = `${automation.name}\n${automation.description ?? ''}\n${automation.categoriesNames.join(' ')}`;
      if (!haystack.toLocaleLowerCase().includes(needle)) return false;
    }
    return true;
  });
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The sort key of a column. */
export function sortValue(automation: Automation, column: LibraryColumn, labels: RowLabels): string | number {
  switch (column) {
    case 'name':
      return automation.name;
    case 'os':
      return automation.operatingSystems.join(', ');
    case 'type':
      return labels.type(automation);
    case 'categories':
      return labels.categories(automation);
    case 'createdOn':
      return automation.createdOn;
    case 'updatedOn':
      return automation.updatedOn;
    case 'createdBy':
      return automation.createdBy ?? '';
    case 'lastUpdatedBy':
      return automation.lastUpdatedBy ?? '';
  }
}

/** Texts a row shows, for sorting by what the user sees. */
export interface RowLabels {
  type: (automation: Automation) => string;
  categories: (automation: Automation) => string;
}

/**
 * A text's sort key: case- and accent-insensitive, with numbers compared by value ('PC-2' before
 * 'PC-10'). Comparing keys with `<` is several times faster than `Intl.Collator` on 10,000 rows.
 */
export function textSortKey(text: string): string {
  return text
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(16, '0'));
}

/** Sorts a copy of the list (empty values last, numbers numerically, text by {@link textSortKey}). */
export function sortAutomations(
  list: readonly Automation[],
  sort: LibrarySort | null,
  labels: RowLabels,
): Automation[] {
  if (!sort) return [...list];
  const keyed = list.map((automation) => {
    const value = sortValue(automation, sort.id, labels);
    return { automation, key: typeof value === 'number' ? value : value === '' ? '' : textSortKey(value) };
  });
  const direction = sort.desc ? -1 : 1;
  keyed.sort((a, b) => {
    const x = a.key;
    const y = b.key;
    if (x === '' || y === '') return x === y ? 0 : x === '' ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * direction;
    return (x < y ? -1 : x > y ? 1 : 0) * direction;
  });
  return keyed.map((entry) => entry.automation);
}

/**
 * Categories in the library's order (002 §3): id 1 first, then by display name.
 */
export function sortCategories(categories: readonly ScriptCategory[], t: Translate): ScriptCategory[] {
  return [...categories].sort((a, b) => {
    if (a.id === 1 || b.id === 1) return a.id === 1 ? (b.id === 1 ? 0 : -1) : 1;
    return collator.compare(categoryLabel(a, t), categoryLabel(b, t));
  });
}

/** A category's display name: internal names are translated (002 §3). */
export function categoryLabel(category: Pick<ScriptCategory, 'name' | 'internal'>, t: Translate): string {
  if (!category.internal) return category.name;
  const key = `automation.category.${category.name}` as MessageKey;
  const text = t(key);
  return text === key ? category.name : text;
}

/** The script languages the Language filter offers. */
export const LANGUAGE_FILTER_VALUES: readonly string[] = scriptLanguages;

/** What the row actions may do with one automation (001 §6, 002 §6). */
export interface RowPermissions {
  edit: boolean;
  copy: boolean;
  delete: boolean;
}

/**
 * Row actions by permission (001 §6): editing needs only read; copy needs read and create on its
 * categories and is never offered for native, binary_install or binary_run; delete needs delete on
 * every category and is never offered for native automations.
 */
export function rowPermissions(automation: Automation, can: Permissions): RowPermissions {
  const script = { categoriesIds: automation.categoriesIds, language: automation.language };
  return {
    edit: can.canEditScript(script),
    copy: can.canCopyScript(script),
    delete: can.canDeleteScripts(script),
  };
}

/** Where editing an automation leads: a route, or one of the library's modals. */
export type EditTarget =
  | { kind: 'route'; route: string }
  | { kind: 'install' }
  | { kind: 'run' }
  | { kind: 'fileTransfer' }
  | { kind: 'categories' };

/**
 * Scripts open their editor (#/editor/script/{id}); install, run and file transfer automations
 * their modal; native automations the categories editor (002 §2.3).
 */
export function editTarget(automation: Automation): EditTarget {
  switch (automation.language) {
    case 'binary_install':
      return { kind: 'install' };
    case 'binary_run':
      return { kind: 'run' };
    case 'file_transfer':
      return { kind: 'fileTransfer' };
    case 'native':
      return { kind: 'categories' };
    default:
      return { kind: 'route', route: `/editor/script/${automation.id}` };
  }
}

/** The route of a template (001 §2.2 help routes: /editor/templateScript). */
export function templateRoute(template: Automation): string {
  return `/editor/templateScript/${template.id}`;
}

/** Persisted table settings keys (002 §9), the same scheme as @console/ui's DataTable. */
export function settingsKey(tableId: string, name: 'initialSortBy' | 'visibleColumnsIds'): string {
  return `console.table.${tableId}.settings.${name}`;
}

/** Reads the stored visible columns, falling back to the defaults. Tolerates broken storage. */
export function readVisibleColumns(
  storage: Pick<Storage, 'getItem'> | null,
  tableId: string,
): LibraryColumn[] {
  try {
    const raw = storage?.getItem(settingsKey(tableId, 'visibleColumnsIds'));
    if (raw) {
      const ids = JSON.parse(raw) as unknown;
      if (Array.isArray(ids)) {
        const known = LIBRARY_COLUMNS.filter((column) => ids.includes(column));
        if (known.length > 0) return known.includes('name') ? known : ['name', ...known];
      }
    }
  } catch {
    // Unreadable storage: defaults.
  }
  return [...DEFAULT_VISIBLE_COLUMNS];
}

/** Reads the stored sort (the first entry), or `null`. */
export function readSort(storage: Pick<Storage, 'getItem'> | null, tableId: string): LibrarySort | null {
  try {
    const raw = storage?.getItem(settingsKey(tableId, 'initialSortBy'));
    if (!raw) return null;
    const list = JSON.parse(raw) as unknown;
    const first = Array.isArray(list) ? (list[0] as { id?: unknown; desc?: unknown } | undefined) : undefined;
    if (first && LIBRARY_COLUMNS.includes(first.id as LibraryColumn)) {
      return { id: first.id as LibraryColumn, desc: first.desc === true };
    }
  } catch {
    // Unreadable storage: no sort.
  }
  return null;
}

/** Writes a setting, ignoring storage that refuses. */
export function writeSetting(storage: Pick<Storage, 'setItem'> | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or sandbox: the setting just does not persist.
  }
}
