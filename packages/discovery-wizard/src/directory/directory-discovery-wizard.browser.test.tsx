import type { DiscoveryJobRequest } from '@console/core';
import { createTestFetch, expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import {
  DIRECTORY_CLIENT_ID,
  directoryRoutes,
  type FakeDirectoryOptions,
  savedJob,
} from '../fixtures/directory-data';
import { DirectoryDiscoveryWizard, type DirectoryDiscoveryWizardProps } from './directory-discovery-wizard';

async function renderWizard(
  options: FakeDirectoryOptions = {},
  props: Partial<Omit<DirectoryDiscoveryWizardProps, 'open' | 'onOpenChange'>> = {},
) {
  const saved: { body: DiscoveryJobRequest; id: number | null }[] = [];
  const fetch = createTestFetch(
    directoryRoutes({ ...options, onSave: (body, id) => saved.push({ body, id }) }),
  );
  const onOpenChange = vi.fn();
  const screen = await renderWithProviders(
    <DirectoryDiscoveryWizard
      open
      onOpenChange={onOpenChange}
      clientId={DIRECTORY_CLIENT_ID}
      jobType="AD_HOC"
      validateDelayMs={10}
      {...props}
    />,
    { console: { fetch } },
  );
  return { screen, fetch, onOpenChange, saved };
}

const button = (name: string) => page.getByRole('button', { name, exact: true });

async function choose(field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Step 1: DC-01, then the Berlin OU from the tree. */
async function pickBerlin() {
  await choose('Domain controller', 'DC-01');
  await expect.element(button('corp.example')).toBeVisible();
  await page.getByRole('button', { name: 'Show the OUs of Workstations' }).click();
  await button('Berlin').click();
  await expect.element(page.getByText('3 computers found')).toBeVisible();
}

describe('given step 1 of an ad hoc job', () => {
  it('loads the tree lazily from the domain of the first result and enables Next once an OU with devices is chosen', async () => {
    const { fetch } = await renderWizard();
    await expect.element(page.getByRole('dialog', { name: 'Active Directory discovery' })).toBeVisible();
    await expect.element(button('Back')).not.toBeInTheDocument();
    await expect.element(button('Next')).toBeDisabled();
    await expect.element(page.getByRole('checkbox', { name: 'Recursive' })).toBeDisabled();
    // No default discovery credential: step 1 asks for the credential the tree is read with.
    await expect.element(page.getByRole('combobox', { name: 'Credentials' })).toBeVisible();
    await choose('Domain controller', 'DC-01');
    await expect.element(button('corp.example')).toBeVisible();
    await expect.element(button('Workstations')).toBeVisible();
    const treeCalls = () =>
      fetch.requests.filter((request) => request.path === '/ws/activedirectory/ou/children').length;
    const before = treeCalls();
    await page.getByRole('button', { name: 'Show the OUs of Workstations' }).click();
    await expect.element(button('London')).toBeVisible();
    expect(treeCalls()).toBeGreaterThan(before);
    await expectNoAxeViolations(document.body);
    await button('Empty').click();
    await expect.element(page.getByText('0 computers found')).toBeVisible();
    await expect.element(button('Next')).toBeDisabled();
    await button('Berlin').click();
    await expect.element(page.getByText('3 computers found')).toBeVisible();
    await expect.element(button('Next')).toBeEnabled();
    await page.getByRole('checkbox', { name: 'Recursive' }).click();
    await expect.element(page.getByRole('checkbox', { name: 'Recursive' })).toBeChecked();
  });

  it("validates a typed OU path: 'Invalid OU Path' and 'Error validating OU Path'", async () => {
    await renderWizard();
    await choose('Domain controller', 'DC-01');
    const path = page.getByRole('textbox', { name: 'OU path' });
    await path.fill('not a path');
    await expect.element(page.getByText('Invalid OU Path')).toBeVisible();
    await path.fill('OU=Nowhere,DC=corp,DC=example');
    await expect.element(page.getByText('Invalid OU Path')).toBeVisible();
    await path.fill('OU=Broken,DC=corp,DC=example');
    await expect.element(page.getByText('Error validating OU Path')).toBeVisible();
    await expect.element(button('Next')).toBeDisabled();
    await path.fill('OU=Servers,DC=corp,DC=example');
    await expect.element(page.getByText('2 computers found')).toBeVisible();
    await expect.element(button('Next')).toBeEnabled();
    await expectNoAxeViolations(document.body);
  });

  it('shows the conflicts with saved jobs and keeps Next disabled', async () => {
    await renderWizard(
      {
        jobs: [
          savedJob({ id: 70, ouPath: 'OU=Servers,DC=corp,DC=example' }),
          savedJob({ id: 71, ouPath: 'OU=London,OU=Workstations,DC=corp,DC=example' }),
        ],
      },
      { jobType: 'SCHEDULED' },
    );
    await choose('Domain controller', 'DC-01');
    const path = page.getByRole('textbox', { name: 'OU path' });
    await path.fill('OU=Servers,DC=corp,DC=example');
    await expect
      .element(page.getByText('Cannot create multiple discovery jobs for the same OU Path.'))
      .toBeVisible();
    await expect.element(button('Next')).toBeDisabled();
    await path.fill('OU=Workstations,DC=corp,DC=example');
    await page.getByRole('checkbox', { name: 'Recursive' }).click();
    await expect
      .element(
        page.getByText(
          'Cannot create a recursive job for the selected OU Path. There are scheduled discovery jobs assigned to children OU folders.',
        ),
      )
      .toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it("says 'Error loading domain controllers' when they cannot be listed", async () => {
    await renderWizard({ domainControllersFail: true });
    await expect.element(page.getByText('Error loading domain controllers')).toBeVisible();
  });
});

describe('given step 2 of an ad hoc job', () => {
  it('checks the credential, sets status and location, asks for an optional name and applies', async () => {
    const { saved, onOpenChange } = await renderWizard({ defaultCredentialId: 12 });
    await pickBerlin();
    await button('Next').click();
    await expect.element(button('Back')).toBeVisible();
    await expect.element(page.getByText('Insufficient privilege')).toBeVisible();
    await expect.element(button('Apply')).toBeDisabled();
    await choose('Credentials', 'AD wrong password');
    await expect.element(page.getByText('Invalid credentials')).toBeVisible();
    await choose('Credentials', 'AD reader');
    await expect.element(page.getByText('Credentials are valid')).toBeVisible();
    // No NEW device has a chosen status yet.
    await expect.element(button('Apply')).toBeDisabled();
    await expectNoAxeViolations(document.body);

    await page.getByRole('checkbox', { name: 'Select WS-0001' }).click();
    await page.getByRole('checkbox', { name: 'Select WS-0002' }).click();
    await button('Set status and location').click();
    const statusDialog = page.getByRole('dialog', { name: 'Set status and location' });
    await statusDialog.getByRole('button', { name: 'OK' }).click();
    await expect
      .element(statusDialog.getByRole('combobox', { name: 'Status' }))
      .toHaveAccessibleDescription(/Required/);
    await choose('Status', 'Approved');
    await statusDialog.getByRole('button', { name: 'OK' }).click();
    await expect.element(statusDialog.getByText('Required', { exact: true }).last()).toBeVisible();
    await expectNoAxeViolations(document.body);
    await choose('Location', 'Berlin Office');
    await statusDialog.getByRole('button', { name: 'OK' }).click();
    await expect.element(statusDialog).not.toBeInTheDocument();
    await expect.element(page.getByText('Approved').first()).toBeVisible();
    await expect.element(button('Apply')).toBeEnabled();

    await button('Apply').click();
    const nameDialog = page.getByRole('dialog', { name: 'Name discovery job' });
    await expect.element(nameDialog).toBeVisible();
    await nameDialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => saved.length).toBe(1);
    const body = saved[0]?.body;
    expect(body).toMatchObject({
      name: null,
      jobType: 'AD_HOC',
      credentialId: 11,
      content: { ouPath: 'OU=Berlin,OU=Workstations,DC=corp,DC=example', domainController: { id: 50 } },
    });
    expect(body?.candidateNodes).toEqual([
      {
        name: 'WS-0001',
        objectGuid: '00000000-0000-4000-8000-000000000001',
        status: 'APPROVED',
        location: 202,
      },
      {
        name: 'WS-0002',
        objectGuid: '00000000-0000-4000-8000-000000000002',
        status: 'APPROVED',
        location: 202,
      },
    ]);
    await expect.poll(() => onOpenChange.mock.calls).toContainEqual([false]);
  });

  it('goes back to step 1, and filters the devices by status', async () => {
    await renderWizard({ defaultCredentialId: 11 });
    await pickBerlin();
    await button('Next').click();
    await page.getByRole('checkbox', { name: 'Select WS-0003' }).click();
    await button('Set status and location').click();
    await choose('Status', 'Rejected');
    await page
      .getByRole('dialog', { name: 'Set status and location' })
      .getByRole('button', { name: 'OK' })
      .click();
    await choose('Filter by status', 'Rejected');
    await expect.element(page.getByText('WS-0003', { exact: true })).toBeVisible();
    await expect.element(page.getByText('WS-0001', { exact: true })).not.toBeInTheDocument();
    await button('Back').click();
    await expect.element(page.getByRole('textbox', { name: 'OU path' })).toBeVisible();
  });
});

describe('given a run of a saved ad hoc job', () => {
  it('opens on step 2 without Back and applies without new statuses', async () => {
    const job = savedJob({
      id: 80,
      jobType: 'AD_HOC',
      ouPath: 'OU=Servers,DC=corp,DC=example',
      candidateNodes: [
        {
          name: 'SRV-0006',
          objectGuid: '00000000-0000-4000-8000-000000000006',
          status: 'APPROVED',
          location: 201,
          dnsHostName: null,
          operatingSystem: null,
          isServer: true,
          pushStatus: 'FAILED',
          pushError: 'srv-0006.corp.example:22 could not be reached: connect ECONNREFUSED',
        },
      ],
    });
    const { saved } = await renderWizard({ jobs: [job] }, { jobId: 80, runMode: true });
    await expect.element(page.getByText('Credentials are valid')).toBeVisible();
    // The approved computer's agent push, with why it failed.
    await expect.element(page.getByRole('columnheader', { name: 'Agent install' })).toBeVisible();
    await expect
      .element(
        page.getByText('Failed: srv-0006.corp.example:22 could not be reached: connect ECONNREFUSED', {
          exact: true,
        }),
      )
      .toBeVisible();
    await expect.element(button('Back')).not.toBeInTheDocument();
    await expect.element(page.getByText('SRV-0007', { exact: true })).toBeVisible();
    await expect.element(button('Apply')).toBeEnabled();
    await button('Apply').click();
    await expect.poll(() => saved.length).toBe(1);
    expect(saved[0]?.id).toBe(80);
    await expectNoAxeViolations(document.body);
  });
});

describe('given a scheduled job', () => {
  it('needs a schedule and servers or workstations, then asks for a required name and saves', async () => {
    const { saved } = await renderWizard({ defaultCredentialId: 11 }, { jobType: 'SCHEDULED' });
    await expect
      .element(page.getByRole('dialog', { name: 'Scheduled Active Directory discovery job' }))
      .toBeVisible();
    await choose('Domain controller', 'DC-01');
    await button('Servers').click();
    await expect.element(button('Next')).toBeEnabled();
    await button('Next').click();
    await expect.element(page.getByText('Credentials are valid')).toBeVisible();
    await expect.element(page.getByText('No schedule set')).toBeVisible();
    await expect.element(button('Save')).toBeDisabled();
    await expectNoAxeViolations(document.body);

    await button('Set schedule').click();
    const scheduleDialog = page.getByRole('dialog', { name: 'Set schedule' });
    await choose('Repeats', 'Weekly');
    await expect.element(scheduleDialog.getByRole('checkbox', { name: 'MON' })).toBeChecked();
    await expectNoAxeViolations(document.body);
    await scheduleDialog.getByRole('button', { name: 'OK' }).click();
    await expect.element(page.getByText('Every 1 week(s) on MON at 09:00')).toBeVisible();
    await expect.element(button('Save')).toBeDisabled();

    await page.getByRole('checkbox', { name: 'Windows servers' }).click();
    await choose('Windows servers · Approval mode', 'Auto approve');
    await expect.element(button('Save')).toBeDisabled();
    await choose('Windows servers · Location', 'Seattle HQ');
    await expect.element(button('Save')).toBeEnabled();
    await button('Save').click();
    const nameDialog = page.getByRole('dialog', { name: 'Name discovery job' });
    await nameDialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .element(nameDialog.getByRole('textbox', { name: 'Job name' }))
      .toHaveAccessibleDescription(/Required/);
    await nameDialog.getByRole('textbox', { name: 'Job name' }).fill('Nightly servers');
    await nameDialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => saved.length).toBe(1);
    expect(saved[0]?.body).toMatchObject({
      name: 'Nightly servers',
      jobType: 'SCHEDULED',
      content: {
        ouPath: 'OU=Servers,DC=corp,DC=example',
        schedule: { repeats: 'WEEKLY', daysOfWeek: ['MON'], end: { type: 'NEVER' } },
        deployment: {
          windowsServers: true,
          windowsServersLocation: 201,
          windowsServersApprovalMode: 'AUTO_APPROVE',
          windowsWorkstations: false,
        },
      },
    });
    expect(saved[0]?.body.content.schedule).not.toHaveProperty('timeZone', expect.anything());
  });
});
