import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { ThemeRoot } from '../theme/theme-root';
import { TagInput } from './tag-input';

const meta: StoryDefault = {
  title: 'Fields / Tag input',
  decorators: [
    (Component, { globalState }) => (
      <ThemeRoot
        theme={globalState.theme === 'dark' ? 'dark' : 'light'}
        style={{ padding: 16, maxWidth: 420 }}
      >
        <Component />
      </ThemeRoot>
    ),
  ],
};
export default meta;

/** Empty: 'Press Enter or Space to add'. */
export const Empty: Story = () => <TagInput label="Hosts" />;

/** Filled, controlled. */
export const Filled: Story = () => {
  const [value, setValue] = useState(['web-01', 'web-02', 'db-01']);
  return <TagInput label="Hosts" value={value} onValueChange={setValue} />;
};

/** Ports only (1 to 65535), with the counter (default maximum 20). */
export const Ports: Story = () => (
  <TagInput label="Ports to monitor" restriction="port" counter defaultValue={['80', '443']} />
);

/** Limit reached: the counter turns danger colour and no more tags are accepted. */
export const LimitReached: Story = () => (
  <TagInput
    label="Recipients"
    restriction="email"
    counter
    max={3}
    defaultValue={['a@example.com', 'b@example.com', 'c@example.com']}
  />
);

/** Drive letters, showing the invalid-volume message (type `CD` and press Enter). */
export const DriveLetters: Story = () => (
  <TagInput label="Volumes" restriction="driveLetter" defaultValue={['C:']} />
);

/** Disk volumes up to 32 characters. */
export const Volumes: Story = () => <TagInput label="Volumes" restriction="volume" defaultValue={['DATA']} />;

/** IPv4 addresses; paste a list separated by spaces, commas or new lines. */
export const Ipv4: Story = () => <TagInput label="Targets" restriction="ipv4" />;

/** Numbers only. */
export const Numbers: Story = () => <TagInput label="Codes" restriction="number" />;

/** A required error shown at once. */
export const WithError: Story = () => <TagInput label="Volumes" required error="Required" touched />;

/** Disabled: tags show without remove buttons. */
export const Disabled: Story = () => <TagInput label="Volumes" disabled defaultValue={['C:', 'D:']} />;
