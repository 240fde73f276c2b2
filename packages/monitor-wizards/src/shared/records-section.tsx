import { Button, ConfirmDialog } from '@console/ui';
import { type ReactNode, useState } from 'react';
import { type ListColumn, ListTable } from './list-table';
import * as styles from './wizard.css';

/** The texts of a {@link RecordsSection}, translated by its owner from its own catalogue section. */
export interface RecordsSectionTexts {
  /** The heading, and the table's name. */
  title: string;
  /** The add button. */
  add: string;
  /** Shown instead of the table when there are no items. */
  empty: string;
  /** The (visually hidden) header of the actions column. */
  actions: string;
  /** The row buttons' visible labels. */
  edit: string;
  remove: string;
  /** A row's Edit button's name, and the remove confirmation's title and body, for an item. */
  editOne: (name: string) => string;
  removeOne: (name: string) => string;
  removeBody: (name: string) => string;
}

/** Props of {@link RecordsSection}. */
export interface RecordsSectionProps<T> {
  /** The heading's id (the section is labelled by it). */
  headingId: string;
  /** The section's `data-section`, where the page marks one. */
  section?: string;
  texts: RecordsSectionTexts;
  items: readonly T[];
  /** An item's row key. */
  keyOf: (item: T, index: number) => string | number;
  /** An item's name, in its row buttons' names and the remove confirmation. */
  nameOf: (item: T) => string;
  columns: readonly ListColumn<T>[];
  /** Add, Edit and Remove are offered only with the right to change the list. */
  canEdit: boolean;
  /** The save notice under the heading, when there is one. */
  notice?: ReactNode;
  onAdd: () => void;
  onEdit: (item: T, index: number) => void;
  /** Removes a confirmed item (the confirmation closes once it settles; report failures in `notice`). */
  onRemove: (item: T, index: number) => Promise<unknown>;
  /** Row actions between Edit and Remove. */
  rowActions?: (item: T, index: number) => ReactNode;
  /** A row's `data-state`, where the owner marks one. */
  rowState?: (item: T) => string | undefined;
  /** The add or edit dialog, when open. */
  children?: ReactNode;
}

/**
 * An editable list of a policy (its conditions, monitors, automations, backup jobs): a heading with
 * Add, the save notice, the empty text or a table of `columns` with Edit, `rowActions` and Remove
 * per row, and the remove confirmation. It holds no data: its owner loads, saves and words it.
 * @example <RecordsSection headingId="backup-jobs-12" texts={texts} items={jobs} keyOf={(job, i) => job.id ?? i} nameOf={(job) => job.jobName} columns={columns} canEdit onAdd={add} onEdit={edit} onRemove={remove} />
 */
export function RecordsSection<T>(props: RecordsSectionProps<T>) {
  const { headingId, section, texts, items, keyOf, nameOf, columns, canEdit, notice } = props;
  const [removing, setRemoving] = useState<{ item: T; index: number } | null>(null);
  const removingName = removing ? nameOf(removing.item) : '';

  return (
    <section className={styles.section} aria-labelledby={headingId} data-section={section}>
      <div className={styles.sectionHeader}>
        <h2 className={styles.heading} id={headingId}>
          {texts.title}
        </h2>
        {canEdit ? <Button onClick={props.onAdd}>{texts.add}</Button> : null}
      </div>
      {notice}
      {items.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <ListTable
          label={texts.title}
          items={items}
          columns={columns}
          keyOf={keyOf}
          rowState={props.rowState}
          actionsLabel={texts.actions}
          actions={(item, index) =>
            canEdit ? (
              <>
                <Button
                  size="sm"
                  aria-label={texts.editOne(nameOf(item))}
                  onClick={() => props.onEdit(item, index)}
                >
                  {texts.edit}
                </Button>
                {props.rowActions?.(item, index)}
                <Button
                  size="sm"
                  aria-label={texts.removeOne(nameOf(item))}
                  onClick={() => setRemoving({ item, index })}
                >
                  {texts.remove}
                </Button>
              </>
            ) : null
          }
        />
      )}
      {props.children}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={texts.removeOne(removingName)}
        confirmLabel={texts.remove}
        tone="danger"
        onConfirm={async () => {
          if (removing) await props.onRemove(removing.item, removing.index);
          setRemoving(null);
        }}
      >
        {texts.removeBody(removingName)}
      </ConfirmDialog>
    </section>
  );
}
