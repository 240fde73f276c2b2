import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../button/button';
import { VisuallyHidden } from './visually-hidden';

export default { title: 'Basics / VisuallyHidden' } satisfies StoryDefault;

/** A button whose screen-reader name says more than its visible text. */
export const ExtraButtonText: Story = () => (
  <Button>
    Delete <VisuallyHidden>the Printers policy</VisuallyHidden>
  </Button>
);
