import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { ThemeRoot } from '../theme/theme-root';
import { TextArea } from './text-area';

const meta: StoryDefault = {
  title: 'Fields / Text area',
  decorators: [
    (Component, { globalState }) => (
      <ThemeRoot
        theme={globalState.theme === 'dark' ? 'dark' : 'light'}
        style={{ padding: 16, maxWidth: 480 }}
      >
        <Component />
      </ThemeRoot>
    ),
  ],
};
export default meta;

/** Empty, with a placeholder and a description; four rows. */
export const Empty: Story = () => (
  <TextArea
    label="Description"
    description="Shown in the automation library"
    placeholder="What the script does and when to run it"
  />
);

/** Filled and required. */
export const Filled: Story = () => (
  <TextArea label="Description" required defaultValue={'Clears the print spooler.\nRestarts the service.'} />
);

/** With a counter against `maxLength`. */
export const Counter: Story = () => {
  const [text, setText] = useState('Collects the event logs of the last 24 hours.');
  return (
    <TextArea label="Description" rows={3} counter maxLength={200} value={text} onValueChange={setText} />
  );
};

/** With its error shown at once (as after a submit). */
export const WithError: Story = () => <TextArea label="Description" required error="Required" touched />;

/** Read-only and disabled. */
export const ReadOnlyAndDisabled: Story = () => (
  <div style={{ display: 'grid', gap: 16 }}>
    <TextArea label="Read-only" readOnly defaultValue="Built-in automations cannot be edited." rows={2} />
    <TextArea label="Disabled" disabled defaultValue="Locked while the upload runs." rows={2} />
  </div>
);
