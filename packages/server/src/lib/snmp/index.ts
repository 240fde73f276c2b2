/**
 * The server's SNMP client (net-snmp): one-shot requests and the system-group poll of Add NMS
 * device. See docs/nms-and-vm-hosts.md.
 */
export { enterpriseNumber, productOf, vendorOf } from './enterprises';
export {
  type SnmpAuth,
  type SnmpAuthName,
  SnmpError,
  type SnmpFailure,
  type SnmpPrivName,
  type SnmpTarget,
  type SnmpValue,
  snmpRequest,
  varbindText,
} from './session';
export { pollSystem, type SnmpSystemInfo } from './system';
