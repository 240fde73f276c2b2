import { useMessage } from '@console/core/react';
import { Button, Dialog } from '@console/ui';

/** Props of {@link OfflineNotice}. */
export interface OfflineNoticeProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The offline device's name; without it the generic variant shows. */
  deviceName?: string;
}

/**
 * The offline-device notice (002 §4.5, §8): it replaces an action that needs the device online.
 * @example <OfflineNotice open onOpenChange={setOpen} deviceName="DC-01" />
 */
export function OfflineNotice({ open, onOpenChange, deviceName }: OfflineNoticeProps) {
  const t = useMessage();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('errors.offlineDeviceTitle', { name: deviceName ?? '' })}
      footer={
        <Button variant="primary" onClick={() => onOpenChange(false)}>
          {t('deviceActions.offline.close')}
        </Button>
      }
    >
      {deviceName ? t('errors.offlineDevice', { deviceName }) : t('errors.offlineDeviceAnyDevice')}
    </Dialog>
  );
}
