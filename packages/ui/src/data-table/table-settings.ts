/**
 * Per-table settings kept in local storage (002 §3 "Table settings", §9): the initial sort, the
 * visible column ids and whether auto-refresh is on. Pure functions over a `Storage`-like object,
 * so they run in node tests and tolerate storage that throws (sandboxed iframes, quota).
 */

/** Name of one persisted table setting, as the spec spells it after `settings.`. */
export type DataTableSettingName = 'initialSortBy' | 'visibleColumnsIds' | 'autoRefreshEnabled';

/** One entry of a persisted sort: the column id and whether it sorts descending. */
export interface DataTableSort {
  /** The column id. */
  id: string;
  /** `true` for descending order. */
  desc: boolean;
}

/** The settings of one table as read back from storage; absent or unreadable entries are left out. */
export interface DataTableSettings {
  /** The sort to restore, first entry first. */
  initialSortBy?: DataTableSort[];
  /** Ids of the columns that were visible. */
  visibleColumnsIds?: string[];
  /** Whether auto-refresh was on. */
  autoRefreshEnabled?: boolean;
}

/** The part of the Web Storage API the table settings need (`localStorage` fits). */
export interface DataTableSettingsStorage {
  /** Returns the stored string or `null`. */
  getItem(key: string): string | null;
  /** Stores a string. */
  setItem(key: string, value: string): void;
}

/**
 * Prefix of every table settings key.
 * @example
 * Object.keys(localStorage).filter((key) => key.startsWith(`${DATA_TABLE_SETTINGS_PREFIX}.`))
 */
export const DATA_TABLE_SETTINGS_PREFIX = 'console.table';

/**
 * The storage key of one setting of one table:
 * `console.table.<tableId>.settings.<name>`, for example
 * `console.table.automationLibrary.settings.visibleColumnsIds`. Values are JSON:
 * `initialSortBy` an array of `{ "id": string, "desc": boolean }`, `visibleColumnsIds` an array of
 * column ids, `autoRefreshEnabled` a boolean.
 *
 * @example
 * dataTableSettingsKey('automationLibrary', 'initialSortBy')
 * // 'console.table.automationLibrary.settings.initialSortBy'
 */
export function dataTableSettingsKey(tableId: string, name: DataTableSettingName): string {
  return `${DATA_TABLE_SETTINGS_PREFIX}.${tableId}.settings.${name}`;
}

function isSortArray(value: unknown): value is DataTableSort[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as DataTableSort).id === 'string' &&
        typeof (entry as DataTableSort).desc === 'boolean',
    )
  );
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

function readJson(storage: DataTableSettingsStorage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    // Unreadable storage or malformed JSON: behave as if nothing was stored.
    return undefined;
  }
}

/**
 * Reads every setting of `tableId`. Entries that are missing, malformed or of the wrong shape are
 * omitted, so a hand-edited or outdated value never breaks the table.
 *
 * @example
 * const { initialSortBy, visibleColumnsIds } = readDataTableSettings(localStorage, 'scripts');
 */
export function readDataTableSettings(
  storage: DataTableSettingsStorage | null | undefined,
  tableId: string,
): DataTableSettings {
  if (!storage) return {};
  const settings: DataTableSettings = {};
  const sort = readJson(storage, dataTableSettingsKey(tableId, 'initialSortBy'));
  if (isSortArray(sort)) settings.initialSortBy = sort.map(({ id, desc }) => ({ id, desc }));
  const visible = readJson(storage, dataTableSettingsKey(tableId, 'visibleColumnsIds'));
  if (isStringArray(visible)) settings.visibleColumnsIds = [...visible];
  const autoRefresh = readJson(storage, dataTableSettingsKey(tableId, 'autoRefreshEnabled'));
  if (typeof autoRefresh === 'boolean') settings.autoRefreshEnabled = autoRefresh;
  return settings;
}

/**
 * Writes one setting of `tableId` as JSON. Storage errors (quota, disabled storage) are swallowed:
 * settings are a convenience and must never break the table.
 *
 * @example
 * writeDataTableSetting(localStorage, 'scripts', 'autoRefreshEnabled', true);
 */
export function writeDataTableSetting<N extends DataTableSettingName>(
  storage: DataTableSettingsStorage | null | undefined,
  tableId: string,
  name: N,
  value: NonNullable<DataTableSettings[N]>,
): void {
  if (!storage) return;
  try {
    storage.setItem(dataTableSettingsKey(tableId, name), JSON.stringify(value));
  } catch {
    // See above: never let persistence break the table.
  }
}

/** Returns `window.localStorage` when it can be used, otherwise `null`. */
export function defaultSettingsStorage(): DataTableSettingsStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The column visibility map for a stored list of visible ids: every known column that may be
 * hidden and is not listed becomes hidden; columns that cannot be hidden always stay visible.
 * Unknown ids in the list are ignored.
 *
 * @example
 * visibilityFromIds(['name'], [{ id: 'name', hideable: true }, { id: 'os', hideable: true }])
 * // { name: true, os: false }
 */
export function visibilityFromIds(
  visibleIds: readonly string[],
  columns: readonly { id: string; hideable: boolean }[],
): Record<string, boolean> {
  const visible = new Set(visibleIds);
  const result: Record<string, boolean> = {};
  for (const column of columns) result[column.id] = !column.hideable || visible.has(column.id);
  return result;
}

/**
 * The ids of visible columns, in column order, for a visibility map (absent means visible).
 *
 * @example
 * idsFromVisibility({ os: false }, ['name', 'os']) // ['name']
 */
export function idsFromVisibility(
  visibility: Readonly<Record<string, boolean>>,
  columnIds: readonly string[],
): string[] {
  return columnIds.filter((id) => visibility[id] !== false);
}

/**
 * Keeps only the sort entries whose column exists and can sort.
 *
 * @example
 * sanitizeSort([{ id: 'gone', desc: false }, { id: 'name', desc: true }], new Set(['name']))
 * // [{ id: 'name', desc: true }]
 */
export function sanitizeSort(
  sort: readonly DataTableSort[],
  sortableIds: ReadonlySet<string>,
): DataTableSort[] {
  return sort.filter((entry) => sortableIds.has(entry.id));
}
