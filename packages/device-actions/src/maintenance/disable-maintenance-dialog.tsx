import { routes } from '@console/core';
import { MessageSection, useConsoleMutation, useMessage } from '@console/core/react';
import { ConfirmDialog } from '@console/ui';
import type { ActionDevice } from '../logic/device-actions-rules';
import { deviceActionsTexts } from '../messages';

/** Props of {@link DisableMaintenanceDialog}. */
export interface DisableMaintenanceDialogProps {
  /** Whether the confirmation shows. */
  open: boolean;
  /** Called with `false` to close. */
  onOpenChange: (open: boolean) => void;
  /** The devices whose maintenance ends. */
  devices: readonly Pick<ActionDevice, 'id'>[];
  /** Called after maintenance ended (e.g. a toast and clearing the selection). */
  onDisabled?: () => void;
  /** Called with 'Failed to disable maintenance.' when the call fails; the dialog stays open. */
  onError?: (message: string) => void;
}

/**
 * The disable confirmation (002 §4.1): POST /maintenance/schedules/deleteList for the devices.
 * @example <DisableMaintenanceDialog open={open} onOpenChange={setOpen} devices={[device]} onDisabled={refresh} />
 */
export function DisableMaintenanceDialog(props: DisableMaintenanceDialogProps) {
  return (
    <MessageSection messages={deviceActionsTexts}>
      <DisableMaintenanceBody {...props} />
    </MessageSection>
  );
}

function DisableMaintenanceBody({
  open,
  onOpenChange,
  devices,
  onDisabled,
  onError,
}: DisableMaintenanceDialogProps) {
  const t = useMessage();
  const disable = useConsoleMutation(routes.deviceActions.maintenanceDelete);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('deviceActions.maintenance.disableTitle')}
      confirmLabel={t('deviceActions.maintenance.disable')}
      tone="danger"
      onConfirm={async () => {
        try {
          await disable.mutateAsync({ body: { deviceIds: devices.map((device) => device.id) } });
        } catch (error) {
          onError?.(t('deviceOps.maintenance.disableFailed'));
          throw error;
        }
        onDisabled?.();
      }}
    >
      {t('deviceActions.maintenance.disableBody')}
    </ConfirmDialog>
  );
}
