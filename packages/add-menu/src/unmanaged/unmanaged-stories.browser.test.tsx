import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './unmanaged-device-dialog.stories';

// The stories are fixtures too: each renders its state without errors and passes axe.
describe('the unmanaged device stories', () => {
  it('renders Create from scratch with Monitor greyed out', async () => {
    await renderWithProviders(<stories.CreateFromScratch />);
    await expect
      .element(page.getByRole('treeitem', { name: 'Monitor' }))
      .toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(document.body);
  });

  it('renders the 10,000-row preview virtualized, with both messages', async () => {
    await renderWithProviders(<stories.PreviewWithErrors />);
    await expect.element(page.getByText('If submitted, 100 row(s) will be discarded.')).toBeVisible();
    expect(document.querySelectorAll('[role="row"]').length).toBeLessThan(200);
    await expectNoAxeViolations(document.body);
  });

  it('renders the preview without valid rows with Save disabled', async () => {
    await renderWithProviders(<stories.PreviewWithoutValidRows />);
    await expect.element(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expectNoAxeViolations(document.body);
  });
});
