import type { SnmpSystem } from './snmp';
import { vendorFromSysObjectId } from './vendors';

/** Vendor, model, OS and firmware of a device, as far as its SNMP answer tells. */
export interface DeviceDescription {
  vendor: string | null;
  model: string | null;
  os: string | null;
  firmware: string | null;
}

/** Operating systems recognised in sysDescr, most specific first. */
const OS_PATTERNS: readonly [RegExp, string][] = [
  [/\bIOS[ -]XE\b/i, 'Cisco IOS XE'],
  [/\bIOS[ -]XR\b/i, 'Cisco IOS XR'],
  [/\bNX-OS\b/i, 'Cisco NX-OS'],
  [/\bCisco Adaptive Security Appliance\b/i, 'Cisco ASA'],
  [/\bCisco IOS\b/i, 'Cisco IOS'],
  [/\bJUNOS\b/i, 'Junos'],
  [/\bRouterOS\b/i, 'RouterOS'],
  [/\bFortiOS\b|\bFortiGate\b/i, 'FortiOS'],
  [/\bPAN-OS\b|\bPalo Alto Networks\b/i, 'PAN-OS'],
  [/\bArubaOS\b/i, 'ArubaOS'],
  [/\bProCurve\b/i, 'ProCurve'],
  [/\bEXOS\b|\bExtremeXOS\b/i, 'ExtremeXOS'],
  [/\bEOS\b.*Arista|Arista.*\bEOS\b/i, 'Arista EOS'],
  [/\bVMware ESXi?\b/i, 'VMware ESXi'],
  [/\bWindows\b/i, 'Windows'],
  [/\bDarwin\b|\bmacOS\b/i, 'macOS'],
  [/\bFreeBSD\b/i, 'FreeBSD'],
  [/\bOpenBSD\b/i, 'OpenBSD'],
  [/\bSunOS\b|\bSolaris\b/i, 'Solaris'],
  [/\bAIX\b/i, 'AIX'],
  [/\bVxWorks\b/i, 'VxWorks'],
  [/\bLinux\b/i, 'Linux'],
];

/** Firmware or OS version patterns, tried in order. */
const FIRMWARE_PATTERNS: readonly RegExp[] = [
  /\bVersion[:\s]+([\w.()\-+]+[\w)])/i,
  /\bJUNOS\s+([\w.-]+)/i,
  /\bRouterOS\s+([\w.-]+)/i,
  /\bFirmware[:\s]+([\w.-]+)/i,
  /\brevision\s+([\w.-]+)/i,
  /\bBuild\s+(\d[\w.-]*)/i,
  /\bv(\d+(?:\.\d+)+[\w-]*)/,
  /\bLinux\s+\S+\s+(\d[\w.\-+~]*)/,
];

/** Model patterns, tried in order: explicit "model", then makers' naming schemes. */
const MODEL_PATTERNS: readonly RegExp[] = [
  /\bModel[:\s]+([\w.\-/]+)/i,
  /\bCisco IOS Software,\s+(?:Catalyst\s+)?([\w-]+)\s+Software\b/i,
  /\b(WS-C[\w-]+|C\d{3,4}[\w-]*|ISR\d+[\w-]*|ASR\d+[\w-]*|N\dK-[\w-]+)\b/,
  /\bJuniper Networks, Inc\.\s+([\w-]+)/i,
  /\bHP\s+(?:ProCurve\s+)?(?:Switch\s+)?([\w-]*\d[\w-]*)/i,
  /\b(FortiGate-[\w-]+)/i,
  /\b(RB\d+[\w\-+]*|CCR\d+[\w\-+]*|CRS\d+[\w\-+]*)/,
];

function firstMatch(patterns: readonly RegExp[], value: string): string | null {
  for (const pattern of patterns) {
    const match = pattern.exec(value);
    if (match?.[1]) return match[1];
  }
  return null;
}

/**
 * Vendor (from the sysObjectID's enterprise number), OS, model and firmware (from what sysDescr
 * says) of an SNMP answer; each null when the device does not tell.
 * @example describeDevice({ sysDescr: 'Cisco IOS Software, C2960 Software (C2960-LANBASEK9-M), Version 12.2(55)SE7', sysObjectId: '1.3.6.1.4.1.9.1.716', sysUpTime: 1, sysName: 'sw1' })
 * // { vendor: 'Cisco', os: 'Cisco IOS', model: 'C2960', firmware: '12.2(55)SE7' }
 */
export function describeDevice(system: SnmpSystem | null): DeviceDescription {
  if (!system) return { vendor: null, model: null, os: null, firmware: null };
  const description = system.sysDescr ?? '';
  const os = OS_PATTERNS.find(([pattern]) => pattern.test(description))?.[1] ?? null;
  return {
    vendor: vendorFromSysObjectId(system.sysObjectId),
    model: firstMatch(MODEL_PATTERNS, description),
    os,
    firmware: firstMatch(FIRMWARE_PATTERNS, description),
  };
}
