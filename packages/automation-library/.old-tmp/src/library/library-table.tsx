import type { Automation } from '@console/core';
import { useMessage } from '@console/core/react';
import {
  Button,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  IconButton,
  Menu,
  MenuItem,
  MenuItemCheckbox,
  type MenuValues,
  MoreIcon,
  Spinner,
} from '@console/ui';
import { memo, type ReactNode, useMemo, useState } from 'react';
import * as styles from './library.css';
import {
  LIBRARY_PAGE_SIZE,
  type LibraryColumn,
  type LibrarySort,
  type RowLabels,
  sortAutomations,
} from './library-model';

/** A column of the library table. */
export interface LibraryColumnDef {
  id: LibraryColumn | 'scanStatus';
  header: string;
  /** The cell's text. */
  text: (automation: Automation) => string;
  /** A richer cell. */
  render?: (automation: Automation) => ReactNode;
  /** Can be hidden from the Columns menu. @default true */
  hideable?: boolean;
  /** Sortable by header click. @default true */
  sortable?: boolean;
}

/** An action of a row's menu. */
export interface LibraryRowAction {
  id: string;
  label: string;
  onSelect: () => void;
}

interface RowProps {
  automation: Automation;
  columns: readonly LibraryColumnDef[];
  rowActions: ((automation: Automation) => LibraryRowAction[]) | undefined;
  /** This row's menu is mounted (it was opened once); other rows show a plain button. */
  menuMounted: boolean;
  onMountMenu: (id: number) => void;
  onOpen: (automation: Automation) => void;
}

function RowMenu({
  automation,
  actions,
  label,
}: {
  automation: Automation;
  actions: LibraryRowAction[];
  label: string;
}) {
  return (
    <Menu
      label={label}
      placement="bottom-end"
      defaultOpen
      trigger={
        <IconButton
          size="sm"
          variant="ghost"
          label={label}
          icon={<MoreIcon />}
          tooltipPlacement={false}
          data-row-menu={automation.id}
        />
      }
    >
      {actions.map((action) => (
        <MenuItem key={action.id} onSelect={action.onSelect}>
          {action.label}
        </MenuItem>
      ))}
    </Menu>
  );
}

/**
 * One row. Its actions menu mounts on first use: 50 rows of menus would cost more than the rows
 * themselves on every sort and filter (001 performance budget).
 */
const Row = memo(function Row({
  automation,
  columns,
  rowActions,
  menuMounted,
  onMountMenu,
  onOpen,
}: RowProps) {
  const t = useMessage();
  const label = t('ui.dataTable.rowActions', { row: automation.name });
  const actions = menuMounted && rowActions ? rowActions(automation) : null;
  return (
    <tr
      className={styles.tr}
      tabIndex={0}
      data-row-id={automation.id}
      onClick={(event) => {
        if ((event.target as Element).closest('button, a, [role="menu"], [role="menuitem"]')) return;
        onOpen(automation);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) {
          event.preventDefault();
          onOpen(automation);
        }
      }}
    >
      {columns.map((column) => {
        const text = column.text(automation);
        return (
          <td key={column.id} className={styles.td} title={text}>
            {column.render ? column.render(automation) : text}
          </td>
        );
      })}
      {rowActions ? (
        <td className={`${styles.td} ${styles.actionsCell}`}>
          {actions ? (
            actions.length > 0 ? (
              <RowMenu automation={automation} actions={actions} label={label} />
            ) : null
          ) : (
            <button
              type="button"
              className={styles.kebab}
              aria-label={label}
              aria-haspopup="menu"
              aria-expanded={false}
              onClick={() => onMountMenu(automation.id)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                  event.preventDefault();
                  onMountMenu(automation.id);
                }
              }}
            >
              <MoreIcon aria-hidden="true" />
            </button>
          )}
        </td>
      ) : null}
    </tr>
  );
});

/** Props of {@link LibraryTable}. */
export interface LibraryTableProps {
  label: string;
  tableId: string;
  rows: readonly Automation[];
  columns: readonly LibraryColumnDef[];
  visibleColumns: readonly string[];
  onVisibleColumnsChange?: (ids: string[]) => void;
  sort: LibrarySort | null;
  onSortChange: (sort: LibrarySort | null) => void;
  labels: RowLabels;
  onRowClick: (automation: Automation) => void;
  rowActions?: (automation: Automation) => LibraryRowAction[];
  loading?: boolean;
  emptyMessage: ReactNode;
  /** When it changes, the table goes back to the first page (new filters or search). */
  resetKey?: string;
  toolbar?: ReactNode;
}

/**
 * The library's table: sortable headers (`aria-sort`), a Columns menu, pages of 50 with Previous and
 * Next, row click and Enter to edit, a kebab menu of the actions each row allows.
 * State shows as `data-state="loading|empty|ready"`.
 */
export function LibraryTable({
  label,
  tableId,
  rows,
  columns,
  visibleColumns,
  onVisibleColumnsChange,
  sort,
  onSortChange,
  labels,
  onRowClick,
  rowActions,
  loading = false,
  emptyMessage,
  resetKey = '',
  toolbar,
}: LibraryTableProps) {
  const t = useMessage();
  const [page, setPage] = useState({ key: resetKey, index: 0 });
  const pageIndex = page.key === resetKey ? page.index : 0;
  const sorted = useMemo(() => sortAutomations(rows, sort, labels), [rows, sort, labels]);
  const pageCount = Math.max(1, Math.ceil(sorted.length / LIBRARY_PAGE_SIZE));
  const current = Math.min(pageIndex, pageCount - 1);
  const pageRows = sorted.slice(current * LIBRARY_PAGE_SIZE, (current + 1) * LIBRARY_PAGE_SIZE);
  const shown = columns.filter((column) => visibleColumns.includes(column.id));
  const hasActions = rowActions !== undefined;
  const [menuRow, setMenuRow] = useState<number | null>(null);
  const hideable = columns.filter((column) => column.hideable ?? true);
  const from = sorted.length === 0 ? 0 : current * LIBRARY_PAGE_SIZE + 1;
  const to = Math.min(sorted.length, (current + 1) * LIBRARY_PAGE_SIZE);
  const state = loading && rows.length === 0 ? 'loading' : sorted.length === 0 ? 'empty' : 'ready';

  const toggleSort = (id: LibraryColumn) => {
    if (sort?.id !== id) onSortChange({ id, desc: false });
    else if (!sort.desc) onSortChange({ id, desc: true });
    else onSortChange(null);
  };

  return (
    <div className={styles.root} data-state={state} data-table-id={tableId}>
      <div className={styles.toolbar}>
        {toolbar}
        <span className={styles.spacer} />
        {onVisibleColumnsChange && hideable.length > 0 ? (
          <Menu
            label={t('ui.dataTable.columns')}
            placement="bottom-end"
            values={{ columns: [...visibleColumns] }}
            onValuesChange={(values: MenuValues) => {
              const ids = values.columns;
              if (!Array.isArray(ids)) return;
              const fixed = columns.filter((c) => c.hideable === false).map((c) => c.id);
              onVisibleColumnsChange(
                columns.map((c) => c.id).filter((id) => fixed.includes(id) || ids.includes(id)),
              );
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
      <div className={styles.tableWrap}>
        <table
          className={styles.table}
          aria-label={label}
          aria-busy={loading || undefined}
          aria-rowcount={sorted.length + 1}
        >
          <thead>
            <tr>
              {shown.map((column) => {
                const sortable = column.sortable ?? true;
                const direction = sort?.id === column.id ? (sort.desc ? 'desc' : 'asc') : 'none';
                return (
                  <th
                    key={column.id}
                    className={styles.th}
                    scope="col"
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
                        onClick={() => toggleSort(column.id as LibraryColumn)}
                      >
                        {column.header}
                        <span className={styles.sortIcon} data-direction={direction} aria-hidden="true">
                          <ChevronDownIcon width={12} height={12} />
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
              {hasActions ? (
                <th className={`${styles.th} ${styles.actionsCell}`} scope="col">
                  <span
                    style={{
                      position: 'absolute',
                      width: 1,
                      height: 1,
                      overflow: 'hidden',
                      clip: 'rect(0 0 0 0)',
                    }}
                  >
                    {t('ui.actions')}
                  </span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {state !== 'ready' ? (
              <tr>
                <td className={styles.message} colSpan={shown.length + (hasActions ? 1 : 0)}>
                  {state === 'loading' ? <Spinner showLabel /> : emptyMessage}
                </td>
              </tr>
            ) : (
              pageRows.map((automation) => (
                <Row
                  key={automation.id}
                  automation={automation}
                  columns={shown}
                  rowActions={rowActions}
                  menuMounted={menuRow === automation.id}
                  onMountMenu={setMenuRow}
                  onOpen={onRowClick}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className={styles.footer}>
        <span>
          {t('ui.dataTable.range', {
            from: from.toLocaleString(),
            to: to.toLocaleString(),
            total: sorted.length.toLocaleString(),
          })}
        </span>
        <IconButton
          size="sm"
          label={t('ui.dataTable.previousPage')}
          icon={<ChevronLeftIcon />}
          disabled={current === 0}
          accessibleWhenDisabled
          onClick={() => setPage({ key: resetKey, index: current - 1 })}
        />
        <IconButton
          size="sm"
          label={t('ui.dataTable.nextPage')}
          icon={<ChevronRightIcon />}
          disabled={current >= pageCount - 1}
          accessibleWhenDisabled
          onClick={() => setPage({ key: resetKey, index: current + 1 })}
        />
      </div>
    </div>
  );
}
