import { describe, expect, it } from 'vitest';
import {
  generateInstallerSchema,
  INSTALLER_TYPES,
  installerNodeClasses,
  installerOs,
  LINUX_ARCHITECTURES,
  linuxInstallerType,
} from './installer';

describe('installer types', () => {
  it('maps every Linux package and architecture of the dialog to a type', () => {
    const types = (['DEB', 'RPM'] as const).flatMap((format) =>
      LINUX_ARCHITECTURES.map((architecture) => linuxInstallerType(format, architecture)),
    );
    expect(types).toEqual([
      'LINUX_DEB',
      'LINUX_DEB_ARM64',
      'LINUX_DEB_ARMV7A',
      'LINUX_RPM',
      'LINUX_RPM_ARM64',
      'LINUX_RPM_ARMV7A',
    ]);
    for (const type of types) expect(INSTALLER_TYPES).toContain(type);
  });

  it('names the OS and the device classes of each type', () => {
    expect(INSTALLER_TYPES.map(installerOs)).toEqual([
      'WINDOWS',
      'MAC',
      'MAC',
      'LINUX',
      'LINUX',
      'LINUX',
      'LINUX',
      'LINUX',
      'LINUX',
    ]);
    expect(installerNodeClasses('WINDOWS_MSI')).toEqual(['WINDOWS_WORKSTATION', 'WINDOWS_SERVER']);
    expect(installerNodeClasses('MAC_PKG')).toEqual(['MAC', 'MAC_SERVER']);
    expect(installerNodeClasses('LINUX_RPM_ARMV7A')).toEqual(['LINUX_WORKSTATION', 'LINUX_SERVER']);
  });
});

describe('the generate installer body', () => {
  const body = { organizationId: 1, locationId: 2, installerType: 'LINUX_DEB' };

  it('reads an absent or null role as Auto', () => {
    expect(generateInstallerSchema.parse(body)).toEqual({ ...body, nodeRoleId: null });
    expect(generateInstallerSchema.parse({ ...body, nodeRoleId: null }).nodeRoleId).toBeNull();
    expect(generateInstallerSchema.parse({ ...body, nodeRoleId: '7' }).nodeRoleId).toBe(7);
  });

  it('refuses an unknown type, a missing organization or location and a bad id', () => {
    for (const bad of [
      { ...body, installerType: 'LINUX_APK' },
      { ...body, organizationId: undefined },
      { ...body, locationId: undefined },
      { ...body, locationId: 0 },
      { ...body, nodeRoleId: -3 },
    ]) {
      expect(generateInstallerSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
