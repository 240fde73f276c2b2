import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Accordion, type AccordionItem } from './accordion';

export default { title: 'Basics / Accordion' } satisfies StoryDefault;

const items: AccordionItem[] = [
  { id: 'setup', title: 'Setup', content: <p>Type, options and HTTP fields.</p> },
  { id: 'request', title: 'Request', content: <p>Headers and body.</p> },
  { id: 'conditions', title: 'Conditions', content: <p>When the monitor alerts.</p> },
  { id: 'locked', title: 'Locked section', content: <p>Not reachable.</p>, disabled: true },
];

/** All closed; sections toggle independently. */
export const Closed: Story = () => <Accordion items={items} />;

/** Two sections open at first. */
export const SomeOpen: Story = () => <Accordion items={items} defaultValue={['setup', 'conditions']} />;

/** Controlled by the story. */
export const Controlled: Story = () => {
  const [value, setValue] = useState<string[]>(['request']);
  return (
    <div>
      <Accordion items={items} value={value} onValueChange={setValue} />
      <p>Open: {value.join(', ') || 'none'}</p>
    </div>
  );
};
