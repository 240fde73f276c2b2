import { ConsoleApiError, validateEmail, validateRequiredText } from '@console/core';
import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { Button, TextInput } from '@console/ui';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { useWidgetForm } from './use-widget-form';

interface Contact {
  name: string;
  email: string;
}

function ContactForm({ save }: { save: (values: Contact) => Promise<unknown> }) {
  const form = useWidgetForm<Contact>({
    initialValues: { name: '', email: '' },
    validate: ({ name, email }) => ({ name: validateRequiredText(name), email: validateEmail(email) }),
  });
  return (
    <form
      aria-label="Contact"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(save);
      }}
    >
      {form.formError ? <p role="alert">{form.formError}</p> : null}
      <TextInput label="Name" required {...form.field('name')} />
      <TextInput label="Email" required {...form.field('email')} />
      <Button type="submit">Save</Button>
      <Button onClick={() => form.reset()}>Reset</Button>
    </form>
  );
}

const name = () => page.getByRole('textbox', { name: 'Name' });
const email = () => page.getByRole('textbox', { name: 'Email' });
const save = () => page.getByRole('button', { name: 'Save' });

describe('given a form built with useWidgetForm', () => {
  it("shows a field's rule once the field is left, and clears it when fixed", async () => {
    await renderWithProviders(<ContactForm save={vi.fn()} />, { console: {} });
    await expect.element(name()).not.toHaveAttribute('aria-invalid', 'true');
    await name().click();
    await userEvent.tab();
    await expect.element(name()).toHaveAccessibleDescription('Required');
    await expect.element(name()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(email()).not.toHaveAttribute('aria-invalid', 'true');
    await name().fill('Sam');
    await expect.element(name()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows every rule on submit and does not save', async () => {
    const saveContact = vi.fn();
    await renderWithProviders(<ContactForm save={saveContact} />, { console: {} });
    await save().click();
    await expect.element(name()).toHaveAccessibleDescription('Required');
    await expect.element(email()).toHaveAccessibleDescription('Required');
    expect(saveContact).not.toHaveBeenCalled();
    await expectNoAxeViolations(document.body);
  });

  it("maps the server's 400 issues onto their fields and drops one when its field changes", async () => {
    const saveContact = vi.fn(async () => {
      throw new ConsoleApiError({
        status: 400,
        resultCode: 'VALIDATION_ERROR',
        errorMessage: 'This email is already in use',
        issues: [{ path: ['email'], message: 'This email is already in use' }],
      });
    });
    await renderWithProviders(<ContactForm save={saveContact} />, { console: {} });
    await name().fill('Sam');
    await email().fill('sam@example.com');
    await save().click();
    expect(saveContact).toHaveBeenCalledWith({ name: 'Sam', email: 'sam@example.com' });
    await expect.element(page.getByText('This email is already in use')).toBeVisible();
    await expect.element(email()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    await email().fill('sam@example.org');
    await expect.element(page.getByText('This email is already in use')).not.toBeInTheDocument();
  });

  it('shows issues that name no field, and other failures, over the form', async () => {
    const saveContact = vi
      .fn()
      .mockRejectedValueOnce(
        new ConsoleApiError({
          status: 400,
          resultCode: 'VALIDATION_ERROR',
          issues: [{ path: ['params', 'id'], message: 'Invalid id' }],
        }),
      )
      .mockRejectedValueOnce(new ConsoleApiError({ status: 500, resultCode: 'FAILURE' }));
    await renderWithProviders(<ContactForm save={saveContact} />, { console: {} });
    await name().fill('Sam');
    await email().fill('sam@example.com');
    await save().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Invalid id');
    await save().click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Something went wrong. Please try again.');
  });

  it('goes back to the initial values, untouched, on reset', async () => {
    await renderWithProviders(<ContactForm save={vi.fn()} />, { console: {} });
    await name().fill('Sam');
    await save().click();
    await expect.element(email()).toHaveAccessibleDescription('Required');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.element(name()).toHaveValue('');
    await expect.element(email()).not.toHaveAttribute('aria-invalid', 'true');
  });
});
