import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../button/button';
import { ToastProvider, useToast } from './toast';

export default { title: 'Basics / Toast' } satisfies StoryDefault;

function Buttons() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.success('Credential created')}>Success</Button>
      <Button onClick={() => toast.error('Error saving credential')}>Error</Button>
      <Button onClick={() => toast.info('Saving...', { id: 'saving', duration: Number.POSITIVE_INFINITY })}>
        Sticky info
      </Button>
      <Button
        onClick={() =>
          toast.success('The action was sent successfully', { title: 'Device actions', duration: 10_000 })
        }
      >
        With title
      </Button>
      <Button variant="ghost" onClick={() => toast.dismiss()}>
        Dismiss all
      </Button>
    </div>
  );
}

/** Click the buttons; hover a toast to pause it. */
export const Playground: Story = () => (
  <ToastProvider>
    <Buttons />
  </ToastProvider>
);

function ShowOnMount() {
  const toast = useToast();
  return (
    <Button
      onClick={() => {
        toast.success('Data deleted successfully', { duration: Number.POSITIVE_INFINITY });
        toast.info('Test ticket submitted for creation', { duration: Number.POSITIVE_INFINITY });
        toast.error('Something went wrong on our end. Please try again', {
          duration: Number.POSITIVE_INFINITY,
        });
      }}
    >
      Show one of each
    </Button>
  );
}

/** One of each tone, kept open. */
export const Tones: Story = () => (
  <ToastProvider>
    <ShowOnMount />
  </ToastProvider>
);
