import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { ThemeRoot } from '../theme/theme-root';
import type { TimeValue } from './time-logic';
import { TimePicker } from './time-picker';

const meta: StoryDefault = {
  title: 'Fields / Time picker',
  decorators: [
    (Component, { globalState }) => (
      <ThemeRoot
        theme={globalState.theme === 'dark' ? 'dark' : 'light'}
        style={{ padding: 16, minHeight: 240 }}
      >
        <Component />
      </ThemeRoot>
    ),
  ],
};
export default meta;

/** Empty, 12-hour (en-us). */
export const Empty: Story = () => <TimePicker label="Run at" />;

/** Filled and controlled, 12-hour. */
export const Filled: Story = () => {
  const [value, setValue] = useState<TimeValue | null>({ hour: 14, minute: 30 });
  return <TimePicker label="Run at" value={value} onValueChange={setValue} />;
};

/** 24-hour, as en-gb uses. */
export const TwentyFourHour: Story = () => (
  <TimePicker label="Run at" locale="en-gb" defaultValue={{ hour: 18, minute: 5 }} />
);

/** 12-hour, as en-au uses. */
export const Australian: Story = () => (
  <TimePicker label="Run at" locale="en-au" defaultValue={{ hour: 7, minute: 45 }} />
);

/** With default time on: 09:00 when there is no value. */
export const DefaultTime: Story = () => <TimePicker label="Run at" useDefaultTime />;

/** Open, with an invalid hour typed in (type 13). */
export const Open: Story = () => (
  <TimePicker label="Run at" defaultOpen defaultValue={{ hour: 9, minute: 0 }} />
);

/** Required: leave it empty and tab away to see 'Required'. */
export const Required: Story = () => <TimePicker label="Run at" required />;

/** Required error shown at once. */
export const WithError: Story = () => <TimePicker label="Run at" required touched />;

/** Disabled. */
export const Disabled: Story = () => (
  <TimePicker label="Run at" disabled defaultValue={{ hour: 9, minute: 0 }} />
);

/** Wider than the default 176 px. */
export const Wide: Story = () => (
  <TimePicker label="Run at" width={260} defaultValue={{ hour: 23, minute: 59 }} />
);
