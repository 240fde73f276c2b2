import { useMessage } from '@console/core/react';
import type { RowData } from '@tanstack/react-table';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { IconButton } from '../button/icon-button';
import { ChevronLeftIcon, ChevronRightIcon } from '../internal/icons';
import { Spinner } from '../loading-placeholder/spinner';
import * as styles from './data-table.css';
import { DataTableHeader } from './data-table-header';
import type { DataTablePlainRow } from './data-table-plain-rows';
import { BodyRow, type RowController } from './data-table-row';
import { dataTableRange } from './data-table-store';
import { DataTableToolbar } from './data-table-toolbar';
import type { DataTableRowAction, UseDataTableOptions } from './data-table-types';
import { dataTableValueText } from './data-table-values';
import { useDataTable } from './use-data-table';
import { useRowWindow } from './use-row-window';

/** Props of {@link DataTable}. */
export interface DataTableProps<TData extends RowData> extends UseDataTableOptions<TData> {
  /** Accessible name of the table. */
  label: string;
  /**
   * Called when a row is clicked or Enter is pressed on it (not for disabled rows, and not when the
   * click lands on a checkbox, button or link inside the row).
   */
  onRowClick?: (row: TData) => void;
  /** The actions of each row's kebab menu, each with an optional visibility predicate. */
  rowActions?: DataTableRowAction<TData>[];
  /**
   * A text naming a row, used in the labels of its checkbox and actions menu.
   * @default the text of the first column's value, else the row id
   */
  getRowLabel?: (row: TData) => string;
  /**
   * Data is loading: without rows, a spinner row shows; with rows, they stay and the table is busy.
   * @default false
   */
  loading?: boolean;
  /**
   * Shown when there is no data at all.
   * @default 'No data available' (from the catalogue)
   */
  emptyMessage?: ReactNode;
  /**
   * Show the global search field.
   * @default true
   */
  searchable?: boolean;
  /**
   * Show the column visibility menu.
   * @default true when a column can be hidden
   */
  columnMenu?: boolean;
  /** Host content at the start of the toolbar (e.g. an Add button). */
  toolbar?: ReactNode;
  /**
   * Height of a body row in pixels (rows do not wrap; long text is truncated).
   * @default 40
   */
  rowHeight?: number;
  /**
   * Height of the scroll area in the `virtual` mode (any CSS length, or pixels).
   * @default 480
   */
  height?: number | string;
  /** Extra class on the outer element. */
  className?: string;
}

const SELECT_TRACK = '44px';
const ACTIONS_TRACK = '52px';
const DEFAULT_MIN_WIDTH = 120;

const INTERACTIVE = 'button, a, input, select, textarea, label, [role="menuitem"], [role="menu"]';

/**
 * A data table on TanStack Table v9: sortable headers (`aria-sort`), a global search and a
 * multi-select filter menu per column, a column visibility menu, paging (or, with
 * `scrollMode="virtual"`, one scroll area rendering only the rows in view, for tens of thousands
 * of rows: see docs/ui.md), row click and Enter, a kebab menu of row actions with visibility
 * predicates, checkbox selection (select all on the page), disabled rows with a tooltip saying why,
 * and empty and loading states. The sort, the visible columns and auto refresh persist per
 * `tableId` in local storage (see {@link dataTableSettingsKey}) and are restored on mount.
 * State shows as `data-state="ready|empty|loading"`.
 *
 * @example
 * ```tsx
 * <DataTable
 *   tableId="automationLibrary"
 *   label="Automations"
 *   data={scripts}
 *   getRowId={(s) => s.id}
 *   columns={[
 *     { id: 'name', header: 'Name', accessor: (s) => s.name, hideable: false },
 *     { id: 'category', header: 'Category', accessor: (s) => s.category, filterable: true },
 *   ]}
 *   rowActions={[{ id: 'delete', label: 'Delete', onSelect: remove, isVisible: (s) => !s.builtIn }]}
 *   onRowClick={(s) => navigate(`/editor/script/${s.id}`)}
 *   selectable
 * />
 * ```
 */
export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const {
    label,
    onRowClick,
    rowActions,
    getRowLabel,
    loading = false,
    emptyMessage,
    searchable = true,
    columnMenu,
    toolbar,
    rowHeight = 40,
    height = 480,
    className,
    columns,
    getRowId,
    selectable = false,
    scrollMode = 'paged',
    onRefresh,
  } = props;
  const t = useMessage();
  const model = useDataTable(props);
  const { table, rowCount, rowAt, visibleColumns, totalRows, pageIndex, pageCount, pageSize } = model;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const theadRef = useRef<HTMLTableSectionElement>(null);
  // `null` until measured: the virtual rows wait for it (a layout effect, so before the first
  // paint), so the window places the rows once rather than again under the header.
  const [measuredHeader, setHeaderHeight] = useState<number | null>(null);
  const headerHeight = measuredHeader ?? 0;
  const [activeRowId, setActiveRowId] = useState<string | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const virtual = scrollMode === 'virtual';

  // Only the virtual mode places rows under the header: measuring it in the paged mode would force
  // a layout and a second render on mount.
  useLayoutEffect(() => {
    if (virtual) setHeaderHeight(theadRef.current?.offsetHeight ?? 0);
  }, [virtual]);

  // The virtual mode's window: fixed row heights, so constant work per scroll whatever the count.
  // Disabled in the paged mode, so it neither observes nor measures the scroll area.
  const windowed = useRowWindow({
    enabled: virtual && measuredHeader !== null,
    scroller: scrollerRef,
    count: rowCount,
    rowHeight,
    headerHeight,
  });

  const firstColumn = columns[0];
  const rowLabel = useCallback(
    (row: TData) => {
      if (getRowLabel) return getRowLabel(row);
      const text = firstColumn?.accessor ? dataTableValueText(firstColumn.accessor(row)) : '';
      return text || getRowId(row);
    },
    [getRowLabel, firstColumn, getRowId],
  );

  const hasActionsColumn = (rowActions?.length ?? 0) > 0;
  const showColumnMenu = columnMenu ?? columns.some((c) => c.hideable ?? true);

  const gridColumns = useMemo(() => {
    const tracks = visibleColumns.map((c) =>
      c.width !== undefined ? `${c.width}px` : `minmax(${c.minWidth ?? DEFAULT_MIN_WIDTH}px, 1fr)`,
    );
    if (selectable) tracks.unshift(SELECT_TRACK);
    if (hasActionsColumn) tracks.push(ACTIONS_TRACK);
    const minWidth =
      visibleColumns.reduce((sum, c) => sum + (c.width ?? c.minWidth ?? DEFAULT_MIN_WIDTH), 0) +
      (selectable ? Number.parseInt(SELECT_TRACK, 10) : 0) +
      (hasActionsColumn ? Number.parseInt(ACTIONS_TRACK, 10) : 0);
    return { template: tracks.join(' '), minWidth: `${minWidth}px` };
  }, [visibleColumns, selectable, hasActionsColumn]);

  // The rows in the DOM: the page, or the virtual window (only its rows are made).
  const rendered: { row: DataTablePlainRow<TData>; offset: number | null }[] = [];
  const [first, end] = virtual ? [windowed.start, windowed.end] : [0, rowCount];
  for (let position = first; position < end; position += 1) {
    const row = rowAt(position);
    if (row) rendered.push({ row, offset: virtual ? position * rowHeight : null });
  }

  const renderedIds = rendered.map((r) => r.row.id);
  const focusRowId =
    activeRowId !== null && renderedIds.includes(activeRowId) ? activeRowId : (renderedIds[0] ?? null);

  useLayoutEffect(() => {
    const id = pendingFocus.current;
    if (id === null || !renderedIds.includes(id)) return;
    pendingFocus.current = null;
    scrollerRef.current?.querySelector<HTMLElement>(`tr[data-row-id="${CSS.escape(id)}"]`)?.focus();
  });

  const modelRef = useRef(model);
  modelRef.current = model;
  const onRowClickRef = useRef(onRowClick);
  onRowClickRef.current = onRowClick;

  const controller = useRef<RowController<TData>>(null as unknown as RowController<TData>);
  controller.current = {
    click(rowId, event) {
      if ((event.target as Element).closest(INTERACTIVE)) return;
      const now = modelRef.current;
      const row = now.rowAt(now.rowPosition(rowId));
      if (!row || model.disabledReason(row.original) !== null) return;
      onRowClickRef.current?.(row.original);
    },
    keyDown(rowId, event) {
      if (event.target !== event.currentTarget) return;
      const now = modelRef.current;
      const index = now.rowPosition(rowId);
      const row = now.rowAt(index);
      if (!row) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        if (model.disabledReason(row.original) === null) onRowClickRef.current?.(row.original);
        return;
      }
      if (event.key === ' ') {
        event.preventDefault();
        if (now.canSelectRow(row.original))
          now.setRowSelected(row.id, row.original, !now.selection.includes(row.id));
        return;
      }
      const jumps: Record<string, number> = {
        ArrowDown: index + 1,
        ArrowUp: index - 1,
        Home: 0,
        End: now.rowCount - 1,
        PageDown: index + 10,
        PageUp: index - 10,
      };
      const target = jumps[event.key];
      if (target === undefined) return;
      event.preventDefault();
      const clamped = Math.max(0, Math.min(now.rowCount - 1, target));
      const next = now.rowAt(clamped);
      if (!next || next.id === rowId) return;
      pendingFocus.current = next.id;
      setActiveRowId(next.id);
      if (virtual) windowed.scrollToPosition(clamped);
    },
    focus(rowId) {
      setActiveRowId(rowId);
    },
    toggle(rowId, checked) {
      const now = modelRef.current;
      const row = now.rowAt(now.rowPosition(rowId));
      if (row) now.setRowSelected(rowId, row.original, checked);
    },
    runAction(action, row) {
      action.onSelect(row);
    },
  };

  const state = loading ? 'loading' : totalRows === 0 ? 'empty' : 'ready';
  const selectedSet = useMemo(() => new Set(model.selection), [model.selection]);
  const { from, to } = dataTableRange(totalRows, pageIndex, pageSize, scrollMode);
  const colCount = visibleColumns.length + (selectable ? 1 : 0) + (hasActionsColumn ? 1 : 0);

  let message: ReactNode = null;
  if (rowCount === 0) {
    if (loading) message = <Spinner showLabel />;
    else if (model.dataRows === 0) message = emptyMessage ?? t('ui.dataTable.empty');
    else message = t('ui.dataTable.noMatches');
  }

  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      data-state={state}
      data-table-id={props.tableId}
      style={assignInlineVars({
        [styles.columnsVar]: gridColumns.template,
        [styles.minWidthVar]: gridColumns.minWidth,
        [styles.rowHeightVar]: `${rowHeight}px`,
        [styles.heightVar]: typeof height === 'number' ? `${height}px` : height,
      })}
    >
      <DataTableToolbar<TData>
        model={model}
        columns={columns}
        toolbar={toolbar}
        loading={loading}
        selectable={selectable}
        onRefresh={onRefresh}
        searchable={searchable}
        showColumnMenu={showColumnMenu}
      />
      <div ref={scrollerRef} className={styles.scroller} data-scroll-mode={scrollMode}>
        <table
          className={styles.table}
          aria-label={label}
          aria-rowcount={message === null ? totalRows + 1 : undefined}
          aria-colcount={colCount}
          aria-busy={loading || undefined}
        >
          <DataTableHeader<TData>
            table={table}
            visibleColumns={visibleColumns}
            selectable={selectable}
            hasActionsColumn={hasActionsColumn}
            columnFilters={model.columnFilters}
            setColumnFilter={model.setColumnFilter}
            columnValues={model.columnValues}
            theadRef={theadRef}
            pageSelection={model.pageSelection}
            setAllRowsSelected={model.setAllRowsSelected}
          />
          <tbody
            className={styles.body}
            data-scroll-mode={scrollMode}
            style={virtual && rowCount > 0 ? { height: windowed.totalSize } : undefined}
          >
            {message !== null ? (
              <tr className={styles.row}>
                <td className={styles.messageCell} colSpan={colCount}>
                  {message}
                </td>
              </tr>
            ) : (
              rendered.map(({ row, offset }) => (
                <BodyRow<TData>
                  key={row.id}
                  row={row.original}
                  rowId={row.id}
                  ariaRowIndex={(virtual ? 0 : pageIndex * pageSize) + row.index + 2}
                  columns={visibleColumns}
                  selectable={selectable}
                  selected={selectedSet.has(row.id)}
                  disabledReason={model.disabledReason(row.original)}
                  tabbable={row.id === focusRowId}
                  clickable={onRowClick !== undefined}
                  actions={rowActions}
                  hasActionsColumn={hasActionsColumn}
                  rowLabel={rowLabel(row.original)}
                  offset={offset}
                  controller={controller}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className={styles.footer}>
        <span className={styles.meta}>
          {t('ui.dataTable.range', {
            from: from.toLocaleString(),
            to: to.toLocaleString(),
            total: totalRows.toLocaleString(),
          })}
        </span>
        {virtual ? null : (
          <>
            <IconButton
              size="sm"
              label={t('ui.dataTable.previousPage')}
              icon={<ChevronLeftIcon />}
              disabled={pageIndex === 0}
              accessibleWhenDisabled
              onClick={() => table.previousPage()}
            />
            <IconButton
              size="sm"
              label={t('ui.dataTable.nextPage')}
              icon={<ChevronRightIcon />}
              disabled={pageIndex >= pageCount - 1}
              accessibleWhenDisabled
              onClick={() => table.nextPage()}
            />
          </>
        )}
      </div>
    </div>
  );
}
