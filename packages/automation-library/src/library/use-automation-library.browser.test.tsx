import { createTestSession } from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithApi } from '../testing/browser';
import { sampleAutomations } from '../testing/fixtures';
import { LIBRARY_ROUTES } from './library-model';
import { useAutomationLibrary } from './use-automation-library';

/** A partner's own view over the headless hook: plain buttons and a list. */
function OwnLibraryView() {
  const library = useAutomationLibrary();
  const rows = library.tab === 'underReview' ? (library.underReview.data ?? []) : sampleAutomations;
  return (
    <section aria-label="My library">
      <p>tab: {library.tab}</p>
      <p>modal: {library.modal.kind}</p>
      <p>can create: {library.canCreate ? 'yes' : 'no'}</p>
      <button type="button" onClick={() => library.selectTab('underReview')}>
        Under review
      </button>
      <button type="button" onClick={library.newScript}>
        New script
      </button>
      <ul>
        {rows.map((automation) => (
          <li key={automation.id}>
            <button type="button" onClick={() => library.openRow(automation)}>
              {automation.name} ({library.labels.type(automation)})
              {library.permissionsOf(automation).delete ? ' deletable' : ''}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

describe('given a view of its own over useAutomationLibrary', () => {
  it('switches tabs, reads the tab rows and navigates to the tab route', async () => {
    const screen = await renderWithApi(<OwnLibraryView />);
    await expect.element(page.getByText('tab: scripts')).toBeVisible();
    await page.getByRole('button', { name: 'Under review' }).click();
    await expect.element(page.getByText('tab: underReview')).toBeVisible();
    await expect.element(page.getByRole('button', { name: /^Install Zoom/ })).toBeVisible();
    expect(screen.consoleProps?.navigate).toHaveBeenCalledWith(LIBRARY_ROUTES.underReview);
  });

  it('opens the modal of an app automation row and routes scripts to the editor', async () => {
    const screen = await renderWithApi(<OwnLibraryView />);
    await page.getByRole('button', { name: /^Install 7-Zip \(Install Application\)/ }).click();
    await expect.element(page.getByText('modal: install')).toBeVisible();
    await page.getByRole('button', { name: 'New script' }).click();
    expect(screen.consoleProps?.navigate).toHaveBeenCalledWith('/editor/script/new');
  });

  it('follows the permissions: a read-only technician creates and deletes nothing', async () => {
    await renderWithApi(<OwnLibraryView />, {
      session: createTestSession({ sysadmin: false, grants: [{ type: 'SCRIPT_CATEGORY', name: 'View' }] }),
    });
    await expect.element(page.getByText('can create: no')).toBeVisible();
    await expect.element(page.getByRole('button', { name: /^Clear Temp Files/ })).toBeVisible();
    await expect.element(page.getByRole('button', { name: /deletable/ })).not.toBeInTheDocument();
  });
});
