import { ScriptPicker } from '@console/automation-library';
import { type OperatingSystem, routes } from '@console/core';
import { useConsoleMutation, useMessage } from '@console/core/react';

/** The automation OS of a device class (Run Automation only offers agent devices). */
export function automationOs(nodeClass: string): OperatingSystem | undefined {
  if (nodeClass.startsWith('WINDOWS')) return 'Windows';
  if (nodeClass.startsWith('MAC')) return 'Mac';
  if (nodeClass.startsWith('LINUX')) return 'Linux';
  return undefined;
}

/**
 * Run automation from the device (000 §2.14): the library's script picker (for the device's OS)
 * with its parameter dialog, then POST /scripting/scripts/{id}/run for the device. The server
 * creates the job 'User {{appUserName}} requested start of automation {{scriptName}}' that the
 * agent runs; its result shows live in the recent activities.
 */
export function RunAutomationPicker({
  open,
  onOpenChange,
  device,
  onStarted,
  onError,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  device: { id: number; nodeClass: string };
  onStarted: (message: string) => void;
  onError: (message: string) => void;
}) {
  const t = useMessage();
  const run = useConsoleMutation(routes.scripting.run);
  return (
    <ScriptPicker
      open={open}
      onOpenChange={onOpenChange}
      os={automationOs(device.nodeClass)}
      onPick={(applied) => {
        onOpenChange(false);
        run
          .mutateAsync({
            params: { id: applied.scriptId },
            body: {
              nodeIds: [device.id],
              parameters: applied.parameters,
              scriptVariables: applied.scriptVariables,
            },
          })
          .then(() =>
            onStarted(t('shell.deviceDashboard.automationStarted', { scriptName: applied.scriptName })),
          )
          .catch(() => onError(t('deviceOps.action.notSent')));
      }}
    />
  );
}
