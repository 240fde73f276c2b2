import type { Automation } from '@console/core';
import { useMessage } from '@console/core/react';
import { Banner, Button, DataTable, type DataTableColumn, type DataTableRowAction } from '@console/ui';
import { memo, useMemo, useState } from 'react';
import { useAutomations } from '../api';
import type { AutomationListItem } from '../automation-list-item';
import * as styles from './library.css';
import { type FilterOption, LibraryFilterBar } from './library-filters';
import {
  automationFilter,
  EMPTY_FILTERS,
  isLanguageFilterShown,
  LIBRARY_PAGE_SIZE,
  type LibraryFilters,
  SCRIPTS_TABLE_ID,
} from './library-model';

const rowId = (automation: AutomationListItem) => String(automation.id);

/** 'Error fetching automations' with Try again, over a tab's table. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useMessage();
  return (
    <Banner
      tone="danger"
      actions={
        <Button size="sm" onClick={onRetry}>
          {t('automation.library.retry')}
        </Button>
      }
    >
      {t('automation.library.errorFetching')}
    </Banner>
  );
}

/** Props of {@link ListPanel}. */
export interface ListPanelProps<T extends AutomationListItem> {
  tableId: string;
  label: string;
  /** The list's query: its answer, loading and error states, and refetch for Try again. */
  query: { data: T[] | undefined; isLoading: boolean; isError: boolean; refetch: () => unknown };
  columns: DataTableColumn<T>[];
  settingsStorage: Storage | null | undefined;
  rowActions?: DataTableRowAction<T>[];
  onRowClick: (automation: T) => void;
  emptyMessage?: string;
}

/**
 * A tab's plain list (Under review, Template library): the automations a query answered, in pages
 * of 50, with no search or column menu, and 'Error fetching automations' when the query fails.
 */
export function ListPanel<T extends AutomationListItem>({
  tableId,
  label,
  query,
  columns,
  settingsStorage,
  rowActions,
  onRowClick,
  emptyMessage,
}: ListPanelProps<T>) {
  return (
    <div className={styles.panel}>
      {query.isError ? <LoadError onRetry={() => void query.refetch()} /> : null}
      <DataTable<T>
        tableId={tableId}
        label={label}
        data={query.data ?? EMPTY}
        columns={columns}
        getRowId={rowId}
        pageSize={LIBRARY_PAGE_SIZE}
        settingsStorage={settingsStorage}
        searchable={false}
        columnMenu={false}
        rowActions={rowActions}
        onRowClick={onRowClick}
        loading={query.isLoading}
        emptyMessage={emptyMessage}
      />
    </div>
  );
}

const EMPTY: never[] = [];

/** Props of {@link ScriptsTable}. */
export interface ScriptsTableProps {
  columns: DataTableColumn<AutomationListItem>[];
  rowActions: DataTableRowAction<AutomationListItem>[];
  onRowClick: (automation: AutomationListItem) => void;
  categoryOptions: readonly FilterOption[];
  defaultTypes: readonly Automation['automationType'][] | undefined;
  settingsStorage: Storage | null | undefined;
}

/**
 * The Scripts tab's table (`scripts-table`, pages of 50) with its filters and search. The filters
 * (see LibraryFilterBar) and the search (which also looks at descriptions and category names) go
 * to the DataTable as one memoized `rowFilter`, so that changing either returns the table to its
 * first page; a keystroke costs one `includes` per automation (the search texts are made once).
 * Memoized, and holding the list and its own filter and search state, so neither the list's answer
 * nor a keystroke re-renders the page around it.
 */
export const ScriptsTable = memo(function ScriptsTable({
  columns,
  rowActions,
  onRowClick,
  categoryOptions,
  defaultTypes,
  settingsStorage,
}: ScriptsTableProps) {
  const t = useMessage();
  const list = useAutomations();
  const automations = list.data;
  const [filters, setFilters] = useState<LibraryFilters>(() => ({
    ...EMPTY_FILTERS,
    type: [...(defaultTypes ?? [])],
  }));
  const [search, setSearch] = useState('');
  const languageShown = isLanguageFilterShown(defaultTypes, filters.type);
  const rowFilter = useMemo(
    () => automationFilter(filters, search, { languageShown }),
    [filters, search, languageShown],
  );
  const toolbar = useMemo(
    () => (
      <LibraryFilterBar
        filters={filters}
        onFiltersChange={setFilters}
        languageShown={languageShown}
        categoryOptions={categoryOptions}
      />
    ),
    [filters, languageShown, categoryOptions],
  );
  return (
    <div className={styles.panel}>
      {list.isError ? <LoadError onRetry={() => void list.refetch()} /> : null}
      <DataTable<AutomationListItem>
        tableId={SCRIPTS_TABLE_ID}
        label={t('automation.library.tableLabel')}
        data={automations ?? EMPTY}
        rowFilter={rowFilter}
        columns={columns}
        getRowId={rowId}
        scrollMode="paged"
        pageSize={LIBRARY_PAGE_SIZE}
        settingsStorage={settingsStorage}
        search={search}
        onSearchChange={setSearch}
        toolbar={toolbar}
        rowActions={rowActions}
        onRowClick={onRowClick}
        loading={list.isLoading}
        emptyMessage={
          automations && automations.length > 0 ? t('ui.dataTable.noMatches') : t('automation.library.empty')
        }
      />
    </div>
  );
});
