import { useMessage } from '@console/core/react';
import type { RowData } from '@tanstack/react-table';
import { useMemo } from 'react';
import { IconButton } from '../button/icon-button';
import { FilterIcon } from '../internal/icons';
import { Menu, MenuItem, MenuItemCheckbox, MenuSeparator, type MenuValues } from '../menu/menu';
import * as styles from './data-table.css';
import type { DataTableColumn, DataTableColumnFilters, DataTableFilterOption } from './data-table-types';

function FilterOptions<TData extends RowData>({
  column,
  columnValues,
}: {
  column: DataTableColumn<TData>;
  columnValues: (columnId: string) => string[];
}) {
  const options = useMemo<DataTableFilterOption[]>(
    () => column.filterOptions ?? columnValues(column.id).map((text) => ({ value: text, label: text })),
    [column, columnValues],
  );
  return (
    <>
      {options.map((option) => (
        <MenuItemCheckbox key={option.value} name="values" value={option.value}>
          {option.label}
        </MenuItemCheckbox>
      ))}
    </>
  );
}

/**
 * A column's filter menu: a filter button in the header (marked while a filter is set) opening the
 * column's values as checkboxes (its `filterOptions`, else its distinct values), and 'Clear filter'.
 */
export function ColumnFilterMenu<TData extends RowData>({
  columnValues,
  column,
  filters,
  setColumnFilter,
}: {
  /** The distinct value texts of a column (see `DataTableModel.columnValues`). */
  columnValues: (columnId: string) => string[];
  column: DataTableColumn<TData>;
  filters: DataTableColumnFilters;
  setColumnFilter: (columnId: string, values: readonly string[]) => void;
}) {
  const t = useMessage();
  const current = filters[column.id] ?? NO_VALUES;
  const label = t('ui.dataTable.filterColumn', { column: column.header });
  return (
    <Menu
      label={label}
      values={{ values: current }}
      onValuesChange={(values: MenuValues) => {
        const next = values.values;
        setColumnFilter(column.id, Array.isArray(next) ? next.map(String) : []);
      }}
      trigger={
        <IconButton
          size="sm"
          label={label}
          tooltipPlacement={false}
          icon={<FilterIcon />}
          className={current.length > 0 ? styles.filterActive : undefined}
          data-active={current.length > 0 || undefined}
        />
      }
    >
      <FilterOptions column={column} columnValues={columnValues} />
      {current.length > 0 ? (
        <>
          <MenuSeparator />
          <MenuItem onSelect={() => setColumnFilter(column.id, [])}>{t('ui.dataTable.clearFilter')}</MenuItem>
        </>
      ) : null}
    </Menu>
  );
}

const NO_VALUES: readonly string[] = [];
