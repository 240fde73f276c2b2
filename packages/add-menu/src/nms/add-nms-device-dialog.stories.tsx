import type { Story, StoryDefault } from '@ladle/react';
import { DeviceStoryConsole } from '../vm-host/device-story-console';
import { AddNmsDeviceDialog } from './add-nms-device-dialog';

export default { title: 'Add menu / NMS device' } satisfies StoryDefault;

const noop = () => {};

/** The empty form; Add device polls the device and shows what it reported. */
export const AddNmsDevice: Story = () => (
  <DeviceStoryConsole>
    <AddNmsDeviceDialog open onOpenChange={noop} />
  </DeviceStoryConsole>
);

/** The device does not answer SNMP: the server's message, the form kept. */
export const Unreachable: Story = () => (
  <DeviceStoryConsole
    routes={{
      'POST /ws/nms/device': {
        status: 422,
        body: {
          resultCode: 'NMS_DEVICE_UNREACHABLE',
          errorMessage:
            'The device did not answer SNMP at 10.1.1.2:161. Check the address, the port and the credential, then try again.',
        },
      },
    }}
  >
    <AddNmsDeviceDialog open onOpenChange={noop} />
  </DeviceStoryConsole>
);
