import type { Story } from '@ladle/react';
import { action } from '@ladle/react';
import { StoryConsole } from '../fixtures/story-console';
import { NmsMonitoringDialog } from './nms-monitoring-dialog';
import { RenameDeviceDialog } from './rename-device-dialog';

export default { title: 'Monitor wizards / NMS device' };

const monitoring = (monitorBy: 'IP_ADDRESS' | 'NET_BIOS_NAME' | 'DNS_NAME') => ({
  resultCode: 'SUCCESS',
  monitoring: { monitorBy, ipAddress: '10.0.0.2', netBiosName: 'CORE-SW1', dnsName: 'core-sw1.lan' },
});

function Monitoring({ answer }: { answer: unknown }) {
  return (
    <StoryConsole
      routes={{
        'GET /ws/nms/device/9/monitoring': answer,
        'PUT /ws/nms/device/9/monitoring': ({ body }: { body: unknown }) => ({
          resultCode: 'SUCCESS',
          monitoring: body,
        }),
      }}
    >
      <NmsMonitoringDialog open deviceId={9} onOpenChange={action('openChange')} onSaved={action('saved')} />
    </StoryConsole>
  );
}

/** Monitoring settings: by IP address. */
export const MonitorByIpAddress: Story = () => <Monitoring answer={monitoring('IP_ADDRESS')} />;
/** Monitoring settings: by NetBIOS name. */
export const MonitorByNetBiosName: Story = () => <Monitoring answer={monitoring('NET_BIOS_NAME')} />;
/** Monitoring settings: by DNS name. */
export const MonitorByDnsName: Story = () => <Monitoring answer={monitoring('DNS_NAME')} />;
/** Monitoring settings: loading fails. */
export const MonitoringLoadError: Story = () => <Monitoring answer={undefined} />;

function Rename({ name, fails = false }: { name: string; fails?: boolean }) {
  return (
    <StoryConsole routes={{ 'PUT /ws/node': fails ? undefined : { resultCode: 'SUCCESS' } }}>
      <RenameDeviceDialog
        open
        deviceId={9}
        name={name}
        onOpenChange={action('openChange')}
        onRenamed={action('renamed')}
      />
    </StoryConsole>
  );
}

/** Rename device: the current name (at most 410 characters). */
export const RenameDevice: Story = () => <Rename name="core-sw1" />;
/** Rename device: a name at the 410-character limit. */
export const RenameAtLimit: Story = () => <Rename name={'x'.repeat(410)} />;
/** Rename device: the server refuses the save ('Error saving device'). */
export const RenameError: Story = () => <Rename name="core-sw1" fails />;
