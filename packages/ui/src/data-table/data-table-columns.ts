/**
 * The TanStack Table v9 side of the data table: the registered features, and the translation of
 * {@link DataTableColumn}s into TanStack column definitions with our sort, filter and search
 * functions. Free of React; the hook and node tests both build on it.
 */
import {
  type ColumnDef,
  columnFacetingFeature,
  columnFilteringFeature,
  columnVisibilityFeature,
  createFacetedRowModel,
  createFacetedUniqueValues,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  type FilterFn,
  globalFilteringFeature,
  type ReactTable,
  type Row,
  type RowData,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  type SortFn,
  tableFeatures,
} from '@tanstack/react-table';
import type { DataTableColumn, DataTableValue } from './data-table-types';
import { compareDataTableValues, dataTableValueText } from './data-table-values';

function createDataTableFeatures() {
  return tableFeatures({
    rowSortingFeature,
    sortedRowModel: createSortedRowModel(),
    columnFilteringFeature,
    globalFilteringFeature,
    filteredRowModel: createFilteredRowModel(),
    columnFacetingFeature,
    facetedRowModel: createFacetedRowModel(),
    facetedUniqueValues: createFacetedUniqueValues(),
    columnVisibilityFeature,
    rowPaginationFeature,
    paginatedRowModel: createPaginatedRowModel(),
    rowSelectionFeature,
  });
}

/** The feature set of {@link dataTableFeatures}. */
export type DataTableFeatures = ReturnType<typeof createDataTableFeatures>;

let features: DataTableFeatures | undefined;

/**
 * The features every DataTable registers with TanStack Table v9 (sorting, column and global
 * filtering, faceting, visibility, pagination, selection, with their client row models): one
 * object, created on first use, so a bundle that never renders a table leaves TanStack Table out.
 * @example
 * const table = useTable({ features: dataTableFeatures(), columns, data });
 */
export function dataTableFeatures(): DataTableFeatures {
  features ??= createDataTableFeatures();
  return features;
}

/** The TanStack table behind a {@link DataTable}. */
export type DataTableInstance<TData extends RowData> = ReactTable<DataTableFeatures, TData>;
/** A TanStack row of a {@link DataTable}. */
export type DataTableRow<TData extends RowData> = Row<DataTableFeatures, TData>;

function compareRows<TData extends RowData>(): SortFn<DataTableFeatures, TData> {
  return (rowA, rowB, columnId) =>
    compareDataTableValues(rowA.getValue<DataTableValue>(columnId), rowB.getValue<DataTableValue>(columnId));
}

const removeEmptyFilter = (value: unknown) => !Array.isArray(value) || value.length === 0;

function inValues<TData extends RowData>(): FilterFn<DataTableFeatures, TData> {
  return Object.assign(
    (row: Row<DataTableFeatures, TData>, columnId: string, filterValue: string[]) =>
      filterValue.includes(dataTableValueText(row.getValue<DataTableValue>(columnId))),
    { autoRemove: removeEmptyFilter },
  );
}

function customFilter<TData extends RowData>(
  filterFn: (row: TData, selected: readonly string[]) => boolean,
): FilterFn<DataTableFeatures, TData> {
  return Object.assign(
    (row: Row<DataTableFeatures, TData>, _columnId: string, filterValue: string[]) =>
      filterFn(row.original, filterValue),
    { autoRemove: removeEmptyFilter },
  );
}

/** Ids of the columns a header click sorts: `sortable`, else those with an `accessor` or a `sortFn`. */
export function sortableColumnIds<TData>(columns: readonly DataTableColumn<TData>[]): Set<string> {
  return new Set(
    columns
      .filter((c) => c.sortable ?? (c.accessor !== undefined || c.sortFn !== undefined))
      .map((c) => c.id),
  );
}

/**
 * The one column TanStack asks about the global search (the first searchable one): the search
 * function below looks at every searchable column of the row at once.
 */
export function searchAnchorId<TData>(columns: readonly DataTableColumn<TData>[]): string | undefined {
  return columns.find((c) => c.accessor && (c.searchable ?? true))?.id;
}

/**
 * The global search: one lower-case text per row (the searchable values joined), built once per row
 * and column set and cached, so a keystroke costs one `includes` per row instead of one per cell.
 * TanStack calls it for a single anchor column (see {@link searchAnchorId}).
 */
export function dataTableSearchFilter<TData extends RowData>(
  columns: readonly DataTableColumn<TData>[],
): FilterFn<DataTableFeatures, TData> {
  const searchable = columns.filter((c) => c.accessor && (c.searchable ?? true));
  const texts = new WeakMap<object, string>();
  const textOf = (row: TData) => {
    let text = texts.get(row);
    if (text === undefined) {
      text = searchable
        .map((c) => dataTableValueText(c.accessor?.(row)))
        .join('\u0000')
        .toLowerCase();
      texts.set(row, text);
    }
    return text;
  };
  return Object.assign(
    (row: Row<DataTableFeatures, TData>, _columnId: string, filterValue: string) =>
      textOf(row.original).includes(filterValue),
    {
      resolveFilterValue: (value: unknown) =>
        String(value ?? '')
          .trim()
          .toLowerCase(),
      autoRemove: (value: unknown) => typeof value !== 'string' || value.trim() === '',
    },
  );
}

/** Our columns as TanStack column definitions (sorting, filter and search flags and functions). */
export function toTanstackColumns<TData extends RowData>(
  columns: readonly DataTableColumn<TData>[],
  sortableIds: ReadonlySet<string>,
): ColumnDef<DataTableFeatures, TData, unknown>[] {
  const byValue = compareRows<TData>();
  const byText = inValues<TData>();
  const noValue = () => undefined;
  return columns.map((column) => {
    const sortFn = column.sortFn;
    // TanStack sorts only columns with an accessor: a sortFn alone gets one without a value.
    const accessorFn = column.accessor ?? (sortFn ? noValue : undefined);
    return {
      id: column.id,
      header: column.header,
      ...(accessorFn ? { accessorFn } : {}),
      enableSorting: sortableIds.has(column.id),
      sortDescFirst: false,
      sortFn: sortFn ? (a, b) => sortFn(a.original, b.original) : byValue,
      // TanStack's default (1) compares undefined values itself and skips sortFn when both are
      // undefined, so a sortFn-only column would never sort. Our comparators handle empty values
      // (compareDataTableValues puts them last), so every comparison goes to them.
      sortUndefined: false,
      enableColumnFilter: column.filterable ?? false,
      filterFn: column.filterFn ? customFilter(column.filterFn) : byText,
      enableGlobalFilter: column.searchable ?? column.accessor !== undefined,
      enableHiding: column.hideable ?? true,
    } satisfies ColumnDef<DataTableFeatures, TData, unknown>;
  });
}
