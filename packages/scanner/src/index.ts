/**
 * `@console/scanner`: network discovery (000 §3.5, issue 11). ICMP echo through one raw socket,
 * TCP probes of SSH and Telnet, reverse DNS, NetBIOS node status and SNMP GET of the system group
 * with every supplied credential (v1, v2c, v3), one result per address as soon as it is known.
 * @example
 * import { scanNetwork } from '@console/scanner';
 * for await (const device of scanNetwork({ targets: '10.0.0.0/24' })) console.log(device.ip, device.types);
 * @packageDocumentation
 */
export { type DeviceDescription, describeDevice } from './describe';
export { ReverseDns } from './dns';
export { canSendIcmp, IcmpPinger, type PingerOptions, type SendListener } from './icmp';
export { NETBIOS_PORT, netbiosName, nodeStatusRequest, parseNodeStatus } from './netbios';
export {
  DEFAULT_TCP_PORTS,
  deriveTags,
  type ScanOptions,
  type ScanResult,
  SILENT_PROBE_LIMIT,
  scanNetwork,
} from './scan';
export { SNMP_PORT, type SnmpCredential, type SnmpSystem, SYSTEM_OIDS, snmpSystem } from './snmp';
export {
  createSnmpSession,
  type SnmpAuthName,
  type SnmpPrivName,
  type SnmpSecurity,
  type SnmpSessionOptions,
} from './snmp-session';
export { isTcpPortOpen } from './tcp';
export { ENTERPRISE_VENDORS, enterpriseNumber, vendorFromSysObjectId } from './vendors';
