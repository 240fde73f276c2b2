import type { Credential } from '@console/core';
import { createTestSession, expectNoAxeViolations, jsonResponse } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { pickerCredentials } from '../fixtures';
import { renderPicker } from '../testing';
import { CredentialPicker } from './credential-picker';

const picker = () => page.getByRole('combobox', { name: 'Credential' });
const newButton = () => page.getByRole('button', { name: 'New Credential' });

/** Posts `data` to this window as if sent by `source` from `origin`. */
function post(data: unknown, origin: string, source: Window | null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

function frameWindow(): Window {
  const frame = page.getByTitle('Credential form').element() as HTMLIFrameElement;
  if (!frame.contentWindow) throw new Error('no frame window');
  return frame.contentWindow;
}

const created = { source: 'console-credential-form', status: 'SUCCESS', action: 'created', credentialId: 40 };

describe('CredentialPicker', () => {
  it("lists the organization's and the shared credentials, of the wanted types", async () => {
    const screen = await renderPicker(<CredentialPicker organizationId={2} types={['SNMPV2', 'SNMPV3']} />);
    await expect.element(picker()).toBeEnabled();
    await picker().click();
    expect(
      page
        .getByRole('option')
        .elements()
        .map((option) => option.textContent),
    ).toEqual(['SNMP v2c public (SNMP v2)', 'SNMP v3 monitoring (SNMP v3)']);
    expect(screen.fetch.requests[0]?.url).toBe('/ws/credential/list?clientId=2');
    await expectNoAxeViolations(screen.container, { ignoreAriakitFocusTraps: true, popupRole: 'listbox' });
  });

  it("needs an organization: no list and no 'New Credential' without one", async () => {
    const screen = await renderPicker(<CredentialPicker organizationId={null} />);
    await expect.element(picker()).toBeDisabled();
    await expect.element(page.getByText('Select an organization first')).toBeVisible();
    await expect.element(newButton()).not.toBeInTheDocument();
    expect(screen.fetch.requests).toEqual([]);
  });

  it("offers 'New Credential' only with canUpdateCustomers on the organization (000 §5.4)", async () => {
    const viewer = createTestSession({
      sysadmin: false,
      grants: [{ type: 'ORGANIZATION', name: 'View', entityId: 2 }],
    });
    await renderPicker(<CredentialPicker organizationId={2} />, { session: viewer });
    await expect.element(picker()).toBeEnabled();
    await expect.element(newButton()).not.toBeInTheDocument();
  });

  it('frames the secure form, then on SUCCESS from the server reloads the list and chooses the new one', async () => {
    const credentials: Credential[] = [...pickerCredentials];
    const onValueChange = vi.fn();
    const screen = await renderPicker(<CredentialPicker organizationId={2} onValueChange={onValueChange} />, {
      credentials,
    });
    await newButton().click();
    const dialog = page.getByRole('dialog', { name: 'New Credential' });
    await expect.element(dialog).toBeVisible();
    const frame = page.getByTitle('Credential form');
    const src = new URL(frame.element().getAttribute('src') ?? '', window.location.href);
    expect(src.pathname).toBe('/ws/credential/form');
    expect(src.searchParams.get('clientId')).toBe('2');
    expect(src.searchParams.get('origin')).toBe(window.location.origin);
    await expectNoAxeViolations(screen.container);

    credentials.push({ id: 40, name: 'Core switch', credentialType: 'SNMPV3', clientId: 2, username: 'v3' });
    post(created, window.location.origin, frameWindow());
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByRole('status')).toHaveTextContent('Credential created');
    await expect.element(picker()).toHaveTextContent('Core switch (SNMP v3)');
    expect(onValueChange).toHaveBeenLastCalledWith(40, expect.objectContaining({ name: 'Core switch' }));
    expect(screen.fetch.requests.filter((request) => request.path === '/ws/credential/list')).toHaveLength(2);
  });

  it('ignores a message from a foreign origin or another window, and shows FAILURE in the form', async () => {
    const screen = await renderPicker(<CredentialPicker organizationId={2} />);
    await newButton().click();
    const dialog = page.getByRole('dialog', { name: 'New Credential' });
    await expect.element(dialog).toBeVisible();
    post(created, 'https://evil.example', frameWindow());
    post(created, window.location.origin, window);
    post({ ...created, source: 'someone-else' }, window.location.origin, frameWindow());
    await expect.element(dialog).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent('');
    expect(screen.fetch.requests.filter((request) => request.path === '/ws/credential/list')).toHaveLength(1);
    post({ source: 'console-credential-form', status: 'FAILURE' }, window.location.origin, frameWindow());
    await expect.element(dialog.getByText('Error saving credential')).toBeVisible();
    await expect.element(dialog).toBeVisible();
  });

  it("edits the chosen credential in the same secure form: 'Credential updated'", async () => {
    const credentials: Credential[] = pickerCredentials.map((item) => ({ ...item }));
    await renderPicker(<CredentialPicker organizationId={2} defaultValue={1} />, { credentials });
    await expect.element(picker()).toHaveTextContent('Northwind Domain Admin (Basic)');
    await page.getByRole('button', { name: 'Edit Credential' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Credential' });
    await expect.element(dialog).toBeVisible();
    const src = new URL(
      page.getByTitle('Credential form').element().getAttribute('src') ?? '',
      window.location.href,
    );
    expect(src.searchParams.get('id')).toBe('1');
    expect(src.searchParams.get('clientId')).toBe(null);
    (credentials[0] as Credential).name = 'Northwind Admin';
    post({ ...created, action: 'updated', credentialId: 1 }, window.location.origin, frameWindow());
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByRole('status')).toHaveTextContent('Credential updated');
    await expect.element(picker()).toHaveTextContent('Northwind Admin (Basic)');
  });

  it("offers no 'Edit Credential' for a shared credential to a technician who is no administrator", async () => {
    const technician = createTestSession({
      sysadmin: false,
      grants: [
        { type: 'ORGANIZATION', name: 'View', entityId: 2 },
        { type: 'ORGANIZATION', name: 'Update', entityId: 2 },
      ],
    });
    await renderPicker(<CredentialPicker organizationId={2} defaultValue={2} />, { session: technician });
    await expect.element(picker()).toHaveTextContent('SNMP v2c public (SNMP v2)');
    await expect.element(newButton()).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Edit Credential' })).not.toBeInTheDocument();
  });

  it("shows 'Error fetching credentials and locations' when the list fails", async () => {
    await renderPicker(<CredentialPicker organizationId={2} />, {
      routes: { 'GET /ws/credential/list': jsonResponse({ resultCode: 'INTERNAL_ERROR' }, 500) },
    });
    await expect.element(page.getByText('Error fetching credentials and locations')).toBeVisible();
  });
});
