import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { PlusIcon } from '../internal/icons';
import { Button } from './button';
import { IconButton } from './icon-button';

function Saving({ onClick }: { onClick: () => void }) {
  const [loading, setLoading] = useState(false);
  return (
    <Button
      variant="primary"
      loading={loading}
      onClick={() => {
        onClick();
        setLoading(true);
      }}
    >
      Save
    </Button>
  );
}

describe('Button', () => {
  it('is a native button of type "button" that calls onClick from pointer and keyboard', async () => {
    const onClick = vi.fn();
    await renderWithProviders(
      <Button variant="primary" icon={<PlusIcon />} onClick={onClick}>
        Add
      </Button>,
    );
    const button = page.getByRole('button', { name: 'Add' });
    await expect.element(button).toHaveAttribute('type', 'button');
    await expect.element(button).toHaveAttribute('data-state', 'idle');
    await button.click();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
    await expectNoAxeViolations(document.body);
  });

  it('shows a spinner, sets aria-busy and ignores clicks while loading, keeping focus', async () => {
    const onClick = vi.fn();
    await renderWithProviders(<Saving onClick={onClick} />);
    const button = page.getByRole('button', { name: 'Save' });
    await button.click();
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    await expect.element(button).toHaveAttribute('data-state', 'loading');
    await expect.element(button).toHaveFocus();
    expect(button.element().querySelector('[data-icon="Spinner"]')).not.toBeNull();
    await button.click({ force: true });
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(document.body);
  });

  it('is natively disabled when disabled', async () => {
    const onClick = vi.fn();
    await renderWithProviders(
      <Button disabled onClick={onClick}>
        Delete
      </Button>,
    );
    const button = page.getByRole('button', { name: 'Delete' });
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAttribute('data-state', 'disabled');
    await button.click({ force: true });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref and native props', async () => {
    let element: HTMLButtonElement | null = null;
    await renderWithProviders(
      <form onSubmit={(event) => event.preventDefault()}>
        <Button
          ref={(node) => {
            element = node;
          }}
          type="submit"
          name="intent"
          value="save"
        >
          Submit
        </Button>
      </form>,
    );
    await expect.element(page.getByRole('button', { name: 'Submit' })).toHaveAttribute('type', 'submit');
    expect(element).toBeInstanceOf(HTMLButtonElement);
    expect((element as HTMLButtonElement | null)?.name).toBe('intent');
  });

  it('keeps contrast in every variant, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const screen = await renderWithProviders(
        <div>
          {(['primary', 'secondary', 'ghost', 'danger', 'link'] as const).map((variant) => (
            <Button key={variant} variant={variant}>
              {variant}
            </Button>
          ))}
          <Button disabled>disabled</Button>
        </div>,
        { theme },
      );
      await expectNoAxeViolations(document.body);
      await screen.unmount();
    }
  });
});

describe('IconButton', () => {
  it('is named by its label and shows it as a tooltip on keyboard focus', async () => {
    await renderWithProviders(
      <>
        <button type="button">Before</button>
        <IconButton label="Add device" icon={<PlusIcon />} />
      </>,
    );
    const button = page.getByRole('button', { name: 'Add device' });
    await expect.element(button).toBeVisible();
    await page.getByRole('button', { name: 'Before' }).click();
    await userEvent.keyboard('{Tab}');
    await expect.element(button).toHaveFocus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Add device');
    // The tooltip only repeats the name, so it does not describe the button a second time.
    expect(button.element().getAttribute('aria-describedby')).toBeNull();
    await expectNoAxeViolations(document.body);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });
});
