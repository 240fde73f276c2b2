import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { ThemeRoot } from '../theme/theme-root';
import { NumberInput } from './number-input';

const meta: StoryDefault = {
  title: 'Fields / Number input',
  decorators: [
    (Component, { globalState }) => (
      <ThemeRoot
        theme={globalState.theme === 'dark' ? 'dark' : 'light'}
        style={{ padding: 16, maxWidth: 320 }}
      >
        <Component />
      </ThemeRoot>
    ),
  ],
};
export default meta;

/** Empty. Scrolling the page over the focused input blurs it instead of changing the value. */
export const Empty: Story = () => <NumberInput label="Timeout (minutes)" />;

/** Filled, with min, max and step: the arrow keys move by 5 between 0 and 100. */
export const Filled: Story = () => {
  const [value, setValue] = useState<number | null>(50);
  return (
    <NumberInput
      label="Throttle (percent)"
      description="0 to 100, in steps of 5"
      min={0}
      max={100}
      step={5}
      value={value}
      onValueChange={setValue}
    />
  );
};

/** An error shown at once. */
export const WithError: Story = () => (
  <NumberInput label="Days until expiration" required min={1} max={365} error="Required" touched />
);

/** Disabled. */
export const Disabled: Story = () => <NumberInput label="Port" disabled defaultValue={443} />;
