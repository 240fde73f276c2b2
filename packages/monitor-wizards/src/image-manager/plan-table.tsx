import { useMessage } from '@console/core/react';
import { Button } from '@console/ui';
import type { ReactNode } from 'react';
import { ListTable } from '../shared/list-table';
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
 * applications): a heading with its Add button, and a {@link ListTable} with Edit and Remove per
 * row (the page confirms and saves a removal).
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
        <ListTable
          label={title}
          items={items}
          columns={columns.map((column) => ({ id: column.header, ...column }))}
          // Rows are positions in the saved list.
          keyOf={(_, index) => index}
          actionsLabel={hasActions ? t('imageManager.actions') : undefined}
          actions={(item, index) => (
            <>
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
            </>
          )}
          classNames={{ cell: styles.cell, actions: styles.actions }}
        />
      )}
    </section>
  );
}
