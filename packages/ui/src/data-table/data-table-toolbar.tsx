import { useMessage } from '@console/core/react';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { ChevronDownIcon } from '../internal/icons';
import { Spinner } from '../loading-placeholder/spinner';
import { Menu, MenuItemCheckbox, type MenuValues } from '../menu/menu';
import * as styles from './data-table.css';
import type { DataTableColumn } from './data-table-types';
import type { DataTableModel } from './use-data-table';

/** Props of {@link DataTableToolbar}. */
interface DataTableToolbarProps<TData extends RowData> {
  /** The table's model. */
  model: DataTableModel<TData>;
  /** Every column (the column menu lists the hideable ones). */
  columns: DataTableColumn<TData>[];
  /** Host content at the start. */
  toolbar: ReactNode;
  /** Data is loading while rows show: a spinner says so. */
  loading: boolean;
  /** Whether rows have checkboxes: the selected count shows. */
  selectable: boolean;
  /** Reloads the data: the 'Auto refresh' checkbox shows. */
  onRefresh: (() => void) | undefined;
  /** Show the search field. */
  searchable: boolean;
  /** Show the column visibility menu. */
  showColumnMenu: boolean;
}

/**
 * The row above the table: host content, a busy spinner, the selected count, 'Auto refresh', the
 * global search and the column visibility menu.
 */
export function DataTableToolbar<TData extends RowData>({
  model,
  columns,
  toolbar,
  loading,
  selectable,
  onRefresh,
  searchable,
  showColumnMenu,
}: DataTableToolbarProps<TData>) {
  const t = useMessage();
  const hideable = columns.filter((c) => c.hideable ?? true);
  const selectionCount = model.selection.length;
  const rows = model.rows;
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarStart}>{toolbar}</div>
      {loading && rows.length > 0 ? <Spinner /> : null}
      {selectable && selectionCount > 0 ? (
        <span className={styles.meta} role="status">
          {t('ui.dataTable.selectedCount', { count: selectionCount })}
        </span>
      ) : null}
      {onRefresh ? (
        <label className={styles.toggle}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={model.autoRefresh}
            onChange={(event) => model.setAutoRefresh(event.target.checked)}
          />
          {t('ui.dataTable.autoRefresh')}
        </label>
      ) : null}
      {searchable ? (
        <input
          type="search"
          className={styles.search}
          value={model.search}
          placeholder={t('ui.search')}
          aria-label={t('ui.search')}
          onChange={(event) => model.setSearch(event.target.value)}
        />
      ) : null}
      {showColumnMenu && hideable.length > 0 ? (
        <Menu
          label={t('ui.dataTable.columns')}
          placement="bottom-end"
          values={{ columns: model.visibleColumnIds }}
          onValuesChange={(values: MenuValues) => {
            const ids = values.columns;
            if (Array.isArray(ids)) {
              model.setVisibleColumnIds([
                ...columns.filter((c) => !(c.hideable ?? true)).map((c) => c.id),
                ...ids.map(String),
              ]);
            }
          }}
          trigger={
            <Button size="sm" icon={<ChevronDownIcon />}>
              {t('ui.dataTable.columns')}
            </Button>
          }
        >
          {hideable.map((column) => (
            <MenuItemCheckbox key={column.id} name="columns" value={column.id}>
              {column.header}
            </MenuItemCheckbox>
          ))}
        </Menu>
      ) : null}
    </div>
  );
}
