import type { Policy } from '@console/core';
import { useMessage } from '@console/core/react';
import { isParentPolicyEnabled, validatePolicyCreate } from '@console/core/validation';
import { Banner, Button, Checkbox, TextArea, TextInput } from '@console/ui';
import { PolicyPicker, useWidgetForm } from '@console/widget-kit';
import { useState } from 'react';
import * as styles from './policy.css';
import { PolicyTexts } from './texts';
import { PolicySaveError, usePolicyRecord } from './use-policy-record';

/** Props of {@link PolicyGeneralSection}. */
export interface PolicyGeneralSectionProps {
  /** The policy shown and saved. */
  policyId: number;
  /** Called after a save with the saved policy. */
  onSaved?: (policy: Policy) => void;
}

interface GeneralValues {
  name: string;
  description: string;
  enabled: boolean;
  parentPolicyId: number | null;
}

/**
 * The policy editor's General section (002 §3 Policy, §5.5): name (required, trimmed, ≤ 100),
 * description (≤ 250), Enabled, the role (and NMS role) read-only, and the parent policy (same
 * role; none for NMS). Save sends `PUT /policy` with what changed; 'A policy with this name
 * already exists' shows under the name, other failures 'Error saving policy'. Read-only without
 * the policy update permission.
 * @example <PolicyGeneralSection policyId={12} />
 */
export function PolicyGeneralSection(props: PolicyGeneralSectionProps) {
  return (
    <PolicyTexts>
      <GeneralSection {...props} />
    </PolicyTexts>
  );
}

function GeneralSection({ policyId, onSaved }: PolicyGeneralSectionProps) {
  const record = usePolicyRecord(policyId);
  const [notice, setNotice] = useState<string | null>(null);
  const { policy } = record;
  if (!policy) return null;
  return (
    <GeneralForm
      key={policy.updateTime}
      policy={policy}
      record={record}
      notice={notice}
      setNotice={setNotice}
      onSaved={onSaved}
    />
  );
}

function GeneralForm({
  policy,
  record,
  notice,
  setNotice,
  onSaved,
}: {
  policy: Policy;
  record: ReturnType<typeof usePolicyRecord>;
  /** The last save's notice: kept above the form, which starts over with each saved policy. */
  notice: string | null;
  setNotice: (notice: string | null) => void;
  onSaved?: ((policy: Policy) => void) | undefined;
}) {
  const t = useMessage();
  const form = useWidgetForm<GeneralValues, 'name' | 'description'>({
    initialValues: {
      name: policy.name,
      description: policy.description ?? '',
      enabled: policy.enabled,
      parentPolicyId: policy.parentPolicyId,
    },
    validate: (values) => {
      const { name, description } = validatePolicyCreate({ ...values, nodeClass: policy.nodeClass });
      return { name, description };
    },
  });
  const readOnly = !record.canEdit;
  const headingId = `policy-general-${policy.id}`;
  const submit = async () => {
    setNotice(null);
    if (form.beginSubmit().length > 0) return;
    const description = form.values.description.trim();
    try {
      const saved = await record.save({
        name: form.values.name.trim(),
        description: description === '' ? null : description,
        enabled: form.values.enabled,
        ...(isParentPolicyEnabled(policy.nodeClass) ? { parentPolicyId: form.values.parentPolicyId } : {}),
      });
      setNotice(t('policyEditor.saved'));
      onSaved?.(saved);
    } catch (error) {
      const fields = error instanceof PolicySaveError ? error.fields : {};
      if (fields.name) form.setFieldError('name', fields.name);
      if (fields.description) form.setFieldError('description', fields.description);
      // A taken name shows under the name only; any other failure over the form.
      if (!fields.name && !fields.description) form.setFormError((error as Error).message);
    }
  };
  return (
    <section className={styles.section} aria-labelledby={headingId} data-section="general">
      <h2 className={styles.heading} id={headingId}>
        {t('policyEditor.general.title')}
      </h2>
      {readOnly ? <Banner tone="info">{t('policyEditor.readOnly')}</Banner> : null}
      {notice ? <Banner tone="success">{notice}</Banner> : null}
      {form.formError ? <Banner tone="danger">{form.formError}</Banner> : null}
      <form
        className={styles.page}
        noValidate
        data-state={record.saving ? 'saving' : form.formError ? 'error' : 'editing'}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextInput
          label={t('policyEditor.general.name')}
          required
          disabled={readOnly}
          {...form.field('name')}
        />
        <TextArea
          label={t('policyEditor.general.description')}
          rows={3}
          disabled={readOnly}
          {...form.field('description')}
        />
        <Checkbox
          label={t('policyEditor.general.enabled')}
          checked={form.values.enabled}
          onCheckedChange={(enabled) => form.update({ enabled })}
          disabled={readOnly}
        />
        <p className={styles.readOnly}>
          <span className={styles.readOnlyLabel}>{t('policyEditor.general.role')}</span>
          <span className={styles.readOnlyValue}>
            {t(`policyEditor.role.${policy.nodeClass}`)}
            {policy.nodeClassDefault ? ` · ${t('policyEditor.general.default')}` : null}
          </span>
        </p>
        {isParentPolicyEnabled(policy.nodeClass) ? (
          <PolicyPicker
            label={t('policyEditor.general.parent')}
            nodeClass={policy.nodeClass}
            value={form.values.parentPolicyId}
            onValueChange={(parentPolicyId) => form.update({ parentPolicyId })}
            disabled={readOnly}
          />
        ) : (
          <p className={styles.readOnly}>{t('policyEditor.general.parentNone')}</p>
        )}
        {readOnly ? null : (
          <div className={styles.footer}>
            <Button variant="primary" type="submit" loading={record.saving}>
              {t('policyEditor.save')}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}
