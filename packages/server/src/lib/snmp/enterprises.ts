/**
 * Vendors by IANA private enterprise number (the number after 1.3.6.1.4.1 in a device's
 * sysObjectID), for the vendors a network engineer meets most; others show as "Enterprise N".
 * Source: https://www.iana.org/assignments/enterprise-numbers.
 */
const VENDORS: Readonly<Record<number, string>> = {
  2: 'IBM',
  9: 'Cisco',
  11: 'HP',
  18: 'Wellfleet',
  25: 'Lantronix',
  42: 'Oracle',
  43: '3Com',
  171: 'D-Link',
  207: 'Allied Telesis',
  236: 'Samsung',
  244: 'Lantronix',
  253: 'Xerox',
  311: 'Microsoft',
  318: 'APC',
  367: 'Ricoh',
  534: 'Eaton',
  641: 'Lexmark',
  664: 'Adtran',
  674: 'Dell',
  1347: 'Kyocera',
  1588: 'Brocade',
  1602: 'Canon',
  1916: 'Extreme Networks',
  1991: 'Brocade (Foundry)',
  2011: 'Huawei',
  2021: 'UC Davis (Net-SNMP)',
  2435: 'Brother',
  2620: 'Check Point',
  2636: 'Juniper Networks',
  3375: 'F5 Networks',
  4526: 'Netgear',
  5624: 'Enterasys',
  6027: 'Force10',
  6486: 'Alcatel-Lucent',
  6574: 'Synology',
  6876: 'VMware',
  8072: 'Net-SNMP',
  8741: 'SonicWall',
  9148: 'Acme Packet',
  10002: 'Ubiquiti (Frogfoot)',
  11863: 'TP-Link',
  12356: 'Fortinet',
  14179: 'Cisco (Airespace)',
  14823: 'Aruba Networks',
  14988: 'MikroTik',
  16885: 'Nortel',
  21839: 'Comet System',
  24681: 'QNAP',
  25461: 'Palo Alto Networks',
  25506: 'H3C',
  30065: 'Arista Networks',
  41112: 'Ubiquiti',
  47196: 'Barracuda',
};

/** Products of the Net-SNMP agent by sysObjectID (NET-SNMP-TC netSnmpAgentOIDs). */
const PRODUCTS: Readonly<Record<string, string>> = {
  '1.3.6.1.4.1.8072.3.2.1': 'HP-UX 9',
  '1.3.6.1.4.1.8072.3.2.3': 'SunOS 4',
  '1.3.6.1.4.1.8072.3.2.4': 'Solaris',
  '1.3.6.1.4.1.8072.3.2.6': 'Ultrix',
  '1.3.6.1.4.1.8072.3.2.7': 'HP-UX 10',
  '1.3.6.1.4.1.8072.3.2.8': 'NetBSD',
  '1.3.6.1.4.1.8072.3.2.9': 'FreeBSD (old)',
  '1.3.6.1.4.1.8072.3.2.10': 'Linux',
  '1.3.6.1.4.1.8072.3.2.11': 'BSDi',
  '1.3.6.1.4.1.8072.3.2.12': 'OpenBSD',
  '1.3.6.1.4.1.8072.3.2.13': 'Windows',
  '1.3.6.1.4.1.8072.3.2.14': 'HP-UX 11',
  '1.3.6.1.4.1.8072.3.2.15': 'AIX',
  '1.3.6.1.4.1.8072.3.2.16': 'macOS',
  '1.3.6.1.4.1.8072.3.2.17': 'Dragonfly',
};

/** The enterprise number of a sysObjectID (`1.3.6.1.4.1.9.1.516` → 9), or null. */
export function enterpriseNumber(sysObjectId: string): number | null {
  const match = /^\.?1\.3\.6\.1\.4\.1\.(\d+)(?:\.|$)/.exec(sysObjectId);
  return match ? Number(match[1]) : null;
}

/**
 * The vendor of a sysObjectID by its enterprise number; "Enterprise N" for a number not in the
 * table, null when the OID is not under enterprises.
 * @example vendorOf('1.3.6.1.4.1.9.1.516') // 'Cisco'
 */
export function vendorOf(sysObjectId: string): string | null {
  const number = enterpriseNumber(sysObjectId);
  if (number === null) return null;
  return VENDORS[number] ?? `Enterprise ${number}`;
}

/** A product name known for the sysObjectID (Net-SNMP agents), or null. */
export function productOf(sysObjectId: string): string | null {
  return PRODUCTS[sysObjectId.replace(/^\./, '')] ?? null;
}
