import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../button/button';
import { HoverHelp } from './hover-help';

export default { title: 'Basics / HoverHelp' } satisfies StoryDefault;

/** Hover (or click) the icon; leave and it closes after 750 ms. */
export const Basic: Story = () => (
  <p>
    OU path{' '}
    <HoverHelp
      title="OU path"
      content={
        <>
          The organizational unit to import devices from, for example{' '}
          <code>OU=Laptops,DC=corp,DC=example</code>. <a href="#/help/ou">Read about OU paths</a>
        </>
      }
    />
  </p>
);

/** Open at first render, without a title. */
export const Open: Story = () => (
  <p style={{ paddingBlockEnd: 120 }}>
    Passcode{' '}
    <HoverHelp defaultOpen content="At least 4 characters, at most 100; the previous 10 cannot be reused." />
  </p>
);

/** A custom trigger. */
export const CustomTrigger: Story = () => (
  <HoverHelp
    trigger={<Button variant="link">What is maintenance mode?</Button>}
    content="Alerts are paused."
  />
);
