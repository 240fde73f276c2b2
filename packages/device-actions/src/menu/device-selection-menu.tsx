import { MessageSection, useCan, useMessage } from '@console/core/react';
import { Button, Menu, MenuItem, MenuSeparator } from '@console/ui';
import { useState } from 'react';
import {
  type SecurityAction,
  TOOLBAR_SECURITY_ACTIONS,
  type ToolbarAction,
  type ToolbarSecurityAction,
  toolbarActions,
} from '../logic/device-actions-rules';
import { DisableMaintenanceDialog } from '../maintenance/disable-maintenance-dialog';
import { MaintenanceDialog } from '../maintenance/maintenance-dialog';
import { deviceActionsTexts } from '../messages';
import { SecurityActionDialog } from '../security/security-action-dialog';
import { WakeOnLanDialog } from '../wake-on-lan/wake-on-lan-dialog';
import type { MenuDevice } from './device-actions-menu';

/** Props of {@link DeviceSelectionMenu}. */
export interface DeviceSelectionMenuProps {
  /** The selected devices. */
  devices: readonly MenuDevice[];
  /** Called with a success text after an action; clear the selection here (002 §4.1). */
  onDone?: (message: string) => void;
  /** Called with a failure text the host shows. */
  onError?: (message: string) => void;
}

const PREFIX = 'RUN_SECURITY_ACTION_';

/**
 * The device search toolbar's action menu for a selection (002 §4.1, §7; 000 §7.7): the toolbar
 * actions RUN_MAINTENANCE_CONFIGURE, RUN_MAINTENANCE_DISABLE, RUN_WAKE_ON_LAN and the
 * RUN_SECURITY_ACTION_* variants the selection allows, each opening its dialog for all selected
 * devices.
 * @example <DeviceSelectionMenu devices={selected} onDone={(text) => { toast(text); clear(); }} />
 */
export function DeviceSelectionMenu(props: DeviceSelectionMenuProps) {
  return (
    <MessageSection messages={deviceActionsTexts}>
      <DeviceSelectionMenuBody {...props} />
    </MessageSection>
  );
}

function DeviceSelectionMenuBody({ devices, onDone, onError }: DeviceSelectionMenuProps) {
  const t = useMessage();
  const can = useCan();
  const [open, setOpen] = useState<ToolbarAction | null>(null);
  const actions = toolbarActions(devices, {
    canEditMaintenanceMode: can.canEditMaintenanceMode,
    canUpdateDevice: (device) => can.canUpdateDevices(device as MenuDevice),
    canDeleteDevice: (device) => can.canDeleteDevices(device as MenuDevice),
  });
  const security = actions.filter((action) => action.startsWith(PREFIX));
  const securityAction = (action: ToolbarAction | null): SecurityAction | null =>
    action?.startsWith(PREFIX)
      ? TOOLBAR_SECURITY_ACTIONS[action.slice(PREFIX.length) as ToolbarSecurityAction]
      : null;
  const chosen = securityAction(open);
  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };
  return (
    <>
      <Menu
        label={t('deviceActions.toolbar.label', { count: devices.length })}
        trigger={
          <Button variant="secondary" disabled={actions.length === 0}>
            {t('deviceActions.toolbar.button')}
          </Button>
        }
      >
        {actions
          .filter((action) => !action.startsWith(PREFIX))
          .map((action) => (
            <MenuItem key={action} data-action={action} onSelect={() => setOpen(action)}>
              {t(`deviceActions.toolbar.${action as 'RUN_WAKE_ON_LAN'}`)}
            </MenuItem>
          ))}
        {security.length > 0 ? <MenuSeparator /> : null}
        {security.map((action) => (
          <MenuItem key={action} data-action={action} onSelect={() => setOpen(action)}>
            {t(`deviceActions.security.${securityAction(action) as SecurityAction}`)}
          </MenuItem>
        ))}
      </Menu>
      <MaintenanceDialog
        open={open === 'RUN_MAINTENANCE_CONFIGURE'}
        onOpenChange={close}
        devices={devices}
        onEnabled={() => onDone?.(t('deviceActions.maintenance.enabled'))}
      />
      <DisableMaintenanceDialog
        open={open === 'RUN_MAINTENANCE_DISABLE'}
        onOpenChange={close}
        devices={devices}
        onDisabled={() => onDone?.(t('deviceActions.maintenance.disabled'))}
        onError={onError}
      />
      <WakeOnLanDialog open={open === 'RUN_WAKE_ON_LAN'} onOpenChange={close} devices={devices} />
      {chosen ? (
        <SecurityActionDialog
          open
          onOpenChange={close}
          action={chosen}
          devices={devices}
          onSent={() => onDone?.(t('deviceOps.action.sent'))}
        />
      ) : null}
    </>
  );
}
