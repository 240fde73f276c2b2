import { VisuallyHidden } from '@console/ui';
import type { ReactNode } from 'react';
import * as styles from './wizard.css';

/** One column of a {@link ListTable}: a stable id, its header text and its cell. */
export interface ListColumn<T> {
  id: string;
  header: string;
  cell: (item: T) => ReactNode;
}

/** Props of {@link ListTable}. */
export interface ListTableProps<T> {
  /** The table's accessible name. */
  label: string;
  items: readonly T[];
  columns: readonly ListColumn<T>[];
  /** An item's row key. */
  keyOf: (item: T, index: number) => string | number;
  /** A row's `data-state`, where the owner marks one. */
  rowState?: (item: T) => string | undefined;
  /** The (visually hidden) header of the actions column; no such column when left out. */
  actionsLabel?: string;
  /** A row's buttons, in the actions column. */
  actions?: (item: T, index: number) => ReactNode;
  /** Class names in place of the shared cell and actions styles. */
  classNames?: { cell?: string; actions?: string };
}

/**
 * The table of an editable list (a policy's conditions, monitors, automations and backup jobs, the
 * image manager's plans): a header row of `columns`, one row per item, and the row's buttons in a
 * last column named only for screen readers.
 * @example <ListTable label="Backup jobs" items={jobs} columns={columns} keyOf={(job, i) => job.id ?? i} actionsLabel="Actions" actions={(job) => <Button>Edit</Button>} />
 */
export function ListTable<T>({
  label,
  items,
  columns,
  keyOf,
  rowState,
  actionsLabel,
  actions,
  classNames = {},
}: ListTableProps<T>) {
  const cell = classNames.cell ?? styles.cell;
  const withActions = actionsLabel !== undefined;
  return (
    <table className={styles.table} aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} className={cell} scope="col">
              {column.header}
            </th>
          ))}
          {withActions ? (
            <th className={cell} scope="col">
              <VisuallyHidden>{actionsLabel}</VisuallyHidden>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={keyOf(item, index)} data-state={rowState?.(item)}>
            {columns.map((column) => (
              <td key={column.id} className={cell}>
                {column.cell(item)}
              </td>
            ))}
            {withActions ? (
              <td className={cell}>
                <div className={classNames.actions ?? styles.actions}>{actions?.(item, index)}</div>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
