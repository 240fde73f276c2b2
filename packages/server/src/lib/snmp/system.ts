import { productOf, vendorOf } from './enterprises';
import { type SnmpTarget, snmpRequest, varbindText } from './session';

/** SNMPv2-MIB system group and ENTITY-MIB entPhysicalModelName. */
const OID = {
  sysDescr: '1.3.6.1.2.1.1.1.0',
  sysObjectId: '1.3.6.1.2.1.1.2.0',
  sysContact: '1.3.6.1.2.1.1.4.0',
  sysName: '1.3.6.1.2.1.1.5.0',
  sysLocation: '1.3.6.1.2.1.1.6.0',
  entPhysicalModelName: '1.3.6.1.2.1.47.1.1.1.1.13',
} as const;

/** What one poll of a device's system group tells. */
export interface SnmpSystemInfo {
  sysName: string | null;
  sysDescr: string | null;
  sysObjectId: string | null;
  sysContact: string | null;
  sysLocation: string | null;
  /** From the sysObjectID's enterprise number. */
  vendor: string | null;
  /** ENTITY-MIB's first model name, else the product the sysObjectID names, else null. */
  model: string | null;
}

const blank = (text: string | null) => (text && text.trim() !== '' ? text.trim() : null);

/**
 * Polls a device's system group once (one GET) and its first ENTITY-MIB model name (one
 * GET-NEXT; agents without ENTITY-MIB are fine). Throws `SnmpError` when the device does not answer.
 * @example const info = await pollSystem({ host: '127.0.0.1', port: 16161, auth: { version: 'v2c', community: 'public' } });
 */
export async function pollSystem(target: SnmpTarget): Promise<SnmpSystemInfo> {
  const values = await snmpRequest(target, [
    OID.sysDescr,
    OID.sysObjectId,
    OID.sysContact,
    OID.sysName,
    OID.sysLocation,
  ]);
  const [descr, objectId, contact, name, location] = values.map((item) => blank(varbindText(item.value)));
  const sysObjectId = objectId ?? null;
  let model: string | null = null;
  try {
    const [entity] = await snmpRequest(target, [OID.entPhysicalModelName], true);
    if (entity?.oid.startsWith(`${OID.entPhysicalModelName}.`)) model = blank(varbindText(entity.value));
  } catch {
    // The system group answered: a missing ENTITY-MIB is not a failure of the poll.
  }
  return {
    sysName: name ?? null,
    sysDescr: descr ?? null,
    sysObjectId,
    sysContact: contact ?? null,
    sysLocation: location ?? null,
    vendor: sysObjectId ? vendorOf(sysObjectId) : null,
    model: model ?? (sysObjectId ? productOf(sysObjectId) : null),
  };
}
