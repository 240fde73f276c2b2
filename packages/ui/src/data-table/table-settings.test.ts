import { describe, expect, it } from 'vitest';
import {
  type DataTableSettingsStorage,
  dataTableSettingsKey,
  idsFromVisibility,
  readDataTableSettings,
  sanitizeSort,
  visibilityFromIds,
  writeDataTableSetting,
} from './table-settings';

function memoryStorage(initial: Record<string, string> = {}): DataTableSettingsStorage & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

describe('table settings keys', () => {
  it('namespaces the spec keys by table id', () => {
    expect(dataTableSettingsKey('scripts', 'initialSortBy')).toBe(
      'console.table.scripts.settings.initialSortBy',
    );
    expect(dataTableSettingsKey('scripts', 'visibleColumnsIds')).toBe(
      'console.table.scripts.settings.visibleColumnsIds',
    );
    expect(dataTableSettingsKey('a', 'autoRefreshEnabled')).toBe(
      'console.table.a.settings.autoRefreshEnabled',
    );
  });
});

describe('given stored settings', () => {
  it('reads back what was written', () => {
    const storage = memoryStorage();
    writeDataTableSetting(storage, 't1', 'initialSortBy', [{ id: 'name', desc: true }]);
    writeDataTableSetting(storage, 't1', 'visibleColumnsIds', ['name', 'os']);
    writeDataTableSetting(storage, 't1', 'autoRefreshEnabled', false);
    expect(readDataTableSettings(storage, 't1')).toEqual({
      initialSortBy: [{ id: 'name', desc: true }],
      visibleColumnsIds: ['name', 'os'],
      autoRefreshEnabled: false,
    });
    expect(storage.data.get('console.table.t1.settings.visibleColumnsIds')).toBe('["name","os"]');
  });

  it('keeps tables apart', () => {
    const storage = memoryStorage();
    writeDataTableSetting(storage, 'one', 'autoRefreshEnabled', true);
    expect(readDataTableSettings(storage, 'two')).toEqual({});
  });

  it('ignores malformed or wrongly shaped values', () => {
    const storage = memoryStorage({
      'console.table.t.settings.initialSortBy': '[{"id":1,"desc":"no"}]',
      'console.table.t.settings.visibleColumnsIds': '{not json',
      'console.table.t.settings.autoRefreshEnabled': '"yes"',
    });
    expect(readDataTableSettings(storage, 't')).toEqual({});
  });

  it('survives storage that throws', () => {
    const throwing: DataTableSettingsStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readDataTableSettings(throwing, 't')).toEqual({});
    expect(() => writeDataTableSetting(throwing, 't', 'autoRefreshEnabled', true)).not.toThrow();
    expect(readDataTableSettings(null, 't')).toEqual({});
  });
});

describe('column visibility conversion', () => {
  const columns = [
    { id: 'name', hideable: false },
    { id: 'os', hideable: true },
    { id: 'model', hideable: true },
  ];

  it('hides hideable columns missing from the list and keeps fixed ones', () => {
    expect(visibilityFromIds(['model', 'unknown'], columns)).toEqual({ name: true, os: false, model: true });
  });

  it('lists visible ids in column order', () => {
    expect(idsFromVisibility({ os: false }, ['name', 'os', 'model'])).toEqual(['name', 'model']);
  });

  it('drops sorts on columns that cannot sort', () => {
    expect(
      sanitizeSort(
        [
          { id: 'gone', desc: false },
          { id: 'name', desc: true },
        ],
        new Set(['name']),
      ),
    ).toEqual([{ id: 'name', desc: true }]);
  });
});
