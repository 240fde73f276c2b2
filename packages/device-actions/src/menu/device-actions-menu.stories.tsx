import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { DeleteOrganizationDialog } from '../delete-organization/delete-organization-dialog';
import { ScheduleRebootDialog } from '../reboot/schedule-reboot-dialog';
import { SecurityActionDialog } from '../security/security-action-dialog';
import { FakeConsole } from '../testing/fake-console';
import { WakeOnLanDialog } from '../wake-on-lan/wake-on-lan-dialog';
import { DeviceActionsMenu } from './device-actions-menu';
import { DeviceSelectionMenu } from './device-selection-menu';

export default { title: 'Device actions / Menus and dialogs' } satisfies StoryDefault;

const server = {
  id: 1,
  clientId: 1,
  nodeRoleId: 1,
  nodeClass: 'WINDOWS_SERVER',
  isUp: true,
  displayName: 'DC-01',
};
const mac = { id: 2, clientId: 1, nodeRoleId: 2, nodeClass: 'MAC', isUp: false, displayName: 'Design iMac' };
const phone = {
  id: 3,
  clientId: 1,
  nodeRoleId: 3,
  nodeClass: 'APPLE_IOS',
  isUp: true,
  displayName: "Ana's iPhone",
};
const sent = () =>
  [200, { resultCode: 'SUCCESS', successNodeIds: [1], errorNodeIds: [] }] as [number, unknown];

/** The device action menu of an online Windows server. */
export const DeviceMenu: Story = () => (
  <FakeConsole routes={{ 'POST /ws/device/action': sent }}>
    <DeviceActionsMenu
      device={server}
      onDelete={() => {}}
      onCommandLine={() => {}}
      onRunAutomation={() => {}}
    />
  </FakeConsole>
);

/** The device search toolbar menu for a selection. */
export const SelectionMenu: Story = () => (
  <FakeConsole routes={{ 'POST /ws/device/action': sent }}>
    <DeviceSelectionMenu devices={[server, mac]} />
  </FakeConsole>
);

type SecurityDialogProps = Parameters<typeof SecurityActionDialog>[0];

/** A security action dialog, open, sending to a console that accepts the action. */
function OpenSecurityDialog({ action, devices }: Pick<SecurityDialogProps, 'action' | 'devices'>) {
  const [open, setOpen] = useState(true);
  return (
    <FakeConsole routes={{ 'POST /ws/device/action': sent }}>
      <SecurityActionDialog open={open} onOpenChange={setOpen} action={action} devices={devices} />
    </FakeConsole>
  );
}

/** Lock a Mac: the PIN is required. */
export const LockMac: Story = () => (
  <OpenSecurityDialog action="LOCK_DEVICE" devices={[{ ...mac, isUp: true }]} />
);

/** Reset an iPhone's passcode. */
export const ResetPasscode: Story = () => (
  <OpenSecurityDialog action="RESET_PASSCODE_DEVICE" devices={[phone]} />
);

/** Erase: options, then a second confirmation. */
export const Erase: Story = () => <OpenSecurityDialog action="ERASE_DEVICE" devices={[phone]} />;

const mdmMac = {
  id: 4,
  clientId: 1,
  nodeRoleId: 2,
  nodeClass: 'MAC',
  isUp: true,
  displayName: 'Studio MacBook',
  details: { mdmStatus: 'ENROLLED' },
};

/** A Mac enrolled with the MDM profile: its Security actions add the Apple MDM ones. */
export const MdmMacMenu: Story = () => (
  <FakeConsole routes={{ 'POST /ws/device/action': sent }}>
    <DeviceActionsMenu device={mdmMac} onDelete={() => {}} />
  </FakeConsole>
);

/** Renew enrollment profile for a Mac enrolled through MDM (sent as Apple's InstallProfile). */
export const RenewEnrollmentProfile: Story = () => (
  <OpenSecurityDialog action="RENEW_ENROLLMENT_PROFILE" devices={[mdmMac]} />
);

/** An offline device: the notice replaces the action. */
export const OfflineDevice: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <FakeConsole>
      <SecurityActionDialog open={open} onOpenChange={setOpen} action="SHUTDOWN_DEVICE" devices={[mac]} />
    </FakeConsole>
  );
};

/** Schedule a reboot. */
export const ScheduleReboot: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <FakeConsole
      routes={{
        'POST /ws/scheduledtask/reboot': () => [
          200,
          { resultCode: 'SUCCESS', runAt: new Date().toISOString() },
        ],
      }}
    >
      <ScheduleRebootDialog open={open} onOpenChange={setOpen} devices={[server]} />
    </FakeConsole>
  );
};

/** Wake-on-LAN for 40 devices: 30 names, then '+N more'. */
export const WakeOnLan: Story = () => {
  const [open, setOpen] = useState(true);
  const devices = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, displayName: `PC-${i + 1}` }));
  return (
    <FakeConsole
      routes={{
        'POST /ws/device/wakeonlan': () => [
          200,
          {
            resultCode: 'SUCCESS',
            successNodeIds: devices.slice(0, 36).map((d) => d.id),
            errorNodeIds: [37, 38, 39, 40],
          },
        ],
      }}
    >
      <WakeOnLanDialog open={open} onOpenChange={setOpen} devices={devices} />
    </FakeConsole>
  );
};

/** Delete an organization whose backup data goes too: warnings, then DELETE typed. */
export const DeleteOrganization: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <FakeConsole
      routes={{
        'GET /ws/client/1/delete/warning': () => [
          200,
          { warnings: [{ code: 'TICKETING_TICKET_OPEN', message: 'This organization has open tickets.' }] },
        ],
        'DELETE /ws/client/1/including-backup-data': () => [200, { resultCode: 'SUCCESS' }],
      }}
    >
      <DeleteOrganizationDialog
        open={open}
        onOpenChange={setOpen}
        organization={{ id: 1, name: 'Contoso Health', deleteBackupDataPermanently: true }}
        onDeleted={() => {}}
      />
    </FakeConsole>
  );
};
