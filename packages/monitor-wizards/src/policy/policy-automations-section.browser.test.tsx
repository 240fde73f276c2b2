import type { Automation } from '@console/core';
import { expectNoAxeViolations, renderWithProviders, transitionsDone } from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { windowsServersPolicy } from '../fixtures/policy';
import { PolicyAutomationsSection } from './policy-automations-section';
import { policyTestServer } from './policy-test-server';

const script = (id: number, name: string) =>
  ({
    id,
    uid: null,
    name,
    customName: null,
    description: null,
    language: 'powershell',
    automationType: 'ScriptAutomation',
    deviceType: null,
    operatingSystems: ['Windows'],
    architecture: ['ALL'],
    categoriesIds: [],
    categoriesNames: [],
    code: null,
    parameters: null,
    scriptParameters: [],
    scriptVariables: [],
    useFirstParametersOptionAsDefault: false,
    defaultRunAs: null,
    binaryInstallSettings: null,
    binaryRunSettings: null,
    fileTransferSettings: null,
    createdOn: 1_700_000_000,
    updatedOn: 1_700_000_000,
    createdBy: null,
    lastUpdatedBy: null,
  }) as Automation;

const server = () =>
  policyTestServer(
    { ...windowsServersPolicy, content: { ...windowsServersPolicy.content, actionsetSchedules: [] } },
    {
      routes: { 'GET /ws/scripting/scripts': [script(1, 'Clear Temp Files'), script(2, 'Flush DNS Cache')] },
    },
  );

describe('the policy editor Scheduled automation section (002 §3 Policy actionsetSchedules)', () => {
  it('adds a weekly automation with the form rules, lists it, edits and removes it', async () => {
    const { fetch, puts } = server();
    await renderWithProviders(<PolicyAutomationsSection policyId={12} />, { console: { fetch } });
    const section = page.getByRole('region', { name: 'Scheduled automation' });
    await expect.element(section.getByText('No automation is scheduled by this policy.')).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(document.body);

    await section.getByRole('button', { name: 'Add scheduled automation' }).click();
    const dialog = page.getByRole('dialog', { name: 'New scheduled automation' });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect.element(dialog.getByText('Required').first()).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(dialog.element());

    await dialog.getByRole('textbox', { name: 'Name' }).fill('Weekly cleanup');
    await dialog.getByRole('button', { name: 'Choose automation' }).click();
    await page
      .getByRole('dialog', { name: 'Select script' })
      .getByRole('button', { name: /Clear Temp Files/ })
      .click();
    await expect.element(dialog.getByRole('textbox', { name: 'Automation' })).toHaveValue('Clear Temp Files');
    await dialog.getByRole('combobox', { name: 'Repeats' }).click();
    await page.getByRole('option', { name: 'Weekly' }).click();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect.element(dialog.getByRole('alert').filter({ hasText: 'Required' })).toBeVisible();
    expect(puts).toHaveLength(0);
    await dialog.getByRole('checkbox', { name: 'Monday' }).click();
    await userEvent.fill(dialog.getByRole('spinbutton', { name: 'Hour (device time)' }), '22');
    await userEvent.fill(dialog.getByRole('spinbutton', { name: 'Minute' }), '30');
    await dialog.getByRole('button', { name: 'Apply' }).click();

    const table = section.getByRole('table', { name: 'Scheduled automation' });
    await expect.element(table.getByRole('cell', { name: 'Weekly on Monday at 22:30' })).toBeVisible();
    await expect.element(table.getByRole('cell', { name: 'Clear Temp Files' })).toBeVisible();
    expect((puts[0]?.content as { actionsetSchedules?: unknown[] } | undefined)?.actionsetSchedules).toEqual([
      expect.objectContaining({
        actionsetScheduleName: 'Weekly cleanup',
        scriptId: 1,
        scriptName: 'Clear Temp Files',
        repeats: 'WEEKLY',
        daysOfWeek: ['MON'],
        runAtHour: 22,
        runAtMinute: 30,
        dayOfMonth: null,
        enabled: true,
      }),
    ]);
    await transitionsDone();
    await expectNoAxeViolations(document.body);

    await section.getByRole('button', { name: 'Edit Weekly cleanup' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit scheduled automation' });
    await edit.getByRole('combobox', { name: 'Repeats' }).click();
    await page.getByRole('option', { name: 'Monthly' }).click();
    await userEvent.fill(edit.getByRole('spinbutton', { name: 'Day of the month' }), '15');
    await edit.getByRole('button', { name: 'Apply' }).click();
    await expect.element(table.getByRole('cell', { name: 'Monthly on day 15 at 22:30' })).toBeVisible();

    await section.getByRole('button', { name: 'Remove Weekly cleanup' }).click();
    await page
      .getByRole('dialog', { name: 'Remove Weekly cleanup' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect.element(section.getByText('No automation is scheduled by this policy.')).toBeVisible();
    expect(puts).toHaveLength(3);
  });
});
