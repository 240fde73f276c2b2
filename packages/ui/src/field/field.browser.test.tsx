import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { TextInput } from '../text-input/text-input';
import { Field, FieldControl } from './field';

describe('Field', () => {
  it('labels the control, marks it required with a hidden "Required" and links the description', async () => {
    await renderWithProviders(
      <Field label="Serial number" required description="As printed on the device">
        <FieldControl>
          {(field) => (
            <input
              id={field.controlId}
              aria-describedby={field.describedBy}
              aria-required={field.required || undefined}
            />
          )}
        </FieldControl>
      </Field>,
    );
    const input = page.getByRole('textbox', { name: 'Serial number Required' });
    await expect.element(input).toHaveAttribute('aria-required', 'true');
    await expect.element(input).toHaveAccessibleDescription('As printed on the device');
    const asterisk = page.getByText('*');
    await expect.element(asterisk).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(document.body);
  });

  it('gives a custom control the look of the kit inputs through controlClassName', async () => {
    await renderWithProviders(
      <>
        <Field label="Custom" error="Required" touched>
          <FieldControl>
            {(field) => (
              <input
                id={field.controlId}
                className={field.controlClassName}
                aria-invalid={field.invalid || undefined}
              />
            )}
          </FieldControl>
        </Field>
        <TextInput label="Kit" error="Required" touched />
      </>,
    );
    const custom = page.getByRole('textbox', { name: 'Custom' }).element();
    const kit = page.getByRole('textbox', { name: 'Kit' }).element();
    const look = (element: Element) => {
      const css = getComputedStyle(element);
      return [css.minHeight, css.borderTopColor, css.borderRadius, css.backgroundColor];
    };
    expect(custom.className).not.toBe('');
    expect(look(custom)).toEqual(look(kit));
    await expectNoAxeViolations(document.body);
  });

  it('shows the error only after the field is left, then links it with aria-invalid', async () => {
    await renderWithProviders(<TextInput label="Name" required error="Required" />);
    const input = page.getByRole('textbox', { name: 'Name' });
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    expect(
      page
        .getByText('Required', { exact: true })
        .elements()
        .filter((e) => e.tagName === 'P'),
    ).toEqual([]);

    await input.click();
    await userEvent.tab();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Required');
    await expectNoAxeViolations(document.body);
  });

  it('shows the error at once when touched is given', async () => {
    await renderWithProviders(<TextInput label="Name" error="Too long" touched />);
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Too long');
  });

  it('shows the error once the surrounding form is submitted', async () => {
    await renderWithProviders(
      <form noValidate onSubmit={(event) => event.preventDefault()} aria-label="Device">
        <TextInput label="Name" error="Required" />
        <button type="submit">Submit</button>
      </form>,
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  });
});
