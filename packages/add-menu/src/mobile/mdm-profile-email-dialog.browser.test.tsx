import {
  createTestFetch,
  createTestSession,
  expectNoAxeViolations,
  jsonResponse,
  renderWithProviders,
  type TestRoute,
} from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MdmProfileEmailDialog } from './mdm-profile-email-dialog';
import { mdmSession, mobileApi, recipients } from './mobile-fixtures';

const target = { clientId: 1, locationId: 101, nodeRole: null, pushCertificateId: 4 };

async function setup(routes: Record<string, TestRoute> = {}) {
  const fetch = createTestFetch({ ...mobileApi(), ...routes });
  await renderWithProviders(<MdmProfileEmailDialog open onOpenChange={() => {}} target={target} />, {
    console: { fetch, session: createTestSession(mdmSession) },
  });
  return fetch;
}

async function chooseUser(name: string) {
  await page.getByRole('combobox', { name: 'Users' }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await userEvent.keyboard('{Escape}');
}

describe('given the Mac MDM profile email', () => {
  it('needs at least one user and valid addresses, then sends and says so', async () => {
    const fetch = await setup();
    await expect.element(page.getByRole('dialog', { name: 'Send MDM enrollment profile' })).toBeVisible();
    const send = page.getByRole('button', { name: 'Send' });
    await expect.element(send).toBeDisabled();
    await expectNoAxeViolations(document.body);
    const emails = page.getByRole('textbox', { name: 'Email addresses' });
    await emails.fill('mac.user@contoso.test, nope');
    await expect.element(page.getByText('Please enter a valid email address')).toBeVisible();
    await chooseUser('Ana Lima');
    await expect.element(send).toBeDisabled();
    await emails.fill('mac.user@contoso.test');
    await expect.element(send).toBeEnabled();
    await send.click();
    await expect.element(page.getByText('The action was sent successfully.')).toBeVisible();
    expect(fetch.requests.find((r) => r.method === 'POST')?.body).toEqual({
      ...target,
      uids: [recipients[0]?.uid],
      emails: ['mac.user@contoso.test'],
    });
    await expectNoAxeViolations(document.body);
  });

  it("shows the expired certificate's message and the generic failure", async () => {
    let answer = jsonResponse({ resultCode: 'client_push_certificate_expired', errorMessage: 'x' }, 422);
    await setup({ 'POST /ws/mdm/apple/mac-profile/send': () => answer });
    await chooseUser('Bo Chen');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect
      .element(page.getByText('An error has occurred. The Apple Push Notification certificate has expired.'))
      .toBeVisible();
    answer = jsonResponse({ resultCode: 'ENROLLMENT_SEND_FAILED', errorMessage: 'x' }, 502);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect
      .element(page.getByText('There was an error sending the enrollment profile, please try again.'))
      .toBeVisible();
    await expectNoAxeViolations(document.body);
  });
});
