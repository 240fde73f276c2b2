import type { Story, StoryDefault } from '@ladle/react';
import { AddVmHostDialog } from './add-vm-host-dialog';
import { DeviceStoryConsole } from './device-story-console';

export default { title: 'Add menu / VM host' } satisfies StoryDefault;

const noop = () => {};

/** VMWare ESXi: organization, delegate, DNS/IP, API port 443, credential; Test host passes. */
export const Esxi: Story = () => (
  <DeviceStoryConsole>
    <AddVmHostDialog open onOpenChange={noop} platform="VMWARE" />
  </DeviceStoryConsole>
);

/** HyperV: only the organization and the delegate; CH-SRV-002 is down ('Failed to start service'). */
export const HyperV: Story = () => (
  <DeviceStoryConsole>
    <AddVmHostDialog open onOpenChange={noop} platform="HYPERV" />
  </DeviceStoryConsole>
);

/** The delegate check installs first: Downloading, Installing, then the test (polled every second here). */
export const StagedCheck: Story = () => {
  const stages = ['DOWNLOADING', 'INSTALLING', 'STARTING', 'OK'];
  return (
    <DeviceStoryConsole
      routes={{
        'GET /ws/node/delegate/11/vmm/check': () => ({
          resultCode: 'SUCCESS',
          status: stages.shift() ?? 'OK',
          reason: null,
          message: null,
        }),
      }}
    >
      <AddVmHostDialog open onOpenChange={noop} pollMs={1000} />
    </DeviceStoryConsole>
  );
};

/** The host refuses the credential: 'Invalid credentials', Add host stays disabled. */
export const InvalidCredentials: Story = () => (
  <DeviceStoryConsole
    routes={{
      'POST /ws/node/delegate/vmhost/test': {
        resultCode: 'SUCCESS',
        result_code: 'invalid_credentials',
        stage: 'login',
        message: 'the host refused the user name or password',
      },
    }}
  >
    <AddVmHostDialog open onOpenChange={noop} />
  </DeviceStoryConsole>
);

/** The host exists under the delegate: 'VM Host already exists under the same Monitor Delegate.'. */
export const Duplicate: Story = () => (
  <DeviceStoryConsole
    routes={{
      'POST /ws/node/delegate/vmhost': {
        status: 409,
        body: { resultCode: 'delegate_already_has_existing_host', errorMessage: 'duplicate' },
      },
    }}
  >
    <AddVmHostDialog open onOpenChange={noop} />
  </DeviceStoryConsole>
);
