import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { ThemeRoot } from '../theme/theme-root';
import { TextInput } from './text-input';

const meta: StoryDefault = {
  title: 'Fields / Text input',
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

/** Empty, with a placeholder and a description. */
export const Empty: Story = () => (
  <TextInput label="Device name" description="Shown in lists and search" placeholder="e.g. web-01" />
);

/** Filled and required. */
export const Filled: Story = () => <TextInput label="Device name" required defaultValue="web-01" />;

/** With the counter: default maximum 75 (002 §9). */
export const Counter: Story = () => {
  const [value, setValue] = useState('Patch night');
  return <TextInput label="Job comment" counter value={value} onValueChange={setValue} />;
};

/** The counter at its limit turns danger colour. */
export const CounterAtLimit: Story = () => (
  <TextInput label="Job comment" counter maxLength={20} defaultValue="Exactly twenty chars" />
);

/** An error shown at once (as after a submit). */
export const WithError: Story = () => <TextInput label="Device name" required error="Required" touched />;

/** Disabled. */
export const Disabled: Story = () => <TextInput label="Device name" disabled defaultValue="web-01" />;
