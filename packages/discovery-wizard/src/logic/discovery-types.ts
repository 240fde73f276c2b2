/**
 * The shapes the network discovery wizard works with (000 §3.5). They mirror the server's
 * discovery contract; the wizard reads only these fields.
 */

/** SNMP protocol of a credential field: 1 (v1), 2 (v2c) or 3 (v3) (000 §3.5). */
export type SnmpProtocolChoice = 1 | 2 | 3;

/** A device the scan reported (000 §3.5 Discovered device). */
export interface DiscoveredDevice {
  /** The address scanned. */
  ip: string;
  /** The name the device gave (SNMP sysName), if any. */
  hostname?: string | null;
  /** The reverse DNS name, if any. */
  dnsName?: string | null;
  /** The NetBIOS name, if any. */
  netbiosName?: string | null;
  /** Round trip of the ping in milliseconds; `null` when it did not answer. */
  pingMS?: number | null;
  /** Open TCP ports found. */
  ports?: readonly number[] | null;
  /** Telnet (23) answered. */
  telnet?: boolean | null;
  /** SSH (22) answered. */
  ssh?: boolean | null;
  os?: string | null;
  model?: string | null;
  vendor?: string | null;
  firmware?: string | null;
  /** The device role id the server suggests, if any. */
  role?: number | null;
  /** Present when the device is already in an organization (000 §3.5). */
  nodeId?: number | null;
  nodeName?: string | null;
  /** The server's type tags, if it sends them (the wizard derives its own, see `deviceTags`). */
  type?: readonly string[] | null;
  locationId?: number | null;
  nmsDelegateNodeId?: number | null;
  /** Ids of the credentials that answered with SNMP v1. */
  snmpv1?: readonly number[] | null;
  /** Ids of the credentials that answered with SNMP v2c. */
  snmpv2?: readonly number[] | null;
  /** Ids of the credentials that answered with SNMP v3. */
  snmpv3?: readonly number[] | null;
}

/** A credential the form supplied for SNMP, with its protocol. */
export interface SuppliedSnmpCredential {
  /** The credential id. */
  id: number;
  /** The protocol it is tried with. */
  protocol: SnmpProtocolChoice;
  /** Its name, for the column header. */
  name: string;
}

/** The results table's Type filter (000 §2.11). The review table offers all but `existing`. */
export type DiscoveryFilter = 'all' | 'allResponding' | 'allSnmpResponding' | 'existing' | 'offline';

/** The wizard's steps, in order (000 §2.11). */
export type DiscoveryStep = 'SETUP' | 'DISCOVERY' | 'REVIEW';

/** What the reviewer set for one device: a name (empty means its IP) and a role. */
export interface DeviceEdit {
  /** The name; empty or missing means the device's IP (000 §4.4). */
  name?: string;
  /** The role id; `null` or missing means none chosen. */
  role?: number | null;
}
