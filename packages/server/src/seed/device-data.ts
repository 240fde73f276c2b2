/** Data tables of the demo devices: user names, operating systems and hardware per class. */
import type { NodeClass } from '@console/core';

/** Sign-in names of the people who use the demo devices. */
export const PEOPLE = [
  'jdoe',
  'asmith',
  'mgarcia',
  'lchen',
  'pkumar',
  'owilliams',
  'nbrown',
  'ejohnson',
  'rlee',
  'kmartin',
  'swhite',
  'dthomas',
  'cmoore',
  'jtaylor',
  'bharris',
  'aclark',
  'mlewis',
  'yrobinson',
  'twalker',
  'fyoung',
];

/** Operating systems per class. */
export const OS: Partial<Record<NodeClass, readonly string[]>> = {
  WINDOWS_WORKSTATION: ['Windows 11 Pro 23H2', 'Windows 11 Enterprise 24H2', 'Windows 10 Pro 22H2'],
  WINDOWS_SERVER: [
    'Windows Server 2022 Standard',
    'Windows Server 2019 Datacenter',
    'Windows Server 2025 Standard',
  ],
  MAC: ['macOS Sonoma 14.6', 'macOS Sequoia 15.2'],
  MAC_SERVER: ['macOS Sequoia 15.2'],
  LINUX_WORKSTATION: ['Ubuntu 24.04 LTS', 'Fedora 41'],
  LINUX_SERVER: ['Ubuntu 22.04 LTS', 'Debian 12', 'Rocky Linux 9.4'],
  VMWARE_VM_HOST: ['VMware ESXi 8.0 U2'],
  VMWARE_VM_GUEST: ['Windows Server 2022 Standard', 'Ubuntu 22.04 LTS'],
  HYPERV_VMM_HOST: ['Windows Server 2022 Datacenter'],
  HYPERV_VMM_GUEST: ['Windows Server 2019 Standard', 'Windows 11 Enterprise'],
  ANDROID: ['Android 14', 'Android 15'],
  APPLE_IOS: ['iOS 17.6', 'iOS 18.2'],
  APPLE_IPADOS: ['iPadOS 18.2'],
};

/** Manufacturer and model pairs per class. */
export const HARDWARE: Partial<Record<NodeClass, readonly (readonly [string, string])[]>> = {
  WINDOWS_WORKSTATION: [
    ['Dell Inc.', 'Latitude 7440'],
    ['LENOVO', 'ThinkPad T14 Gen 4'],
    ['HP', 'EliteBook 840 G10'],
    ['Microsoft Corporation', 'Surface Laptop 6'],
  ],
  WINDOWS_SERVER: [
    ['Dell Inc.', 'PowerEdge R750'],
    ['HPE', 'ProLiant DL380 Gen11'],
    ['LENOVO', 'ThinkSystem SR650 V3'],
  ],
  MAC: [
    ['Apple Inc.', 'MacBook Pro (14-inch, 2023)'],
    ['Apple Inc.', 'MacBook Air (M3, 2024)'],
    ['Apple Inc.', 'iMac (24-inch, 2023)'],
  ],
  MAC_SERVER: [['Apple Inc.', 'Mac mini (2023)']],
  LINUX_WORKSTATION: [
    ['LENOVO', 'ThinkPad X1 Carbon Gen 11'],
    ['Dell Inc.', 'XPS 13 Plus'],
  ],
  LINUX_SERVER: [
    ['Dell Inc.', 'PowerEdge R660'],
    ['Supermicro', 'SYS-1029P'],
  ],
  VMWARE_VM_HOST: [['Dell Inc.', 'PowerEdge R760']],
  HYPERV_VMM_HOST: [['HPE', 'ProLiant DL360 Gen11']],
  NMS_SWITCH: [
    ['Cisco', 'Catalyst 9200L'],
    ['Aruba', 'CX 6100'],
  ],
  NMS_ROUTER: [
    ['Cisco', 'ISR 1100'],
    ['MikroTik', 'RB5009'],
  ],
  NMS_FIREWALL: [
    ['Fortinet', 'FortiGate 60F'],
    ['Palo Alto Networks', 'PA-440'],
  ],
  NMS_PRINTER: [
    ['HP', 'LaserJet Pro M404dn'],
    ['Brother', 'HL-L6210DW'],
  ],
  NMS_WAP: [
    ['Ubiquiti', 'U6 Pro'],
    ['Aruba', 'AP-515'],
  ],
  NMS_SERVER: [['Synology', 'RS1221+']],
  NMS_OTHER: [['APC', 'Smart-UPS 1500']],
  ANDROID: [
    ['Samsung', 'Galaxy S24'],
    ['Google', 'Pixel 8'],
    ['Zebra', 'TC58'],
  ],
  APPLE_IOS: [
    ['Apple Inc.', 'iPhone 15'],
    ['Apple Inc.', 'iPhone 14'],
  ],
  APPLE_IPADOS: [['Apple Inc.', 'iPad Air (M2)']],
};
