/**
 * Vendors by IANA private enterprise number (the number after 1.3.6.1.4.1 in sysObjectID): the
 * common makers of network devices, printers, servers and UPSes.
 */
export const ENTERPRISE_VENDORS: Readonly<Record<number, string>> = {
  2: 'IBM',
  9: 'Cisco',
  11: 'HP',
  23: 'Novell',
  43: '3Com',
  45: 'Nortel',
  42: 'Oracle',
  63: 'Apple',
  171: 'D-Link',
  207: 'Allied Telesis',
  232: 'HP',
  253: 'Xerox',
  311: 'Microsoft',
  318: 'APC',
  367: 'Ricoh',
  534: 'Eaton',
  641: 'Lexmark',
  674: 'Dell',
  789: 'NetApp',
  890: 'Zyxel',
  1248: 'Epson',
  1347: 'Kyocera',
  1588: 'Brocade',
  1602: 'Canon',
  1916: 'Extreme Networks',
  1991: 'Brocade',
  2011: 'Huawei',
  2021: 'Net-SNMP',
  2272: 'Nortel',
  2385: 'Sharp',
  2435: 'Brother',
  2620: 'Check Point',
  2636: 'Juniper Networks',
  3224: 'Juniper Networks',
  3375: 'F5 Networks',
  3854: 'Panasonic',
  4413: 'Broadcom',
  4526: 'Netgear',
  5596: 'Tandberg',
  5624: 'Enterasys',
  6027: 'Dell',
  6486: 'Alcatel-Lucent',
  6527: 'Nokia',
  6574: 'Synology',
  6876: 'VMware',
  8072: 'Net-SNMP',
  8741: 'SonicWall',
  9148: 'Oracle',
  10002: 'Ubiquiti',
  11863: 'TP-Link',
  12356: 'Fortinet',
  14179: 'Cisco',
  14823: 'Aruba',
  14988: 'MikroTik',
  18334: 'Konica Minolta',
  21839: 'Sophos',
  24681: 'QNAP',
  25461: 'Palo Alto Networks',
  25506: 'H3C',
  26866: 'Gigamon',
  30065: 'Arista Networks',
  41112: 'Ubiquiti',
  47196: 'Hewlett Packard Enterprise',
};

const ENTERPRISE_PREFIX = /^\.?1\.3\.6\.1\.4\.1\.(\d+)(?:\.|$)/;

/**
 * The enterprise number of a sysObjectID, or null when it is not under 1.3.6.1.4.1.
 * @example enterpriseNumber('1.3.6.1.4.1.9.1.716') // 9
 */
export function enterpriseNumber(sysObjectId: string | null | undefined): number | null {
  const match = ENTERPRISE_PREFIX.exec(sysObjectId ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The vendor a sysObjectID names, or null for an enterprise number the table does not know.
 * @example vendorFromSysObjectId('1.3.6.1.4.1.9.1.716') // 'Cisco'
 */
export function vendorFromSysObjectId(sysObjectId: string | null | undefined): string | null {
  const number = enterpriseNumber(sysObjectId);
  return number === null ? null : (ENTERPRISE_VENDORS[number] ?? null);
}
