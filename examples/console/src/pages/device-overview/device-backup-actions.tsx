import { isAgentDeviceClass, type RestoreType } from '@console/core';
import { useCan, useMessage } from '@console/core/react';
import { Button, ChevronDownIcon, Menu, MenuItem } from '@console/ui';
import { lazy, Suspense, useState } from 'react';

/** The dialogs' package, loaded when a dialog first opens. */
const RestoreDialog = lazy(() =>
  import('@console/monitor-wizards').then((m) => ({ default: m.RestoreDialog })),
);
const BackupNowDialog = lazy(() =>
  import('@console/monitor-wizards').then((m) => ({ default: m.BackupNowDialog })),
);
const NmsMonitoringDialog = lazy(() =>
  import('@console/monitor-wizards').then((m) => ({ default: m.NmsMonitoringDialog })),
);
const RenameDeviceDialog = lazy(() =>
  import('@console/monitor-wizards').then((m) => ({ default: m.RenameDeviceDialog })),
);

const RESTORES = [
  { type: 'FILE_FOLDER', label: 'backupWizards.restore.job.fileFolder' },
  { type: 'BARE_METAL', label: 'backupWizards.restore.job.bareMetal' },
  { type: 'VIRTUAL_DISK', label: 'backupWizards.restore.job.virtualDisk' },
  { type: 'PHYSICAL_DISK', label: 'backupWizards.restore.job.physicalDisk' },
  { type: 'DELETE_FILES', label: 'backupWizards.restore.job.deleteFiles' },
  { type: 'SYNCHRONIZE_REPOSITORY', label: 'backupWizards.restore.job.synchronize' },
] as const satisfies readonly { type: RestoreType; label: string }[];

interface DeviceLike {
  id: number;
  clientId: number;
  nodeClass: string;
  displayName: string;
  name?: string | null;
}

interface ActionProps {
  device: DeviceLike;
  /** A success text (the page shows it and reloads the device). */
  onDone: (text: string) => void;
}

/**
 * The device page's Backup menu (002 §2.3 restore dialogs): Back up now (a backup job of the
 * device's policy, with the device's latest backup runs), then file and folder, bare metal, virtual
 * disk and physical disk restores, delete files and synchronize repository, each opening its
 * restore dialog. Shown for agent devices the user may update; a restore is queued as a device job
 * and shows in the device's activities.
 */
export function RestoreMenu({ device, onDone }: ActionProps) {
  const t = useMessage();
  const can = useCan();
  const [open, setOpen] = useState<RestoreType | null>(null);
  const [backingUp, setBackingUp] = useState(false);
  if (!isAgentDeviceClass(device.nodeClass) || !can.canUpdateDevices(device)) return null;
  return (
    <>
      <Menu
        trigger={
          <Button>
            {t('backupWizards.restore.menu')} <ChevronDownIcon />
          </Button>
        }
      >
        <MenuItem onClick={() => setBackingUp(true)}>{t('backupWizards.backupNow.menu')}</MenuItem>
        {RESTORES.map((restore) => (
          <MenuItem key={restore.type} onClick={() => setOpen(restore.type)}>
            {t(restore.label)}
          </MenuItem>
        ))}
      </Menu>
      {backingUp ? (
        <Suspense fallback={null}>
          <BackupNowDialog
            open
            deviceId={device.id}
            onOpenChange={setBackingUp}
            onSent={() => onDone(t('backupWizards.backupNow.sent'))}
          />
        </Suspense>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <RestoreDialog
            open
            deviceId={device.id}
            restoreType={open}
            onOpenChange={(next) => {
              if (!next) setOpen(null);
            }}
            onSent={() => onDone(t('backupWizards.restore.sent'))}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The NMS device page's Monitoring settings and Rename device buttons (002 §2.3): the monitoring
 * settings modal (IP address, NetBIOS name or DNS name) and the rename modal (≤ 410 characters).
 */
export function NmsDeviceActions({ device, onDone }: ActionProps) {
  const t = useMessage();
  const can = useCan();
  const [open, setOpen] = useState<'monitoring' | 'rename' | null>(null);
  if (!device.nodeClass.includes('NMS') || !can.canUpdateDevices(device)) return null;
  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };
  return (
    <>
      <Button onClick={() => setOpen('monitoring')}>{t('backupWizards.nms.title')}</Button>
      <Button onClick={() => setOpen('rename')}>{t('backupWizards.rename.title')}</Button>
      <Suspense fallback={null}>
        {open === 'monitoring' ? (
          <NmsMonitoringDialog
            open
            deviceId={device.id}
            onOpenChange={close}
            onSaved={() => onDone(t('backupWizards.nms.saved'))}
          />
        ) : null}
        {open === 'rename' ? (
          <RenameDeviceDialog
            open
            deviceId={device.id}
            name={device.name ?? device.displayName}
            onOpenChange={close}
            onRenamed={() => onDone(t('backupWizards.rename.saved'))}
          />
        ) : null}
      </Suspense>
    </>
  );
}
