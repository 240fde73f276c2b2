import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Button } from '../button/button';
import { ConfirmDialog, Dialog, type DialogSize } from './dialog';

export default { title: 'Basics / Dialog' } satisfies StoryDefault;

const paragraphs = Array.from({ length: 12 }, (_, index) => `Paragraph ${index + 1} of the dialog body.`);

function Opener({ size = 'md' as DialogSize, bodyHeight }: { size?: DialogSize; bodyHeight?: number }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open {size} dialog</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Reboot schedule"
        description="The device reboots once at the chosen time."
        size={size}
        bodyHeight={bodyHeight}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button variant="primary" onClick={() => setOpen(false)}>
              Save
            </Button>
          </>
        }
      >
        {paragraphs.map((paragraph) => (
          <p key={paragraph} style={{ marginBlock: 8 }}>
            {paragraph}
          </p>
        ))}
      </Dialog>
    </>
  );
}

/** The default medium dialog. */
export const Medium: Story = () => <Opener />;
/** Small. */
export const Small: Story = () => <Opener size="sm" />;
/** Large with a fixed 300 px body that scrolls. */
export const FixedBodyHeight: Story = () => <Opener size="lg" bodyHeight={300} />;
/** Extra large. */
export const ExtraLarge: Story = () => <Opener size="xl" />;
/** Full screen (wizards, editors). */
export const Fullscreen: Story = () => <Opener size="fullscreen" />;

/** Must be answered: no close button, Escape and outside clicks do nothing. */
export const NotDismissible: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="You have unsaved changes"
        dismissible={false}
        hideCloseButton
        footer={<Button onClick={() => setOpen(false)}>Discard</Button>}
      >
        Are you sure you wish to proceed?
      </Dialog>
    </>
  );
};

/** A confirmation whose action takes two seconds, then succeeds. */
export const Confirm: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete policy</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete policy?"
        confirmLabel="Delete"
        tone="danger"
        onConfirm={() => new Promise((resolve) => setTimeout(resolve, 2000))}
      >
        The policy and its schedules are removed. This cannot be undone.
      </ConfirmDialog>
    </>
  );
};

/** A confirmation whose action fails: the dialog stays open for a retry. */
export const ConfirmFailing: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Disable maintenance</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Disable maintenance mode?"
        confirmLabel="Disable"
        onConfirm={() =>
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('Failed to disable maintenance.')), 1500),
          )
        }
      >
        Alerts resume for the selected devices.
      </ConfirmDialog>
    </>
  );
};
