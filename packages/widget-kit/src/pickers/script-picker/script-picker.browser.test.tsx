import { expectNoAxeViolations, jsonResponse } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderPicker } from '../testing';
import { ScriptPicker } from './script-picker';

describe('ScriptPicker', () => {
  it('reads the automations itself and hides install and run automations', async () => {
    const onChoose = vi.fn();
    const screen = await renderPicker(<ScriptPicker open onOpenChange={() => {}} onChoose={onChoose} />);
    const dialog = page.getByRole('dialog', { name: 'Select script' });
    const list = dialog.getByRole('list', { name: 'Scripts' });
    await expect.element(list.getByRole('button', { name: /Clear Temp Files/ })).toBeVisible();
    expect(
      list
        .getByRole('button')
        .elements()
        .map((button) => button.firstChild?.textContent),
    ).toEqual(['Clear Temp Files', 'Flush DNS Cache', 'Update Homebrew Packages']);
    expect(screen.fetch.requests.map((request) => request.url)).toEqual(['/ws/scripting/scripts']);
    await expectNoAxeViolations(dialog.element());
    await list.getByRole('button', { name: /Flush DNS Cache/ }).click();
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 2, name: 'Flush DNS Cache' }));
  });

  it('filters by OS and by the typed name, and says when nothing matches', async () => {
    await renderPicker(<ScriptPicker open onOpenChange={() => {}} os="Windows" onChoose={() => {}} />);
    const dialog = page.getByRole('dialog', { name: 'Select script' });
    await expect.element(dialog.getByRole('button', { name: /Clear Temp Files/ })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: /Update Homebrew/ })).not.toBeInTheDocument();
    await dialog.getByRole('searchbox', { name: 'Search' }).fill('dns');
    await expect.element(dialog.getByRole('button', { name: /Clear Temp Files/ })).not.toBeInTheDocument();
    await dialog.getByRole('searchbox', { name: 'Search' }).fill('nothing like it');
    await expect.element(dialog.getByText('No scripts match')).toBeVisible();
  });

  it('lists the host’s automations without asking the server, and closes with Cancel', async () => {
    const onOpenChange = vi.fn();
    const screen = await renderPicker(
      <ScriptPicker
        open
        onOpenChange={onOpenChange}
        onChoose={() => {}}
        items={[{ id: 9, name: 'Host Script', language: 'powershell', operatingSystems: ['Windows'] }]}
      />,
    );
    await expect.element(page.getByRole('button', { name: /Host Script/ })).toBeVisible();
    expect(screen.fetch.requests).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows 'Error fetching automations' when the list fails", async () => {
    await renderPicker(<ScriptPicker open onOpenChange={() => {}} onChoose={() => {}} />, {
      routes: { 'GET /ws/scripting/scripts': jsonResponse({ resultCode: 'INTERNAL_ERROR' }, 500) },
    });
    await expect.element(page.getByText('Error fetching automations')).toBeVisible();
  });
});
