import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Select, type SelectOption } from './select';

export default { title: 'Basics / Select' } satisfies StoryDefault;

const options: SelectOption[] = [
  { value: 'DEFAULT', label: 'Default' },
  { value: 'ALWAYS', label: 'Always' },
  { value: 'DO_NOT_OBLITERATE', label: 'Do not obliterate' },
  { value: 'NEVER', label: 'Never (not supported)', disabled: true },
];

const width = { width: 280 };

/** Nothing chosen: the placeholder shows. */
export const Placeholder: Story = () => (
  <div style={width}>
    <Select label="Erase fallback" options={options} />
  </div>
);

/** A value chosen, with help text. */
export const WithValue: Story = () => (
  <div style={width}>
    <Select
      label="Erase fallback"
      options={options}
      defaultValue="ALWAYS"
      description="Used when the device cannot erase securely."
    />
  </div>
);

/** Several values. */
export const Multiple: Story = () => {
  const [value, setValue] = useState<string[]>(['DEFAULT', 'ALWAYS', 'DO_NOT_OBLITERATE']);
  return (
    <div style={width}>
      <Select multiple label="Device types" options={options} value={value} onValueChange={setValue} />
    </div>
  );
};

/** With an error. */
export const WithError: Story = () => (
  <div style={width}>
    <Select label="Destination" options={options} error="A restore destination is required" />
  </div>
);

/** Disabled. */
export const Disabled: Story = () => (
  <div style={width}>
    <Select label="Erase fallback" options={options} defaultValue="DEFAULT" disabled />
  </div>
);
