import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Accordion, type AccordionItem } from './accordion';

const items: AccordionItem[] = [
  { id: 'setup', title: 'Setup', content: <p>Type and options</p> },
  { id: 'request', title: 'Request', content: <p>Headers and body</p> },
  { id: 'conditions', title: 'Conditions', content: <p>Conditions list</p>, disabled: true },
];

const toggle = (name: string) => page.getByRole('button', { name });

describe('Accordion', () => {
  it('opens and closes each section independently', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(<Accordion items={items} onValueChange={onValueChange} />);
    await expect.element(toggle('Setup')).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByText('Type and options')).not.toBeVisible();
    await expectNoAxeViolations(document.body);

    await toggle('Setup').click();
    await expect.element(page.getByText('Type and options')).toBeVisible();
    expect(onValueChange).toHaveBeenLastCalledWith(['setup']);

    await toggle('Request').click();
    // Opening a second section leaves the first one open.
    await expect.element(page.getByText('Type and options')).toBeVisible();
    await expect.element(page.getByText('Headers and body')).toBeVisible();
    expect(onValueChange).toHaveBeenLastCalledWith(['setup', 'request']);

    await toggle('Setup').click();
    await expect.element(page.getByText('Type and options')).not.toBeVisible();
    await expect.element(page.getByText('Headers and body')).toBeVisible();
    expect(onValueChange).toHaveBeenLastCalledWith(['request']);
    await expect.element(toggle('Request')).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(document.body);
  });

  it('toggles from the keyboard and puts titles in headings', async () => {
    await renderWithProviders(<Accordion items={items} headingLevel={4} defaultValue={['request']} />);
    await expect.element(page.getByRole('heading', { level: 4, name: 'Setup' })).toBeVisible();
    await expect.element(page.getByText('Headers and body')).toBeVisible();
    toggle('Setup').element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Type and options')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect.element(page.getByText('Type and options')).not.toBeVisible();
    await expect
      .element(toggle('Setup').element().closest('[data-state]') as HTMLElement)
      .toHaveAttribute('data-state', 'closed');
  });

  it('never toggles a disabled section', async () => {
    await renderWithProviders(<Accordion items={items} />, { theme: 'dark' });
    await expect.element(toggle('Conditions')).toHaveAttribute('aria-disabled', 'true');
    await toggle('Conditions').click({ force: true });
    await expect.element(page.getByText('Conditions list')).not.toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it('follows a controlled value', async () => {
    const onValueChange = vi.fn();
    const screen = await renderWithProviders(
      <Accordion items={items} value={[]} onValueChange={onValueChange} />,
    );
    await toggle('Setup').click();
    expect(onValueChange).toHaveBeenCalledWith(['setup']);
    await expect.element(page.getByText('Type and options')).not.toBeVisible();
    await screen.rerender(<Accordion items={items} value={['setup']} onValueChange={onValueChange} />);
    await expect.element(page.getByText('Type and options')).toBeVisible();
  });
});
