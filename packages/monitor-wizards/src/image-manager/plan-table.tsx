import { useMessage } from '@console/core/react';
import { Button, VisuallyHidden } from '@console/ui';
import type { ReactNode } from 'react';
import * as styles from './image-manager.css';

/** A column of a {@link PlanTable}. */
export interface PlanColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

/** Props of {@link PlanTable}. */
export interface PlanTableProps<T> {
  /** The section title (a heading, also the table's name). */
  title: string;
  /** The Add button's text; no button when left out. */
  addLabel?: string;
  onAdd?: () => void;
  addDisabled?: boolean;
  /** Shown instead of the table when there are no items. */
  empty: string;
  items: readonly T[];
  columns: PlanColumn<T>[];
  /** The name of an item, for its buttons' accessible names. */
  nameOf: (item: T) => string;
  /** Hides Add, Edit and Remove (a user who may not update the policy). */
  readOnly?: boolean;
  onEdit?: (item: T, index: number) => void;
  onRemove?: (item: T, index: number) => void;
}

/**
 * A list of the image manager pages (managed folders, locations list, replication targets list,
 * applications): a heading with its Add button, and a table with Edit and Remove per row.
 */
export function PlanTable<T>({
  title,
  addLabel,
  onAdd,
  addDisabled,
  empty,
  items,
  columns,
  nameOf,
  onEdit,
  onRemove,
  readOnly = false,
}: PlanTableProps<T>) {
  const t = useMessage();
  const hasActions = !readOnly && Boolean(onEdit || onRemove);
  return (
    <section className={styles.stack} aria-label={title}>
      <div className={styles.sectionHeader}>
        <h3 className={styles.heading}>{title}</h3>
        {addLabel && !readOnly ? (
          <Button onClick={onAdd} disabled={addDisabled}>
            {addLabel}
          </Button>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className={styles.note}>{empty}</p>
      ) : (
        <table className={styles.table} aria-label={title}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} className={styles.cell} scope="col">
                  {column.header}
                </th>
              ))}
              {hasActions ? (
                <th className={styles.cell} scope="col">
                  <VisuallyHidden>{t('imageManager.actions')}</VisuallyHidden>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the saved list
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.header} className={styles.cell}>
                    {column.cell(item)}
                  </td>
                ))}
                {hasActions ? (
                  <td className={styles.cell}>
                    <div className={styles.actions}>
                      {onEdit ? (
                        <Button
                          size="sm"
                          aria-label={`${t('imageManager.edit')} ${nameOf(item)}`}
                          onClick={() => onEdit(item, index)}
                        >
                          {t('imageManager.edit')}
                        </Button>
                      ) : null}
                      {onRemove ? (
                        <Button
                          size="sm"
                          aria-label={`${t('imageManager.remove')} ${nameOf(item)}`}
                          onClick={() => onRemove(item, index)}
                        >
                          {t('imageManager.remove')}
                        </Button>
                      ) : null}
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
