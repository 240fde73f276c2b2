// From the constants entry: this module is in the menu's first load (see core's `constants.ts`).
import {
  FEATURE_FLAGS,
  type InstallerType,
  LINUX_ARCHITECTURES,
  type LinuxArchitecture,
  linuxInstallerType,
} from '@console/core/constants';
import type { ComputerPlatform } from './add-menu-rules';

/** A distribution choice of the Add a computer dialog (000 §2.8). */
export type ComputerDistribution =
  | 'WINDOWS_MSI'
  | 'MAC_DMG'
  | 'MAC_PKG'
  | 'MAC_MDM'
  | 'LINUX_DEB'
  | 'LINUX_RPM';

/** The Linux architectures, in display order (000 §2.8). */
export const COMPUTER_ARCHITECTURES: readonly LinuxArchitecture[] = LINUX_ARCHITECTURES;

/**
 * The distribution types a platform offers (000 §2.8): Windows MSI; Mac DMG or PKG, plus the MDM
 * enrollment profile only with the Mac MDM feature; Linux DEB or RPM.
 * @example distributionsFor('MAC', ['mac_mdm']) // ['MAC_DMG', 'MAC_PKG', 'MAC_MDM']
 */
export function distributionsFor(
  platform: ComputerPlatform,
  featureFlags: readonly string[],
): ComputerDistribution[] {
  if (platform === 'WINDOWS') return ['WINDOWS_MSI'];
  if (platform === 'LINUX') return ['LINUX_DEB', 'LINUX_RPM'];
  return featureFlags.includes(FEATURE_FLAGS.macMdm)
    ? ['MAC_DMG', 'MAC_PKG', 'MAC_MDM']
    : ['MAC_DMG', 'MAC_PKG'];
}

/** What the Add a computer form holds (000 §2.8, §3.4a). */
export interface ComputerForm {
  platform: ComputerPlatform;
  organizationId: number | null;
  locationId: number | null;
  /** Null: Auto (000 §5.1). */
  nodeRoleId: number | null;
  distribution: ComputerDistribution;
  architecture: LinuxArchitecture;
  /** The MDM profile's push certificate (000 §2.8). */
  pushCertificateId: number | null;
}

/**
 * The form of a platform as it opens: its first distribution, x86_64, Auto (000 §5.1).
 * @example initialComputerForm('LINUX').distribution // 'LINUX_DEB'
 */
export function initialComputerForm(platform: ComputerPlatform): ComputerForm {
  return {
    platform,
    organizationId: null,
    locationId: null,
    nodeRoleId: null,
    distribution: platform === 'WINDOWS' ? 'WINDOWS_MSI' : platform === 'MAC' ? 'MAC_DMG' : 'LINUX_DEB',
    architecture: 'x86_64',
    pushCertificateId: null,
  };
}

/**
 * The installer type sent to the server, or `null` for the MDM profile (its own call).
 * @example installerTypeOf({ ...form, distribution: 'LINUX_RPM', architecture: 'ARM64' }) // 'LINUX_RPM_ARM64'
 */
export function installerTypeOf(form: ComputerForm): InstallerType | null {
  switch (form.distribution) {
    case 'MAC_MDM':
      return null;
    case 'LINUX_DEB':
      return linuxInstallerType('DEB', form.architecture);
    case 'LINUX_RPM':
      return linuxInstallerType('RPM', form.architecture);
    default:
      return form.distribution;
  }
}

/**
 * Whether Generate installer is enabled (000 §5.1): organization and location chosen, not while
 * generating, and for the MDM option a push certificate chosen.
 * @example canGenerate(form, false)
 */
export function canGenerate(form: ComputerForm, generating: boolean): boolean {
  if (generating || form.organizationId === null || form.locationId === null) return false;
  return form.distribution !== 'MAC_MDM' || form.pushCertificateId !== null;
}

/** A shell command as the user would type it: the url quoted for the shell. */
function quote(url: string): string {
  return `"${url.replace(/(["\\$`])/g, '\\$1')}"`;
}

/**
 * The command that downloads and installs an installer on the computer (the token modal of
 * `agent_tokenization`; the install lines of docs/installers.md).
 * @example installCommand('LINUX_DEB', url, 'console-agent_1.0.0_amd64.deb')
 */
export function installCommand(type: InstallerType, url: string, fileName: string): string {
  if (type === 'WINDOWS_MSI') {
    return `Invoke-WebRequest -Uri '${url.replace(/'/g, "''")}' -OutFile '${fileName}'; msiexec /i '${fileName}' /quiet /qn /norestart`;
  }
  if (type.startsWith('LINUX_DEB'))
    return `curl -fsSLo ${fileName} ${quote(url)} && sudo apt install ./${fileName}`;
  if (type.startsWith('LINUX_RPM'))
    return `curl -fsSLo ${fileName} ${quote(url)} && sudo dnf install ./${fileName}`;
  if (type === 'MAC_PKG')
    return `curl -fsSLo ${fileName} ${quote(url)} && sudo installer -pkg ${fileName} -target /`;
  return `curl -fsSLo ${fileName} ${quote(url)} && open ${fileName}`;
}
