import { useMessage } from '@console/core/react';
import type { RowData } from '@tanstack/react-table';
import { type Ref, useLayoutEffect, useRef } from 'react';
import { ChevronDownIcon } from '../internal/icons';
import * as styles from './data-table.css';
import type { DataTableInstance } from './data-table-columns';
import { ColumnFilterMenu } from './data-table-filter-menu';
import type { DataTableColumn, DataTableColumnFilters } from './data-table-types';
import type { DataTableModel } from './use-data-table';

function HeaderCheckbox({
  checked,
  indeterminate,
  disabled,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      checked={checked}
      disabled={disabled}
      aria-label={label}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/** Props of {@link DataTableHeader}. */
interface DataTableHeaderProps<TData extends RowData> {
  /** The TanStack table (sorting, page selection). */
  table: DataTableInstance<TData>;
  /** The visible columns in order. */
  visibleColumns: DataTableColumn<TData>[];
  /** Adds the select-all checkbox. */
  selectable: boolean;
  /** Adds the (unnamed on screen) actions column. */
  hasActionsColumn: boolean;
  /** The column filters that are set. */
  columnFilters: DataTableColumnFilters;
  /** Sets one column's filter. */
  setColumnFilter: (columnId: string, values: readonly string[]) => void;
  /** The distinct value texts of a column, for its filter menu. */
  columnValues: (columnId: string) => string[];
  /** The `thead`, measured in the virtual mode. */
  theadRef: Ref<HTMLTableSectionElement>;
  /** The select-all checkbox's state (see {@link DataTableModel.pageSelection}). */
  pageSelection: DataTableModel<TData>['pageSelection'];
  /** Selects or deselects every row shown. */
  setAllRowsSelected: (checked: boolean) => void;
}

/** The header row: select all, sortable headers with `aria-sort`, filter menus, the actions column. */
export function DataTableHeader<TData extends RowData>({
  table,
  visibleColumns,
  selectable,
  hasActionsColumn,
  columnFilters,
  setColumnFilter,
  columnValues,
  theadRef,
  pageSelection,
  setAllRowsSelected,
}: DataTableHeaderProps<TData>) {
  const t = useMessage();
  return (
    <thead ref={theadRef} className={styles.head}>
      <tr className={styles.row} aria-rowindex={1}>
        {selectable ? (
          <th scope="col" className={styles.headerCell} data-align="end">
            <HeaderCheckbox
              checked={pageSelection.all}
              indeterminate={pageSelection.some}
              disabled={pageSelection.none}
              label={t('ui.dataTable.selectAll')}
              onChange={setAllRowsSelected}
            />
          </th>
        ) : null}
        {visibleColumns.map((column) => {
          const tanstackColumn = table.getColumn(column.id);
          const sortable = tanstackColumn?.getCanSort() ?? false;
          const direction = tanstackColumn?.getIsSorted() ?? false;
          const heading = column.renderHeader ? column.renderHeader() : column.header;
          return (
            <th
              key={column.id}
              scope="col"
              className={styles.headerCell}
              data-align={column.align}
              aria-sort={
                sortable
                  ? direction === 'asc'
                    ? 'ascending'
                    : direction === 'desc'
                      ? 'descending'
                      : 'none'
                  : undefined
              }
            >
              {sortable ? (
                <button
                  type="button"
                  className={styles.sortButton}
                  onClick={() => tanstackColumn?.toggleSorting()}
                >
                  <span className={styles.headerText}>{heading}</span>
                  <span className={styles.sortIcon} data-direction={direction || 'none'} aria-hidden="true">
                    <ChevronDownIcon />
                  </span>
                </button>
              ) : (
                <span className={styles.headerText}>{heading}</span>
              )}
              {column.filterable ? (
                <ColumnFilterMenu
                  columnValues={columnValues}
                  column={column}
                  filters={columnFilters}
                  setColumnFilter={setColumnFilter}
                />
              ) : null}
            </th>
          );
        })}
        {hasActionsColumn ? (
          <th scope="col" className={styles.headerCell}>
            <span className={styles.visuallyHidden}>{t('ui.actions')}</span>
          </th>
        ) : null}
      </tr>
    </thead>
  );
}
