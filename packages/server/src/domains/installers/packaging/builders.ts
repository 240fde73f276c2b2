/**
 * Which installer types this server can build, and building one. DEB needs `dpkg-deb`, RPM
 * `rpmbuild`, MSI msitools' `wixl` (Debian: apt install dpkg rpm wixl). Mac DMG and PKG need
 * Apple's tools (or xar and bomutils), which Linux does not offer: they are never available here,
 * and the route answers the catalogue's "not available on this server".
 */
import { type InstallerType, installerOs } from '@console/core';
import { buildDeb } from './deb';
import { buildMsi } from './msi';
import type { BuiltPackage, PackageInput } from './payload';
import { buildRpm } from './rpm';
import { onPath } from './run-tool';

/** The tool a type needs, or null when this server can never build it. */
export function packagerOf(type: InstallerType): 'dpkg-deb' | 'rpmbuild' | 'wixl' | null {
  if (type === 'WINDOWS_MSI') return 'wixl';
  if (installerOs(type) === 'MAC') return null;
  return type.startsWith('LINUX_DEB') ? 'dpkg-deb' : 'rpmbuild';
}

/**
 * The installer's name in the "not available" message: `Mac DMG`, `Linux RPM`...
 * @example installerLabel('MAC_PKG') // 'Mac PKG'
 */
export function installerLabel(type: InstallerType): string {
  const [os = '', format = ''] = type.split('_');
  return `${os.charAt(0)}${os.slice(1).toLowerCase()} ${format}`;
}

const found = new Map<string, Promise<boolean>>();

/** Whether this server can build `type` (the tool's presence is looked up once per process). */
export function canBuild(type: InstallerType): Promise<boolean> {
  const tool = packagerOf(type);
  if (tool === null) return Promise.resolve(false);
  let known = found.get(tool);
  if (!known) {
    known = onPath(tool);
    found.set(tool, known);
  }
  return known;
}

/** Builds an installer of a type {@link canBuild} said yes to. */
export function buildPackage(input: PackageInput): Promise<BuiltPackage> {
  const tool = packagerOf(input.type);
  if (tool === 'dpkg-deb') return buildDeb(input);
  if (tool === 'rpmbuild') return buildRpm(input);
  if (tool === 'wixl') return buildMsi(input);
  throw new Error(`${input.type} installers cannot be built on this server`);
}
