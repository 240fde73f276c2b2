import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { ThemeRoot } from '../theme/theme-root';
import { Switch } from './switch';

export default { title: 'Basics / Switch' } satisfies StoryDefault;

const stack = { display: 'grid', gap: 12, maxWidth: 420 } as const;

/** Off, uncontrolled. */
export const Off: Story = () => <Switch label="Auto refresh" />;

/** On by default. */
export const On: Story = () => <Switch label="Auto refresh" defaultChecked />;

/** A description under the label, linked with `aria-describedby`. */
export const WithDescription: Story = () => (
  <Switch label="Maintenance mode" description="Suppresses alerts while you patch the device." />
);

/** Disabled, off and on. */
export const Disabled: Story = () => (
  <div style={stack}>
    <Switch label="Off" disabled />
    <Switch label="On" disabled defaultChecked />
  </div>
);

/** An error shown at once (as after a failed save). */
export const WithError: Story = () => (
  <Switch label="Remote access" error="Remote access needs an agent newer than 5.3" touched />
);

/** Controlled: the host owns the state. */
export const Controlled: Story = () => {
  const [on, setOn] = useState(true);
  return (
    <div style={stack}>
      <Switch label="Auto refresh" checked={on} onCheckedChange={setOn} />
      <p>Auto refresh is {on ? 'on' : 'off'}.</p>
    </div>
  );
};

/** Every state in the light and the dark theme side by side. */
export const LightAndDark: Story = () => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
    {(['light', 'dark'] as const).map((theme) => (
      <ThemeRoot key={theme} theme={theme} style={{ ...stack, padding: 16, minWidth: 260 }}>
        <Switch label="Off" />
        <Switch label="On" defaultChecked />
        <Switch label="With description" description="Help text under the label." />
        <Switch label="Disabled off" disabled />
        <Switch label="Disabled on" disabled defaultChecked />
        <Switch label="Invalid" error="Could not save" touched />
      </ThemeRoot>
    ))}
  </div>
);
