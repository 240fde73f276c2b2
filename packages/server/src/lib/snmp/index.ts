/**
 * The server's SNMP client (net-snmp): one-shot requests and the system-group poll of Add NMS
 * device. See docs/nms-and-vm-hosts.md.
 */
export { vendorOf } from './enterprises';
export {
  type SnmpAuth,
  type SnmpAuthName,
  SnmpError,
  type SnmpPrivName,
  snmpRequest,
  varbindText,
} from './session';
export { pollSystem } from './system';
