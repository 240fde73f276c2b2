import type { PolicyNodeClass } from '@console/core';
import { useMessage } from '@console/core/react';
import { Banner, Button, Dialog, Select, TextArea, TextInput } from '@console/ui';
import { nodeRoleLabel, PolicyPicker } from '@console/widget-kit';
import * as styles from '../internal/dialog.css';
import { type UseCreatePolicyOptions, useCreatePolicy } from './use-create-policy';

/** Props of {@link CreatePolicyDialog}. */
export interface CreatePolicyDialogProps extends UseCreatePolicyOptions {
  /** Whether the dialog shows. */
  open: boolean;
  /** Called with `false` when the dialog closes (after a create too). */
  onOpenChange: (open: boolean) => void;
}

/**
 * The Create policy dialog, opened by the Add menu's Policy entry (002 §4.4, §5.5, §8): name
 * (trimmed, ≤ 100), description (≤ 250), role, NMS role when the role is NMS, parent policy
 * (disabled for NMS and until a role is chosen). A created policy opens in the policy editor.
 * @example <CreatePolicyDialog open={open} onOpenChange={setOpen} />
 */
export function CreatePolicyDialog({ open, onOpenChange, onCreated }: CreatePolicyDialogProps) {
  // A fresh form each time the dialog opens.
  return open ? <CreatePolicyForm onOpenChange={onOpenChange} onCreated={onCreated} /> : null;
}

function CreatePolicyForm({ onOpenChange, onCreated }: Omit<CreatePolicyDialogProps, 'open'>) {
  const t = useMessage();
  const policy = useCreatePolicy({
    onCreated: (id) => {
      onOpenChange(false);
      onCreated?.(id);
    },
  });
  const { form } = policy;
  const formId = 'add-menu-create-policy';
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('addMenu.policy.title')}
      busy={policy.saving}
      footer={
        <div className={styles.footer}>
          <Button onClick={() => onOpenChange(false)} disabled={policy.saving}>
            {t('ui.cancel')}
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={policy.saving}>
            {t('addMenu.policy.create')}
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        className={styles.stack}
        data-state={policy.saving ? 'saving' : form.formError ? 'error' : 'editing'}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void policy.submit();
        }}
      >
        {form.formError ? <Banner tone="danger">{form.formError}</Banner> : null}
        <TextInput label={t('addMenu.policy.name')} required {...form.field('name')} />
        <TextArea label={t('addMenu.policy.description')} rows={3} {...form.field('description')} />
        <Select
          label={t('addMenu.policy.role')}
          placeholder={t('addMenu.policy.rolePlaceholder')}
          options={policy.roles.map((role) => ({ value: role, label: t(`addMenu.policy.role.${role}`) }))}
          value={form.values.nodeClass ?? ''}
          onValueChange={(role) => policy.setRole((role || null) as PolicyNodeClass | null)}
          error={form.errorOf('nodeClass')}
        />
        {form.values.nodeClass === 'NMS' ? (
          <Select
            label={t('addMenu.policy.nmsRole')}
            placeholder={t('addMenu.policy.rolePlaceholder')}
            options={policy.nmsRoles.map((role) => ({
              value: String(role.id),
              label: nodeRoleLabel(role, t),
            }))}
            value={form.values.nodeRoleId === null ? '' : String(form.values.nodeRoleId)}
            onValueChange={(id) => form.update({ nodeRoleId: id ? Number(id) : null })}
            error={
              form.errorOf('nodeRoleId') ??
              (policy.nmsRolesFailed ? t('addMenu.policy.nodeRolesError') : undefined)
            }
          />
        ) : null}
        <PolicyPicker
          label={t('addMenu.policy.parent')}
          nodeClass={form.values.nodeClass ?? undefined}
          value={form.values.parentPolicyId}
          onValueChange={(parentPolicyId) => form.update({ parentPolicyId })}
          disabled={!policy.parentEnabled}
        />
      </form>
    </Dialog>
  );
}
