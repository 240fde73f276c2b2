import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { ThemeRoot } from '../theme/theme-root';
import { ConfirmEmailInput } from './confirm-email-input';

const meta: StoryDefault = {
  title: 'Fields / Confirm email input',
  decorators: [
    (Component, { globalState }) => (
      <ThemeRoot
        theme={globalState.theme === 'dark' ? 'dark' : 'light'}
        style={{ padding: 16, maxWidth: 420 }}
      >
        <Component />
      </ThemeRoot>
    ),
  ],
};
export default meta;

/** Empty: type ops@example.com (any case) to confirm. */
export const Empty: Story = () => {
  const [valid, setValid] = useState(false);
  return (
    <>
      <ConfirmEmailInput expectedEmail="ops@example.com" onValidChange={setValid} />
      <p style={{ marginTop: 16 }}>{valid ? 'Confirmed' : 'Not confirmed'}</p>
    </>
  );
};

/** A malformed entry: 'Please enter a valid email address'. */
export const InvalidFormat: Story = () => (
  <ConfirmEmailInput expectedEmail="ops@example.com" defaultValue="ops@example" touched />
);

/** Someone else's email: 'Input does not match logged-in email'. */
export const Mismatch: Story = () => (
  <ConfirmEmailInput expectedEmail="ops@example.com" defaultValue="other@example.com" touched />
);

/** The expected email, in another case: valid. */
export const Matching: Story = () => (
  <ConfirmEmailInput expectedEmail="ops@example.com" defaultValue="OPS@Example.com" touched />
);

/** Disabled. */
export const Disabled: Story = () => <ConfirmEmailInput expectedEmail="ops@example.com" disabled />;
