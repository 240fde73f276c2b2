import { expectNoAxeViolations, renderWithProviders, transitionsDone } from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { windowsServersPolicy } from '../fixtures/policy';
import { PolicyMonitorsSection } from './policy-monitors-section';
import { policyTestServer } from './policy-test-server';

const server = () => policyTestServer({ ...windowsServersPolicy, content: { monitors: [] } });

describe('the policy editor Monitors section (002 §3 Policy monitors)', () => {
  it('adds a TCP port monitor with the form rules, lists, edits and removes it', async () => {
    const { fetch, puts } = server();
    await renderWithProviders(<PolicyMonitorsSection policyId={12} />, { console: { fetch } });
    const section = page.getByRole('region', { name: 'Monitors' });
    await expect.element(section.getByText('No monitors in this policy.')).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(document.body);

    await section.getByRole('button', { name: 'Add monitor' }).click();
    const dialog = page.getByRole('dialog', { name: 'New monitor' });
    await dialog.getByRole('combobox', { name: 'Monitor' }).click();
    await page.getByRole('option', { name: 'TCP port open' }).click();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect.element(dialog.getByText('Required').first()).toBeVisible();
    expect(puts).toHaveLength(0);
    await transitionsDone();
    await expectNoAxeViolations(dialog.element());
    await dialog.getByRole('textbox', { name: 'Monitor name' }).fill('Intranet');
    await dialog.getByRole('textbox', { name: 'Host' }).fill('intranet.lan');
    await userEvent.fill(dialog.getByRole('spinbutton', { name: 'Port' }), '70000');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect.element(dialog.getByText('Must be between 1 and 65535')).toBeVisible();
    await userEvent.fill(dialog.getByRole('spinbutton', { name: 'Port' }), '443');
    await dialog.getByRole('button', { name: 'Apply' }).click();

    const table = section.getByRole('table', { name: 'Monitors' });
    await expect.element(table.getByRole('cell', { name: 'intranet.lan:443' })).toBeVisible();
    await expect.element(table.getByRole('cell', { name: '5 min' })).toBeVisible();
    expect((puts[0]?.content as { monitors?: unknown[] } | undefined)?.monitors).toEqual([
      expect.objectContaining({
        monitorName: 'Intranet',
        type: 'TCP_PORT',
        target: 'intranet.lan',
        port: 443,
      }),
    ]);
    await transitionsDone();
    await expectNoAxeViolations(document.body);

    await section.getByRole('button', { name: 'Edit Intranet' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit monitor' });
    await edit.getByRole('combobox', { name: 'Monitor' }).click();
    await page.getByRole('option', { name: 'Service running' }).click();
    await edit.getByRole('textbox', { name: 'Service name' }).fill('W3SVC');
    await edit.getByRole('button', { name: 'Apply' }).click();
    await expect.element(table.getByRole('cell', { name: 'W3SVC' })).toBeVisible();

    await section.getByRole('button', { name: 'Remove Intranet' }).click();
    await page
      .getByRole('dialog', { name: 'Remove Intranet' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect.element(section.getByText('No monitors in this policy.')).toBeVisible();
    expect(puts).toHaveLength(3);
  });
});
