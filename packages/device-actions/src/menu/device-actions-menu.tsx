import { routes } from '@console/core';
import { MessageSection, useCan, useConsoleMutation, useMessage } from '@console/core/react';
import { Button, ConfirmDialog, Menu, MenuItem, MenuSeparator, Submenu } from '@console/ui';
import { useState } from 'react';
import {
  type ActionDevice,
  type ActionPolicy,
  type CommandLineShell,
  commandLineShells,
  type DeviceMenuAction,
  deviceMenuActions,
  type SecurityAction,
  securityActionsFor,
} from '../logic/device-actions-rules';
import { DisableMaintenanceDialog } from '../maintenance/disable-maintenance-dialog';
import { MaintenanceDialog } from '../maintenance/maintenance-dialog';
import { deviceActionsTexts } from '../messages';
import { ScheduleRebootDialog } from '../reboot/schedule-reboot-dialog';
import { OfflineNotice } from '../security/offline-notice';
import { SecurityActionDialog } from '../security/security-action-dialog';
import { WakeOnLanDialog } from '../wake-on-lan/wake-on-lan-dialog';

/** The kinds of Run Automation (000 §2.14). */
export type RunAutomationKind =
  | 'script'
  | 'native'
  | 'installApplication'
  | 'runApplication'
  | 'fileTransfer'
  | 'fromPolicy';

/** A device as the menu reads it: the action fields plus what permissions are scoped by. */
export interface MenuDevice extends ActionDevice {
  clientId: number;
  nodeRoleId?: number | null;
}

/** Props of {@link DeviceActionsMenu}. */
export interface DeviceActionsMenuProps {
  /** The device. */
  device: MenuDevice;
  /** The device's policy settings (OS and software update visibility). */
  policy?: ActionPolicy;
  /** Called after an action changed the device (maintenance on or off), to refresh it. */
  onChanged?: (message: string) => void;
  /** Called with a failure text the host shows (e.g. a toast). */
  onError?: (message: string) => void;
  /** Runs an automation of this kind on the device (the host opens its picker). Hidden without it. */
  onRunAutomation?: (kind: RunAutomationKind) => void;
  /** Opens the command line (the terminal) with a shell and terminal type (000 §2.14). Hidden without it. */
  onCommandLine?: (choice: { shell: CommandLineShell; user: 'SYSTEM' | 'USER' }) => void;
  /** Opens the remote tools. Hidden without it. */
  onRemoteTools?: () => void;
  /** Starts an OS update. Hidden without it. */
  onOsUpdate?: () => void;
  /** Starts a software update. Hidden without it. */
  onSoftwareUpdate?: () => void;
  /** Starts the device deletion flow. Hidden without it. */
  onDelete?: () => void;
}

type Open =
  | { kind: 'none' }
  | { kind: 'maintenance' | 'disableMaintenance' | 'scheduleReboot' | 'wakeOnLan' | 'rebootNow' | 'offline' }
  | { kind: 'security'; action: SecurityAction };

const RUN_KINDS: readonly RunAutomationKind[] = [
  'script',
  'native',
  'installApplication',
  'runApplication',
  'fileTransfer',
  'fromPolicy',
];

/**
 * The device's action menu (000 §2.14, §6; 002 §2.3): each action shown by its visibility rule and
 * the user's permissions; maintenance, reboot (now or scheduled), Wake-on-LAN and the security
 * actions open their dialogs here; run automation, command line, remote tools, updates and delete
 * call the host. An action that needs the device online shows the offline-device notice instead.
 * @example <DeviceActionsMenu device={device} onChanged={refetch} onDelete={startDelete} />
 */
export function DeviceActionsMenu(props: DeviceActionsMenuProps) {
  return (
    <MessageSection messages={deviceActionsTexts}>
      <DeviceActionsMenuBody {...props} />
    </MessageSection>
  );
}

function DeviceActionsMenuBody({ device, policy, onChanged, onError, ...host }: DeviceActionsMenuProps) {
  const t = useMessage();
  const can = useCan();
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const reboot = useConsoleMutation(routes.deviceActions.action);
  const actions = new Set(
    deviceMenuActions(
      device,
      {
        canUpdateDevice: can.canUpdateDevices(device),
        canDeleteDevice: can.canDeleteDevices(device),
        canEditMaintenanceMode: can.canEditMaintenanceMode,
        canRunScripts: can.canRunAtLeastOneAdhocScript,
        canUseRemoteTools: can.canUseRemoteTools,
        canUseCommandLine: can.canUseRemoteTool(device, 'CommandLine'),
      },
      policy,
    ),
  );
  const has = (action: DeviceMenuAction) => actions.has(action);
  const online = (next: Open) => setOpen(device.isUp ? next : { kind: 'offline' });
  const close = () => setOpen({ kind: 'none' });
  const security = securityActionsFor(device).filter((action) => action !== 'REBOOT_DEVICE');
  const windowsOnly = /^WINDOWS/.test(device.nodeClass);
  const runKinds = RUN_KINDS.filter(
    (kind) => (kind !== 'installApplication' && kind !== 'runApplication') || windowsOnly,
  );
  return (
    <>
      <Menu
        label={t('deviceActions.menu.label')}
        trigger={<Button variant="secondary">{t('deviceActions.menu.label')}</Button>}
      >
        {has('maintenance') ? (
          <Submenu label={t('deviceActions.menu.maintenance')}>
            <MenuItem onSelect={() => setOpen({ kind: 'maintenance' })}>
              {t('deviceActions.menu.configureMaintenance')}
            </MenuItem>
            {has('disableMaintenance') ? (
              <MenuItem onSelect={() => setOpen({ kind: 'disableMaintenance' })}>
                {t('deviceActions.menu.disableMaintenance')}
              </MenuItem>
            ) : null}
          </Submenu>
        ) : null}
        {has('rebootNow') ? (
          <Submenu label={t('deviceActions.menu.reboot')}>
            <MenuItem onSelect={() => online({ kind: 'rebootNow' })}>
              {t('deviceActions.menu.rebootNow')}
            </MenuItem>
            <MenuItem onSelect={() => setOpen({ kind: 'scheduleReboot' })}>
              {t('deviceActions.menu.scheduleReboot')}
            </MenuItem>
          </Submenu>
        ) : null}
        {has('wakeOnLan') ? (
          <MenuItem onSelect={() => setOpen({ kind: 'wakeOnLan' })}>
            {t('deviceActions.menu.wakeOnLan')}
          </MenuItem>
        ) : null}
        {has('runAutomation') && host.onRunAutomation ? (
          <Submenu label={t('deviceActions.menu.runAutomation')}>
            {runKinds.map((kind) => (
              <MenuItem
                key={kind}
                onSelect={() => (device.isUp ? host.onRunAutomation?.(kind) : setOpen({ kind: 'offline' }))}
              >
                {t(`deviceActions.runAutomation.${kind}`)}
              </MenuItem>
            ))}
          </Submenu>
        ) : null}
        {has('osUpdate') && host.onOsUpdate ? (
          <MenuItem onSelect={host.onOsUpdate}>{t('deviceActions.menu.osUpdate')}</MenuItem>
        ) : null}
        {has('softwareUpdate') && host.onSoftwareUpdate ? (
          <MenuItem onSelect={host.onSoftwareUpdate}>{t('deviceActions.menu.softwareUpdate')}</MenuItem>
        ) : null}
        {has('remoteTools') && host.onRemoteTools ? (
          <MenuItem onSelect={host.onRemoteTools}>{t('deviceActions.menu.remoteTools')}</MenuItem>
        ) : null}
        {has('commandLine') && host.onCommandLine ? (
          <Submenu label={t('deviceActions.menu.commandLine')}>
            {(['SYSTEM', 'USER'] as const).map((user) => (
              <Submenu key={user} label={t(`deviceActions.commandLine.${user}`)}>
                {commandLineShells(device).map((shell) => (
                  <MenuItem key={shell} onSelect={() => host.onCommandLine?.({ shell, user })}>
                    {windowsOnly
                      ? t(`deviceActions.commandLine.${shell}`)
                      : t('deviceActions.commandLine.open')}
                  </MenuItem>
                ))}
              </Submenu>
            ))}
          </Submenu>
        ) : null}
        {has('security') && security.length > 0 ? (
          <Submenu label={t('deviceActions.menu.security')}>
            {security.map((action) => (
              <MenuItem key={action} onSelect={() => setOpen({ kind: 'security', action })}>
                {t(`deviceActions.security.${action}`)}
              </MenuItem>
            ))}
          </Submenu>
        ) : null}
        {has('delete') && host.onDelete ? (
          <>
            <MenuSeparator />
            <MenuItem onSelect={host.onDelete}>{t('deviceActions.menu.delete')}</MenuItem>
          </>
        ) : null}
      </Menu>
      <MaintenanceDialog
        open={open.kind === 'maintenance'}
        onOpenChange={(next) => (next ? null : close())}
        devices={[device]}
        onEnabled={() => onChanged?.(t('deviceActions.maintenance.enabled'))}
      />
      <DisableMaintenanceDialog
        open={open.kind === 'disableMaintenance'}
        onOpenChange={(next) => (next ? null : close())}
        devices={[device]}
        onDisabled={() => onChanged?.(t('deviceActions.maintenance.disabled'))}
        onError={onError}
      />
      <ScheduleRebootDialog
        open={open.kind === 'scheduleReboot'}
        onOpenChange={(next) => (next ? null : close())}
        devices={[device]}
        onScheduled={() => onChanged?.(t('deviceOps.action.sent'))}
      />
      <WakeOnLanDialog
        open={open.kind === 'wakeOnLan'}
        onOpenChange={(next) => (next ? null : close())}
        devices={[device]}
      />
      <OfflineNotice
        open={open.kind === 'offline'}
        onOpenChange={(next) => (next ? null : close())}
        deviceName={device.displayName}
      />
      {open.kind === 'security' ? (
        <SecurityActionDialog
          open
          onOpenChange={(next) => (next ? null : close())}
          action={open.action}
          devices={[device]}
          onSent={() => onChanged?.(t('deviceOps.action.sent'))}
        />
      ) : null}
      <ConfirmDialog
        open={open.kind === 'rebootNow'}
        onOpenChange={(next) => (next ? null : close())}
        title={t('deviceActions.reboot.confirmNowTitle')}
        confirmLabel={t('deviceActions.reboot.confirmNow')}
        tone="danger"
        onConfirm={async () => {
          try {
            const answer = await reboot.mutateAsync({
              body: { type: 'REBOOT_DEVICE', nodeIds: [device.id] },
            });
            if (answer.successNodeIds.length === 0) throw new Error('not sent');
            onChanged?.(t('deviceOps.action.sent'));
          } catch (error) {
            onError?.(t('deviceOps.action.notSent'));
            throw error;
          }
        }}
      >
        {t('deviceActions.reboot.confirmNowBody', { deviceName: device.displayName ?? '' })}
      </ConfirmDialog>
    </>
  );
}
