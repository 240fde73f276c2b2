import { createTestFetch, expectNoAxeViolations, renderWithProviders } from '@console/testing';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { consoleMessages } from '../../messages';
import { settleAnimations } from '../../test-support/settle';
import { PolicyEditorPage } from './policy-editor-page';

const policy = {
  id: 12,
  enabled: true,
  name: 'Windows servers',
  displayName: 'Windows servers',
  description: 'Servers of every organization',
  nodeClassDefault: true,
  nodeClass: 'WINDOWS_SERVER',
  nodeRoleId: null,
  parentPolicyId: null,
  antivirusProductCode: null,
  content: {},
  updateTime: 1_700_000_000,
};

const plans = {
  jobs: [],
  managedFolders: [],
  ftpLocations: [],
  replicationTargets: [],
  agentSettings: null,
  applications: [],
};

function renderEditor() {
  const root = createRootRoute({ component: Outlet });
  const editor = createRoute({
    getParentRoute: () => root,
    path: '/editor/policy/$id',
    component: () => <PolicyEditorPage id={12} />,
  });
  const router = createRouter({
    routeTree: root.addChildren([editor]),
    history: createMemoryHistory({ initialEntries: ['/editor/policy/12'] }),
  });
  const fetch = createTestFetch({
    'GET /ws/policy/12': { resultCode: 'SUCCESS', policy },
    'GET /ws/policy/12/backup': { resultCode: 'SUCCESS', policyId: 12, backupPlans: plans },
    'GET /ws/query/policies': { items: [], total: 0, page: 1, pageSize: 50 },
  });
  return renderWithProviders(<RouterProvider router={router} />, {
    console: { fetch, messages: consoleMessages },
  });
}

describe('the policy editor (#/editor/policy/{id})', () => {
  it('shows the policy with its general, conditions, patching, backup jobs and image manager sections', async () => {
    await renderEditor();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Windows servers' })).toBeVisible();
    const general = page.getByRole('region', { name: 'General' });
    await expect.element(general.getByRole('textbox', { name: 'Name' })).toHaveValue('Windows servers');
    await expect
      .element(page.getByRole('region', { name: 'Conditions' }).getByText('No conditions in this policy.'))
      .toBeVisible();
    await expect
      .element(
        page
          .getByRole('region', { name: 'Antivirus and patching' })
          .getByRole('checkbox', { name: 'Antivirus enabled' }),
      )
      .toBeVisible();
    const jobs = page.getByRole('region', { name: 'Backup jobs' });
    await expect.element(jobs.getByText('No backup jobs in this policy.')).toBeVisible();
    await expect.element(jobs.getByRole('button', { name: 'Add backup job' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Managed folders' })).toBeVisible();
    await settleAnimations();
    await expectNoAxeViolations(document.body);
    await jobs.getByRole('button', { name: 'Add backup job' }).click();
    await expect.element(page.getByRole('dialog', { name: 'New backup job' })).toBeVisible();
  });
});
