import type { Policy, PolicyMonitor } from '@console/core';
import type { Story } from '@ladle/react';
import { action } from '@ladle/react';
import { windowsServersPolicy } from '../fixtures/policy';
import { StoryConsole } from '../fixtures/story-console';
import { PolicyMonitorDialog } from './policy-monitor-dialog';
import { PolicyMonitorTexts } from './policy-monitor-texts';
import { PolicyMonitorsSection } from './policy-monitors-section';

export default { title: 'Monitor wizards / Policy editor / Monitors' };

const port: PolicyMonitor = {
  monitorUid: '9e3a4b5c-6d7e-4f80-9a1b-2c3d4e5f6a7b',
  enabled: true,
  monitorName: 'Intranet',
  type: 'TCP_PORT',
  target: 'intranet.lan',
  port: 443,
  intervalMinutes: 5,
};
const spooler: PolicyMonitor = {
  ...port,
  monitorUid: 'af4b5c6d-7e8f-4a91-8b2c-3d4e5f6a7b8c',
  enabled: false,
  monitorName: 'Print spooler',
  type: 'SERVICE',
  target: 'Spooler',
  port: null,
  intervalMinutes: 15,
};

function Section({ monitors, saves = true }: { monitors: PolicyMonitor[]; saves?: boolean }) {
  let policy: Policy = { ...windowsServersPolicy, content: { monitors } };
  return (
    <StoryConsole
      routes={{
        'GET /ws/policy/12': () => ({ resultCode: 'SUCCESS', policy }),
        'PUT /ws/policy': saves
          ? ({ body }: { body: unknown }) => {
              const { id: _id, ...patch } = body as Record<string, unknown>;
              policy = { ...policy, ...patch } as Policy;
              return { resultCode: 'SUCCESS', policy };
            }
          : undefined,
      }}
    >
      <PolicyMonitorsSection policyId={12} />
    </StoryConsole>
  );
}

/** No monitor yet. */
export const Empty: Story = () => <Section monitors={[]} />;
/** A TCP port monitor and a disabled service monitor. */
export const List: Story = () => <Section monitors={[port, spooler]} />;
/** Saves are refused by the server (the section shows its reason). */
export const SaveError: Story = () => <Section monitors={[port]} saves={false} />;
/** Editing the TCP port monitor. */
export const Editing: Story = () => (
  <StoryConsole routes={{}}>
    <PolicyMonitorTexts>
      <PolicyMonitorDialog monitor={port} onApply={action('apply')} onCancel={action('cancel')} />
    </PolicyMonitorTexts>
  </StoryConsole>
);
