import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Skeleton } from './skeleton';

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('[data-part="row"]'));
const barWidths = (row: HTMLElement) =>
  Array.from(row.querySelectorAll<HTMLElement>('[data-part="bar"]')).map((bar) => bar.style.width);

describe('Skeleton', () => {
  it('is one loading status named by the catalogue, three full-width rows by default', async () => {
    await renderWithProviders(<Skeleton />);
    const status = page.getByRole('status', { name: 'Loading' });
    await expect.element(status).toBeVisible();
    await expect.element(status).toHaveAttribute('data-state', 'loading');
    expect(rows()).toHaveLength(3);
    for (const row of rows()) {
      expect(row.getAttribute('aria-hidden')).toBe('true');
      expect(barWidths(row)).toEqual(['100%']);
      expect(row.getBoundingClientRect().height).toBeGreaterThan(0);
    }
    await expectNoAxeViolations(document.body);
  });

  it('draws the given rows and bars, per row when bars is a function', async () => {
    const screen = await renderWithProviders(
      <Skeleton rows={2} bars={['30%', '12%', '20%']} label="Loading results" className="mine" />,
    );
    const status = page.getByRole('status', { name: 'Loading results' });
    await expect.element(status).toHaveClass('mine');
    expect(rows().map(barWidths)).toEqual([
      ['30%', '12%', '20%'],
      ['30%', '12%', '20%'],
    ]);

    await screen.rerender(<Skeleton rows={3} bars={(row) => ['18%', `${55 - row * 8}%`]} />);
    await expect.element(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    expect(rows().map(barWidths)).toEqual([
      ['18%', '55%'],
      ['18%', '47%'],
      ['18%', '39%'],
    ]);
  });

  it('passes axe in the light and dark themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const screen = await renderWithProviders(<Skeleton rows={2} bars={['40%', '20%']} />, { theme });
      await expect.element(page.getByRole('status', { name: 'Loading' })).toBeVisible();
      await expectNoAxeViolations(document.body);
      await screen.unmount();
    }
  });
});
