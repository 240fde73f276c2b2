import {
  createTestFetch,
  createTestSession,
  expectNoAxeViolations,
  jsonResponse,
  renderWithProviders,
  type TestRoute,
} from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { AddMenuDialogs } from '../add-menu/add-menu-dialogs';
import { AddMobileDeviceDialog } from './add-mobile-device-dialog';
import { androidEnrollment, appleEnrollment, mdmSession, mobileApi } from './mobile-fixtures';

function setup(
  platform: 'APPLE' | 'ANDROID',
  routes: Record<string, TestRoute> = {},
  session: Parameters<typeof createTestSession>[0] = mdmSession,
  approval: 'AUTOMATIC' | 'REJECT' = 'AUTOMATIC',
) {
  const fetch = createTestFetch({ ...mobileApi({ approval }), ...routes });
  return renderWithProviders(<AddMobileDeviceDialog open onOpenChange={() => {}} platform={platform} />, {
    console: { fetch, session: createTestSession(session) },
  }).then((screen) => ({ screen, fetch }));
}

const generateButton = () => page.getByRole('button', { name: 'Generate QR code' });

async function choosePlace() {
  await page.getByRole('combobox', { name: 'Organization' }).click();
  await page.getByRole('option', { name: 'Contoso Health' }).click();
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: 'Main Clinic' }).click();
}

describe('given the Add a mobile device dialog for Android', () => {
  it('auto-selects the only connection, needs place and usage type, then shows the QR code and payload', async () => {
    const { fetch } = await setup('ANDROID');
    const dialog = page.getByRole('dialog', { name: 'Add a mobile device' });
    await expect.element(dialog).toBeVisible();
    await expect.element(generateButton()).toBeDisabled();
    const connection = page.getByRole('combobox', { name: 'Connection' });
    await expect.element(connection).toHaveTextContent('Contoso Android Enterprise');
    await expect.element(connection).toBeDisabled();
    await expectNoAxeViolations(document.body);
    await choosePlace();
    await expect.element(generateButton()).toBeDisabled();
    await page.getByRole('combobox', { name: 'Usage type' }).click();
    await page.getByRole('option', { name: 'Personal usage allowed' }).click();
    await expect.element(generateButton()).toBeEnabled();
    await generateButton().click();
    const success = page.getByRole('dialog', { name: 'Successfully generated' });
    await expect.element(success).toBeVisible();
    expect(fetch.requests.find((r) => r.method === 'POST')?.body).toEqual({
      organizationId: 1,
      locationId: 101,
      allowPersonalUsage: 'PERSONAL_USAGE_ALLOWED',
      nodeRole: null,
      connectionId: 7,
    });
    await expect.element(page.getByRole('img', { name: 'Enrollment QR code' })).toBeVisible();
    await expect.element(success.getByText('QR code payload (JSON)')).toBeVisible();
    await expect.element(success.getByText(/EXTRA_ENROLLMENT_TOKEN/)).toBeVisible();
    await expect.element(page.getByRole('tab', { name: 'Send by email' })).toBeVisible();
    await expect.element(page.getByRole('tab', { name: 'Send by SMS' })).toBeVisible();
    expect(page.getByRole('tab', { name: 'Download' }).query()).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('offers no SMS when personal usage is not allowed', async () => {
    await setup('ANDROID');
    await choosePlace();
    await page.getByRole('combobox', { name: 'Usage type' }).click();
    await page.getByRole('option', { name: 'Personal usage disallowed', exact: true }).click();
    await generateButton().click();
    await expect.element(page.getByRole('tab', { name: 'Send by email' })).toBeVisible();
    expect(page.getByRole('tab', { name: 'Send by SMS' }).query()).toBeNull();
  });

  it('says when no connection is configured, and when the MDM app is off', async () => {
    await setup(
      'ANDROID',
      { 'GET /ws/mdm/android/connections': [] },
      { featureFlags: mdmSession.featureFlags, divisionConfig: [{ name: 'MDM_ANDROID', enabled: false }] },
    );
    await expect.element(page.getByText('No Android MDM connections configured.')).toBeVisible();
    await expect.element(page.getByText('Enable Console MDM Android app')).toBeVisible();
    await expect.element(generateButton()).toBeDisabled();
    await expectNoAxeViolations(document.body);
  });
});

describe('given the Add a mobile device dialog for Apple', () => {
  it('generates with the valid push certificate and offers the profile download, email and SMS', async () => {
    const { fetch } = await setup('APPLE');
    await choosePlace();
    const certificate = page.getByRole('combobox', { name: 'Push certificate' });
    await expect.element(certificate).toHaveTextContent('Apple MDM 2026');
    await generateButton().click();
    await expect.element(page.getByRole('dialog', { name: 'Successfully generated' })).toBeVisible();
    expect(fetch.requests.find((r) => r.method === 'POST')?.body).toEqual({
      clientId: 1,
      locationId: 101,
      nodeRole: null,
      pushCertificateId: 4,
    });
    await expect.element(page.getByText(appleEnrollment.code)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Download enrollment profile' }))
      .toHaveAttribute('href', appleEnrollment.qrCode);
    const enlarge = page.getByRole('button', { name: 'Enlarge QR code' });
    await enlarge.click();
    await expect
      .element(page.getByRole('button', { name: 'Shrink QR code' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(document.body);
  });

  it("checks phones ('Invalid phone number'), then sends by SMS and says so", async () => {
    const { fetch } = await setup('APPLE');
    await choosePlace();
    await generateButton().click();
    await page.getByRole('tab', { name: 'Send by SMS' }).click();
    const send = page.getByRole('button', { name: 'Send' });
    await expect.element(send).toBeDisabled();
    const phones = page.getByRole('textbox', { name: 'Phone numbers' });
    await phones.fill('+1 415 555 0132, 12');
    await expect.element(page.getByText('Invalid phone number')).toBeVisible();
    await expect.element(send).toBeDisabled();
    await expectNoAxeViolations(document.body);
    await phones.fill('+1 415 555 0132');
    await send.click();
    await expect.element(page.getByText('The action was sent successfully.')).toBeVisible();
    expect(fetch.requests.find((r) => r.url.includes('/enrollment/send'))?.body).toEqual({
      pushCertificateId: 4,
      deliverOption: 'sms',
      code: appleEnrollment.code,
      payload: { phoneNumbers: ['+1 415 555 0132'], deviceType: 'MOBILE' },
    });
  });

  it('shows the send errors of the spec: expired certificate and any other failure', async () => {
    let answer = jsonResponse(
      { resultCode: 'client_push_certificate_expired', errorMessage: 'expired' },
      422,
    );
    await setup('APPLE', { 'POST /ws/mdm/apple/enrollment/send': () => answer });
    await choosePlace();
    await generateButton().click();
    await page.getByRole('tab', { name: 'Send by email' }).click();
    await page.getByRole('textbox', { name: 'Email addresses' }).fill('ana@contoso.test');
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

  it("shows the QR errors of the spec, the expired certificate's own", async () => {
    let answer = jsonResponse({ resultCode: 'client_push_certificate_expired', errorMessage: 'x' }, 422);
    await setup('APPLE', { 'POST /ws/mdm/apple/qrcode': () => answer });
    await choosePlace();
    await generateButton().click();
    await expect
      .element(
        page.getByText('Error generating QR code. The Apple Push Notification certificate has expired.'),
      )
      .toBeVisible();
    answer = jsonResponse({ resultCode: 'INTERNAL_ERROR', errorMessage: 'x' }, 500);
    await generateButton().click();
    await expect.element(page.getByText('Error generating QR code. Please try again.')).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it('warns when the organization rejects new devices and links to its setting', async () => {
    const { screen } = await setup('APPLE', {}, mdmSession, 'REJECT');
    await choosePlace();
    await expect
      .element(page.getByText('The selected organization is set to reject new devices by default.'))
      .toBeVisible();
    await expect.element(generateButton()).toBeDisabled();
    await expectNoAxeViolations(document.body);
    await page.getByRole('link', { name: 'Change the organization setting' }).click();
    expect(screen.consoleProps?.navigate).toHaveBeenCalledWith('/editor/customer/1/security-node-approvals');
  });

  it('offers both platforms when both features are on, and only its own otherwise', async () => {
    await setup('APPLE', {}, { ...mdmSession, featureFlags: ['mdm', 'mdm_apple'] });
    expect(page.getByRole('radio', { name: 'Android' }).query()).toBeNull();
  });
});

describe('given both MDM features', () => {
  it('switches platform and resets the connection', async () => {
    await setup('APPLE');
    await page.getByRole('radio', { name: 'Android' }).click();
    await expect.element(page.getByRole('combobox', { name: 'Usage type' })).toBeVisible();
    await expect
      .element(page.getByRole('combobox', { name: 'Connection' }))
      .toHaveTextContent('Contoso Android Enterprise');
    void androidEnrollment;
  });
});

describe('given the Add menu', () => {
  it('opens the dialog (loaded on demand) for Mobile device ▸ Android', async () => {
    await renderWithProviders(
      <AddMenuDialogs dialog={{ kind: 'mobile', platform: 'ANDROID' }} onClose={() => {}} />,
      {
        console: { fetch: createTestFetch(mobileApi()), session: createTestSession(mdmSession) },
      },
    );
    await expect.element(page.getByRole('dialog', { name: 'Add a mobile device' })).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Usage type' })).toBeVisible();
  });
});
