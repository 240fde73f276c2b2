import type { MessageKey, PolicyContent, Translate } from '@console/core';
import { useMessage } from '@console/core/react';
import { Banner } from '@console/ui';
import { type ReactNode, useState } from 'react';
import { RecordsSection } from '../shared/records-section';
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
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const { policy } = record;
  if (!policy) return null;
  const items = (policy.content[field] ?? []) as Item[];
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

  return (
    <RecordsSection
      headingId={`policy-${kind}-${policyId}`}
      section={kind}
      texts={{
        title: t(key('title')),
        add: t(key('add')),
        empty: t(key('empty')),
        actions: t(key('actions')),
        edit: t(key('edit')),
        remove: t(key('remove')),
        editOne: (name) => t(key('editOne'), { name }),
        removeOne: (name) => t(key('removeOne'), { name }),
        removeBody: (name) => t(key('removeBody'), { name }),
      }}
      items={items}
      keyOf={keyOf}
      nameOf={nameOf}
      columns={columns.map((column) => ({
        id: column.header,
        header: t(column.header),
        cell: (item: Item) => column.cell(item, t),
      }))}
      canEdit={record.canEdit}
      notice={notice ? <Banner tone={notice.tone}>{notice.text}</Banner> : null}
      onAdd={() => edit(null)}
      onEdit={(item) => edit(keyOf(item))}
      onRemove={(removed) => save(items.filter((item) => keyOf(item) !== keyOf(removed)))}
      rowActions={rowActions ? (item) => rowActions(item, { items, save }) : undefined}
      rowState={rowState}
    >
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
    </RecordsSection>
  );
}
