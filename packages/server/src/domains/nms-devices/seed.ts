/**
 * Demo seed: the polling facts of the seeded NMS devices and the connection facts of the seeded
 * VM hosts, so that their records (GET /nms/device/{id}, GET /vmhost/{id} behind /vmDashboard)
 * exist like those added through the dialogs. Draws no random value (its order is free).
 */
import { sql } from 'drizzle-orm';
import { defineSeedStep, type SeedContext } from '../../seed/context';

async function seedDeviceChecks(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  // NMS devices polled by their probe over SNMPv2c with the division's SNMPv2 credential.
  await db.execute(sql`
    INSERT INTO nms_devices (node_id, monitor_by, address, snmp_port, snmp_version, credential_id, sys_descr, last_polled_at)
    SELECT n.id, 'IP_ADDRESS', n.ip_addresses[1], 161, 'v2c',
      (SELECT c.id FROM credentials c WHERE c.division_id = n.division_id AND c.credential_type = 'SNMPV2' ORDER BY c.id LIMIT 1),
      n.details->>'osName', n.last_contact
    FROM nodes n
    WHERE n.node_class LIKE 'NMS\\_%' AND n.parent_node_id IS NOT NULL AND cardinality(n.ip_addresses) > 0
    ON CONFLICT DO NOTHING`);
  // VM hosts under their monitor delegate; ESXi on the vSphere API's port 443.
  await db.execute(sql`
    INSERT INTO vm_hosts (node_id, type, delegate_node_id, hostname, api_port)
    SELECT n.id, CASE WHEN n.node_class = 'VMWARE_VM_HOST' THEN 'ESXI' ELSE 'HYPERV' END, n.delegate_node_id,
      coalesce(n.dns_name, n.system_name, n.name),
      CASE WHEN n.node_class = 'VMWARE_VM_HOST' THEN 443 END
    FROM nodes n
    WHERE n.node_class IN ('VMWARE_VM_HOST', 'HYPERV_VMM_HOST') AND n.delegate_node_id IS NOT NULL
    ON CONFLICT DO NOTHING`);
}

/** After the devices (50) and credentials (60). */
export const deviceChecksSeed = defineSeedStep({
  name: 'nms-devices.facts',
  order: 65,
  run: seedDeviceChecks,
});
