import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { ThemeRoot } from '../theme/theme-root';
import { Checkbox } from './checkbox';

export default { title: 'Basics / Checkbox' } satisfies StoryDefault;

const stack = { display: 'grid', gap: 12, maxWidth: 420 } as const;

/** Unchecked, uncontrolled. */
export const Unchecked: Story = () => <Checkbox label="Send a test alert" />;

/** Checked by default. */
export const Checked: Story = () => <Checkbox label="Send a test alert" defaultChecked />;

/** The mixed state, as a "select all" shows it when only some rows are selected. */
export const Indeterminate: Story = () => <Checkbox label="Select all devices" indeterminate />;

/** A description under the label, linked with `aria-describedby`. */
export const WithDescription: Story = () => (
  <Checkbox
    label="Log out of all sessions"
    description="Also signs you out on your other devices and browsers."
  />
);

/** Disabled in each state. */
export const Disabled: Story = () => (
  <div style={stack}>
    <Checkbox label="Unchecked" disabled />
    <Checkbox label="Checked" disabled defaultChecked />
    <Checkbox label="Mixed" disabled indeterminate />
  </div>
);

/** Required, with its error shown at once (as after a submit). */
export const WithError: Story = () => (
  <Checkbox label="I accept the terms of service" required error="Required" touched />
);

/** The label hidden on screen but kept as the accessible name (a table row's selection). */
export const HiddenLabel: Story = () => <Checkbox label="Select web-01" hideLabel />;

/** Controlled "select all" over a list: mixed while only some items are checked. */
export const SelectAll: Story = () => {
  const devices = ['web-01', 'web-02', 'db-01'];
  const [selected, setSelected] = useState<string[]>(['web-01']);
  const all = selected.length === devices.length;
  return (
    <div style={stack}>
      <Checkbox
        label="Select all devices"
        checked={all}
        indeterminate={selected.length > 0 && !all}
        onCheckedChange={(checked) => setSelected(checked ? devices : [])}
      />
      <div style={{ ...stack, paddingInlineStart: 24 }}>
        {devices.map((device) => (
          <Checkbox
            key={device}
            label={device}
            checked={selected.includes(device)}
            onCheckedChange={(checked) =>
              setSelected((previous) =>
                checked ? [...previous, device] : previous.filter((item) => item !== device),
              )
            }
          />
        ))}
      </div>
    </div>
  );
};

/** Every state in the light and the dark theme side by side. */
export const LightAndDark: Story = () => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
    {(['light', 'dark'] as const).map((theme) => (
      <ThemeRoot key={theme} theme={theme} style={{ ...stack, padding: 16, minWidth: 260 }}>
        <Checkbox label="Unchecked" />
        <Checkbox label="Checked" defaultChecked />
        <Checkbox label="Mixed" indeterminate />
        <Checkbox label="With description" description="Help text under the label." />
        <Checkbox label="Disabled" disabled defaultChecked />
        <Checkbox label="Invalid" error="Required" touched />
      </ThemeRoot>
    ))}
  </div>
);
