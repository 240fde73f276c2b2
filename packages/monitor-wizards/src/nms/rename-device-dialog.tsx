import { DEVICE_NAME_MAX, isConsoleApiError, routes, validateDeviceName } from '@console/core';
import { useConsoleMutation, useMessage } from '@console/core/react';
import { Dialog, TextInput } from '@console/ui';
import { useState } from 'react';
import { BackupTexts } from '../backup/texts';
import { DialogForm, DialogFormActions } from '../shared/dialog-form';
import * as styles from './dialogs.css';

/** Props of {@link RenameDeviceDialog}. */
export interface RenameDeviceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  deviceId: number;
  /** The current name. */
  name: string;
  /** Called with the new name once saved. */
  onRenamed?: (name: string) => void;
}

/**
 * The device rename modal (002 §2.3, §3, §9): a name of at most 410 characters, saved with PUT /node;
 * server errors show as 'Error saving device' unless the server gave a message.
 * @example <RenameDeviceDialog open deviceId={42} name="core-sw1" onOpenChange={setOpen} />
 */
export function RenameDeviceDialog(props: RenameDeviceDialogProps) {
  return props.open ? (
    <BackupTexts>
      <RenameBody {...props} />
    </BackupTexts>
  ) : null;
}

function RenameBody({ open, onOpenChange, deviceId, name: start, onRenamed }: RenameDeviceDialogProps) {
  const t = useMessage();
  const [name, setName] = useState(start);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useConsoleMutation(routes.node.update);
  const issue = validateDeviceName(name);
  const submit = async () => {
    setSubmitted(true);
    setFailure(null);
    if (issue) return;
    try {
      await save.mutateAsync({ body: { id: deviceId, name: name.trim() } });
      onOpenChange(false);
      onRenamed?.(name.trim());
    } catch (error) {
      setFailure(
        isConsoleApiError(error) && error.status < 500 && error.errorMessage
          ? error.errorMessage
          : t('errors.saveDevice'),
      );
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('backupWizards.rename.title')}
      size="sm"
      busy={save.isPending}
    >
      <DialogForm className={styles.stack} onSubmit={submit} failure={failure}>
        <TextInput
          label={t('backupWizards.rename.name')}
          required
          counter
          maxLength={DEVICE_NAME_MAX}
          value={name}
          onValueChange={setName}
          error={submitted && issue ? t(issue.key, issue.params) : undefined}
          touched={submitted}
        />
        <DialogFormActions onCancel={() => onOpenChange(false)} busy={save.isPending} />
      </DialogForm>
    </Dialog>
  );
}
