import type { KbItemPath } from '@console/core';
import type { SearchResult } from './grouping';

/** What opening a result does. */
export type ResultDestination =
  /** Go to a route. */
  | { kind: 'route'; route: string }
  /** A knowledge base document: its folder chain is looked up first (001 §7.1), then {@link kbDocumentRoute}. */
  | { kind: 'kbDocument'; itemId: number; clientId: number | null }
  /** The result lacks what its route needs (e.g. a location without its organization). */
  | { kind: 'none' };

const MOBILE = new Set(['ANDROID', 'APPLE_IOS', 'APPLE_IPADOS']);
const VM_HOSTS = new Set(['VMWARE_VM_HOST', 'HYPERV_VMM_HOST']);
const VM_GUESTS = new Set(['VMWARE_VM_GUEST', 'HYPERV_VMM_GUEST']);

/**
 * The dashboard a device opens on, by node type and class (001 §2.1 "device overview by id, node
 * type and class"; the dashboards of 001 §2.2 and 002 §2.2).
 * @example deviceDashboardRoute(7, 'NMS', 'NMS_SWITCH') // '/nmsDashboard/7/overview'
 */
export function deviceDashboardRoute(
  id: number | string,
  nodeType?: string | null,
  nodeClass?: string | null,
): string {
  const type = nodeType ?? '';
  const klass = nodeClass ?? '';
  let dashboard = 'deviceDashboard';
  if (type === 'NMS' || klass.includes('NMS')) dashboard = 'nmsDashboard';
  else if (type === 'VM_HOST' || VM_HOSTS.has(klass)) dashboard = 'vmDashboard';
  else if (type === 'VM_GUEST' || VM_GUESTS.has(klass)) dashboard = 'vmGuestDashboard';
  else if (type === 'MOBILE' || MOBILE.has(klass)) dashboard = 'mobileDashboard';
  else if (type.startsWith('CLOUD_MONITOR') || klass.startsWith('CLOUD_MONITOR'))
    dashboard = 'cloudMonitorDashboard';
  else if (type === 'UNMANAGED' || klass === 'UNMANAGED_DEVICE') dashboard = 'unmanagedDeviceDashboard';
  return `/${dashboard}/${id}/overview`;
}

/**
 * The policy editor of a policy, by node class (001 §2.1; the editor types of 001 §2.2: policy,
 * vmpolicy, androidpolicy, iospolicy). Agent, NMS and cloud-monitor policies use `policy`.
 * @example policyEditorRoute(4, 'VMWARE_VM_HOST') // '/editor/vmpolicy/4'
 */
export function policyEditorRoute(id: number | string, nodeClass?: string | null): string {
  const klass = nodeClass ?? '';
  let editor = 'policy';
  if (VM_HOSTS.has(klass) || VM_GUESTS.has(klass)) editor = 'vmpolicy';
  else if (klass === 'ANDROID') editor = 'androidpolicy';
  else if (klass === 'APPLE_IOS' || klass === 'APPLE_IPADOS') editor = 'iospolicy';
  return `/editor/${editor}/${id}`;
}

/**
 * A knowledge base document's route from its folder chain (001 §2.1): under the organization's
 * documentation or the system knowledge base, the chain's folder ids with the first (root) folder
 * dropped, then the document's id and `/file`.
 * @example kbDocumentRoute({ id: 9, clientId: 2 }, { clientId: 2, folders: [{ id: 1, name: 'Root' }, { id: 5, name: 'Network' }] })
 * // '/customerDashboard/2/documentation/knowledgeBase/5/9/file'
 */
export function kbDocumentRoute(
  item: { id: number | string; clientId?: number | null },
  path: KbItemPath,
): string {
  const clientId = path.clientId ?? item.clientId ?? null;
  const base =
    clientId !== null && clientId !== undefined
      ? `/customerDashboard/${clientId}/documentation/knowledgeBase`
      : '/systemDashboard/knowledgeBase';
  const folders = path.folders.slice(1).map((folder) => folder.id);
  return [base, ...folders, item.id, 'file'].join('/');
}

const withClient = (item: SearchResult, build: (clientId: number) => string): ResultDestination =>
  item.clientId === null || item.clientId === undefined
    ? { kind: 'none' }
    : { kind: 'route', route: build(item.clientId) };

/**
 * Where a result leads (001 §2.1 "Result destinations by type").
 * @example resultDestination({ type: 'GROUP', id: 3, name: 'Servers', score: 100 }) // { kind: 'route', route: '/group/3' }
 */
export function resultDestination(item: SearchResult): ResultDestination {
  const { id } = item;
  switch (item.type) {
    case 'POLICY':
      return { kind: 'route', route: policyEditorRoute(id, item.nodeClass) };
    case 'END_USER':
      return { kind: 'route', route: `/endUserSearch/${id}/overview` };
    case 'TECHNICIAN_USER':
      return { kind: 'route', route: `/editor/user/${id}` };
    case 'DEVICE':
      return { kind: 'route', route: deviceDashboardRoute(id, item.nodeType, item.nodeClass) };
    case 'GROUP':
      return { kind: 'route', route: `/group/${id}` };
    case 'ORGANIZATION':
      return { kind: 'route', route: `/customerDashboard/${id}/overview` };
    case 'LOCATION':
      return withClient(item, (clientId) => `/customerDashboard/${clientId}/location/${id}`);
    case 'BOARD':
      return { kind: 'route', route: `/ticketing/board/${id}` };
    case 'TICKET':
      return { kind: 'route', route: `/ticketing/ticket/${id}` };
    case 'KB_DOCUMENT': {
      const itemId = Number(id);
      return Number.isInteger(itemId) && itemId > 0
        ? { kind: 'kbDocument', itemId, clientId: item.clientId ?? null }
        : { kind: 'none' };
    }
    case 'CHECKLIST':
      return withClient(item, (clientId) => `/customerDashboard/${clientId}/documentation/checklists/${id}`);
    case 'APPS_AND_SERVICES': {
      const templateId = item.details?.documentTemplateId;
      if (templateId === null || templateId === undefined) return { kind: 'none' };
      const multiple = item.details?.documentTemplateAllowMultiple === true;
      return withClient(
        item,
        (clientId) =>
          `/customerDashboard/${clientId}/documentation/appsAndServices/${templateId}${multiple ? `/${id}` : ''}`,
      );
    }
    case 'ADMINISTRATION':
      return item.route ? { kind: 'route', route: item.route } : { kind: 'none' };
  }
}
