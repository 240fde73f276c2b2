import type { ValidationIssue } from '@console/core';
import { isExisting, isOffline } from './device-rules';
import type { DeviceEdit, DiscoveredDevice } from './discovery-types';

/** A device as it will be added: its name (the IP when none was given) and role. */
export interface ReviewedDevice extends DiscoveredDevice {
  /** The name to give; the IP when the reviewer gave none (000 §4.4). */
  name: string;
  /** The chosen role, `null` when none yet. */
  roleId: number | null;
}

/**
 * A device with the reviewer's edits applied: the name defaults to the IP, the role to the one the
 * server suggested.
 * @example reviewedDevice({ ip: '10.0.0.1' }, {}).name // '10.0.0.1'
 */
export function reviewedDevice(device: DiscoveredDevice, edit: DeviceEdit | undefined): ReviewedDevice {
  const name = edit?.name?.trim() || device.ip;
  const roleId = edit && 'role' in edit ? (edit.role ?? null) : (device.role ?? null);
  return { ...device, name, roleId };
}

/**
 * The devices selected first on Review: those that answered and are not in an organization yet.
 * @example initialReviewSelection(results) // ['10.0.0.1', ...]
 */
export function initialReviewSelection(devices: readonly DiscoveredDevice[]): string[] {
  return devices.filter((device) => !isOffline(device) && !isExisting(device)).map((device) => device.ip);
}

/** What blocks Finish (000 §5.3). */
export interface ReviewIssues {
  /** 'Select at least 1 device to add to the organization.' when nothing is selected. */
  selection?: ValidationIssue;
  /** '{{numDevices}} device(s) have an unknown role. ...' when selected devices lack a role. */
  roles?: ValidationIssue;
  /** The IPs of the selected devices without a role (their role cell shows 'Device role required'). */
  missingRole: string[];
}

/**
 * Review's rules (000 §4.4, §5.3): at least one device selected; every selected device needs a
 * role. Existing devices never count as selected.
 * @example validateReview([device], {}).missingRole // [device.ip] when it has no role
 */
export function validateReview(selected: readonly ReviewedDevice[]): ReviewIssues {
  const candidates = selected.filter((device) => !isExisting(device));
  if (candidates.length === 0)
    return { selection: { key: 'networkDiscovery.error.select_at_least_one' }, missingRole: [] };
  const missingRole = candidates.filter((device) => device.roleId === null).map((device) => device.ip);
  if (missingRole.length === 0) return { missingRole };
  return {
    roles: { key: 'discovery.network.review.unknownRoles', params: { numDevices: missingRole.length } },
    missingRole,
  };
}
