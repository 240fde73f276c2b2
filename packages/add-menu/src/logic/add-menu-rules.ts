import type { Permissions } from '@console/core';
import { DIVISION_CONFIG, FEATURE_FLAGS } from '@console/core/constants';

/** A top-level entry of the Add menu (000 §2.7), in the order shown. */
export type AddMenuEntry =
  | 'ticket'
  | 'ticketFromTemplate'
  | 'ticketBoard'
  | 'device'
  | 'user'
  | 'report'
  | 'organization'
  | 'policy'
  | 'scheduledTask';

/** An entry of the Device submenu (000 §2.7), in the order shown. */
export type DeviceEntry =
  | 'computer'
  | 'mobile'
  | 'virtual'
  | 'cloudMonitor'
  | 'nms'
  | 'adHocDiscovery'
  | 'unmanaged';

/** An entry of the User submenu (000 §2.7). */
export type UserEntry = 'technician' | 'endUser';

/** The computer installer families of the Computer submenu (000 §2.7, §2.8). */
export const COMPUTER_PLATFORMS = ['WINDOWS', 'LINUX', 'MAC'] as const;
/** A computer installer family. */
export type ComputerPlatform = (typeof COMPUTER_PLATFORMS)[number];
/** The Mobile device submenu (000 §2.7). */
export const MOBILE_PLATFORMS = ['APPLE', 'ANDROID'] as const;
/** A mobile platform. */
export type MobilePlatform = (typeof MOBILE_PLATFORMS)[number];
/** The Virtual infrastructure submenu (000 §2.7): HyperV adds a HYPERV host, VMWare an ESXI host. */
export const VIRTUAL_PLATFORMS = ['HYPERV', 'VMWARE'] as const;
/** A virtual infrastructure type. */
export type VirtualPlatform = (typeof VIRTUAL_PLATFORMS)[number];

/** What the Add menu shows for a user: the top-level entries and each submenu's entries. */
export interface AddMenuVisibility {
  top: AddMenuEntry[];
  device: DeviceEntry[];
  user: UserEntry[];
}

/**
 * Which entries of the Add menu a user sees (000 §2.7, §6): tickets need the ticketing setting and
 * a user allowed to create tickets; Device needs canCreateDevices; Mobile device the `mdm` flag; NMS
 * is hidden when both `nms_network_discovery` and `custom_snmp` are on; Run Ad Hoc Network
 * Discovery needs `nms_network_discovery`; Unmanaged needs `it_asset_management` and the ITAM
 * division; Technician needs canCreateUsers, End user canCRUDEndUserSharing; Report needs
 * canManageReports and canViewAtLeastOneOrganization; Organization canCreateCustomers; Policy
 * canCreatePolicies; Scheduled task canCreateScheduledTasks and canRunAtLeastOneAdhocScript. A
 * submenu with no entry is not shown.
 * @example addMenuVisibility(createPermissions(session)).top // ['device', 'policy', ...]
 */
export function addMenuVisibility(can: Permissions): AddMenuVisibility {
  const flag = (name: string) => can.hasFeature(name);
  const device: DeviceEntry[] = [];
  if (can.canCreateDevices) {
    device.push('computer');
    if (flag(FEATURE_FLAGS.mdm)) device.push('mobile');
    device.push('virtual', 'cloudMonitor');
    if (!(flag(FEATURE_FLAGS.nmsNetworkDiscovery) && flag(FEATURE_FLAGS.customSnmp))) device.push('nms');
    if (flag(FEATURE_FLAGS.nmsNetworkDiscovery)) device.push('adHocDiscovery');
    if (flag(FEATURE_FLAGS.itAssetManagement) && can.isDivisionConfigEnabled(DIVISION_CONFIG.itam)) {
      device.push('unmanaged');
    }
  }
  const user: UserEntry[] = [];
  if (can.canCreateUsers) user.push('technician');
  if (can.canCRUDEndUserSharing) user.push('endUser');
  const top: AddMenuEntry[] = [];
  if (can.canCreateTickets) top.push('ticket', 'ticketFromTemplate', 'ticketBoard');
  if (device.length > 0) top.push('device');
  if (user.length > 0) top.push('user');
  if (can.canManageReports && can.canViewAtLeastOneOrganization) top.push('report');
  if (can.canCreateCustomers) top.push('organization');
  if (can.canCreatePolicies) top.push('policy');
  if (can.canCreateScheduledTasks && can.canRunAtLeastOneAdhocScript) top.push('scheduledTask');
  return { top, device, user };
}

/** The routes the Add menu navigates to (000 §2.4), through the host's `navigate`. */
export const ADD_MENU_ROUTES = {
  ticketBoard: '/administration/apps/ticketing',
  report: '/reporting/reports',
  organization: '/editor/customer',
  scheduledTask: '/editor/scheduledTask',
  cloudMonitor: '/editor/cloudMonitor',
  technician: '/editor/user',
  endUser: '/editor/endUser?showOrganizationPicker=true',
} as const;

/** The new-ticket route (chosen: the spec names it without its path). */
export const NEW_TICKET_ROUTE = '/ticketing/ticket/new';

/**
 * The new-ticket route for a ticket form (000 §2.4): with `formId` unless the form is the default.
 * @example newTicketRoute({ id: 4, isDefault: false }) // '/ticketing/ticket/new?formId=4'
 */
export function newTicketRoute(form?: { id: number; isDefault: boolean }): string {
  return form && !form.isDefault ? `${NEW_TICKET_ROUTE}?formId=${form.id}` : NEW_TICKET_ROUTE;
}

/**
 * The policy editor route for a new policy (002 §2.2: #/editor/{editorType}/{policyId}).
 * @example policyEditorRoute(12) // '/editor/policy/12'
 */
export function policyEditorRoute(policyId: number): string {
  return `/editor/policy/${policyId}`;
}
