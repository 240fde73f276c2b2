import { type Node, routes } from '@console/core';
import { useCan, useConsoleMutation, useMessage } from '@console/core/react';
import { Button, Menu, MenuItem } from '@console/ui';

const ACTIONS = ['RUN_AD_DISCOVERY_JOB_ADHOC_DISCOVERY', 'RUN_AD_DISCOVERY_JOB_SCHEDULED_DISCOVERY'] as const;

/**
 * The device search toolbar's directory discovery actions (002 §4.2): RUN_AD_DISCOVERY_JOB_ADHOC_DISCOVERY
 * and RUN_AD_DISCOVERY_JOB_SCHEDULED_DISCOVERY run the saved jobs of the selected domain controllers now.
 */
export function RunDiscoveryMenu({
  devices,
  onDone,
  onError,
}: {
  devices: readonly Pick<Node, 'id'>[];
  onDone: (message: string) => void;
  onError: (message: string) => void;
}) {
  const t = useMessage();
  const can = useCan();
  const run = useConsoleMutation(routes.directoryDiscovery.run);
  if (!can.canAccessActiveDirectoryDiscovery) return null;
  return (
    <Menu
      label={t('directoryDiscovery.toolbar.label')}
      trigger={
        <Button variant="secondary" disabled={devices.length === 0}>
          {t('directoryDiscovery.toolbar.button')}
        </Button>
      }
    >
      {ACTIONS.map((action) => (
        <MenuItem
          key={action}
          data-action={action}
          onSelect={() =>
            run.mutate(
              { body: { action, nodeIds: devices.map((device) => device.id) } },
              {
                onSuccess: () => onDone(t('directoryDiscovery.run.queued')),
                onError: (error) => onError(error.message),
              },
            )
          }
        >
          {t(`directoryDiscovery.toolbar.${action}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
