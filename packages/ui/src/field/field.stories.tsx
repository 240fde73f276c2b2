import type { Story, StoryDefault } from '@ladle/react';
import { ThemeRoot } from '../theme/theme-root';
import { Field, FieldControl } from './field';

const meta: StoryDefault = {
  title: 'Fields / Field',
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

function Notes({ error, touched }: { error?: string; touched?: boolean }) {
  return (
    <Field label="Notes" description="Shown to technicians" required error={error} touched={touched}>
      <FieldControl>
        {(field) => (
          <textarea
            id={field.controlId}
            aria-describedby={field.describedBy}
            aria-invalid={field.invalid || undefined}
            aria-required={field.required || undefined}
            className={field.controlClassName}
            style={{ minHeight: 80, paddingBlock: 8 }}
          />
        )}
      </FieldControl>
    </Field>
  );
}

/** A custom control inside a Field: label, required asterisk and description. */
export const CustomControl: Story = () => <Notes />;

/** The error shows at once when the field is marked touched. */
export const WithError: Story = () => <Notes error="Required" touched />;

/** The error waits for the field to be left: click in, then out. */
export const ErrorAfterBlur: Story = () => <Notes error="Required" />;
