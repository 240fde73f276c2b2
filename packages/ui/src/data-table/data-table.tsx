import { useMessage } from '@console/core/react';
import type { RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button, IconButton } from '../button/button';
import * as buttonStyles from '../button/button.css';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, FilterIcon, MoreIcon } from '../internal/icons';
import { Spinner } from '../loading-placeholder/spinner';
import { Menu, MenuItem, MenuItemCheckbox, MenuSeparator, type MenuValues } from '../menu/menu';
import {
  AnchoredTooltip,
  TABLE_CELL_TOOLTIP_HIDE_DELAY,
  TABLE_CELL_TOOLTIP_SHOW_DELAY,
} from '../tooltip/tooltip';
import * as styles from './data-table.css';
import {
  type DataTableColumn,
  type DataTableColumnFilters,
  type DataTableFilterOption,
  type DataTableInstance,
  type DataTableRowAction,
  type DataTableValue,
  dataTableValueText,
  type UseDataTableOptions,
  useDataTable,
} from './use-data-table';

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

function defaultCellText(value: DataTableValue): string {
  if (value instanceof Date) return value.toLocaleString();
  return dataTableValueText(value);
}

const INTERACTIVE = 'button, a, input, select, textarea, label, [role="menuitem"], [role="menu"]';

interface RowController<TData extends RowData> {
  click(rowId: string, event: MouseEvent<HTMLElement>): void;
  keyDown(rowId: string, event: KeyboardEvent<HTMLElement>): void;
  focus(rowId: string): void;
  toggle(rowId: string, checked: boolean): void;
  runAction(action: DataTableRowAction<TData>, row: TData): void;
}

interface BodyRowProps<TData extends RowData> {
  row: TData;
  rowId: string;
  ariaRowIndex: number;
  columns: DataTableColumn<TData>[];
  selectable: boolean;
  selected: boolean;
  disabledReason: string | null;
  tabbable: boolean;
  clickable: boolean;
  actions: DataTableRowAction<TData>[] | undefined;
  hasActionsColumn: boolean;
  rowLabel: string;
  offset: number | null;
  controller: RefObject<RowController<TData>>;
}

function BodyRowImpl<TData extends RowData>({
  row,
  rowId,
  ariaRowIndex,
  columns,
  selectable,
  selected,
  disabledReason,
  tabbable,
  clickable,
  actions,
  hasActionsColumn,
  rowLabel,
  offset,
  controller,
}: BodyRowProps<TData>) {
  const t = useMessage();
  const reasonId = useId();
  const [hoverOpen, setHoverOpen] = useState(false);
  const [focusOpen, setFocusOpen] = useState(false);
  const visibleActions = actions?.filter((action) => action.isVisible?.(row) ?? true) ?? [];
  const disabled = disabledReason !== null;
  // A disabled row explains itself: a transparent layer over the row anchors the tooltip (on hover,
  // 500 ms / 250 ms, 002 §9), focus on the row shows it too, and the reason describes the row.
  const reason = disabled ? (
    <DisabledReason
      id={reasonId}
      reason={disabledReason}
      open={hoverOpen || focusOpen}
      onHoverChange={setHoverOpen}
      onHide={() => {
        setHoverOpen(false);
        setFocusOpen(false);
      }}
    />
  ) : null;
  return (
    <tr
      className={styles.bodyRow}
      tabIndex={tabbable ? 0 : -1}
      aria-rowindex={ariaRowIndex}
      aria-disabled={disabled || undefined}
      aria-describedby={disabled ? reasonId : undefined}
      data-row-id={rowId}
      data-state={disabled ? 'disabled' : 'enabled'}
      data-selected={selected}
      data-clickable={clickable && !disabled}
      style={offset === null ? undefined : { transform: `translateY(${offset}px)` }}
      onClick={(event) => controller.current.click(rowId, event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          setFocusOpen(false);
          setHoverOpen(false);
        }
        controller.current.keyDown(rowId, event);
      }}
      onFocus={(event) => {
        controller.current.focus(rowId);
        if (disabled && event.target === event.currentTarget) setFocusOpen(true);
      }}
      onBlur={(event) => {
        if (event.target === event.currentTarget) setFocusOpen(false);
      }}
    >
      {selectable ? (
        <td className={styles.controlCell}>
          {reason}
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={selected}
            disabled={disabled}
            tabIndex={tabbable ? 0 : -1}
            aria-label={t('ui.dataTable.selectRow', { row: rowLabel })}
            onChange={(event) => controller.current.toggle(rowId, event.target.checked)}
          />
        </td>
      ) : null}
      {columns.map((column, index) => {
        const value = column.accessor?.(row);
        return (
          <td key={column.id} className={styles.cell} data-align={column.align}>
            {!selectable && index === 0 ? reason : null}
            {column.cell ? (
              column.cell({ row, rowId, value })
            ) : (
              <span className={styles.cellText}>{defaultCellText(value)}</span>
            )}
          </td>
        );
      })}
      {hasActionsColumn ? (
        <td className={`${styles.controlCell} ${styles.raised}`}>
          {visibleActions.length > 0 ? (
            <RowActions<TData>
              row={row}
              actions={visibleActions}
              label={t('ui.dataTable.rowActions', { row: rowLabel })}
              tabbable={tabbable}
              controller={controller}
            />
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}

const BodyRow = memo(BodyRowImpl) as typeof BodyRowImpl;

/**
 * Why a row is disabled: a hidden text that describes the row, and a layer over the row whose hover
 * (after 500 ms, hiding 250 ms after the pointer leaves) or the row's focus shows it as a tooltip.
 * The tooltip's Ariakit store mounts the first time it shows, so a page of disabled rows mounts none.
 */
function DisabledReason({
  id,
  reason,
  open,
  onHoverChange,
  onHide,
}: {
  id: string;
  reason: string;
  open: boolean;
  onHoverChange: (hovered: boolean) => void;
  onHide: () => void;
}) {
  const layer = useRef<HTMLSpanElement>(null);
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const hoverAfter = (delay: number, hovered: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onHoverChange(hovered), delay);
  };
  return (
    <>
      <span
        ref={layer}
        className={styles.disabledLayer}
        data-part="disabled-reason"
        onPointerEnter={() => hoverAfter(TABLE_CELL_TOOLTIP_SHOW_DELAY, true)}
        onPointerLeave={() => hoverAfter(TABLE_CELL_TOOLTIP_HIDE_DELAY, false)}
      />
      {mounted ? (
        <AnchoredTooltip
          anchor={layer}
          content={reason}
          open={open}
          onOpenChange={(next) => {
            if (!next) onHide();
          }}
        />
      ) : null}
      <span id={id} hidden>
        {reason}
      </span>
    </>
  );
}

// The kebab is a plain button styled as a small ghost IconButton without its tooltip (which would
// only repeat the accessible name): a page of 50 Ariakit buttons weighed on the table's first paint.
const KEBAB_CLASS = [
  buttonStyles.button({ variant: 'ghost', size: 'sm', iconOnly: true }),
  buttonStyles.disabled({ link: false }),
].join(' ');

/**
 * A row's kebab menu. The kit's {@link Menu} mounts on first use, so until a row's menu is opened
 * (click, Enter, Space, ArrowDown or ArrowUp on its button) the row renders only this plain button,
 * with `aria-haspopup`, `aria-expanded` and the roving `tabIndex`: a page of rows mounts no Ariakit
 * button, store or popup.
 */
function RowActions<TData extends RowData>({
  row,
  actions,
  label,
  tabbable,
  controller,
}: {
  row: TData;
  actions: DataTableRowAction<TData>[];
  label: string;
  tabbable: boolean;
  controller: RefObject<RowController<TData>>;
}) {
  return (
    <Menu
      label={label}
      placement="bottom-end"
      trigger={
        <button
          type="button"
          className={KEBAB_CLASS}
          data-variant="ghost"
          data-size="sm"
          aria-label={label}
          tabIndex={tabbable ? 0 : -1}
        >
          <span className={buttonStyles.icon}>
            <MoreIcon />
          </span>
        </button>
      }
    >
      <RowActionItems<TData> row={row} actions={actions} controller={controller} />
    </Menu>
  );
}

function RowActionItems<TData extends RowData>({
  row,
  actions,
  controller,
}: {
  row: TData;
  actions: DataTableRowAction<TData>[];
  controller: RefObject<RowController<TData>>;
}) {
  return (
    <>
      {actions.map((action) => (
        <MenuItem
          key={action.id}
          disabled={action.isDisabled?.(row) ?? false}
          onSelect={() => controller.current.runAction(action, row)}
        >
          {action.label}
        </MenuItem>
      ))}
    </>
  );
}

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

function ColumnFilterMenu<TData extends RowData>({
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

/**
 * A data table on TanStack Table v9 and TanStack Virtual: sortable headers (`aria-sort`), a
 * global search and a multi-select filter menu per column, a column visibility menu, paging (or
 * virtual scroll for long lists), row click and Enter, a kebab menu of row actions with visibility
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
  const { table, rows, visibleColumns, totalRows, pageIndex, pageCount, pageSize } = model;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const theadRef = useRef<HTMLTableSectionElement>(null);
  const [headerHeight, setHeaderHeight] = useState(0);
  const [activeRowId, setActiveRowId] = useState<string | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const virtual = scrollMode === 'virtual';

  // Only the virtual mode places rows under the header: measuring it in the paged mode would force
  // a layout and a second render on mount.
  useLayoutEffect(() => {
    if (virtual) setHeaderHeight(theadRef.current?.offsetHeight ?? 0);
  }, [virtual]);

  // Disabled in the paged mode, so it neither observes nor measures the scroll area.
  const virtualizer = useVirtualizer({
    enabled: virtual,
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 8,
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
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

  // The rows in the DOM: the page, or the virtual window.
  const virtualItems = virtual ? virtualizer.getVirtualItems() : [];
  const rendered = virtual
    ? virtualItems.flatMap((item) => {
        const row = rows[item.index];
        return row ? [{ row, index: item.index, offset: item.start - headerHeight }] : [];
      })
    : rows.map((row, index) => ({ row, index, offset: null }));

  const renderedIds = rendered.map((r) => r.row.id);
  const focusRowId =
    activeRowId !== null && renderedIds.includes(activeRowId) ? activeRowId : (renderedIds[0] ?? null);

  useLayoutEffect(() => {
    const id = pendingFocus.current;
    if (id === null || !renderedIds.includes(id)) return;
    pendingFocus.current = null;
    scrollerRef.current?.querySelector<HTMLElement>(`tr[data-row-id="${CSS.escape(id)}"]`)?.focus();
  });

  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const onRowClickRef = useRef(onRowClick);
  onRowClickRef.current = onRowClick;

  const controller = useRef<RowController<TData>>(null as unknown as RowController<TData>);
  controller.current = {
    click(rowId, event) {
      if ((event.target as Element).closest(INTERACTIVE)) return;
      const row = rowsRef.current.find((r) => r.id === rowId);
      if (!row || model.disabledReason(row.original) !== null) return;
      onRowClickRef.current?.(row.original);
    },
    keyDown(rowId, event) {
      if (event.target !== event.currentTarget) return;
      const list = rowsRef.current;
      const index = list.findIndex((r) => r.id === rowId);
      const row = list[index];
      if (!row) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        if (model.disabledReason(row.original) === null) onRowClickRef.current?.(row.original);
        return;
      }
      if (event.key === ' ') {
        event.preventDefault();
        if (selectable && row.getCanSelect()) row.toggleSelected();
        return;
      }
      const jumps: Record<string, number> = {
        ArrowDown: index + 1,
        ArrowUp: index - 1,
        Home: 0,
        End: list.length - 1,
        PageDown: index + 10,
        PageUp: index - 10,
      };
      const target = jumps[event.key];
      if (target === undefined) return;
      event.preventDefault();
      const clamped = Math.max(0, Math.min(list.length - 1, target));
      const next = list[clamped];
      if (!next || next.id === rowId) return;
      pendingFocus.current = next.id;
      setActiveRowId(next.id);
      if (virtual) virtualizer.scrollToIndex(clamped, { align: 'auto' });
    },
    focus(rowId) {
      setActiveRowId(rowId);
    },
    toggle(rowId, checked) {
      table.getRow(rowId, true)?.toggleSelected(checked);
    },
    runAction(action, row) {
      action.onSelect(row);
    },
  };

  const state = loading ? 'loading' : totalRows === 0 ? 'empty' : 'ready';
  const selectedSet = useMemo(() => new Set(model.selection), [model.selection]);
  const hideable = columns.filter((c) => c.hideable ?? true);
  const from = totalRows === 0 ? 0 : virtual ? 1 : pageIndex * pageSize + 1;
  const to = virtual ? totalRows : Math.min(totalRows, (pageIndex + 1) * pageSize);
  const colCount = visibleColumns.length + (selectable ? 1 : 0) + (hasActionsColumn ? 1 : 0);

  let message: ReactNode = null;
  if (rows.length === 0) {
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
      <div className={styles.toolbar}>
        <div className={styles.toolbarStart}>{toolbar}</div>
        {loading && rows.length > 0 ? <Spinner /> : null}
        {selectable && model.selection.length > 0 ? (
          <span className={styles.meta} role="status">
            {t('ui.dataTable.selectedCount', { count: model.selection.length })}
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
      <div ref={scrollerRef} className={styles.scroller} data-scroll-mode={scrollMode}>
        <table
          className={styles.table}
          aria-label={label}
          aria-rowcount={message === null ? totalRows + 1 : undefined}
          aria-colcount={colCount}
          aria-busy={loading || undefined}
        >
          <thead ref={theadRef} className={styles.head}>
            <tr className={styles.row} aria-rowindex={1}>
              {selectable ? (
                <th scope="col" className={styles.headerCell} data-align="end">
                  <HeaderCheckbox
                    checked={table.getIsAllPageRowsSelected()}
                    indeterminate={!table.getIsAllPageRowsSelected() && table.getIsSomePageRowsSelected()}
                    disabled={!table.getRowModel().rows.some((row) => row.getCanSelect())}
                    label={t('ui.dataTable.selectAll')}
                    onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
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
                        <span
                          className={styles.sortIcon}
                          data-direction={direction || 'none'}
                          aria-hidden="true"
                        >
                          <ChevronDownIcon />
                        </span>
                      </button>
                    ) : (
                      <span className={styles.headerText}>{heading}</span>
                    )}
                    {column.filterable ? (
                      <ColumnFilterMenu
                        table={table}
                        column={column}
                        filters={model.columnFilters}
                        setColumnFilter={model.setColumnFilter}
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
          <tbody
            className={styles.body}
            data-scroll-mode={scrollMode}
            style={virtual && rows.length > 0 ? { height: virtualizer.getTotalSize() } : undefined}
          >
            {message !== null ? (
              <tr className={styles.row}>
                <td className={styles.messageCell} colSpan={colCount}>
                  {message}
                </td>
              </tr>
            ) : (
              rendered.map(({ row, index, offset }) => (
                <BodyRow<TData>
                  key={row.id}
                  row={row.original}
                  rowId={row.id}
                  ariaRowIndex={(virtual ? 0 : pageIndex * pageSize) + index + 2}
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
