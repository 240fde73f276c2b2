import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { FakeConsole } from '../testing/fake-console';
import { DisableMaintenanceDialog } from './disable-maintenance-dialog';
import { MaintenanceDialog } from './maintenance-dialog';

export default { title: 'Device actions / Maintenance mode' } satisfies StoryDefault;

const windows = { id: 1, nodeClass: 'WINDOWS_SERVER', isUp: true, displayName: 'DC-01' };
const mac = { id: 2, nodeClass: 'MAC', isUp: false, displayName: 'Design iMac' };
const router = { id: 3, nodeClass: 'NMS_ROUTER', isUp: true, displayName: 'Edge router' };

function Enable({ devices }: { devices: (typeof windows & { maintenanceMode?: unknown })[] }) {
  const [open, setOpen] = useState(true);
  return <MaintenanceDialog open={open} onOpenChange={setOpen} devices={devices as (typeof windows)[]} />;
}

/** One Windows server: every option. */
export const OneWindowsServer: Story = () => (
  <FakeConsole>
    <Enable devices={[windows]} />
  </FakeConsole>
);

/** A mixed selection: the union of the options of its classes. */
export const MixedSelection: Story = () => (
  <FakeConsole>
    <Enable devices={[mac, router]} />
  </FakeConsole>
);

/** A device already in maintenance: prefilled, and Enable asks to override. */
export const AlreadyInMaintenance: Story = () => (
  <FakeConsole>
    <Enable
      devices={[
        {
          ...windows,
          maintenanceMode: {
            startTime: Math.floor(Date.now() / 1000) + 3600,
            endTime: Math.floor(Date.now() / 1000) + 7200,
            disabledOptions: ['NOTIFICATIONS', 'ALERTS'],
            reasonMessage: 'Disk replacement',
          },
        },
      ]}
    />
  </FakeConsole>
);

/** The server refuses: the message shows over the form. */
export const ServerFailure: Story = () => (
  <FakeConsole
    routes={{ 'POST /ws/maintenance': () => [500, { resultCode: 'INTERNAL_ERROR', errorMessage: 'x' }] }}
  >
    <Enable devices={[windows]} />
  </FakeConsole>
);

/** The disable confirmation. */
export const Disable: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <FakeConsole>
      <DisableMaintenanceDialog open={open} onOpenChange={setOpen} devices={[windows]} />
    </FakeConsole>
  );
};
