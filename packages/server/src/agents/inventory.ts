/**
 * An agent's inventory on its node row: the columns global search matches (system name, IP and
 * MAC addresses, logged-in user, serial numbers: the search index follows them by trigger) and
 * the details the device pages read (OS, architecture, hardware, disks, uptime under `inventory`).
 */
import type { AgentInventory, NodeClass } from '@console/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { nodeRoles, nodes } from '../db/schema';

/** `64-bit` / `32-bit` from Node's `os.arch()`. */
export function osArchitectureOf(arch: string): string {
  return /64/.test(arch) ? '64-bit' : '32-bit';
}

/**
 * The node class of an enrolling device without a chosen role: by platform, and server or
 * workstation by the OS name (Linux without "Server" in its name is a workstation).
 */
export function nodeClassOf(inventory: Pick<AgentInventory, 'platform' | 'osName'>): NodeClass {
  const server = /server/i.test(inventory.osName);
  if (inventory.platform === 'win32' || inventory.platform === 'windows')
    return server ? 'WINDOWS_SERVER' : 'WINDOWS_WORKSTATION';
  if (inventory.platform === 'darwin') return server ? 'MAC_SERVER' : 'MAC';
  return server ? 'LINUX_SERVER' : 'LINUX_WORKSTATION';
}

/** The node role of a class in a division (the system role first), or undefined. */
export async function nodeRoleForClass(db: Db, divisionId: number, nodeClass: string) {
  const [row] = await db
    .select({ id: nodeRoles.id })
    .from(nodeRoles)
    .where(and(eq(nodeRoles.divisionId, divisionId), eq(nodeRoles.nodeClass, nodeClass)))
    .orderBy(sql`${nodeRoles.system} desc`, nodeRoles.id)
    .limit(1);
  return row?.id;
}

/** The node columns an inventory sets. */
export function inventoryColumns(inventory: AgentInventory, now: Date) {
  const windows = inventory.platform === 'win32' || inventory.platform === 'windows';
  return {
    systemName: inventory.hostname,
    dnsName: inventory.hostname.includes('.') ? inventory.hostname : null,
    netbiosName: windows ? (inventory.hostname.split('.')[0]?.toUpperCase().slice(0, 15) ?? null) : null,
    ipAddresses: [...new Set(inventory.ipAddresses)],
    macAddresses: [...new Set(inventory.macAddresses.map((mac) => mac.toLowerCase()))],
    lastLoggedInUser: inventory.loggedInUser,
    serialNumber: inventory.serialNumber,
    biosSerialNumber: inventory.biosSerialNumber,
    detailsPatch: {
      osName: `${inventory.osName}`.trim() || null,
      osArchitecture: osArchitectureOf(inventory.architecture),
      manufacturer: inventory.manufacturer,
      model: inventory.model,
      submitTime: Math.floor(now.getTime() / 1000),
      inventory,
    },
  };
}

/**
 * Writes an inventory on the device's row; answers the row's organization for the change events.
 * @example await applyInventory(db, nodeId, inventory, now);
 */
export async function applyInventory(
  db: Db,
  nodeId: number,
  inventory: AgentInventory,
  now: Date,
): Promise<{ clientId: number } | undefined> {
  const { detailsPatch, ...columns } = inventoryColumns(inventory, now);
  const [row] = await db
    .update(nodes)
    .set({
      ...columns,
      details: sql`${nodes.details} || ${JSON.stringify(detailsPatch)}::jsonb`,
      isUp: true,
      lastContact: now,
      updatedAt: now,
    })
    .where(eq(nodes.id, nodeId))
    .returning({ clientId: nodes.clientId });
  return row;
}
