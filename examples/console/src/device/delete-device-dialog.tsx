import { describeError, routes } from '@console/core';
import { useConsoleMutation, useMessage } from '@console/core/react';
import { Banner, Button, Checkbox, ConfirmDialog, Dialog } from '@console/ui';
import { useState } from 'react';

/**
 * The device deletion flow (002 §4.6, §5.8): blocked for a VM-monitor delegate (the VM host must be
 * removed first); otherwise confirm (optionally with the backup data), DELETE /node/{id}, then
 * `onDeleted(backupDataDeleted)` — the page goes to device search and says 'Data deleted
 * successfully' when backup data went too.
 */
export function DeleteDeviceDialog({
  open,
  onOpenChange,
  device,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  device: { id: number; displayName: string; isVmMonitorDelegate: boolean };
  onDeleted: (backupDataDeleted: boolean) => void;
}) {
  const t = useMessage();
  const [withBackups, setWithBackups] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useConsoleMutation(routes.node.delete);
  if (device.isVmMonitorDelegate) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        size="sm"
        title={t('shell.deviceDashboard.deleteBlockedTitle', { deviceName: device.displayName })}
        footer={
          <Button variant="primary" onClick={() => onOpenChange(false)}>
            {t('shell.deviceDashboard.close')}
          </Button>
        }
      >
        {t('errors.cannotDeleteVmMonitorDelegate')}
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setFailure(null);
        onOpenChange(next);
      }}
      title={t('shell.deviceDashboard.deleteTitle', { deviceName: device.displayName })}
      confirmLabel={t('shell.deviceDashboard.delete')}
      tone="danger"
      onConfirm={async () => {
        setFailure(null);
        try {
          const answer = await remove.mutateAsync({
            params: { id: device.id },
            query: { deleteBackupData: withBackups },
          });
          onDeleted(answer.backupDataDeleted);
        } catch (error) {
          setFailure(describeError(error, t) ?? t('errors.generic'));
          throw error;
        }
      }}
    >
      <p>{t('shell.deviceDashboard.deleteBody', { deviceName: device.displayName })}</p>
      <Checkbox
        label={t('shell.deviceDashboard.deleteBackupData')}
        checked={withBackups}
        onCheckedChange={setWithBackups}
      />
      {failure ? <Banner tone="danger">{failure}</Banner> : null}
    </ConfirmDialog>
  );
}
