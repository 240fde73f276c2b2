import type { MessageKey, PolicyContent, Translate } from '@console/core';
import { useMessage } from '@console/core/react';
import { Banner, Button, ConfirmDialog, VisuallyHidden } from '@console/ui';
import { type ReactNode, useState } from 'react';
import * as styles from './policy.css';
import { usePolicyRecord } from './use-policy-record';

/** The list fields of a policy's content that a {@link PolicyRecordsSection} edits. */
export type PolicyRecordsField = 'conditions' | 'monitors' | 'actionsetSchedules';

/** The texts each list section has under `policyEditor.<kind>.*`. */
type RecordsText =
  | 'title'
  | 'add'
  | 'empty'
  | 'actions'
  | 'edit'
  | 'editOne'
  | 'remove'
  | 'removeOne'
  | 'removeBody';

/** One item of a policy content's list field. */
export type PolicyRecordOf<F extends PolicyRecordsField> = NonNullable<PolicyContent[F]>[number];

/** One column of a {@link PolicyRecordsSection}'s table: its header text and its cell. */
export interface PolicyRecordsColumn<T> {
  /** The header's message key. */
  header: MessageKey;
  /** The row's cell content. */
  cell: (item: T, t: Translate) => ReactNode;
}

/** Props of {@link PolicyRecordsSection}. */
export interface PolicyRecordsSectionProps<F extends PolicyRecordsField> {
  /** The policy whose list is shown and saved. */
  policyId: number;
  /** The section's kind: its `data-section`, heading id and its texts under `policyEditor.<kind>.*`. */
  kind: 'conditions' | 'monitors' | 'automations';
  /** The content's list field saved. */
  field: F;
  /** An item's stable uid (the row key, what Edit and Remove find it by). */
  keyOf: (item: PolicyRecordOf<F>) => string;
  /** An item's name (in the row buttons' names and the remove confirmation). */
  nameOf: (item: PolicyRecordOf<F>) => string;
  /** The columns before the (visually hidden) actions column. */
  columns: readonly PolicyRecordsColumn<PolicyRecordOf<F>>[];
  /** The row's `data-state`, where the section marks one. */
  rowState?: (item: PolicyRecordOf<F>) => string;
  /** Row actions between Edit and Remove; `save` stores a changed list. */
  rowActions?: (
    item: PolicyRecordOf<F>,
    list: { items: PolicyRecordOf<F>[]; save: (next: PolicyRecordOf<F>[]) => Promise<boolean> },
  ) => ReactNode;
  /** The add (`editing` null) or edit dialog; `onSubmit` saves the item, closing on success. */
  renderDialog: (
    editing: PolicyRecordOf<F> | null,
    onSubmit: (item: PolicyRecordOf<F>) => void,
    onClose: () => void,
  ) => ReactNode;
}

/**
 * A policy editor list section (002 §3 Policy content lists): a heading with 'Add …' (with the
 * policy update permission), the save notice, the empty text or a table of `columns` with per row
 * Edit, `rowActions` and Remove (confirmed). Each change saves the policy's content with
 * `PUT /policy` at once; a refused save shows the server's reason. Render under `PolicyTexts`.
 * @example <PolicyRecordsSection policyId={12} kind="monitors" field="monitors" … />
 */
export function PolicyRecordsSection<F extends PolicyRecordsField>(props: PolicyRecordsSectionProps<F>) {
  const { policyId, kind, field, keyOf, nameOf, columns, rowState, rowActions, renderDialog } = props;
  type Item = PolicyRecordOf<F>;
  const t = useMessage();
  const record = usePolicyRecord(policyId);
  const [editing, setEditing] = useState<{ uid: string | null } | null>(null);
  const [removing, setRemoving] = useState<Item | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const { policy } = record;
  if (!policy) return null;
  const items = (policy.content[field] ?? []) as Item[];
  const headingId = `policy-${kind}-${policyId}`;
  const key = (suffix: RecordsText): MessageKey => `policyEditor.${kind}.${suffix}` as const;

  const save = async (next: Item[]) => {
    try {
      await record.save({ content: { ...policy.content, [field]: next } });
      setNotice({ tone: 'success', text: t('policyEditor.saved') });
      return true;
    } catch (error) {
      const reasons = Object.values((error as { fields?: Record<string, string> }).fields ?? {});
      setNotice({ tone: 'danger', text: [(error as Error).message, ...reasons].join(' ') });
      return false;
    }
  };
  const edit = (uid: string | null) => {
    setNotice(null);
    setEditing({ uid });
  };
  const edited = editing?.uid ? items.find((item) => keyOf(item) === editing.uid) : undefined;
  const removingName = removing ? nameOf(removing) : '';

  return (
    <section className={styles.section} aria-labelledby={headingId} data-section={kind}>
      <div className={styles.sectionHeader}>
        <h2 className={styles.heading} id={headingId}>
          {t(key('title'))}
        </h2>
        {record.canEdit ? <Button onClick={() => edit(null)}>{t(key('add'))}</Button> : null}
      </div>
      {notice ? <Banner tone={notice.tone}>{notice.text}</Banner> : null}
      {items.length === 0 ? (
        <p>{t(key('empty'))}</p>
      ) : (
        <table className={styles.table} aria-label={t(key('title'))}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} className={styles.cell} scope="col">
                  {t(column.header)}
                </th>
              ))}
              <th className={styles.cell} scope="col">
                <VisuallyHidden>{t(key('actions'))}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const name = nameOf(item);
              return (
                <tr key={keyOf(item)} data-state={rowState?.(item)}>
                  {columns.map((column) => (
                    <td key={column.header} className={styles.cell}>
                      {column.cell(item, t)}
                    </td>
                  ))}
                  <td className={styles.cell}>
                    {record.canEdit ? (
                      <div className={styles.actions}>
                        <Button
                          size="sm"
                          aria-label={t(key('editOne'), { name })}
                          onClick={() => edit(keyOf(item))}
                        >
                          {t(key('edit'))}
                        </Button>
                        {rowActions?.(item, { items, save })}
                        <Button
                          size="sm"
                          aria-label={t(key('removeOne'), { name })}
                          onClick={() => setRemoving(item)}
                        >
                          {t(key('remove'))}
                        </Button>
                      </div>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {editing
        ? renderDialog(
            edited ?? null,
            (item) => {
              const next = edited
                ? items.map((other) => (keyOf(other) === keyOf(item) ? item : other))
                : [...items, item];
              void save(next).then((saved) => {
                if (saved) setEditing(null);
              });
            },
            () => setEditing(null),
          )
        : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t(key('removeOne'), { name: removingName })}
        confirmLabel={t(key('remove'))}
        tone="danger"
        onConfirm={async () => {
          const uid = removing ? keyOf(removing) : undefined;
          await save(items.filter((item) => keyOf(item) !== uid));
          setRemoving(null);
        }}
      >
        {t(key('removeBody'), { name: removingName })}
      </ConfirmDialog>
    </section>
  );
}
