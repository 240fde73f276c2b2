import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { Button } from '../button/button';
import { Banner, type BannerTone } from './banner';

describe('Banner', () => {
  it('announces warnings and dangers as alerts, info and success as status', async () => {
    await renderWithProviders(
      <>
        <Banner tone="warning" title="Your trial ends in 3 days" actions={<Button size="sm">Buy now</Button>}>
          Add a payment method.
        </Banner>
        <Banner tone="info">Maintenance starts at 22:00.</Banner>
      </>,
    );
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Your trial ends in 3 days');
    await expect.element(alert).toHaveTextContent('Add a payment method.');
    await expect.element(alert.getByRole('button', { name: 'Buy now' })).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent('Maintenance starts at 22:00.');
    await expect.element(page.getByRole('status')).toHaveAttribute('data-tone', 'info');
  });

  it('hides itself when dismissed and reports it', async () => {
    const onOpenChange = vi.fn();
    await renderWithProviders(
      <Banner tone="success" dismissible onOpenChange={onOpenChange}>
        Credentials are valid
      </Banner>,
    );
    await page.getByRole('button', { name: 'Dismiss' }).click();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(page.getByText('Credentials are valid')).not.toBeInTheDocument();
  });

  it('stays while controlled open', async () => {
    const onOpenChange = vi.fn();
    await renderWithProviders(
      <Banner tone="danger" dismissible open onOpenChange={onOpenChange}>
        Insufficient privilege
      </Banner>,
    );
    await page.getByRole('button', { name: 'Dismiss' }).click();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(page.getByText('Insufficient privilege')).toBeVisible();
  });

  it('passes axe in every tone, light and dark', async () => {
    const tones: BannerTone[] = ['info', 'success', 'warning', 'danger'];
    for (const theme of ['light', 'dark'] as const) {
      const screen = await renderWithProviders(
        tones.map((tone) => (
          <Banner
            key={tone}
            tone={tone}
            title={`${tone} title`}
            dismissible
            actions={<Button size="sm">Act</Button>}
          >
            Text of the {tone} banner.
          </Banner>
        )),
        { theme },
      );
      await expectNoAxeViolations(document.body);
      await screen.unmount();
    }
  });
});
