import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { ThemeRoot } from '../theme/theme-root';
import { RadioGroup, type RadioGroupOption } from './radio-group';

const meta: StoryDefault = {
  title: 'Fields / Radio group',
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

type Os = 'windows' | 'mac' | 'linux';

const systems: RadioGroupOption<Os>[] = [
  { value: 'windows', label: 'Windows' },
  { value: 'mac', label: 'macOS' },
  { value: 'linux', label: 'Linux' },
];

/** Nothing picked yet, stacked. */
export const Vertical: Story = () => <RadioGroup<Os> label="Operating system" options={systems} />;

/** On one line, with a value picked first. */
export const Horizontal: Story = () => (
  <RadioGroup<Os> label="Operating system" options={systems} defaultValue="mac" orientation="horizontal" />
);

/** A description for the group and for each choice. */
export const WithDescriptions: Story = () => (
  <RadioGroup
    label="Upload type"
    description="Where the agent takes the file from."
    defaultValue="file"
    options={[
      { value: 'file', label: 'File', description: 'Uploaded to the console, at most 1 GB.' },
      { value: 'url', label: 'URL', description: 'Downloaded by each device when it runs.' },
    ]}
  />
);

/** One disabled choice, and the whole group disabled. */
export const Disabled: Story = () => (
  <div style={{ display: 'grid', gap: 24 }}>
    <RadioGroup<Os>
      label="Architecture"
      defaultValue="windows"
      options={[
        { value: 'windows', label: '64-bit' },
        { value: 'mac', label: '32-bit', disabled: true },
        { value: 'linux', label: 'ARM64' },
      ]}
    />
    <RadioGroup<Os> label="Operating system" options={systems} defaultValue="linux" disabled />
  </div>
);

/** Required, with its error shown at once (as after a submit). */
export const WithError: Story = () => (
  <RadioGroup<Os> label="Operating system" options={systems} required error="Required" touched />
);

/** Controlled: the value lives in the story. */
export const Controlled: Story = () => {
  const [os, setOs] = useState<Os>('windows');
  return (
    <>
      <RadioGroup<Os> label="Operating system" options={systems} value={os} onValueChange={setOs} />
      <p>Picked: {os}</p>
    </>
  );
};
