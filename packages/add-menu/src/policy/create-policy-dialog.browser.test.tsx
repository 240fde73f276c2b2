import {
  createTestFetch,
  expectNoAxeViolations,
  jsonResponse,
  renderWithProviders,
  type TestRequest,
  validationErrorResponse,
} from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { pickerApi, policies } from '../fixtures/add-menu-data';
import { CreatePolicyDialog } from './create-policy-dialog';

const created = (request: TestRequest) => ({
  resultCode: 'SUCCESS',
  policyId: 42,
  policy: { ...policies[0], ...(request.body as object), id: 42, content: {}, antivirusProductCode: null },
});

const nameBox = () => page.getByRole('textbox', { name: 'Name' });
const createButton = () => page.getByRole('button', { name: 'Create' });
const role = () => page.getByRole('combobox', { name: 'Role' });
const parent = () => page.getByRole('combobox', { name: 'Parent policy' });

async function chooseRole(name: string) {
  await role().click();
  await page.getByRole('option', { name, exact: true }).click();
}

describe('given the Create policy dialog', () => {
  it("refuses an empty name and no role with 'Required', parent disabled until a role is chosen", async () => {
    const fetch = createTestFetch({ ...pickerApi(), 'POST /ws/policy': created });
    await renderWithProviders(<CreatePolicyDialog open onOpenChange={() => {}} />, { console: { fetch } });
    await expect.element(page.getByRole('dialog', { name: 'Create policy' })).toBeVisible();
    await expect.element(parent()).toBeDisabled();
    await createButton().click();
    await expect.element(nameBox()).toHaveAccessibleDescription('Required');
    await expect.element(role()).toHaveAccessibleDescription('Required');
    expect(fetch.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await expectNoAxeViolations(document.body);
  });

  it('sends the name trimmed, an empty description as null and the parent, then opens the policy editor', async () => {
    const fetch = createTestFetch({ ...pickerApi(), 'POST /ws/policy': created });
    let closed = false;
    const screen = await renderWithProviders(
      <CreatePolicyDialog open onOpenChange={(open) => (closed = !open)} />,
      { console: { fetch } },
    );
    await nameBox().fill('  Kiosk lockdown  ');
    await page.getByRole('textbox', { name: 'Description' }).fill('   ');
    await chooseRole('Windows Desktops and Laptops');
    await expect.element(parent()).toBeEnabled();
    await parent().click();
    await page.getByRole('option', { name: 'Windows Workstations Default' }).click();
    await createButton().click();
    await expect.poll(() => screen.consoleProps?.navigate).toHaveBeenCalledWith('/editor/policy/42');
    expect(fetch.requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Kiosk lockdown',
      description: null,
      nodeClass: 'WINDOWS_WORKSTATION',
      nodeRoleId: null,
      parentPolicyId: 1,
    });
    expect(closed).toBe(true);
  });

  it('needs an NMS role for NMS and keeps the parent disabled', async () => {
    const fetch = createTestFetch({ ...pickerApi(), 'POST /ws/policy': created });
    await renderWithProviders(<CreatePolicyDialog open onOpenChange={() => {}} />, { console: { fetch } });
    await nameBox().fill('Core switches');
    await chooseRole('NMS');
    await expect.element(parent()).toBeDisabled();
    const nmsRole = page.getByRole('combobox', { name: 'NMS role' });
    await expect.element(nmsRole).toBeVisible();
    await createButton().click();
    await expect.element(nmsRole).toHaveAccessibleDescription('Required');
    await expectNoAxeViolations(document.body);
    await nmsRole.click();
    // Built-in roles show their class's display name, never the stored NMS_SWITCH.
    await expect.element(page.getByRole('option', { name: 'Switch', exact: true })).toBeVisible();
    expect(page.getByRole('option', { name: 'Windows server' }).query()).toBeNull();
    expect(page.getByRole('option', { name: /NMS_/ }).query()).toBeNull();
    await page.getByRole('option', { name: 'Switch', exact: true }).click();
    await createButton().click();
    await expect
      .poll(() => fetch.requests.find((r) => r.method === 'POST')?.body)
      .toMatchObject({ nodeClass: 'NMS', nodeRoleId: 20, parentPolicyId: null });
  });

  it("shows 'A policy with this name already exists' under the name, and the server's field issues", async () => {
    let answer = jsonResponse(
      { resultCode: 'POLICY_NAME_ALREADY_IN_USE', errorMessage: 'A policy with this name already exists' },
      409,
    );
    const fetch = createTestFetch({ ...pickerApi(), 'POST /ws/policy': () => answer });
    await renderWithProviders(<CreatePolicyDialog open onOpenChange={() => {}} />, { console: { fetch } });
    await nameBox().fill('Mac Default');
    await chooseRole('Mac');
    await createButton().click();
    await expect.element(nameBox()).toHaveAccessibleDescription('A policy with this name already exists');
    await expectNoAxeViolations(document.body);
    answer = validationErrorResponse('description', 'Must be at most 250 characters');
    await nameBox().fill('Mac Studio');
    await createButton().click();
    await expect
      .element(page.getByRole('textbox', { name: 'Description' }))
      .toHaveAccessibleDescription('Must be at most 250 characters');
  });

  it("shows 'Error saving policy' for any other failure", async () => {
    const fetch = createTestFetch({
      ...pickerApi(),
      'POST /ws/policy': jsonResponse({ resultCode: 'INTERNAL_ERROR' }, 500),
    });
    await renderWithProviders(<CreatePolicyDialog open onOpenChange={() => {}} />, { console: { fetch } });
    await nameBox().fill('Servers');
    await chooseRole('Windows Server');
    await createButton().click();
    await expect.element(page.getByText('Error saving policy')).toBeVisible();
  });
});
