/** The demo account's device mix: how many devices of each class, scaled to any total. */
import type { NodeClass } from '@console/core';

/** The default device mix (a few hundred devices of every class). */
export const DEVICE_MIX: readonly (readonly [NodeClass, number])[] = [
  ['WINDOWS_WORKSTATION', 110],
  ['WINDOWS_SERVER', 24],
  ['MAC', 30],
  ['MAC_SERVER', 2],
  ['LINUX_WORKSTATION', 8],
  ['LINUX_SERVER', 16],
  ['VMWARE_VM_HOST', 3],
  ['VMWARE_VM_GUEST', 18],
  ['HYPERV_VMM_HOST', 2],
  ['HYPERV_VMM_GUEST', 10],
  ['NMS_SWITCH', 8],
  ['NMS_ROUTER', 4],
  ['NMS_FIREWALL', 4],
  ['NMS_PRINTER', 6],
  ['NMS_WAP', 6],
  ['NMS_SERVER', 1],
  ['NMS_OTHER', 2],
  ['ANDROID', 14],
  ['APPLE_IOS', 16],
  ['APPLE_IPADOS', 6],
  ['CLOUD_MONITOR_TARGET', 8],
  ['UNMANAGED_DEVICE', 12],
];
/** Devices of the default mix (310). */
export const DEFAULT_DEVICE_COUNT = DEVICE_MIX.reduce((sum, [, n]) => sum + n, 0);

/** Device counts per class for a total: the default mix, scaled. */
export function deviceCountsFor(total: number): Map<NodeClass, number> {
  const counts = new Map<NodeClass, number>();
  let assigned = 0;
  for (const [nodeClass, weight] of DEVICE_MIX) {
    const n = Math.max(
      total >= DEFAULT_DEVICE_COUNT ? 1 : 0,
      Math.floor((weight * total) / DEFAULT_DEVICE_COUNT),
    );
    counts.set(nodeClass, n);
    assigned += n;
  }
  counts.set('WINDOWS_WORKSTATION', (counts.get('WINDOWS_WORKSTATION') ?? 0) + total - assigned);
  return counts;
}
