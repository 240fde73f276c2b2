import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { VisuallyHidden, visuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('is read by assistive technology but takes no room on screen', async () => {
    await renderWithProviders(
      <div>
        <button type="button">
          Delete <VisuallyHidden className="extra">Printers policy</VisuallyHidden>
        </button>
        <table>
          <caption className={visuallyHidden}>3 results</caption>
          <tbody>
            <tr>
              <td>Row</td>
            </tr>
          </tbody>
        </table>
      </div>,
    );
    const button = page.getByRole('button', { name: 'Delete Printers policy' });
    await expect.element(button).toBeVisible();
    await expect.element(page.getByRole('table', { name: '3 results' })).toBeInTheDocument();

    const span = document.querySelector('span.extra') as HTMLElement;
    expect(span.classList.contains(visuallyHidden)).toBe(true);
    const box = span.getBoundingClientRect();
    expect(box.width).toBeLessThanOrEqual(1);
    expect(box.height).toBeLessThanOrEqual(1);
    expect(getComputedStyle(span).position).toBe('absolute');
    expect(getComputedStyle(span).overflow).toBe('hidden');

    const caption = document.querySelector('caption') as HTMLElement;
    expect(caption.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(document.body);
  });
});
