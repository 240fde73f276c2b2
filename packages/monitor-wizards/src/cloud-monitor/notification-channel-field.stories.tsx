import type { Story } from '@ladle/react';
import { action } from '@ladle/react';
import { useState } from 'react';
import { StoryConsole } from '../fixtures/story-console';
import { NotificationChannelField } from './notification-channel-field';

export default { title: 'Monitor wizards / Notification channel picker' };

const channels = [
  { id: 3, name: 'NOC mail', type: 'EMAIL', recipients: ['noc@demo.console'], url: '' },
  { id: 4, name: 'Chat hook', type: 'WEBHOOK', recipients: [], url: 'https://hooks.example.com/a' },
  { id: 5, name: 'On-call', type: 'EMAIL', recipients: ['oncall@demo.console'], url: '' },
];

function Picker({ answer, chosen = [] }: { answer: unknown; chosen?: number[] }) {
  const [value, setValue] = useState<number[]>(chosen);
  return (
    <StoryConsole routes={{ 'GET /ws/notificationchannel/list': answer }}>
      <NotificationChannelField
        value={value}
        onValueChange={(ids) => {
          action('change')(ids);
          setValue(ids);
        }}
      />
    </StoryConsole>
  );
}

/** No channel in the division: the condition notifies the technicians with email notifications on. */
export const Empty: Story = () => <Picker answer={[]} />;
/** The division's channels, none chosen. */
export const List: Story = () => <Picker answer={channels} />;
/** Editing a condition that sends through two channels. */
export const Editing: Story = () => <Picker answer={channels} chosen={[3, 4]} />;
/** The list cannot be loaded (the picker shows no channel). */
export const LoadError: Story = () => <Picker answer={undefined} />;
