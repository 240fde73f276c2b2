import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Button } from '../button/button';
import { ThemeRoot } from '../theme/theme-root';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt';

const meta: StoryDefault = {
  title: 'Fields / Unsaved changes prompt',
  decorators: [
    (Component, { globalState }) => (
      <ThemeRoot theme={globalState.theme === 'dark' ? 'dark' : 'light'} style={{ padding: 16 }}>
        <Component />
      </ThemeRoot>
    ),
  ],
};
export default meta;

/** Open the prompt, then Cancel, Save or Discard. */
export const Default: Story = () => {
  const [open, setOpen] = useState(true);
  const [last, setLast] = useState('nothing yet');
  const answer = (what: string) => () => {
    setLast(what);
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Close editor</Button>
      <p style={{ marginTop: 16 }}>Last answer: {last}</p>
      <UnsavedChangesPrompt
        open={open}
        onCancel={answer('cancel')}
        onSave={answer('save')}
        onDiscard={answer('discard')}
      />
    </>
  );
};

/** Save takes a while: the prompt is busy until it settles. */
export const Saving: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Close editor</Button>
      <UnsavedChangesPrompt
        open={open}
        onCancel={() => setOpen(false)}
        onSave={() => new Promise<void>((resolve) => setTimeout(resolve, 2000)).then(() => setOpen(false))}
        onDiscard={() => setOpen(false)}
      />
    </>
  );
};
