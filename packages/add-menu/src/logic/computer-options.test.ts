import { describe, expect, it } from 'vitest';
import {
  canGenerate,
  distributionsFor,
  initialComputerForm,
  installCommand,
  installerTypeOf,
} from './computer-options';

describe('the Add a computer choices (000 §2.8, §5.1)', () => {
  it('offers MSI on Windows, DMG or PKG on Mac (MDM only with the Mac MDM flag), DEB or RPM on Linux', () => {
    expect(distributionsFor('WINDOWS', [])).toEqual(['WINDOWS_MSI']);
    expect(distributionsFor('MAC', [])).toEqual(['MAC_DMG', 'MAC_PKG']);
    expect(distributionsFor('MAC', ['mac_mdm'])).toEqual(['MAC_DMG', 'MAC_PKG', 'MAC_MDM']);
    expect(distributionsFor('LINUX', ['mac_mdm'])).toEqual(['LINUX_DEB', 'LINUX_RPM']);
  });

  it('maps each choice to the installer type the server builds', () => {
    const linux = initialComputerForm('LINUX');
    expect(installerTypeOf(linux)).toBe('LINUX_DEB');
    expect(installerTypeOf({ ...linux, distribution: 'LINUX_RPM', architecture: 'ARM64' })).toBe(
      'LINUX_RPM_ARM64',
    );
    expect(installerTypeOf({ ...linux, architecture: 'ARMV7A' })).toBe('LINUX_DEB_ARMV7A');
    expect(installerTypeOf(initialComputerForm('WINDOWS'))).toBe('WINDOWS_MSI');
    expect(installerTypeOf({ ...initialComputerForm('MAC'), distribution: 'MAC_PKG' })).toBe('MAC_PKG');
    expect(installerTypeOf({ ...initialComputerForm('MAC'), distribution: 'MAC_MDM' })).toBeNull();
  });

  it('opens with Auto as the role and x86_64 as the architecture', () => {
    expect(initialComputerForm('LINUX')).toMatchObject({ nodeRoleId: null, architecture: 'x86_64' });
  });

  it('enables Generate only with organization and location, not while generating, and a push certificate for MDM', () => {
    const form = initialComputerForm('MAC');
    expect(canGenerate(form, false)).toBe(false);
    expect(canGenerate({ ...form, organizationId: 1 }, false)).toBe(false);
    const placed = { ...form, organizationId: 1, locationId: 2 };
    expect(canGenerate(placed, false)).toBe(true);
    expect(canGenerate(placed, true)).toBe(false);
    expect(canGenerate({ ...placed, distribution: 'MAC_MDM' }, false)).toBe(false);
    expect(canGenerate({ ...placed, distribution: 'MAC_MDM', pushCertificateId: 4 }, false)).toBe(true);
  });
});

describe('the install command of the token modal', () => {
  const url = 'https://console.example.com/ws/installer/7/download?expires=1&signature=a$b';
  it('downloads and installs each package kind', () => {
    expect(installCommand('LINUX_DEB_ARM64', url, 'agent.deb')).toBe(
      'curl -fsSLo agent.deb "https://console.example.com/ws/installer/7/download?expires=1&signature=a\\$b" && sudo apt install ./agent.deb',
    );
    expect(installCommand('LINUX_RPM', url, 'agent.rpm')).toContain('sudo dnf install ./agent.rpm');
    expect(installCommand('WINDOWS_MSI', "https://x/it's", 'agent.msi')).toBe(
      "Invoke-WebRequest -Uri 'https://x/it''s' -OutFile 'agent.msi'; msiexec /i 'agent.msi' /quiet /qn /norestart",
    );
    expect(installCommand('MAC_PKG', url, 'agent.pkg')).toContain('sudo installer -pkg agent.pkg -target /');
  });
});
