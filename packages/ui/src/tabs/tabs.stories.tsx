import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { type TabItem, Tabs } from './tabs';

export default { title: 'Basics / Tabs' } satisfies StoryDefault;

const items: TabItem[] = [
  { id: 'basic', label: 'Basic', panel: <p>Name, description and target devices.</p> },
  { id: 'schedule', label: 'Schedule', panel: <p>When the job runs.</p> },
  { id: 'advanced', label: 'Advanced', panel: <p>Compression and encryption.</p> },
];

/** Uncontrolled, first tab selected. */
export const Basic: Story = () => <Tabs label="Backup job" items={items} />;

/** With a disabled tab. */
export const DisabledTab: Story = () => (
  <Tabs
    label="Image manager"
    items={[...items, { id: 'retention', label: 'Retention', panel: <p>Retention.</p>, disabled: true }]}
  />
);

/** Controlled by the story. */
export const Controlled: Story = () => {
  const [selected, setSelected] = useState('schedule');
  return (
    <div>
      <Tabs label="Backup job" items={items} selectedId={selected} onSelectedIdChange={setSelected} />
      <p>Selected: {selected}</p>
    </div>
  );
};
