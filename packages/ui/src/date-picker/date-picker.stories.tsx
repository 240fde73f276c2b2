import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { ThemeRoot } from '../theme/theme-root';
import { DatePicker, DateTimePicker } from './date-picker';

const meta: StoryDefault = {
  title: 'Fields / Date picker',
  decorators: [
    (Component, { globalState }) => (
      <ThemeRoot
        theme={globalState.theme === 'dark' ? 'dark' : 'light'}
        style={{ padding: 16, minHeight: 420 }}
      >
        <Component />
      </ThemeRoot>
    ),
  ],
};
export default meta;

/** Empty: type a date (MM/DD/YYYY) or open the calendar. */
export const Empty: Story = () => <DatePicker label="Start date" />;

/** Filled and controlled. */
export const Filled: Story = () => {
  const [value, setValue] = useState<Date | null>(new Date(2031, 4, 14));
  return <DatePicker label="Start date" value={value} onValueChange={setValue} />;
};

/** Days before today are disabled (the scheduled reboot rule, 002 §5.2). */
export const DisallowPast: Story = () => <DatePicker label="Reboot on" disallowPast defaultOpen />;

/** en-gb: DD/MM/YYYY, weeks from Monday. */
export const British: Story = () => (
  <DatePicker label="Start date" locale="en-gb" defaultValue={new Date(2031, 4, 14)} />
);

/** The calendar open. */
export const Open: Story = () => (
  <DatePicker label="Start date" defaultOpen defaultValue={new Date(2031, 4, 14)} />
);

/** An error shown at once (type 02/30/2031 and leave the input to get 'Please enter a valid date'). */
export const WithError: Story = () => <DatePicker label="Start date" required error="Required" touched />;

/** Disabled. */
export const Disabled: Story = () => (
  <DatePicker label="Start date" disabled defaultValue={new Date(2031, 4, 14)} />
);

/** Date and time together, with the 09:00 default time. */
export const DateAndTime: Story = () => {
  const [value, setValue] = useState<Date | null>(null);
  return (
    <>
      <DateTimePicker
        label="Maintenance start"
        disallowPast
        useDefaultTime
        value={value}
        onValueChange={setValue}
      />
      <p style={{ marginTop: 16 }}>{value ? value.toString() : 'No date and time yet'}</p>
    </>
  );
};

/** Date and time, 24-hour (en-gb). */
export const DateAndTimeBritish: Story = () => (
  <DateTimePicker label="Maintenance end" locale="en-gb" defaultValue={new Date(2031, 0, 2, 17, 30)} />
);
