/**
 * The installer types and their rules, zod-free (the Add a computer dialog imports them without the
 * contract's schemas; `installer.ts` re-exports them).
 */
import type { NodeClass } from './node';

/**
 * Installer types of "Generate installer" (000 §2.8, §3.4a): the OS, the package format and, for
 * Linux, the architecture (x86_64 unless suffixed: Raspberry Pi 64-bit ARM64, Raspberry Pi 32-bit
 * ARMV7A). `MAC_DMG` and `MAC_PKG` are answered only by a server that can build them.
 */
export const INSTALLER_TYPES = [
  'WINDOWS_MSI',
  'MAC_DMG',
  'MAC_PKG',
  'LINUX_DEB',
  'LINUX_DEB_ARM64',
  'LINUX_DEB_ARMV7A',
  'LINUX_RPM',
  'LINUX_RPM_ARM64',
  'LINUX_RPM_ARMV7A',
] as const;

/** One of {@link INSTALLER_TYPES}. */
export type InstallerType = (typeof INSTALLER_TYPES)[number];

/** The operating system of the Add a computer dialog (000 §2.8). */
export type InstallerOs = 'WINDOWS' | 'MAC' | 'LINUX';

/** Linux architectures of the Add a computer dialog (000 §2.8), in display order. */
export const LINUX_ARCHITECTURES = ['x86_64', 'ARM64', 'ARMV7A'] as const;
/** One of {@link LINUX_ARCHITECTURES}. */
export type LinuxArchitecture = (typeof LINUX_ARCHITECTURES)[number];

/**
 * The operating system an installer type installs on.
 * @example installerOs('LINUX_RPM_ARM64') // 'LINUX'
 */
export function installerOs(type: InstallerType): InstallerOs {
  return type.startsWith('WINDOWS') ? 'WINDOWS' : type.startsWith('MAC') ? 'MAC' : 'LINUX';
}

/**
 * The installer type for a Linux package and architecture picked in the dialog.
 * @example linuxInstallerType('RPM', 'ARMV7A') // 'LINUX_RPM_ARMV7A'
 */
export function linuxInstallerType(format: 'DEB' | 'RPM', architecture: LinuxArchitecture): InstallerType {
  return architecture === 'x86_64' ? `LINUX_${format}` : `LINUX_${format}_${architecture}`;
}

/**
 * The device classes an agent installed by a type may enroll as: a role chosen in the dialog must
 * be of one of them, and "Auto" needs the right to create devices of at least one.
 * @example installerNodeClasses('WINDOWS_MSI') // ['WINDOWS_WORKSTATION', 'WINDOWS_SERVER']
 */
export function installerNodeClasses(type: InstallerType): readonly NodeClass[] {
  const os = installerOs(type);
  if (os === 'WINDOWS') return ['WINDOWS_WORKSTATION', 'WINDOWS_SERVER'];
  if (os === 'MAC') return ['MAC', 'MAC_SERVER'];
  return ['LINUX_WORKSTATION', 'LINUX_SERVER'];
}
