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
import { linuxInstaller, pickerApi } from '../fixtures/add-menu-data';
import { AddComputerDialog } from './add-computer-dialog';

function api(routes: Record<string, TestRoute> = {}) {
  return createTestFetch({ ...pickerApi(), ...routes });
}

const generateButton = () => page.getByRole('button', { name: 'Generate installer' });

async function choosePlace() {
  await page.getByRole('combobox', { name: 'Organization' }).click();
  await page.getByRole('option', { name: 'Contoso Health' }).click();
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: 'Main Clinic' }).click();
}

describe('given the Add a computer dialog for Linux', () => {
  it('needs an organization and a location, then generates a DEB for ARM64 with Auto and shows link and size', async () => {
    const fetch = api({ 'POST /ws/installer/generate': linuxInstaller });
    await renderWithProviders(<AddComputerDialog open onOpenChange={() => {}} platform="LINUX" />, {
      console: { fetch },
    });
    const dialog = page.getByRole('dialog', { name: 'Add a computer' });
    await expect.element(dialog).toBeVisible();
    await expect.element(generateButton()).toBeDisabled();
    await expect.element(page.getByRole('radio', { name: 'DEB' })).toBeChecked();
    await expect.element(page.getByRole('radio', { name: 'RPM' })).toBeVisible();
    await expectNoAxeViolations(document.body);
    await choosePlace();
    await page.getByRole('combobox', { name: 'Architecture' }).click();
    await page.getByRole('option', { name: 'Raspberry Pi 64-bit (ARM64)' }).click();
    await expect.element(generateButton()).toBeEnabled();
    await generateButton().click();
    const success = page.getByRole('dialog', { name: 'Installer ready' });
    await expect.element(success).toBeVisible();
    expect(fetch.requests.find((r) => r.method === 'POST')?.body).toEqual({
      organizationId: 1,
      locationId: 101,
      installerType: 'LINUX_DEB_ARM64',
      nodeRoleId: null,
    });
    const link = page.getByRole('link', { name: 'Download installer' });
    await expect.element(link).toHaveAttribute('href', linuxInstaller.url);
    await expect.element(success.getByText('Size: 1.8 MB')).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it('shows the download flag once the download starts, then drops it after 3 s', async () => {
    const fetch = api({ 'POST /ws/installer/generate': linuxInstaller });
    await renderWithProviders(<AddComputerDialog open onOpenChange={() => {}} platform="LINUX" />, {
      console: { fetch },
    });
    await choosePlace();
    await generateButton().click();
    const link = page.getByRole('link', { name: 'Download installer' });
    await expect.element(link).toBeVisible();
    // Keep the browser on the page: the flag is what is tested, not the file.
    link.element().addEventListener('click', (event) => event.preventDefault());
    await link.click();
    await expect.element(page.getByRole('status').filter({ hasText: 'Download started' })).toBeVisible();
    await expect
      .poll(() => page.getByText('Download started').query(), { timeout: 6000, interval: 250 })
      .toBeNull();
  });

  it("shows the spec's error when generation fails and when the answer has no url", async () => {
    let answer: Response = jsonResponse({ resultCode: 'INTERNAL_ERROR', errorMessage: 'boom' }, 500);
    const fetch = api({ 'POST /ws/installer/generate': () => answer });
    await renderWithProviders(<AddComputerDialog open onOpenChange={() => {}} platform="LINUX" />, {
      console: { fetch },
    });
    await choosePlace();
    await generateButton().click();
    await expect.element(page.getByText('Error generating installer. Please try again.')).toBeVisible();
    await expectNoAxeViolations(document.body);
    answer = jsonResponse({ ...linuxInstaller, url: '' });
    await generateButton().click();
    await expect.poll(() => fetch.requests.filter((r) => r.method === 'POST').length).toBe(2);
    await expect.element(page.getByText('Error generating installer. Please try again.')).toBeVisible();
    expect(page.getByRole('dialog', { name: 'Installer ready' }).query()).toBeNull();
  });
});

describe('given a Mac installer', () => {
  it("shows the server's reason when it cannot build the type", async () => {
    const fetch = api({
      'POST /ws/installer/generate': jsonResponse(
        {
          resultCode: 'INSTALLER_NOT_AVAILABLE',
          errorMessage: 'Mac DMG installers are not available on this server.',
        },
        422,
      ),
    });
    await renderWithProviders(<AddComputerDialog open onOpenChange={() => {}} platform="MAC" />, {
      console: { fetch },
    });
    expect(page.getByRole('radio', { name: 'MDM enrollment profile' }).query()).toBeNull();
    await choosePlace();
    await generateButton().click();
    await expect
      .element(
        page.getByText(
          'Error generating installer. Please try again. Mac DMG installers are not available on this server.',
        ),
      )
      .toBeVisible();
  });

  it('offers the MDM profile with the Mac MDM flag and needs a push certificate for it', async () => {
    const fetch = api({
      'GET /ws/mdm/enrollment/recipients': [],
      'POST /ws/mdm/apple/mac-profile': {
        code: 'ABC123',
        qrCode: 'https://console.example.com/ws/mdm/apple/enroll/ABC123',
        tokenValue: 'tok',
        qrCodeJson: '{}',
        expiresAt: 1_790_000_000_000,
      },
    });
    await renderWithProviders(<AddComputerDialog open onOpenChange={() => {}} platform="MAC" />, {
      console: { fetch, session: createTestSession({ featureFlags: ['mac_mdm'] }) },
    });
    await choosePlace();
    await page.getByRole('radio', { name: 'MDM enrollment profile' }).click();
    await expect.element(generateButton()).toBeDisabled();
    await page.getByRole('combobox', { name: 'Push certificate' }).click();
    await expect
      .element(page.getByRole('option', { name: 'Apple MDM 2024' }))
      .toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('option', { name: 'Apple MDM 2026' }).click();
    await expect.element(generateButton()).toBeEnabled();
    await generateButton().click();
    await expect
      .element(page.getByRole('link', { name: 'Download installer' }))
      .toHaveAttribute('href', 'https://console.example.com/ws/mdm/apple/enroll/ABC123');
    expect(fetch.requests.find((r) => r.method === 'POST')?.body).toEqual({
      clientId: 1,
      locationId: 101,
      nodeRole: null,
      pushCertificateId: 4,
    });
    // Send by email opens the profile email (loaded on demand) for the same target.
    await page.getByRole('button', { name: 'Send by email' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Send MDM enrollment profile' })).toBeVisible();
  });
});

describe('given agent_tokenization', () => {
  it('shows the token modal: the token with a copy button and the install command', async () => {
    const token = `cet_${'a'.repeat(43)}`;
    const fetch = api({
      'POST /ws/installer/generate': {
        ...linuxInstaller,
        enrollmentToken: token,
        tokenExpiresAt: 1_790_000_000_000,
      },
    });
    await renderWithProviders(<AddComputerDialog open onOpenChange={() => {}} platform="LINUX" />, {
      console: { fetch, session: createTestSession({ featureFlags: ['agent_tokenization'] }) },
    });
    await choosePlace();
    await generateButton().click();
    const modal = page.getByRole('dialog', { name: 'Enrollment token' });
    await expect.element(modal).toBeVisible();
    await expect.element(modal.getByText(token)).toBeVisible();
    await expect.element(modal.getByRole('button', { name: 'Token' })).toBeVisible();
    await expect
      .element(
        modal.getByText(`curl -fsSLo ${linuxInstaller.fileName} "${linuxInstaller.url}"`, { exact: false }),
      )
      .toBeVisible();
    await expectNoAxeViolations(document.body);
    await userEvent.keyboard('{Escape}');
    await expect.element(modal).not.toBeInTheDocument();
  });
});
