import type { PolicyNodeClass } from '@console/core';
import { FEATURE_FLAGS } from '@console/core/constants';

/** The roles a policy can target (002 §3), in display order; the last three need MDM. */
export const POLICY_ROLES: readonly PolicyNodeClass[] = [
  'WINDOWS_WORKSTATION',
  'WINDOWS_SERVER',
  'MAC',
  'MAC_SERVER',
  'LINUX_WORKSTATION',
  'LINUX_SERVER',
  'NMS',
  'VMWARE_VM_GUEST',
  'VMWARE_VM_HOST',
  'HYPERV_VMM_GUEST',
  'HYPERV_VMM_HOST',
  'ANDROID',
  'APPLE_IOS',
  'APPLE_IPADOS',
];

const MDM_ROLES: readonly PolicyNodeClass[] = ['ANDROID', 'APPLE_IOS', 'APPLE_IPADOS'];

/**
 * The policy roles a division offers (002 §3): ANDROID, APPLE_IOS and APPLE_IPADOS only with MDM.
 * @example policyRolesFor([]).includes('ANDROID') // false
 */
export function policyRolesFor(featureFlags: readonly string[]): PolicyNodeClass[] {
  const mdm = featureFlags.includes(FEATURE_FLAGS.mdm);
  return POLICY_ROLES.filter((role) => mdm || !MDM_ROLES.includes(role));
}

/**
 * Whether a node role is an NMS role (the NMS policy's own role, 002 §5.5).
 * @example isNmsRole({ nodeClass: 'NMS_SWITCH' }) // true
 */
export function isNmsRole(role: { nodeClass: string | null }): boolean {
  return role.nodeClass?.startsWith('NMS_') ?? false;
}
