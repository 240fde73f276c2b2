import {
  isConsoleApiError,
  NMS_MONITOR_BY,
  type NmsMonitorBy,
  type NmsMonitoring,
  routes,
  validateNmsAddress,
} from '@console/core';
import { useConsoleMutation, useConsoleQuery, useMessage } from '@console/core/react';
import { Banner, Dialog, RadioGroup, Spinner, TextInput } from '@console/ui';
import { useState } from 'react';
import { BackupTexts } from '../backup/texts';
import { DialogForm, DialogFormActions } from '../shared/dialog-form';
import * as styles from './dialogs.css';

/** Props of {@link NmsMonitoringDialog}. */
export interface NmsMonitoringDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The NMS device's id. */
  deviceId: number;
  /** Called with the saved settings. */
  onSaved?: (monitoring: NmsMonitoring) => void;
}

const FIELD = { IP_ADDRESS: 'ipAddress', NET_BIOS_NAME: 'netBiosName', DNS_NAME: 'dnsName' } as const;

/**
 * The NMS monitoring settings modal (002 §2.3, §3): monitor by IP_ADDRESS, NET_BIOS_NAME or
 * DNS_NAME, with that way's field, checked by the Add NMS device rule; saved with
 * PUT /nms/device/{id}/monitoring.
 * @example <NmsMonitoringDialog open deviceId={42} onOpenChange={setOpen} />
 */
export function NmsMonitoringDialog(props: NmsMonitoringDialogProps) {
  return props.open ? (
    <BackupTexts>
      <NmsMonitoringBody {...props} />
    </BackupTexts>
  ) : null;
}

function NmsMonitoringBody({ open, onOpenChange, deviceId, onSaved }: NmsMonitoringDialogProps) {
  const t = useMessage();
  const loaded = useConsoleQuery(
    routes.backup.getNmsMonitoring,
    { params: { id: deviceId } },
    { staleTime: 0, gcTime: 0 },
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('backupWizards.nms.title')} size="sm">
      {loaded.isError ? <Banner tone="danger">{t('backupWizards.loadError')}</Banner> : null}
      {loaded.data ? (
        <NmsMonitoringForm
          start={loaded.data.monitoring}
          deviceId={deviceId}
          onDone={(monitoring) => {
            onOpenChange(false);
            onSaved?.(monitoring);
          }}
          onCancel={() => onOpenChange(false)}
        />
      ) : loaded.isError ? null : (
        <Spinner />
      )}
    </Dialog>
  );
}

function NmsMonitoringForm(props: {
  start: NmsMonitoring;
  deviceId: number;
  onDone: (monitoring: NmsMonitoring) => void;
  onCancel: () => void;
}) {
  const t = useMessage();
  const [value, setValue] = useState(props.start);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useConsoleMutation(routes.backup.saveNmsMonitoring);
  const field = FIELD[value.monitorBy];
  const issue = validateNmsAddress(value.monitorBy, value[field]);
  const submit = async () => {
    setSubmitted(true);
    setFailure(null);
    if (issue) return;
    try {
      const answer = await save.mutateAsync({ params: { id: props.deviceId }, body: value });
      props.onDone(answer.monitoring);
    } catch (error) {
      setFailure(
        isConsoleApiError(error) && error.status < 500 && error.errorMessage
          ? error.errorMessage
          : t('backupWizards.nms.saveError'),
      );
    }
  };
  return (
    <DialogForm className={styles.stack} onSubmit={submit} failure={failure}>
      <RadioGroup<NmsMonitorBy>
        label={t('backupWizards.nms.monitorBy')}
        options={NMS_MONITOR_BY.map((by) => ({ value: by, label: t(`backupWizards.nms.${by}`) }))}
        value={value.monitorBy}
        onValueChange={(monitorBy) => setValue({ ...value, monitorBy })}
      />
      <TextInput
        label={t(`backupWizards.nms.${value.monitorBy}`)}
        required
        value={value[field]}
        onValueChange={(text: string) => setValue({ ...value, [field]: text })}
        error={submitted && issue ? t(issue.key, issue.params) : undefined}
        touched={submitted}
      />
      <DialogFormActions onCancel={props.onCancel} busy={save.isPending} />
    </DialogForm>
  );
}
