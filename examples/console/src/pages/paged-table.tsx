import { useMessage } from '@console/core/react';
import { Button } from '@console/ui';
import type { ReactNode } from 'react';
import * as styles from './page.css';

/** A column heading of a {@link PagedTable}. */
export interface PagedTableColumn {
  label: ReactNode;
  /** Right-aligned tabular figures. */
  numeric?: boolean;
}

/** Props of {@link PagedTable}. */
export interface PagedTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: readonly PagedTableColumn[];
  /** The items of the current page. */
  items: readonly T[];
  /** One `<tr>` (with its `key`) per item. */
  renderRow: (item: T) => ReactNode;
  /** Shown instead of the table when the page has no items. */
  empty: ReactNode;
  /** 1-based page number. */
  page: number;
  pageSize: number;
  /** Items on all pages. */
  total: number;
  onPageChange: (page: number) => void;
  /** Shows the pager only when there is more than one page (otherwise whenever there are items). */
  hideSinglePagePager?: boolean;
  /** A newer page is being fetched while this one shows: `data-fetching` on the card. */
  fetching?: boolean;
}

/** A card with one page of a list as a table (or the empty text), and the range with Previous / Next. */
export function PagedTable<T>({
  label,
  columns,
  items,
  renderRow,
  empty,
  page,
  pageSize,
  total,
  onPageChange,
  hideSinglePagePager = false,
  fetching = false,
}: PagedTableProps<T>) {
  const t = useMessage();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const showPager = hideSinglePagePager ? pages > 1 : total > 0;
  return (
    <div className={styles.card} data-fetching={fetching ? 'true' : undefined}>
      {items.length > 0 ? (
        <table className={styles.table} aria-label={label}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per page
                  key={index}
                  className={column.numeric ? `${styles.th} ${styles.numeric}` : styles.th}
                  scope="col"
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{items.map((item) => renderRow(item))}</tbody>
        </table>
      ) : (
        <p className={styles.muted}>{empty}</p>
      )}
      {showPager ? (
        <nav className={styles.pager} aria-label={t('shell.deviceSearch.pagination')}>
          <span className={styles.muted}>
            {t('shell.deviceSearch.range', {
              from: (page - 1) * pageSize + 1,
              to: Math.min(page * pageSize, total),
              total,
            })}
          </span>
          <Button size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {t('shell.deviceSearch.previousPage')}
          </Button>
          <Button size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
            {t('shell.deviceSearch.nextPage')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
