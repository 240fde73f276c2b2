import { describeError, routes } from '@console/core';
import { MessageSection, useConsole, useMessage } from '@console/core/react';
import { Banner, Button, Dialog, Spinner, TextInput } from '@console/ui';
import { useState } from 'react';
import * as styles from '../internal/dialog.css';
import { deviceActionsTexts } from '../messages';
import {
  type DeleteOrganizationStep,
  isTypedConfirmation,
  warningConfirmed,
  warningsLoaded,
} from './delete-organization-steps';

/** Props of {@link DeleteOrganizationDialog}. */
export interface DeleteOrganizationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The organization (its `deleteBackupDataPermanently` decides the typed confirmation). */
  organization: { id: number; name: string; deleteBackupDataPermanently: boolean };
  /** Called after it was deleted: go to the system dashboard, or refresh the list (002 §4.6). */
  onDeleted: () => void;
}

/**
 * The organization deletion flow (002 §4.6): confirm, fetch the warnings
 * (GET /client/{id}/delete/warning), confirm each, then — when its backup data is removed
 * permanently — type DELETE, and delete (DELETE /client/{id} or /client/{id}/including-backup-data).
 * @example <DeleteOrganizationDialog open organization={client} onOpenChange={setOpen} onDeleted={() => navigate('/systemDashboard/overview')} />
 */
export function DeleteOrganizationDialog(props: DeleteOrganizationDialogProps) {
  return (
    <MessageSection messages={deviceActionsTexts}>
      {props.open ? <DeleteOrganizationBody {...props} /> : null}
    </MessageSection>
  );
}

function DeleteOrganizationBody({
  open,
  onOpenChange,
  organization,
  onDeleted,
}: DeleteOrganizationDialogProps) {
  const t = useMessage();
  const { client } = useConsole();
  const [state, setState] = useState<DeleteOrganizationStep>({ step: 'confirm' });
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const withBackups = organization.deleteBackupDataPermanently;
  const params = { id: organization.id };

  const remove = async () => {
    setState({ step: 'deleting' });
    try {
      await (withBackups
        ? client.call(routes.client.deleteIncludingBackupData, { params })
        : client.call(routes.client.delete, { params }));
      onOpenChange(false);
      onDeleted();
    } catch (error) {
      setFailure(describeError(error, t) ?? t('errors.generic'));
      setState(withBackups ? { step: 'typed' } : { step: 'confirm' });
    }
  };
  const go = (next: DeleteOrganizationStep) => (next.step === 'deleting' ? void remove() : setState(next));
  const start = async () => {
    setFailure(null);
    setState({ step: 'loadingWarnings' });
    try {
      const answer = await client.call(routes.client.deleteWarning, { params });
      go(warningsLoaded(answer.warnings, withBackups));
    } catch (error) {
      setFailure(describeError(error, t) ?? t('errors.generic'));
      setState({ step: 'confirm' });
    }
  };

  const busy = state.step === 'loadingWarnings' || state.step === 'deleting';
  const name = organization.name;
  const title =
    state.step === 'warning'
      ? t('deviceActions.deleteOrganization.warningTitle', { name })
      : state.step === 'typed'
        ? t('deviceActions.deleteOrganization.backupTitle')
        : t('deviceActions.deleteOrganization.title', { name });
  const primary =
    state.step === 'warning' ? (
      <Button variant="primary" onClick={() => go(warningConfirmed(state, withBackups))}>
        {t('deviceActions.deleteOrganization.continue')}
      </Button>
    ) : state.step === 'typed' ? (
      <Button variant="danger" disabled={!isTypedConfirmation(typed)} onClick={() => void remove()}>
        {t('deviceActions.deleteOrganization.delete')}
      </Button>
    ) : (
      <Button variant="danger" loading={busy} disabled={busy} onClick={() => void start()}>
        {t('deviceActions.deleteOrganization.delete')}
      </Button>
    );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={title}
      busy={busy}
      footer={
        <div className={styles.footer}>
          <Button onClick={() => onOpenChange(false)} disabled={busy}>
            {t('deviceActions.cancel')}
          </Button>
          {primary}
        </div>
      }
    >
      <div className={styles.stack} data-state={state.step}>
        {failure ? <Banner tone="danger">{failure}</Banner> : null}
        {state.step === 'confirm' || state.step === 'deleting' ? (
          <p className={styles.note}>{t('deviceActions.deleteOrganization.body', { name })}</p>
        ) : null}
        {state.step === 'loadingWarnings' ? (
          <Spinner label={t('deviceActions.deleteOrganization.loading')} showLabel />
        ) : null}
        {state.step === 'warning' ? (
          <Banner tone="warning">{state.warnings[state.index]?.message}</Banner>
        ) : null}
        {state.step === 'typed' ? (
          <>
            <p className={styles.note}>{t('deviceActions.deleteOrganization.backupBody', { name })}</p>
            <TextInput
              label={t('deviceActions.deleteOrganization.typed')}
              value={typed}
              onValueChange={setTyped}
              autoComplete="off"
            />
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
