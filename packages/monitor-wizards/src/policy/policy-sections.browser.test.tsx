import type { Policy } from '@console/core';
import { expectNoAxeViolations, jsonResponse, renderWithProviders, transitionsDone } from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { windowsServersPolicy } from '../fixtures/policy';
import { PolicyConditionsSection } from './policy-conditions-section';
import { PolicyGeneralSection } from './policy-general-section';
import { PolicySettingsSection } from './policy-settings-section';
import { policyTestServer } from './policy-test-server';

const stored: Policy = {
  ...windowsServersPolicy,
  content: {
    ...windowsServersPolicy.content,
    patchManagement: { enabled: false, scanSchedule: 'DAILY' },
    backup: { backupPlans: { jobs: [] } },
  },
};

/** A policy server: PUT /policy merges the body (a taken name is refused as the server does). */
const server = () =>
  policyTestServer(stored, {
    routes: { 'GET /ws/query/policies': { items: [], total: 0, page: 1, pageSize: 50 } },
    refuse: (body) =>
      body.name === 'Taken'
        ? jsonResponse(
            {
              resultCode: 'POLICY_NAME_ALREADY_IN_USE',
              errorMessage: 'A policy with this name already exists',
            },
            409,
          )
        : undefined,
  });

describe('the policy editor sections (002 §3 Policy, §5.5)', () => {
  it('General: shows the policy, refuses an empty name, answers a taken name and saves', async () => {
    const { fetch, puts } = server();
    await renderWithProviders(<PolicyGeneralSection policyId={12} />, { console: { fetch } });
    const section = page.getByRole('region', { name: 'General' });
    const name = section.getByRole('textbox', { name: 'Name' });
    await expect.element(name).toHaveValue('Windows servers');
    await expect.element(section.getByText('Windows Server', { exact: true })).toBeVisible();
    await expect.element(section.getByRole('combobox', { name: 'Parent policy' })).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(document.body);

    await userEvent.clear(name);
    await section.getByRole('button', { name: 'Save' }).click();
    await expect.element(section.getByText('Required').first()).toBeVisible();
    expect(puts).toHaveLength(0);

    await userEvent.type(name, 'Taken');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect.element(section.getByText('A policy with this name already exists')).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(document.body);

    await userEvent.clear(name);
    await userEvent.type(name, '  Servers  ');
    await section.getByRole('checkbox', { name: 'Enabled' }).click();
    await section.getByRole('button', { name: 'Save' }).click();
    await expect.element(section.getByText('Policy saved')).toBeVisible();
    expect(puts.at(-1)).toMatchObject({ id: 12, name: 'Servers', enabled: false, parentPolicyId: null });
  });

  it('Conditions: lists, adds with the rules, disables and removes, saving the content each time', async () => {
    const { fetch, puts } = server();
    await renderWithProviders(<PolicyConditionsSection policyId={12} />, { console: { fetch } });
    const section = page.getByRole('region', { name: 'Conditions' });
    const table = section.getByRole('table', { name: 'Conditions' });
    await expect.element(table.getByRole('cell', { name: 'Busy CPU', exact: true })).toBeVisible();
    await expect.element(table.getByRole('cell', { name: 'Major', exact: true })).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(document.body);

    await section.getByRole('button', { name: 'Add condition' }).click();
    const dialog = page.getByRole('dialog', { name: 'New condition' });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Condition' }).click();
    await page.getByRole('option', { name: 'Service stopped' }).click();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect.element(dialog.getByText('Required').first()).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(document.body);
    await dialog.getByRole('textbox', { name: 'Condition name' }).fill('Spooler down');
    await dialog.getByRole('textbox', { name: 'Service name' }).fill('Spooler');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect.element(table.getByRole('cell', { name: 'Spooler down', exact: true })).toBeVisible();
    const last = () => (puts.at(-1) ?? {}) as { content?: Policy['content'] };
    const added = last().content?.conditions;
    expect(added).toHaveLength(2);
    expect(added?.[1]).toMatchObject({ type: 'SERVICE', target: 'Spooler', threshold: null });
    // The backup plans go back as they came: the server keeps its own anyway.
    expect(last().content?.backup).toEqual(stored.content.backup);

    await section.getByRole('button', { name: 'Disable Busy CPU' }).click();
    await expect.element(section.getByRole('button', { name: 'Enable Busy CPU' })).toBeVisible();
    expect(last().content?.conditions?.[0]?.enabled).toBe(false);

    await section.getByRole('button', { name: 'Remove Spooler down' }).click();
    await page
      .getByRole('dialog', { name: 'Remove Spooler down' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect
      .element(table.getByRole('cell', { name: 'Spooler down', exact: true }))
      .not.toBeInTheDocument();
    expect(last().content?.conditions).toHaveLength(1);
  });

  it('Antivirus and patching: saves the switches into the content and the product code', async () => {
    const { fetch, puts } = server();
    await renderWithProviders(<PolicySettingsSection policyId={12} />, { console: { fetch } });
    const section = page.getByRole('region', { name: 'Antivirus and patching' });
    const code = section.getByRole('textbox', { name: 'Antivirus product code' });
    await expect.element(code).toBeDisabled();
    await transitionsDone();
    await expectNoAxeViolations(document.body);
    await section.getByRole('checkbox', { name: 'Antivirus enabled' }).click();
    await code.fill('AV-1');
    await section.getByRole('checkbox', { name: 'OS patch management' }).click();
    await section.getByRole('button', { name: 'Save' }).click();
    await expect.element(section.getByText('Policy saved')).toBeVisible();
    expect(puts.at(-1)).toMatchObject({
      id: 12,
      antivirusProductCode: 'AV-1',
      content: {
        antivirus: { general: { enabled: true } },
        patchManagement: { enabled: true, scanSchedule: 'DAILY' },
        conditions: stored.content.conditions,
      },
    });
  });
});
