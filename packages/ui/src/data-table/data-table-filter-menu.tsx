import { useMessage } from '@console/core/react';
import type { RowData } from '@tanstack/react-table';
import { useMemo } from 'react';
import { IconButton } from '../button/icon-button';
import { FilterIcon } from '../internal/icons';
import { Menu, MenuItem, MenuItemCheckbox, MenuSeparator, type MenuValues } from '../menu/menu';
import * as styles from './data-table.css';
import type { DataTableInstance } from './data-table-columns';
import type {
  DataTableColumn,
  DataTableColumnFilters,
  DataTableFilterOption,
  DataTableValue,
} from './data-table-types';
import { dataTableValueText } from './data-table-values';

function FilterOptions<TData extends RowData>({
  table,
  column,
}: {
  table: DataTableInstance<TData>;
  column: DataTableColumn<TData>;
}) {
  const options = useMemo<DataTableFilterOption[]>(() => {
    if (column.filterOptions) return column.filterOptions;
    const values = table.getColumn(column.id)?.getFacetedUniqueValues() ?? new Map();
    const texts = new Set<string>();
    for (const key of values.keys()) {
      const text = dataTableValueText(key as DataTableValue);
      if (text !== '') texts.add(text);
    }
    return [...texts]
      .sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }))
      .map((text) => ({ value: text, label: text }));
  }, [table, column]);
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
  table,
  column,
  filters,
  setColumnFilter,
}: {
  table: DataTableInstance<TData>;
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
      <FilterOptions table={table} column={column} />
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
