import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { ThemeRoot } from '../theme/theme-root';
import { TimeZoneList } from './time-zone-list';

const meta: StoryDefault = {
  title: 'Fields / Time zone list',
  decorators: [
    (Component, { globalState }) => (
      <ThemeRoot theme={globalState.theme === 'dark' ? 'dark' : 'light'} style={{ padding: 16 }}>
        <Component />
      </ThemeRoot>
    ),
  ],
};
export default meta;

/** Nothing selected: quick dials, Current Location and the common locations. */
export const Empty: Story = () => <TimeZoneList />;

/** A zone selected (controlled). */
export const Selected: Story = () => {
  const [zone, setZone] = useState<string | null>('America/Chicago');
  return (
    <>
      <TimeZoneList value={zone} onValueChange={setZone} />
      <p style={{ marginTop: 16 }}>Selected: {zone}</p>
    </>
  );
};

/** The full list ('Show Less Locations' collapses it). */
export const Expanded: Story = () => <TimeZoneList defaultExpanded />;

/** Every special entry: Current Location, Local Device Time and System. */
export const SpecialEntries: Story = () => (
  <TimeZoneList
    specialOptions={['current_location', '_Local', '_Division']}
    divisionTimeZone="Europe/Paris"
    defaultValue="_Division"
  />
);

/** Without quick dials, required, with an error shown at once. */
export const WithError: Story = () => <TimeZoneList quickDial={false} required error="Required" touched />;

/** Disabled. */
export const Disabled: Story = () => <TimeZoneList disabled defaultValue="Europe/London" />;
